// Revisions of a long article: an editor saves a 20,000-word article 1,000 times, each save
// rewriting about 1% of the body (four passages of 50 words in random paragraphs), through
// the editor's save (`updateArticle`), which keeps each version in its transaction.
// Reported: the revision table's size, the save's p50 / p95 / max, then the revisions page
// of the production build comparing two distant versions (the first and the last, then the
// middle and the last), requested over HTTP with an editor's session: p50 / p95 / max from
// the request to the last byte, with the page's size.
// Targets: 1,000 revisions under 20 MB, a save's p95 < 50 ms, the page of two distant
// versions < 200 ms. Run with `npm run bench:revisions` after `npm run build`
// (BENCH_SAVES changes the number of saves).
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import Database from "better-sqlite3";
import { startServer } from "../tests/support/server";
import { createStaffAccount, staff } from "../tests/support/users";
import { sessionCookie } from "./staff-cookie";
import { seededRandom } from "./long-article";
import { percentile } from "./steady-posts";

const TARGET_TABLE_MB = 20;
const TARGET_SAVE_P95_MS = 50;
const TARGET_PAGE_P95_MS = 200;
const SAVES = Number(process.env.BENCH_SAVES ?? 1_000);
const WORDS = 20_000;
const PARAGRAPH_WORDS = 100;
const PAGE_REQUESTS = 20;

const round = (ms: number) => Math.round(ms * 10) / 10;
// The same texts on every run.
const random = seededRandom(20_261_127);
const vocabulary = (
  "il marchio racconta una storia che i clienti riconoscono ogni giorno nei negozi e sui social " +
  "perché la strategia nasce dagli obiettivi misurabili del piano editoriale con campagne " +
  "contenuti ricerca parole chiave pubblico analisi risultati budget creatività comunicazione " +
  "politica packaging stand fiera evento sito pagina articolo lettori conversioni"
).split(" ");
const words = (n: number) =>
  Array.from({ length: n }, () => vocabulary[Math.floor(random() * vocabulary.length)]).join(" ");

const paragraphs = Array.from({ length: WORDS / PARAGRAPH_WORDS }, () => words(PARAGRAPH_WORDS));

