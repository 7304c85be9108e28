// Typing in the article editor on the production build, in Chromium with JavaScript on: a
// draft of about 20,000 words of Markdown (headings, paragraphs, lists, a table, links) is
// opened in a 1366 px window, where the live preview sits beside the text and follows it,
// and 300 keystrokes are typed into the CodeMirror editor at a fast typist's pace
// (letters, a few Backspaces and Enters, a pause of 1 s every 60 keys so the preview and the
// SEO panel recompute while the session goes on): once with the caret in the middle of the
// text, once at its end. Each keystroke's latency, from the keydown's timestamp to the next
// painted frame, is measured two ways in the page: the Event Timing API (up to the frame the
// compositor actually presents; only entries of 16 ms or more are reported, rounded to 8 ms,
// so a keystroke without one took less than 16 ms) and a keydown listener that notes when the
// next frame has been produced (requestAnimationFrame, then a task right after that frame).
// Also reported: the long animation frames (over 50 ms of main-thread work) during each run,
// and the preview posts it sent.
// Target: p95 below 50 ms by both measures, in both runs.
// Run with `npm run bench:editor` after `npm run build`.
import path from "node:path";
import Database from "better-sqlite3";
import { chromium, type Page } from "@playwright/test";
import { longArticle } from "./long-article";
import { insertArticles } from "../tests/support/articles";
import { startServer } from "../tests/support/server";
import { createStaffAccount, signInThroughForm, staff } from "../tests/support/users";

const TARGET_P95_MS = 50;
const WORDS = 20_000;
const KEY_DELAY_MS = 60;
const PAUSE_MS = 1_000;
const SEGMENTS = 5;
const SLUG = "articolo-lungo-per-l-editor";
/** The editor's content, which CodeMirror puts in the textarea's place. */
const EDITOR_ID = "articolo-content-editor";

const round = (ms: number) => Math.round(ms * 10) / 10;
function percentile(values: number[], p: number) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
}

/** What each run types: five stretches of 60 keys (a sentence, two Backspaces and the two letters again, a space or an Enter). */
const phrase =
  "Una campagna misurata ogni settimana corregge la rotta con dati veri. Il calendario editoriale resta coerente " +
  "con il tono del marchio anche quando i canali cambiano ritmo. Ogni articolo parte da una domanda dei clienti " +
  "e finisce con un invito chiaro a scriverci, con un numero e un indirizzo.";
const stretches = Array.from({ length: SEGMENTS }, (_, i) => {
  const text = phrase.slice(i * 55, i * 55 + 55);
  return { text, retype: text.slice(-2), end: i % 2 === 1 ? "Enter" : "Space" };
});
const KEYS_PER_RUN = stretches.reduce(
  (sum, stretch) => sum + stretch.text.length + 2 + stretch.retype.length + 1,
  0,
);

type Timings = { keydowns: number; frames: number[]; eventTiming: number[]; longFrames: number[] };

declare global {
  interface Window {
    editorBench: {
      from: number;
      keydowns: number;
      frames: number[];
      eventTiming: { start: number; duration: number }[];
      longFrames: { start: number; duration: number }[];
    };
  }
}

/** Installs the measures in the page; they count from the next `resetTimings`. */
async function installTimings(page: Page, editorId: string) {
  await page.evaluate((id) => {
    window.editorBench = {
      from: performance.now(),
      keydowns: 0,
      frames: [],
      eventTiming: [],
      longFrames: [],
    };
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) {
        if (entry.name === "keydown")
          window.editorBench.eventTiming.push({ start: entry.startTime, duration: entry.duration });
      }
    }).observe({ type: "event", durationThreshold: 16, buffered: true } as PerformanceObserverInit);
    // Frames whose work on the main thread (scripts, style, layout, paint) took over 50 ms.
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        window.editorBench.longFrames.push({ start: entry.startTime, duration: entry.duration });
    }).observe({ type: "long-animation-frame", buffered: true });
    document.getElementById(id)?.addEventListener(
      "keydown",
      (event) => {
        const current = window.editorBench;
        current.keydowns += 1;
        // The frame that shows the key: its rAF runs before it is painted, a task queued there after.
        requestAnimationFrame(() =>
          setTimeout(() => current.frames.push(performance.now() - event.timeStamp), 0),
        );
      },
      { capture: true },
    );
  }, editorId);
}

async function resetTimings(page: Page) {
  await page.evaluate(() => {
    window.editorBench = {
      from: performance.now(),
      keydowns: 0,
      frames: [],
      eventTiming: [],
      longFrames: [],
    };
  });
}

async function readTimings(page: Page): Promise<Timings> {
  return page.evaluate(() => {
    const { from, keydowns, frames, eventTiming, longFrames } = window.editorBench;
    // (No named helper: the bundler would wrap it in a function the page does not have.)
    return {
      keydowns,
      frames,
      eventTiming: eventTiming
        .filter((entry) => entry.start >= from)
        .map((entry) => entry.duration),
      longFrames: longFrames.filter((entry) => entry.start >= from).map((entry) => entry.duration),
    };
  });
}

/**
 * Puts the caret at the end of the text, or at the end of a paragraph near its middle: the
 * editor draws only the lines in view, so the text is scrolled there and the line clicked.
 */
