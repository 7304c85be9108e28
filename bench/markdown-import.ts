// The Markdown import of a 1 MB file on the production build, without the text model and the
// image service (the deterministic derivations and the local placeholder): from the upload's
// POST to the article published, as an editor's browser would send it. Five runs, each a new
// article of the same size.
// Target: every run under 2 s.
// Run with `npm run bench:import` after `npm run build`.
import { chromium } from "@playwright/test";
import { longArticle } from "./long-article";
import { articleLimits } from "../app/features/articles/article-schema";
import { queryDb } from "../tests/support/db";
import { startServer } from "../tests/support/server";
import { createStaffAccount, signInThroughForm, staff } from "../tests/support/users";

const TARGET_MS = 2_000;
const RUNS = 5;
const FILE_BYTES = 1024 * 1024;

/**
 * The largest Markdown file the import takes: a title, then as much of the long article as
 * fits in 1 MB and in the million characters an article may hold.
 */
function markdownFile(run: number) {
  const head = `# Guida lunga numero ${run} per misurare l'import\n\n`;
  let content = longArticle(200_000).content;
  const fits = (text: string) =>
    Buffer.byteLength(text) <= FILE_BYTES && text.length <= articleLimits.content;
  while (!fits(head + content)) content = content.slice(0, content.lastIndexOf("\n\n"));
  return Buffer.from(head + content, "utf8");
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  await createStaffAccount(server.dataDir, staff.editor);
  const page = await browser.newPage();
  await signInThroughForm(page, server.url, staff.editor);
  const rows: Record<string, string | number>[] = [];
  for (let run = 1; run <= RUNS; run += 1) {
    const file = markdownFile(run);
    const started = performance.now();
    const answer = await page.request.post(`${server.url}/admin/importa-markdown`, {
      multipart: {
        file: { name: `guida-${run}.md`, mimeType: "text/markdown", buffer: file },
        category: "SEO",
      },
      headers: { Origin: server.url },
      maxRedirects: 0,
    });
    const posted = performance.now() - started;
    const job = /\/admin\/importa-markdown\/([0-9a-f-]{36})$/.exec(
      answer.headers().location ?? "",
    )?.[1];
    if (!job) throw new Error(`L'import non è partito: ${answer.status()} ${await answer.text()}`);
    let status = "running";
    while (status === "running") {
      await new Promise((resolve) => setTimeout(resolve, 5));
      status =
        queryDb<{ status: string }>(
          server.dataDir,
          "select status from import_jobs where id = ?",
          job,
        )[0]?.status ?? "missing";
    }
    const total = performance.now() - started;
    const [article] = queryDb<{ length: number }>(
      server.dataDir,
      "select length(content) as length from articles where id = (select article_id from import_jobs where id = ?)",
      job,
    );
    rows.push({
      run,
      "file KB": Math.round(file.length / 1024),
      "POST ms": Math.round(posted),
      "published ms": Math.round(total),
      status,
      "content characters": article?.length ?? 0,
    });
  }
  console.table(rows);
  const slow = rows.filter(
    (row) => row.status !== "done" || Number(row["published ms"]) >= TARGET_MS,
  );
  console.log(
    slow.length === 0
      ? `PASS: every 1 MB import published in under ${TARGET_MS} ms`
      : `FAIL: ${slow.length} of ${RUNS} runs not published in under ${TARGET_MS} ms`,
  );
  process.exitCode = slow.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