/** The body after one save: four passages of 50 words rewritten, about 1% of 20,000. */
function edited() {
  for (let n = 0; n < 4; n += 1) {
    const index = Math.floor(random() * paragraphs.length);
    const kept = (paragraphs[index] ?? "").split(" ");
    kept.splice(Math.floor(random() * 50), 50, ...words(50).split(" "));
    paragraphs[index] = kept.join(" ");
  }
  return paragraphs.join("\n\n");
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-bench-revisions-"));
process.env.DATABASE_PATH = path.join(dataDir, "app.db");
process.env.MAIL_DIR = path.join(dataDir, "mail");
process.env.UPLOADS_DIR = path.join(dataDir, "uploads");
process.env.SITE_URL ??= "http://127.0.0.1:3000";

// Imported once the data folder is configured: the database opens on first use.
const { closeDatabase, migrateDatabase } = await import("~/utils/db.server");
const { createArticle, findArticle, updateArticle } =
  await import("~/features/articles/articles.server");
const { articleSchema } = await import("~/features/articles/article-schema");
const { byUser } = await import("~/features/articles/revisions.server");

migrateDatabase();
const editorId = await createStaffAccount(dataDir, staff.editor);
const form = (content: string, updatedAt?: number) =>
  articleSchema().parse({
    title: "Un articolo lungo",
    category: "SEO",
    intent: "save",
    content,
    updated_at: updatedAt,
  });
const created = await createArticle(form(paragraphs.join("\n\n")), editorId);
if (created.outcome !== "saved") throw new Error(`Articolo non creato: ${created.outcome}`);
const id = created.id;

const saves: number[] = [];
for (let n = 0; n < SAVES; n += 1) {
  const article = findArticle(id);
  if (!article) throw new Error("Articolo scomparso");
  const content = edited();
  const started = performance.now();
  const result = await updateArticle(
    article,
    form(content, article.updatedAt.getTime()),
    article.updatedAt.getTime(),
    byUser(editorId, "editor"),
  );
  saves.push(performance.now() - started);
  if (result.outcome !== "saved")
    throw new Error(`Salvataggio ${n} non riuscito: ${result.outcome}`);
}
closeDatabase();
const { tableBytes, fullCopies, latest } = (() => {
  const sqlite = new Database(process.env.DATABASE_PATH ?? "", { readonly: true });
  try {
    const stats = sqlite
      .prepare(
        "select sum(pgsize) as bytes from dbstat where name in ('article_revisions', 'sqlite_autoindex_article_revisions_1')",
      )
      .get() as { bytes: number };
    const counts = sqlite
      .prepare(
        "select count(*) filter (where kind = 'full') as full, max(seq) as latest from article_revisions where article_id = ?",
      )
      .get(id) as { full: number; latest: number };
    return { tableBytes: stats.bytes, fullCopies: counts.full, latest: counts.latest };
  } finally {
    sqlite.close();
  }
})();

async function timedPage(url: string, cookie: string, from: number, to: number) {
  const started = performance.now();
  const response = await fetch(`${url}/admin/articoli/${id}/revisioni?da=${from}&a=${to}`, {
    headers: { Cookie: cookie },
    redirect: "manual",
  });
  const body = await response.text();
  const ms = performance.now() - started;
  if (response.status !== 200 || !body.includes(`Dalla versione ${from} alla versione ${to}`))
    throw new Error(`Pagina delle revisioni non caricata: HTTP ${response.status}`);
  return { ms, bytes: body.length };
}

const server = await startServer({}, { dataDir });
const pages: Record<string, { times: number[]; bytes: number }> = {};
try {
  const cookie = await sessionCookie(server.url, staff.editor);
  const middle = Math.ceil(latest / 2);
  for (const [from, to] of [
    [1, latest],
    [middle, latest],
  ] as const) {
    for (let n = 0; n < 3; n += 1) await timedPage(server.url, cookie, from, to);
    const times: number[] = [];
    let bytes = 0;
    for (let n = 0; n < PAGE_REQUESTS; n += 1) {
      const timed = await timedPage(server.url, cookie, from, to);
      times.push(timed.ms);
      bytes = timed.bytes;
    }
    pages[`${from} → ${to}`] = { times, bytes };
  }
} finally {
  await server.stop();
}

const tableMb = tableBytes / 1024 / 1024;
const saveP95 = percentile(saves, 95);
const figures: Record<string, string | number> = {
  "article (words)": WORDS.toLocaleString("en"),
  "saves / revisions kept / full copies": `${SAVES} / ${latest} / ${fullCopies}`,
  "revision table with its index (MB)": round(tableMb),
  "save p50 / p95 / max (ms)": `${round(percentile(saves, 50))} / ${round(saveP95)} / ${round(Math.max(...saves))}`,
};
let pageP95 = 0;
for (const [name, { times, bytes }] of Object.entries(pages)) {
  const p95 = percentile(times, 95);
  pageP95 = Math.max(pageP95, p95);
  figures[`page ${name}: p50 / p95 / max (ms), size (KB)`] =
    `${round(percentile(times, 50))} / ${round(p95)} / ${round(Math.max(...times))}, ${round(bytes / 1024)}`;
}
console.table(figures);
const checks = [
  [
    tableMb < TARGET_TABLE_MB,
    `revision table ${round(tableMb)} MB, target < ${TARGET_TABLE_MB} MB`,
  ],
  [
    saveP95 < TARGET_SAVE_P95_MS,
    `save p95 ${round(saveP95)} ms, target < ${TARGET_SAVE_P95_MS} ms`,
  ],
  [
    pageP95 < TARGET_PAGE_P95_MS,
    `diff page p95 ${round(pageP95)} ms, target < ${TARGET_PAGE_P95_MS} ms`,
  ],
] as const;
for (const [ok, text] of checks) console.log(`${ok ? "PASS" : "FAIL"}: ${text}`);
process.exitCode = checks.every(([ok]) => ok) ? 0 : 1;
fs.rmSync(dataDir, { recursive: true, force: true });
