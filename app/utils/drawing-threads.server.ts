import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "~/utils/logger.server";

/**
 * Threads that lay out drawings with satori (decision 0245): its layout and glyph outlines are
 * synchronous JavaScript (from 10 ms for a cover to over half a second for the first drawing,
 * which reads the faces), which on the main thread held every other request back meanwhile. A
 * drawing waits for a free thread; a thread is started on demand and ends after a while
 * without work.
 */

/** What a thread is asked to draw: satori's boxes, the frame, the key of the box to measure. */
export type ThreadJob = { tree: unknown; width: number; height: number; measured: string };

/** The SVG, the measured box's height, and the text no face could draw. */
export type ThreadDrawing = { svg: string; measuredHeight: number; missing: string[] };

/** What a thread is started with: the faces' files and the emoji's folder. */
export type ThreadSetup = {
  fonts: { name: string; weight: 700 | 800; file: string }[];
  emojiDir: string;
};

/**
 * The thread's program, outside both bundles: found from the project's folder, the working
 * directory of the server and of the tests, as the migrations are.
 */
const threadFile = path.resolve("app/utils/drawing-thread.js");

type Waiting = {
  job: ThreadJob;
  resolve: (drawing: ThreadDrawing) => void;
  reject: (error: Error) => void;
};
type Thread = { worker: Worker; current?: Waiting; idleTimer?: NodeJS.Timeout };

export function drawingThreads(options: {
  setup: ThreadSetup;
  /** Threads at most, each drawing one thing at a time. */
  size: number;
  /** How long a thread without work is kept. */
  idleMs: number;
  file?: string | URL;
}) {
  const threads = new Set<Thread>();
  const queue: Waiting[] = [];

  function start() {
    const worker = new Worker(options.file ?? threadFile, { workerData: options.setup });
    const thread: Thread = { worker };
    threads.add(thread);
    worker.on("message", (answer: { drawn?: ThreadDrawing; error?: string }) => {
      const done = thread.current;
      thread.current = undefined;
      if (answer.drawn) done?.resolve(answer.drawn);
      else done?.reject(new Error(`Disegno non riuscito: ${answer.error}`));
      next(thread);
    });
    worker.on("error", (error) => {
      logger.error({ err: error }, "Un thread di disegno si è fermato:");
    });
    worker.on("exit", () => {
      threads.delete(thread);
      clearTimeout(thread.idleTimer);
      thread.current?.reject(new Error("Il thread di disegno si è fermato prima di finire"));
      thread.current = undefined;
      dispatch();
    });
    return thread;
  }

  /** Gives `thread` the next waiting drawing, or lets it rest and end when it stays idle. */
  function next(thread: Thread) {
    const waiting = queue.shift();
    if (waiting) {
      clearTimeout(thread.idleTimer);
      thread.current = waiting;
      // A thread at work keeps the process alive, as the request waiting for it would.
      thread.worker.ref();
      thread.worker.postMessage(waiting.job);
      return;
    }
    thread.worker.unref();
    thread.idleTimer = setTimeout(() => {
      // Out of the pool before it ends, so that no drawing is handed to it meanwhile.
      threads.delete(thread);
      void thread.worker.terminate();
    }, options.idleMs);
    thread.idleTimer.unref();
  }

  function dispatch() {
    for (const thread of threads) {
      if (queue.length === 0) return;
      if (!thread.current) next(thread);
    }
    while (queue.length > 0 && threads.size < options.size) next(start());
  }

  return {
    draw(job: ThreadJob) {
      return new Promise<ThreadDrawing>((resolve, reject) => {
        queue.push({ job, resolve, reject });
        dispatch();
      });
    },
    /** Threads running now, at work or idle. */
    get running() {
      return threads.size;
    },
  };
}
