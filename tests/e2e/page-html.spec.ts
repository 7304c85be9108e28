import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { insertArticles, showcaseArticle } from "../support/articles";
import { startServer, type RunningServer } from "../support/server";
import { expect, serverAnswer, test } from "./fixtures";

/**
 * The HTML of every public page whose words are not the day's, signed out and without
 * scripts, as recorded before the marketing pages' content moved into the database (Pages
 * issue). Moving content, or the code around it, must leave every page as recorded; a change
 * a visitor is meant to see updates the record (`npx playwright test page-html
 * --update-snapshots`) and shows in the diff. Left out: the pages that list events by the
 * day (`/eventi`, `/iscrizioni`, an event's page), whose content was already data.
 */

const pages = [
  "/",
  "/blog",
  `/blog/${showcaseArticle.slug}`,
  "/blog/cerca?q=forme",
  "/casi-studio",
  "/chi-siamo",
  "/contatti",
  "/cookie",
  "/formazione",
  "/grazie",
  "/newsletter",
  "/portfolio",
  "/privacy",
  "/servizi",
  "/servizi/comunicazione-politica",
  "/servizi/packaging-design",
  "/servizi/stand-fieristici",
  "/showroom",
  "/spicy",
  "/spicy-granoro",
  "/spicy-presentazione",
  "/spicy-presentazione-slides",
  "/termini",
  "/pagina-inesistente",
];

/**
 * What differs between two servers or two builds and that no visitor reads: the origin, the
 * build's file and class names, nonces, the scripts' data (the same words as the page, in the shape the
 * code happens to give them), the forms' signed tokens, and the moments of the request.
 */
function steadyHtml(html: string, origin: string) {
  // The styles' class names are hashes of where their files are: named by first appearance,
  // a page keeps its names when a file moves and shows where an element's classes change.
  const classes = new Map<string, string>();
  const className = (token: string) => {
    if (!/^_?[a-z0-9]{6,9}$/.test(token) || !/\d/.test(token)) return token;
    if (!classes.has(token)) classes.set(token, `c${classes.size + 1}`);
    return classes.get(token);
  };
  return (
    html
      .replace(
        / class="([^"]*)"/g,
        (_, names: string) => ` class="${names.split(" ").map(className).join(" ")}"`,
      )
      .replaceAll(origin, "https://sito.example")
      .replace(/(\/build\/[\w/.-]*?)-[A-Z0-9]{8}\.(js|css)/g, "$1-*.$2")
      .replace(/ nonce="[^"]*"/g, ' nonce="*"')
      .replace(/(<script\b[^>]*>)[\s\S]*?(<\/script>)/g, (whole, open: string, close: string) =>
        open.includes("application/ld+json") ? whole : `${open}…${close}`,
      )
      // The build's chunks, which any change of the code splits anew: the scripts' business.
      .replace(/<link rel="modulepreload" href="[^"]*"\/>/g, "")
      .replace(/(name="(?:token|_inviato|csrf|started)" value=")[^"]*"/g, '$1*"')
      .replace(/\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:Z|[+-]\d{2}:\d{2})/g, "ISTANTE")
      // One tag a line, so that a difference reads as a line in the diff.
      .replace(/></g, ">\n<")
  );
}

test.describe("public pages' HTML", () => {
  // In one worker, in order: each takes a fraction of a second, and each worker that ran some
  // would start a server of its own for them.
  test.describe.configure({ mode: "default" });
  let server: RunningServer;

  test.beforeAll(async () => {
    server = await startServer();
    insertArticles(server.dataDir, [showcaseArticle]);
  });
  test.afterAll(async () => {
    await server.stop();
  });

  for (const address of pages) {
    test(`${address} gives the HTML recorded`, serverAnswer, async () => {
      const response = await fetch(`${server.url}${address}`);
      const html = steadyHtml(await response.text(), server.url);
      const name = address === "/" ? "home" : address.slice(1).replace(/[^\w-]+/g, "_");
      expect(`${response.status}\n${html}\n`).toMatchSnapshot(`${name}.html`);
    });
  }
});

/**
 * The ways from a page to its translation (decision 0291): `hreflang` links, Open Graph's
 * other locale, the header's link to the other language.
 */
const withoutWaysToTranslations = (answer: string) =>
  answer
    .replace(/<link rel="alternate" hrefLang="[^"]*" href="[^"]*"\/>/g, "")
    .replace(/<meta property="og:locale:alternate" content="[^"]*"\/>/g, "")
    .replace(/<a [^>]*data-language-switch[^>]*>[^<]*<\/a>/g, "")
    .replace(/\n\s*\n/g, "\n");

/**
 * An English article, event and case study saved through the one save path, each with its
 * original's slug, change nothing an Italian visitor, a feed reader or a crawler gets but the
 * ways to the translation, on the pages of the originals they translate.
 */
test(
  "English translations saved through the save path leave every Italian page as it was",
  serverAnswer,
  async () => {
    test.setTimeout(120_000);
    const server = await startServer({ PAGE_CACHE: "off" });
    try {
      insertArticles(server.dataDir, [showcaseArticle]);
      const addresses = [
        ...pages,
        "/eventi",
        "/eventi/foto-smartphone",
        "/iscrizioni",
        "/casi-studio/castelmurgia",
        // The sitemap lists translations with their originals: not an Italian page.
        "/blog/rss.xml",
        "/api/cerca?q=forme",
      ];
      const read = async () => {
        const answers: string[] = [];
        for (const address of addresses) {
          const response = await fetch(`${server.url}${address}`);
          answers.push(
            `${address} ${response.status}\n${steadyHtml(await response.text(), server.url)}`,
          );
        }
        return answers;
      };
      const before = await read();
      await promisify(execFile)(
        process.execPath,
        [
          "--import",
          "tsx",
          path.resolve("tests/support/save-in-english.ts"),
          showcaseArticle.slug,
          "foto-smartphone",
          "castelmurgia",
        ],
        { env: { ...process.env, DATABASE_PATH: path.join(server.dataDir, "app.db") } },
      );
      const after = await read();
      for (const [index, answer] of after.entries())
        expect(withoutWaysToTranslations(answer)).toBe(withoutWaysToTranslations(before[index]!));
    } finally {
      await server.stop();
    }
  },
);
