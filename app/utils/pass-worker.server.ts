import { logger } from "~/utils/logger.server";

/**
 * Runs `pass` every `intervalMs` in this process, never two at once: the outboxes' delivery.
 * `wake()` asks for a pass right away (after a write queued something); a wake during a pass
 * runs one more when it ends, since the running one may have read its rows before the write
 * committed. A pass that reports `halted` (an outage, a lock) is not run again at once: the
 * next tick tries. `stop()` aborts the running pass's signal, starts no more, and resolves
 * once it has finished. While `isActive` answers false (another instance holds the jobs
 * lease) nothing runs. `failure` is what the log says when a pass throws.
 */
export function startPassWorker(options: {
  pass: (signal: AbortSignal) => Promise<{ halted: unknown }>;
  failure: string;
  intervalMs: number;
  isActive?: () => boolean;
}): { wake(): void; stop(): Promise<void> } {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;
  const stopping = new AbortController();

  function run() {
    if (stopped || options.isActive?.() === false) return;
    if (running) {
      again = true;
      return;
    }
    running = options
      .pass(stopping.signal)
      .then(
        ({ halted }) => {
          if (halted) again = false;
        },
        (error: unknown) => logger.error({ err: error }, options.failure),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  }

  const timer = setInterval(run, options.intervalMs);
  timer.unref();

  return {
    wake() {
      if (!stopped) setImmediate(run);
    },
    async stop() {
      stopped = true;
      stopping.abort();
      clearInterval(timer);
      while (running) await running;
    },
  };
}
