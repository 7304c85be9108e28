import { db, isDatabaseBusy } from "~/utils/db.server";
import { resumeMarkdownImports, stopMarkdownImports } from "~/utils/markdown-import.server";
import { startOutboxWorker } from "~/utils/outbox.server";
import { pruneRateLimitHits } from "~/utils/rate-limit.server";
import { describeCounts, runScheduledRetention } from "~/utils/retention.server";
import { pruneExpiredSessions } from "~/utils/session.server";
import { existingSingleton, singleton } from "~/utils/singleton.server";
import { pruneExpiredTokens } from "~/utils/user-tokens.server";
import { issueSetupLinkIfNoAdmin } from "~/utils/users.server";
import { importSpooledSubmissions } from "~/utils/visitor-submission.server";

type OutboxWorker = ReturnType<typeof startOutboxWorker>;

const housekeepingEveryMs = 60_000;
/** While submissions wait in the spool, how often to try the database again. */
const spoolRetryMs = 2_000;

/** Imports the spool; true when something is still waiting in it. */
function importSpooled() {
  try {
    const { imported, waiting } = importSpooledSubmissions();
    if (imported > 0) console.log(`Importate dallo spool ${imported} richieste`);
    return waiting > 0;
  } catch (error) {
    console.error("Import dallo spool non riuscito:", error);
    return true;
  }
}

/**
 * The daily anonymization and purge, started by the housekeeping round once it is due (see
 * `runScheduledRetention`). One run at a time; at shutdown the run in progress ends after its
 * current batch, before the database closes.
 */
function retentionSchedule() {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  return {
    runIfDue() {
      if (running) return;
      const started = performance.now();
      running = runScheduledRetention(new Date(), stopping.signal)
        .then((result) => {
          if (!result) return;
          const ms = Math.round(performance.now() - started);
          console.log(
            `Conservazione dei dati${result.complete ? "" : " interrotta dalla chiusura"} (${ms} ms): ` +
              `anonimizzati ${describeCounts(result.anonymized)}; eliminati ${describeCounts(result.purged)}`,
          );
        })
        .catch((error: unknown) => {
          const reason = isDatabaseBusy(error) ? "database bloccato" : error instanceof Error ? error.message : String(error);
          console.error(`Conservazione dei dati non riuscita, nuovo tentativo al prossimo giro: ${reason}`);
        })
        .finally(() => {
          running = null;
        });
    },
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

type RetentionSchedule = ReturnType<typeof retentionSchedule>;

function housekeeping(retention: RetentionSchedule) {
  importSpooled();
  try {
    pruneRateLimitHits(db);
    pruneExpiredSessions();
    pruneExpiredTokens(db);
  } catch (error) {
    console.error("Pulizia periodica non riuscita:", isDatabaseBusy(error) ? "database bloccato" : error);
  }
  retention.runIfDue();
}

/**
 * A submission was just spooled: try to bring it in every couple of seconds until the spool
 * is empty, rather than at the next housekeeping round, up to a minute away.
 */
export function importSpoolSoon() {
  const state = singleton("spool-retry", () => ({ timer: null as NodeJS.Timeout | null }));
  if (state.timer) return;
  const retry = () => {
    state.timer = null;
    if (importSpooled()) {
      state.timer = setTimeout(retry, spoolRetryMs);
      state.timer.unref();
    } else {
      wakeOutbox();
    }
  };
  state.timer = setTimeout(retry, spoolRetryMs);
  state.timer.unref();
}

/**
 * The work the server does besides answering requests: delivering queued e-mails,
 * importing spooled submissions, carrying on Markdown imports a stop interrupted, pruning
 * old rate-limit hits, expired sessions and links, and the daily anonymization and purge of
 * visitor data. A site without an administrator logs the link that creates the first one.
 */
export function startBackgroundJobs() {
  try {
    issueSetupLinkIfNoAdmin();
  } catch (error) {
    // The site still serves; `npm run db:seed` or the next start can make the first admin.
    console.error("Link per il primo amministratore non creato:", isDatabaseBusy(error) ? "database bloccato" : error);
  }
  const worker = singleton<OutboxWorker>("outbox-worker", () => startOutboxWorker());
  try {
    const resumed = resumeMarkdownImports();
    if (resumed > 0) console.log(`Riprese ${resumed} importazioni Markdown interrotte`);
  } catch (error) {
    // They stay recorded as running: the next start tries again.
    console.error("Importazioni interrotte non riprese:", isDatabaseBusy(error) ? "database bloccato" : error);
  }
  const retention = retentionSchedule();
  housekeeping(retention);
  const timer = setInterval(() => {
    housekeeping(retention);
    worker.wake();
  }, housekeepingEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([worker.stop(), stopMarkdownImports(), retention.stop()]);
    },
  };
}

/** Deliver what was just queued without waiting for the next round. */
export function wakeOutbox() {
  existingSingleton<OutboxWorker>("outbox-worker")?.wake();
}
