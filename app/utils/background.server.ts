import { db } from "~/utils/db.server";
import { startOutboxWorker } from "~/utils/outbox.server";
import { pruneRateLimitHits } from "~/utils/rate-limit.server";
import { existingSingleton, singleton } from "~/utils/singleton.server";
import { importSpooledSubmissions } from "~/utils/visitor-submission.server";

type OutboxWorker = ReturnType<typeof startOutboxWorker>;

const housekeepingEveryMs = 60_000;

function housekeeping() {
  try {
    const imported = importSpooledSubmissions();
    if (imported > 0) console.log(`Importate dallo spool ${imported} richieste`);
    pruneRateLimitHits(db);
  } catch (error) {
    console.error("Manutenzione periodica non riuscita:", error);
  }
}

/**
 * The work the server does besides answering requests: delivering queued e-mails,
 * importing spooled submissions and pruning old rate-limit hits.
 */
export function startBackgroundJobs() {
  const worker = singleton<OutboxWorker>("outbox-worker", () => startOutboxWorker());
  housekeeping();
  const timer = setInterval(() => {
    housekeeping();
    worker.wake();
  }, housekeepingEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await worker.stop();
    },
  };
}

/** Deliver what was just queued without waiting for the next round. */
export function wakeOutbox() {
  existingSingleton<OutboxWorker>("outbox-worker")?.wake();
}