async function placeCaret(page: Page, where: "middle" | "end") {
  await page.locator(`#${EDITOR_ID}`).click();
  if (where === "end") {
    await page.keyboard.press("Control+End");
    return;
  }
  await page.locator(".cm-scroller").evaluate((scroller) => {
    scroller.scrollTop = (scroller.scrollHeight - scroller.clientHeight) / 2;
  });
  await page.waitForTimeout(300);
  const target = await page.evaluate(() => {
    const top = document.querySelector(".cm-scroller")?.getBoundingClientRect().top ?? 0;
    const lines = Array.from(document.querySelectorAll(".cm-line"));
    for (let i = 0; i + 1 < lines.length; i += 1) {
      const box = lines[i]?.getBoundingClientRect();
      if (!box || box.top < top + 40) continue;
      if (lines[i]?.textContent?.trim() && lines[i + 1]?.textContent === "")
        return { x: box.right - 4, y: box.bottom - 6 };
    }
    return null;
  });
  if (!target) throw new Error("No paragraph in view to type after");
  await page.mouse.click(target.x, target.y);
  await page.keyboard.press("End");
}

/** Types the run's keys where the caret is, counting the preview posts sent meanwhile. */
async function typeRun(page: Page, caret: "middle" | "end") {
  await placeCaret(page, caret);
  await page.waitForTimeout(PAUSE_MS);
  let previews = 0;
  const countPreview = (request: { url: () => string; method: () => string }) => {
    if (
      request.method() === "POST" &&
      new URL(request.url()).pathname.startsWith("/admin/articoli/anteprima")
    )
      previews += 1;
  };
  page.on("request", countPreview);
  await resetTimings(page);
  for (const stretch of stretches) {
    await page.keyboard.type(stretch.text, { delay: KEY_DELAY_MS });
    for (let i = 0; i < 2; i += 1) await page.keyboard.press("Backspace", { delay: KEY_DELAY_MS });
    await page.keyboard.type(stretch.retype, { delay: KEY_DELAY_MS });
    await page.keyboard.press(stretch.end, { delay: KEY_DELAY_MS });
    await page.waitForTimeout(PAUSE_MS);
  }
  // The last key's frame and the last preview.
  await page.waitForTimeout(PAUSE_MS);
  page.off("request", countPreview);
  return { ...(await readTimings(page)), previews };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox"],
});
try {
  const account = staff.editor;
  await createStaffAccount(server.dataDir, account);
  const article = longArticle(WORDS);
  insertArticles(server.dataDir, [
    {
      title: "Un articolo lungo per misurare l'editor",
      slug: SLUG,
      category: "Content Marketing",
      content: article.content,
      status: "draft",
    },
  ]);
  const db = new Database(path.join(server.dataDir, "app.db"), { readonly: true });
  const { id } = db.prepare("select id from articles where slug = ?").get(SLUG) as { id: string };
  db.close();

  const page = await browser.newPage({ viewport: { width: 1366, height: 900 } });
  await signInThroughForm(page, server.url, account);

  await page.goto(`${server.url}/admin/articoli/${id}`, { waitUntil: "networkidle" });
  await page.locator(`#${EDITOR_ID}`).waitFor();
  await installTimings(page, EDITOR_ID);
  // The preview beside the text, with the body rendered: from now on it follows the text.
  const firstHeading = /^## (.*)$/m.exec(article.content)?.[1] ?? "";
  await page
    .locator("#pannello-anteprima h2")
    .filter({ hasText: firstHeading })
    .waitFor({ timeout: 30_000 });

  const runs = {
    "caret in the middle": await typeRun(page, "middle"),
    "caret at the end": await typeRun(page, "end"),
  };

  const rows: Record<string, Record<string, string | number>> = {};
  const failing: string[] = [];
  for (const [name, run] of Object.entries(runs)) {
    // Keystrokes the Event Timing API did not report took less than its 16 ms threshold.
    const eventTiming = [
      ...run.eventTiming,
      ...Array<number>(Math.max(0, run.keydowns - run.eventTiming.length)).fill(0),
    ];
    const shown = (ms: number) => (ms < 16 ? "< 16" : round(ms));
    const measures = {
      "Event Timing": { values: eventTiming, shown },
      "next frame": { values: run.frames, shown: round },
    };
    for (const [measure, { values, shown: show }] of Object.entries(measures)) {
      const p95 = percentile(values, 95);
      if (p95 >= TARGET_P95_MS || run.keydowns !== KEYS_PER_RUN)
        failing.push(`${name}, ${measure}`);
      rows[`${name} · ${measure}`] = {
        keys: run.keydowns,
        "p50 ms": show(percentile(values, 50)),
        "p95 ms": show(p95),
        "max ms": show(Math.max(0, ...values)),
        ">= 16 ms": values.filter((ms) => ms >= 16).length,
        "> 50 ms": values.filter((ms) => ms > TARGET_P95_MS).length,
        "long frames": run.longFrames.length,
        "preview posts": run.previews,
      };
    }
  }
  console.log(
    `Article: ${article.words} words, ${article.content.length} characters; ${KEYS_PER_RUN} keys a run, ${KEY_DELAY_MS} ms a key, a ${PAUSE_MS} ms pause every 60.`,
  );
  console.table(rows);
  console.log(
    failing.length === 0
      ? `PASS: p95 < ${TARGET_P95_MS} ms in every run, by both measures`
      : `FAIL: p95 >= ${TARGET_P95_MS} ms (or keys lost) in ${failing.join("; ")}`,
  );
  process.exitCode = failing.length === 0 ? 0 : 1;
} finally {
  await browser.close();
  await server.stop();
}
