import { runScheduledBackup } from "../app/features/operations/backup.server";
import { db, isDatabaseBusy, isDatabaseReadOnly } from "../app/utils/db.server";
import { removeAbandonedEmlFiles } from "../app/features/mail/eml.server";
import { getEnv } from "../app/utils/env.server";
import {
  JOBS_LEASE,
  LEASE_TTL_MS,
  releaseLease,
  takeLease,
} from "../app/features/operations/lease.server";
import {
  resumeMarkdownImports,
  stopMarkdownImports,
} from "../app/features/imports/markdown-import.server";
import { startOutboxWorker } from "../app/features/mail/outbox.server";
import { pruneRateLimitHits } from "../app/utils/rate-limit.server";
import {
  describeCounts,
  runScheduledRetention,
} from "../app/features/visitor-data/retention.server";
import { pruneExpiredSessions } from "../app/utils/session.server";
import { existingSingleton, singleton } from "../app/utils/singleton.server";
import { removeAbandonedSpoolFiles } from "../app/features/visitor-forms/spool.server";
import { removeAbandonedUploadFiles } from "../app/features/articles/uploads.server";
import { pruneExpiredTokens } from "../app/features/staff/user-tokens.server";
import { issueSetupLinkIfNoAdmin } from "../app/features/staff/users.server";
import {
  importSpooledSubmissions,
  visitorFormKinds,
} from "../app/features/visitor-forms/visitor-submission.server";
import { registrationKind } from "../app/features/events/registrations.server";
import { applyDueEventChanges } from "../app/features/events/event-schedule.server";
import { applyDuePageChanges } from "../app/features/pages/page-schedule.server";
import { remindOverdueLeads } from "../app/features/leads/lead-reminders.server";
import { startLeadEventWorker } from "../app/features/leads/lead-events.server";
import { endSettledExperiments } from "../app/features/experiments/index.server";
import {
  pruneResendWebhookEvents,
  queueDueCampaigns,
  startCampaignWorker,
} from "../app/features/newsletter/index.server";
import { applyDueSchedules } from "../app/features/articles/scheduled-publishing.server";
import { derivePendingImages } from "../app/features/articles/image-derivatives.server";
import { rewriteLegacyUploads } from "../app/features/articles/legacy-uploads.server";
import { RAW_KEEP_DAYS, runScheduledRollup } from "../app/features/analytics/rollup.server";
import { logger } from "../app/utils/logger.server";

type OutboxWorker = ReturnType<typeof startOutboxWorker>;
type LeadEventWorker = ReturnType<typeof startLeadEventWorker>;
type CampaignWorker = ReturnType<typeof startCampaignWorker>;

const HOUSEKEEPING_EVERY_MS = 60_000;
/** How far back the first round after a start looks for an event's hour that has passed. */
const EVENT_HOURS_LOOKBACK_MS = 6 * 3_600_000;
/** While submissions wait in the spool, how often to try the database again. */
const spoolRetryMs = 2_000;
/** Every kind of submission the spool can hold, by the feature that owns it. */
const submissionKinds = [...visitorFormKinds, registrationKind];

/** Imports the spool; true when something is still waiting in it. */
function importSpooled() {
  // Retried every couple of seconds: a database refusing writes is said once, not in a
  // stack trace at every try.
  const refusal = singleton("spool-import-refused", () => ({ said: false }));
  try {
    const { imported, waiting } = importSpooledSubmissions(submissionKinds);
    if (imported > 0) logger.info(`Importate dallo spool ${imported} richieste`);
    refusal.said = false;
    return waiting > 0;
  } catch (error) {
    if (!isDatabaseReadOnly(error))
      logger.error({ err: error }, "Import dallo spool non riuscito:");
    else if (!refusal.said) {
      refusal.said = true;
      logger.error(
        "Import dallo spool non riuscito: il database non accetta scritture; le richieste restano nello spool",
      );
    }
    return true;
  }
}

/** The folders whose files are written through temporary files, as the log names them. */
const foldersWithTemporaryFiles = [
  { where: "nello spool", remove: () => removeAbandonedSpoolFiles() },
  { where: "nella cartella della posta", remove: () => removeAbandonedEmlFiles(getEnv().MAIL_DIR) },
  { where: "nei caricamenti", remove: () => removeAbandonedUploadFiles() },
];

/** Removes the temporary files interrupted writes abandoned in this instance's folders; one line when it did. */
async function cleanTemporaryFiles() {
  const removed: string[] = [];
  let total = 0;
  for (const folder of foldersWithTemporaryFiles) {
    try {
      const count = await folder.remove();
      total += count;
      if (count > 0) removed.push(`${count} ${folder.where}`);
    } catch (error) {
      logger.error({ err: error }, `Pulizia dei file temporanei ${folder.where} non riuscita:`);
    }
  }
  if (total === 0) return;
  const files = total === 1 ? "Rimosso 1 file temporaneo" : `Rimossi ${total} file temporanei`;
  logger.info(`${files} di scritture interrotte (${removed.join(", ")})`);
}

