import { createRequire } from "node:module";
import path from "node:path";
import { describe, expect, test, vi } from "vitest";
import { drawingThreads, type ThreadJob } from "~/utils/drawing-threads.server";

const require = createRequire(import.meta.url);

const setup = {
  fonts: [
    {
      name: "Titolo",
      weight: 800 as const,
      file: require.resolve("@fontsource/bricolage-grotesque/files/bricolage-grotesque-latin-800-normal.woff"),
    },
  ],
  emojiDir: path.dirname(require.resolve("@twemoji/svg/1f600.svg")),
};

const job = (text: string, style: Record<string, string | number> = {}): ThreadJob => ({
  tree: {
    type: "div",
    key: null,
    props: {
      style: { display: "flex", fontFamily: "Titolo", fontSize: 40, ...style },
      children: { type: "div", key: "title", props: { style: {}, children: text } },
    },
  },
  width: 600,
  height: 100,
  measured: "title",
});

describe("drawing threads", () => {
  test("drawings beyond the threads wait for a free one; a thread without work ends", async () => {
    const threads = drawingThreads({ setup, size: 1, idleMs: 20 });
    const drawings = Promise.all(["Uno", "Due", "Tre"].map((text) => threads.draw(job(text))));
    expect(threads.running).toBe(1);
    const drawn = await drawings;
    expect(drawn.map(({ svg }) => svg.startsWith("<svg"))).toEqual([true, true, true]);
    expect(new Set(drawn.map(({ svg }) => svg)).size).toBe(3);
    expect(drawn[0]!.measuredHeight).toBeGreaterThan(40);
    await vi.waitFor(() => expect(threads.running).toBe(0));
  });

  test("a drawing asked for just as an idle thread ends goes to a new thread", async () => {
    vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
    try {
      const threads = drawingThreads({ setup, size: 1, idleMs: 1_000 });
      await threads.draw(job("Prima"));
      // The idle thread is told to end, and ends a moment later.
      vi.advanceTimersByTime(1_000);
      expect((await threads.draw(job("Subito dopo"))).svg).toMatch(/^<svg/);
    } finally {
      vi.useRealTimers();
    }
  });

  test("a drawing satori refuses fails with its reason; the thread draws the next one", async () => {
    const threads = drawingThreads({ setup, size: 1, idleMs: 20 });
    await expect(threads.draw(job("Rotta", { display: "table" }))).rejects.toThrow(
      /^Disegno non riuscito: Invalid value for CSS property "display"/,
    );
    expect((await threads.draw(job("Integra"))).svg).toMatch(/^<svg/);
    expect(threads.running).toBe(1);
  });

  test("a thread that stops fails its drawing rather than keep it waiting; the next starts another", async () => {
    // A thread that dies on its first drawing, as one out of memory would.
    const dying = new URL(
      `data:text/javascript,${encodeURIComponent(
        'import { parentPort } from "node:worker_threads"; parentPort.on("message", () => process.exit(1));',
      )}`,
    );
    const threads = drawingThreads({ setup, size: 1, idleMs: 20, file: dying });
    const stopped = /^Il thread di disegno si è fermato prima di finire$/;
    await expect(threads.draw(job("Persa"))).rejects.toThrow(stopped);
    expect(threads.running).toBe(0);
    await expect(threads.draw(job("Anche questa"))).rejects.toThrow(stopped);
  });
});
