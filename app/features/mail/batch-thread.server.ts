import path from "node:path";
import { Worker } from "node:worker_threads";
import { logger } from "~/utils/logger.server";
import { singleton } from "~/utils/singleton.server";

/** One rendering for the whole batch, with `placeholder` where each recipient's token goes. */
export type BatchRendering = {
  from: string;
  subject: string;
  html: string;
  text: string;
  headers: Record<string, string>;
};

export type BatchCall = {
  apiKey: string;
  baseUrl: string | undefined;
  idempotencyKey: string;
  timeoutMs: number;
  placeholder: string;
  rendering: BatchRendering;
  recipients: { email: string; token: string }[];
};

/** Resend's answer as the SDK gives it: the ids in order, or its error and the answer's headers. */
export type BatchAnswer = {
  ids: string[] | null;
  error: { name: string; message: string; statusCode?: number | null } | null;
  headers: Record<string, string> | null;
};

/**
 * The thread's program, outside both bundles: found from the project's folder, the working
 * directory of the server and of the tests, as the drawing thread's is.
 */
const threadFile = path.resolve("app/features/mail/batch-thread.js");

type Pending = { resolve: (answer: BatchAnswer) => void; reject: (error: Error) => void };

function startThread() {
  const pending = new Map<number, Pending>();
  let seq = 0;
  let worker: Worker | null = null;

  function thread() {
    if (worker) return worker;
    const started = new Worker(threadFile);
    started.on("message", (reply: { seq: number; answer?: BatchAnswer; failure?: string }) => {
      const waiting = pending.get(reply.seq);
      pending.delete(reply.seq);
      if (pending.size === 0) started.unref();
      if (reply.answer) waiting?.resolve(reply.answer);
      else waiting?.reject(new Error(reply.failure ?? "errore sconosciuto"));
    });
    started.on("error", (error) => {
      logger.error({ err: error }, "Il thread d'invio dei lotti si è fermato:");
    });
    started.on("exit", () => {
      worker = null;
      for (const waiting of pending.values())
        waiting.reject(new Error("Il thread d'invio dei lotti si è fermato prima della risposta"));
      pending.clear();
    });
    worker = started;
    return started;
  }

  return {
    /**
     * Sends one batch from the thread. `signal` gives up waiting here; the thread's own
     * deadline (`timeoutMs`) ends the call there.
     */
    send(call: BatchCall, signal: AbortSignal) {
      return new Promise<BatchAnswer>((resolve, reject) => {
        const id = ++seq;
        pending.set(id, { resolve, reject });
        signal.addEventListener(
          "abort",
          () => {
            if (pending.delete(id)) reject(signal.reason);
          },
          { once: true },
        );
        const running = thread();
        // A batch in flight keeps the process alive, as the pass waiting for it does.
        running.ref();
        running.postMessage({ seq: id, ...call });
      });
    },
  };
}

/** The process's batch-sending thread, started at the first batch. */
export const batchThread = () => singleton("batch-thread", startThread);
