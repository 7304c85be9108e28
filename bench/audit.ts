// Lighthouse (mobile preset) over every public page of the production build: the four
// category scores and the JavaScript and CSS each page loads, gzipped.
// Targets (issue "marketing pages"): performance >= 95; accessibility, best practices and
// SEO 100; at most 100 KB of JavaScript per page.
// Run with `npm run bench:audit` after `npm run build`; `AUDIT_PATHS=/,/contatti` limits the run.
import { gzipSync } from "node:zlib";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { publicPages } from "../tests/e2e/public-pages";
import { startServer } from "../tests/support/server";

const targets = { performance: 95, accessibility: 100, "best-practices": 100, seo: 100 } as const;
const MAX_SCRIPT_BYTES = 100 * 1024;
type Category = keyof typeof targets;

// The not-found page is meant to stay out of search results, so the SEO audit would fail it by design.
const paths = process.env.AUDIT_PATHS?.split(",") ?? publicPages.filter((path) => path !== "/pagina-inesistente");

type NetworkRequest = { url: string; resourceType?: string };

const kb = (bytes: number) => Math.round(bytes / 102.4) / 10;

// The size the page's files take gzipped, without the HTTP headers a transfer size also
// counts (a page loads a score of small chunks), whatever encoding the browser asked for.
const gzipSizes = new Map<string, number>();
async function gzippedSize(url: string) {
  let size = gzipSizes.get(url);
  if (size === undefined) {
    size = gzipSync(Buffer.from(await (await fetch(url)).arrayBuffer())).length;
    gzipSizes.set(url, size);
  }
  return size;
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: ["--headless=new", "--no-sandbox", "--disable-gpu"],
});
const rows: Record<string, string | number>[] = [];
let failures = 0;
try {
  for (const path of paths) {
    const result = await lighthouse(`${server.url}${path}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      onlyCategories: Object.keys(targets),
    });
    if (!result) throw new Error(`Lighthouse non ha prodotto un risultato per ${path}`);
    const { lhr } = result;
    const requests = (lhr.audits["network-requests"]?.details as { items?: NetworkRequest[] } | undefined)?.items ?? [];
    const bytesOf = async (type: string) => {
      const sizes = await Promise.all(requests.filter((r) => r.resourceType === type).map((r) => gzippedSize(r.url)));
      return sizes.reduce((sum, size) => sum + size, 0);
    };
    const scripts = await bytesOf("Script");
    const row: Record<string, string | number> = { pagina: path };
    const missed: string[] = [];
    for (const category of Object.keys(targets) as Category[]) {
      const score = Math.round((lhr.categories[category]?.score ?? 0) * 100);
      row[category] = score;
      if (score < targets[category]) {
        missed.push(category);
        const failing = Object.values(lhr.audits)
          .filter((audit) => audit.score !== null && audit.score < 0.9 && audit.scoreDisplayMode !== "informative")
          .filter((audit) => lhr.categories[category]?.auditRefs.some((ref) => ref.id === audit.id && ref.weight > 0))
          .map((audit) => audit.id);
        console.log(`${path} ${category} ${score}: ${failing.join(", ")}`);
      }
    }
    row["JS KB gzip"] = kb(scripts);
    row["CSS KB gzip"] = kb(await bytesOf("Stylesheet"));
    if (scripts > MAX_SCRIPT_BYTES) missed.push("JS");
    row.esito = missed.length ? `sotto obiettivo: ${missed.join(", ")}` : "ok";
    if (missed.length) failures++;
    rows.push(row);
  }
  console.table(rows);
  console.log(
    failures
      ? `SOTTO OBIETTIVO: ${failures} pagine su ${rows.length}`
      : `OK: ${rows.length} pagine (prestazioni >= 95; accessibilità, best practice e SEO 100; JS <= 100 KB)`,
  );
  process.exitCode = failures ? 1 : 0;
} finally {
  chrome.kill();
  await server.stop();
}