/**
 * The clean-up of temporary files, started by each housekeeping round: one at a time, and
 * awaited at shutdown.
 */
function temporaryFilesCleanup() {
  let running: Promise<void> | null = null;
  return {
    runIfIdle() {
      running ??= cleanTemporaryFiles().finally(() => {
        running = null;
      });
    },
    async stop() {
      await running;
    },
  };
}

/**
 * A daily job (retention, backup, the statistics' rollups) started by the housekeeping round
 * once it is due; `run` answers null when it was not, or did only what the log need not hear.
 * One run at a time; at shutdown the run in progress is told to stop and awaited, before the
 * database closes.
 */
function dailyJob<T>(
  run: (signal: AbortSignal) => Promise<T | null>,
  report: (result: T, ms: number) => void,
  failure: string,
) {
  const stopping = new AbortController();
  let running: Promise<void> | null = null;
  return {
    runIfDue() {
      if (running) return;
      const started = performance.now();
      running = run(stopping.signal)
        .then((result) => {
          if (result) report(result, Math.round(performance.now() - started));
        })
        .catch((error: unknown) => {
          const reason = isDatabaseBusy(error)
            ? "database bloccato"
            : error instanceof Error
              ? error.message
              : String(error);
          logger.error(`${failure}, nuovo tentativo al prossimo giro: ${reason}`);
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

const retentionJob = () =>
  dailyJob(
    (signal) => runScheduledRetention(new Date(), signal),
    (result, ms) =>
      logger.info(
        `Conservazione dei dati${result.complete ? "" : " interrotta dalla chiusura"} (${ms} ms): ` +
          `anonimizzati ${describeCounts(result.anonymized)}; eliminati ${describeCounts(result.purged)}`,
      ),
    "Conservazione dei dati non riuscita",
  );

// Every round rolls up the hours that ended; only the daily run is told in the log.
const analyticsJob = () =>
  dailyJob(
    (signal) => runScheduledRollup(new Date(), signal),
    (result, ms) =>
      logger.info(
        `Statistiche: ${result.days} giorni e ${result.hours} ore riassunti, ${result.deletedViews} visualizzazioni oltre ${RAW_KEEP_DAYS} giorni eliminate (${ms} ms)`,
      ),
    "Riepilogo delle statistiche non riuscito",
  );

const backupJob = () =>
  dailyJob(
    () => runScheduledBackup(),
    (backup, ms) =>
      logger.info(
        `Backup scritto in ${backup.database}${backup.uploads ? ` e ${backup.uploads}` : ""} (${ms} ms)` +
          (backup.removed.length > 0 ? `; ruotati ${backup.removed.length} file vecchi` : ""),
      ),
    "Backup giornaliero non riuscito",
  );

/**
 * The jobs lease as this process sees it: renewed every housekeeping round, held until it
 * would run out. A round that meets a locked database keeps what it had. An instance started
 * with `READ_ONLY_INSTANCE=1` never asks for it; any other whose database refuses writes says
 * so as an error, once, instead of passing for a replica.
 */
function jobsLease() {
  let heldUntil = 0;
  let announced: string | null = null;
  const readOnly = getEnv().READ_ONLY_INSTANCE === "1";
  const held = () => Date.now() < heldUntil;
  const announce = (state: "held" | "other" | "refused" | "read-only") => {
    if (announced === state) return;
    announced = state;
    if (state === "refused")
      logger.error(
        `Il database ${getEnv().DATABASE_PATH} non accetta scritture: nessun lavoro in background ` +
          "(e-mail, backup, conservazione dei dati) finché non torna scrivibile. " +
          "Controlla chi ne è proprietario (agency check). Un'istanza di sola lettura si avvia con READ_ONLY_INSTANCE=1.",
      );
    else
      logger.info(
        {
          held: "Questa istanza esegue i lavori in background",
          other: "Un'altra istanza esegue i lavori in background: questa risponde soltanto",
          "read-only":
            "Istanza di sola lettura (READ_ONLY_INSTANCE=1): i lavori in background li esegue l'istanza che scrive",
        }[state],
      );
  };
  return {
    held,
    renew() {
      if (readOnly) {
        announce("read-only");
        return false;
      }
      const now = Date.now();
      try {
        heldUntil = takeLease(JOBS_LEASE, { now: new Date(now) }) ? now + LEASE_TTL_MS : 0;
        announce(held() ? "held" : "other");
      } catch (error) {
        if (isDatabaseReadOnly(error)) {
          heldUntil = 0;
          announce("refused");
        } else
          logger.error(
            { err: isDatabaseBusy(error) ? "database bloccato" : error },
            "Rinnovo del turno dei lavori in background non riuscito:",
          );
      }
      return held();
    },
    release() {
      if (readOnly) return;
      try {
        releaseLease(JOBS_LEASE);
      } catch (error) {
        logger.error(
          { err: error },
          "Turno dei lavori in background non rilasciato (scadrà da solo):",
        );
      }
    },
  };
}

/**
 * Publishing scheduled articles, events and pages' content and archiving those whose 'Ritira
 * il' has come, reminding events' registrants and leads' owners of overdue next actions,
 * ending the A/B tests whose verdict is in, and forgetting the pages of events whose hour came, every `everyMs`, only while this instance holds the jobs lease; a round still running
 * when the next is due is not doubled.
 */
function scheduledPublishing(isActive: () => boolean, everyMs: number) {
  let running: Promise<void> | null = null;
  // A start, an end or a close passed while the server was down still forgets its pages.
  let since = new Date(Date.now() - EVENT_HOURS_LOOKBACK_MS);
  const round = () => {
    if (running || !isActive()) return;
    running = applyDueSchedules()
      .then(({ published, archived }) => {
        if (published > 0) logger.info(`Articoli programmati pubblicati: ${published}`);
        if (archived > 0) logger.info(`Articoli ritirati come programmato: ${archived}`);
        const now = new Date();
        const events = applyDueEventChanges(now, since);
        since = now;
        if (events.changed > 0) logger.info(`Eventi pubblicati o ritirati: ${events.changed}`);
        if (events.reminded > 0) logger.info(`Promemoria agli iscritti: ${events.reminded}`);
        const pages = applyDuePageChanges(now);
        if (pages > 0) logger.info(`Contenuti delle pagine pubblicati o ritirati: ${pages}`);
        const overdue = remindOverdueLeads(now);
        if (overdue > 0) logger.info(`Promemoria delle prossime azioni scadute: ${overdue}`);
        const ended = endSettledExperiments(now);
        if (ended > 0) logger.info(`Test A/B conclusi con un verdetto o alla scadenza: ${ended}`);
        return queueDueCampaigns(now);
      })
      .then((queued) => {
        if (queued > 0) logger.info(`Campagne newsletter programmate messe in invio: ${queued}`);
      })
      .catch((error: unknown) => {
        logger.error(
          { err: isDatabaseBusy(error) ? "database bloccato" : error },
          "Pubblicazione o ritiro programmati non riusciti, nuovo tentativo al prossimo giro:",
        );
      })
      .finally(() => {
        running = null;
      });
  };
  const timer = setInterval(round, everyMs);
  timer.unref();
  return {
    round,
    async stop() {
      clearInterval(timer);
      await running;
    },
  };
}

/**
 * The smaller sizes of uploaded images, made by the lease holder: woken by an upload, and at
 * every housekeeping round for an image another instance took or a stop left undone; first,
 * until it completes once, the rewrite of the uploads from before the cleaning. One run at a
 * time; a wake during a run makes it look again when it ends.
 */
function imageDerivatives(isActive: () => boolean) {
  const stopping = new AbortController();
  const started = new Date();
  // The rewrite of the uploads from before the cleaning runs until one pass completes.
  let legacyDone = false;
  let running: Promise<void> | null = null;
  let again = false;
  const run = () => {
    if (!isActive() || stopping.signal.aborted) return;
    if (running) {
      again = true;
      return;
    }
    const legacy = legacyDone
      ? Promise.resolve({ written: 0, kept: 0 })
      : rewriteLegacyUploads(stopping.signal, started).then((done) => {
          if (!stopping.signal.aborted) legacyDone = true;
          return done;
        });
    running = legacy
      .then(({ written, kept }) => {
        if (written > 0)
          logger.info(`Immagini caricate prima della pulizia riscritte senza metadati: ${written}`);
        if (kept > 0)
          logger.info(
            `Immagini caricate prima della pulizia già riscritte da un aggiornamento precedente, riprese: ${kept}`,
          );
        return derivePendingImages(stopping.signal);
      })
      .then((done) => {
        if (done > 0) logger.info(`Formati ridotti creati per ${done} immagini`);
      })
      .catch((error: unknown) => {
        logger.error(
          { err: isDatabaseBusy(error) ? "database bloccato" : error },
          "Formati ridotti delle immagini non creati, nuovo tentativo al prossimo giro:",
        );
      })
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          run();
        }
      });
  };
  return {
    run,
    async stop() {
      stopping.abort();
      await running;
    },
  };
}

type ImageDerivatives = ReturnType<typeof imageDerivatives>;

type Jobs = {
  lease: ReturnType<typeof jobsLease>;
  retention: ReturnType<typeof dailyJob>;
  backup: ReturnType<typeof dailyJob>;
  analytics: ReturnType<typeof dailyJob>;
  cleanup: ReturnType<typeof temporaryFilesCleanup>;
};

function housekeeping({ lease, retention, backup, analytics, cleanup }: Jobs) {
  // The spool is this instance's own folder: each instance brings its own in.
  importSpooled();
  // Its folders' leftovers are its own to clean, whoever holds the lease: `agency` writes
  // mail there too, and this instance may have held the lease before.
  cleanup.runIfIdle();
  if (!lease.renew()) return;
  try {
    pruneRateLimitHits(db);
    pruneExpiredSessions();
    pruneExpiredTokens(db);
    pruneResendWebhookEvents();
  } catch (error) {
    logger.error(
      { err: isDatabaseBusy(error) ? "database bloccato" : error },
      "Pulizia periodica non riuscita:",
    );
  }
  retention.runIfDue();
  backup.runIfDue();
  analytics.runIfDue();
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
 * old rate-limit hits, expired sessions and links, removing temporary files interrupted
 * writes abandoned, the daily anonymization and purge of visitor data, the daily backup, and
 * publishing and archiving scheduled articles when due (every 15 s; tests shorten it with `scheduleCheckMs`), making
 * the smaller sizes of uploaded images.
 * A site without an administrator logs the link that creates the first one. All but the
 * spool import and the temporary files run only in the instance that holds the jobs lease,
 * so two instances on one database never run the same job. `housekeepingEveryMs` is for tests.
 */
export function startBackgroundJobs({
  housekeepingEveryMs = HOUSEKEEPING_EVERY_MS,
  scheduleCheckMs = getEnv().testSettings.scheduleCheckMs,
} = {}) {
  const jobs: Jobs = {
    lease: jobsLease(),
    retention: retentionJob(),
    backup: backupJob(),
    analytics: analyticsJob(),
    cleanup: temporaryFilesCleanup(),
  };
  const { lease } = jobs;
  const worker = singleton<OutboxWorker>("outbox-worker", () =>
    startOutboxWorker({ isActive: lease.held }),
  );
  const leadEvents = singleton<LeadEventWorker>("lead-event-worker", () =>
    startLeadEventWorker({ isActive: lease.held }),
  );
  const campaigns = singleton<CampaignWorker>("campaign-worker", () =>
    startCampaignWorker({ isActive: lease.held }),
  );
  const publishing = scheduledPublishing(lease.held, scheduleCheckMs);
  const images = singleton<ImageDerivatives>("image-derivatives", () =>
    imageDerivatives(lease.held),
  );
  // The first round takes the lease; what only runs at start follows when it was had.
  housekeeping(jobs);
  // A publication whose time passed while the server was down is made now, not a round later.
  publishing.round();
  if (lease.held()) {
    try {
      issueSetupLinkIfNoAdmin();
    } catch (error) {
      // The site still serves; `agency create-admin` or the next start can make the first admin.
      logger.error(
        { err: isDatabaseBusy(error) ? "database bloccato" : error },
        "Link per il primo amministratore non creato:",
      );
    }
    try {
      const resumed = resumeMarkdownImports();
      if (resumed > 0) logger.info(`Riprese ${resumed} importazioni Markdown interrotte`);
    } catch (error) {
      // They stay recorded as running: the next start tries again.
      logger.error(
        { err: isDatabaseBusy(error) ? "database bloccato" : error },
        "Importazioni interrotte non riprese:",
      );
    }
  }
  images.run();
  const timer = setInterval(() => {
    housekeeping(jobs);
    worker.wake();
    campaigns.wake();
    images.run();
  }, housekeepingEveryMs);
  timer.unref();
  return {
    async stop() {
      clearInterval(timer);
      await Promise.all([
        worker.stop(),
        leadEvents.stop(),
        campaigns.stop(),
        images.stop(),
        publishing.stop(),
        stopMarkdownImports(),
        jobs.retention.stop(),
        jobs.backup.stop(),
        jobs.analytics.stop(),
        jobs.cleanup.stop(),
      ]);
      if (lease.held()) lease.release();
    },
  };
}

/** Make the sizes of an image just uploaded without waiting for the next round. */
export function deriveImagesSoon() {
  existingSingleton<ImageDerivatives>("image-derivatives")?.run();
}

/** Deliver what was just queued without waiting for the next round. */
export function wakeOutbox() {
  existingSingleton<OutboxWorker>("outbox-worker")?.wake();
}

/** Send the batches of a campaign just queued without waiting for the next round. */
export function wakeCampaigns() {
  existingSingleton<CampaignWorker>("campaign-worker")?.wake();
}

/** Send the leads' events just queued without waiting for the next round. */
export function wakeLeadEvents() {
  existingSingleton<LeadEventWorker>("lead-event-worker")?.wake();
}
