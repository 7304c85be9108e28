import { expect, serverAnswer, test } from "./fixtures";
import { publicPages } from "./public-pages";

// The server renders every link, so one crawl of the HTML covers both projects.

const anchorHrefs = (html: string) =>
  [...html.matchAll(/<a\s[^>]*?href="([^"]*)"/g)].map((match) =>
    (match[1] ?? "").replaceAll("&amp;", "&"),
  );
const idsOf = (html: string) =>
  new Set([...html.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));

test(
  "every internal link on every page leads to a page that answers 200, and every #anchor exists",
  serverAnswer,
  async ({ request, baseURL }) => {
    test.setTimeout(120_000);
    const origin = new URL(baseURL ?? "").origin;
    const pages = new Map<string, { status: number; ids: Set<string | undefined> }>();
    const broken: string[] = [];
    const queue: { link: string; from: string }[] = publicPages
      .filter((path) => path !== "/pagina-inesistente" && path !== "/en/no-such-page")
      .map((path) => ({ link: path, from: "sitemap" }));

    async function visit(path: string) {
      const known = pages.get(path);
      if (known) return known;
      const response = await request.get(path);
      const html = await response.text();
      const visited = { status: response.status(), ids: idsOf(html) };
      pages.set(path, visited);
      if (response.ok()) {
        for (const href of anchorHrefs(html)) {
          const target = new URL(href, `${origin}${path}`);
          if (target.origin !== origin || href.startsWith("mailto:") || href.startsWith("tel:"))
            continue;
          queue.push({ link: `${target.pathname}${target.search}${target.hash}`, from: path });
        }
      }
      return visited;
    }

    for (let next = queue.shift(); next; next = queue.shift()) {
      const { link, from } = next;
      const [address = "", anchor] = link.split("#");
      const target = await visit(address);
      if (target.status !== 200) broken.push(`${from} → ${link}: ${target.status}`);
      else if (anchor && !target.ids.has(anchor))
        broken.push(`${from} → ${link}: nessun elemento con id "${anchor}"`);
    }

    expect(broken).toEqual([]);
    expect(pages.size).toBeGreaterThan(publicPages.length);
  },
);
