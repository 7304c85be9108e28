import fs from "node:fs";
import path from "node:path";
import { setTimeout as sleep } from "node:timers/promises";
import { and, count, eq, inArray, isNotNull, isNull, lt, or, sql } from "drizzle-orm";
import {
  contactSubmissions,
  emailOutbox,
  eventRegistrations,
  importJobs,
  newsletterSubscribers,
  rateLimitHits,
  uploadedImages,
  userTokens,
} from "../../../db/schema";
import type { VisitorRecord } from "../../../emails/catalog";
import { recordAudit, type AuditActor } from "~/utils/audit.server";
import { DAILY_RUN_EVERY_MS, isDailyRunDue, recordDailyRun } from "~/utils/daily-run.server";
import { db, writeTransaction, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { pruneRateLimitHits, staleRateLimitHits } from "~/utils/rate-limit.server";
import { unusedUploads } from "~/features/articles/uploads.server";
import { originalsRenamedAfter } from "~/features/articles/legacy-uploads.server";
import { imageUses } from "~/features/articles/image-usage.server";
import {
  countDeletedArticles,
  DELETED_KEEP_DAYS,
  purgeDeletedArticles,
} from "~/features/articles/deleted-articles.server";
import { listEmlFiles } from "~/features/mail/eml.server";
import {
  BACKUP_KEEP_DAYS,
  backupsFolder,
  expiredBackupFiles,
} from "~/features/operations/backup.server";
import { pruneExpiredTokens } from "~/features/staff/user-tokens.server";
import {
  countExpiredActivity,
  purgeExpiredActivity,
} from "~/features/activity/activity-log.server";
import { unknownOrigin } from "~/features/analytics/lead-origin.server";
import { anonymizeLeadsOf, lastLeadChange } from "~/features/leads/leads.server";
import { logger } from "~/utils/logger.server";

const day = 24 * 60 * 60 * 1000;

/** After one year the person behind a contact or a registration is anonymized. */
export const ANONYMIZE_AFTER_DAYS = 365;
/** Unconfirmed or unsubscribed newsletter addresses are kept this long, then deleted. */
export const NEWSLETTER_GRACE_DAYS = 30;
/** Delivered and dead e-mails hold what the visitor wrote: kept this long for support, then deleted. */
export const OUTBOX_KEEP_DAYS = 30;
/** Finished Markdown imports are kept this long, for their progress page. */
export const IMPORT_KEEP_DAYS = 30;
/** An uploaded image no article uses is kept this long: an editor may still save the form it was chosen in. */
export const UNUSED_UPLOAD_DAYS = 7;

/** Rows changed per transaction: each one holds the write lock for a few milliseconds only. */
export const RETENTION_BATCH = 500;
/** How long a batch waits for another process's write lock before the run gives up. */
const LOCK_WAIT_MS = 5000;
/**
 * The least a run rests between batches. A post that finds the write lock taken by another
 * process tries again 5, 15 and 35 ms later: a run that took the lock back at once would keep
 * those posts out until it ended. Resting at least as long as the batch held the lock lets
 * them in at their first or second retry; inside the server, requests are served meanwhile.
 */
const MIN_REST_MS = 5;

const daysBefore = (now: Date, days: number) => new Date(now.getTime() - days * day);

/** What an anonymized row keeps in its NOT NULL columns: no person, no way to write to one. */
export const anonymized = {
  name: "Anonimizzato",
  email: "anonimizzato@invalid",
  message: "Anonimizzato",
} as const;

export type RetentionOptions = {
  now?: Date;
  /** The staff member who asked; nobody for the schedule and the command line. */
  actor?: AuditActor;
  /** Count what would change, change nothing, write no audit row. */
  dryRun?: boolean;
  batchSize?: number;
  /**
   * Stops the run after the batch in progress (the server is shutting down); the audit row
   * records what was done, and the next run carries on from there.
   */
  signal?: AbortSignal;
};

export type AnonymizeCounts = { contacts: number; registrations: number; mailFiles: number };
export type PurgeCounts = {
  contacts: number;
  registrations: number;
  newsletter: number;
  emails: number;
  tokens: number;
  rateLimitHits: number;
  imports: number;
  uploads: number;
  backupFiles: number;
  deletedArticles: number;
  staffActivity: number;
};

const lockWait = { withinMs: LOCK_WAIT_MS };

/**
 * Removes `files`; how many went. One that will not go (a read-only mount, a wrong owner) is
 * logged and left for the next run: the rest of the run, files and rows, goes on.
 */
async function removeFiles(files: string[]) {
  let removed = 0;
  for (const file of files) {
    try {
      await fs.promises.rm(file);
      removed += 1;
    } catch (error) {
      // Gone since the listing (another run, an operator): nothing is left to remove.
      if ((error as NodeJS.ErrnoException).code === "ENOENT") continue;
      logger.error(
        `Conservazione dei dati: ${file} non rimosso, nuovo tentativo al prossimo giro: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
  return removed;
}

/** What `list` finds; nothing when its folder cannot be read, which is logged: the run goes on. */
async function listSafely(folder: string, list: () => string[] | Promise<string[]>) {
  try {
    return await list();
  } catch (error) {
    logger.error(
      `Conservazione dei dati: cartella ${folder} non letta, nuovo tentativo al prossimo giro: ${error instanceof Error ? error.message : String(error)}`,
    );
    return [];
  }
}

/**
 * Runs `step` in one write transaction after another until a batch changes fewer rows than
 * the batch size, resting between batches (see `MIN_REST_MS`). `finish` runs in the last
 * batch's transaction, so the audit row lands with the last change it counts; after an
 * abort it runs in a transaction of its own.
 */
async function inBatches(
  { batchSize, signal }: { batchSize: number; signal?: AbortSignal },
  step: (tx: DbOrTx) => number,
  finish?: (tx: DbOrTx, total: number) => void,
) {
  let total = 0;
  for (;;) {
    if (signal?.aborted) {
      if (finish) await writeTransaction((tx) => finish(tx, total), lockWait);
      return total;
    }
    let lockedAt = 0;
    const changed = await writeTransaction((tx) => {
      lockedAt = performance.now();
      const changes = step(tx);
      if (changes < batchSize) finish?.(tx, total + changes);
      return changes;
    }, lockWait);
    total += changed;
    if (changed < batchSize) return total;
    await sleep(Math.max(MIN_REST_MS, performance.now() - lockedAt));
  }
}

/** What an anonymized contact or registration keeps of its person: nothing that names or reaches them. */
const anonymizedPerson = {
  nome: anonymized.name,
  cognome: anonymized.name,
  email: anonymized.email,
  telefono: null,
  azienda: null,
  ipAddress: null,
  userAgent: null,
  ...unknownOrigin,
};

type PersonTable = typeof contactSubmissions | typeof eventRegistrations;

const sideOf = (table: PersonTable) =>
  table === contactSubmissions ? ("contact" as const) : ("registration" as const);

/**
 * Not yet anonymized, and a year past the last change to its lead (decision 0272); a lead
 * changes no earlier than its row arrived, so the arrival's index narrows the search first.
 */
const toAnonymize = (table: PersonTable, cutoff: Date) =>
  and(
    isNull(table.anonymizedAt),
    lt(table.createdAt, cutoff),
    sql`${lastLeadChange(sideOf(table), table.id, table.createdAt)} < ${cutoff.getTime()}`,
  );

/** A registration's message is optional: NULL; a contact's is required: the neutral word. */
function anonymizeBatch(
  tx: DbOrTx,
  table: PersonTable,
  message: string | null,
  cutoff: Date,
  now: Date,
  limit: number,
) {
  const ids = tx
    .select({ id: table.id })
    .from(table)
    .where(toAnonymize(table, cutoff))
    .limit(limit)
    .all()
    .map((row) => row.id);
  if (ids.length === 0) return 0;
  anonymizeLeadsOf(tx, sideOf(table), ids, "retention", now);
  return tx
    .update(table)
    .set({ ...anonymizedPerson, messaggio: message, anonymizedAt: now })
    .where(inArray(table.id, ids))
    .run().changes;
}

/** Which of `ids` name a row of `table` that is anonymized, or due to be by `cutoff`. */
function anonymizedAmong(table: PersonTable, ids: number[], cutoff: Date) {
  const found = new Set<number>();
  for (let start = 0; start < ids.length; start += RETENTION_BATCH) {
    const rows = db
      .select({ id: table.id })
      .from(table)
      .where(
        and(
          inArray(table.id, ids.slice(start, start + RETENTION_BATCH)),
          or(isNotNull(table.anonymizedAt), lt(table.createdAt, cutoff)),
        ),
      )
      .all();
    for (const row of rows) found.add(row.id);
  }
  return found;
}

/**
 * The .eml copies of mail (written without RESEND_API_KEY) that hold a person no longer kept:
 * those named after a contact or registration anonymized or due to be, and every copy queued
 * before `cutoff`, the anonymization age. Copies named after no record (queued by earlier
 * releases, newsletter and staff mail) may name a person all the same, so age alone decides.
 * So it does for a copy whose record no longer exists (erased, or made after the backup that
 * was restored): after a restore it may be the only trace of a request.
 */
function expiredEmlFiles(cutoff: Date) {
  const dir = getEnv().MAIL_DIR;
  return listSafely(dir, async () => {
    const files = await listEmlFiles(dir);
    const idsOf = (kind: VisitorRecord["kind"]) =>
      files.flatMap(({ record }) => (record?.kind === kind ? [record.id] : []));
    const gone = {
      contatto: anonymizedAmong(contactSubmissions, idsOf("contatto"), cutoff),
      iscrizione: anonymizedAmong(eventRegistrations, idsOf("iscrizione"), cutoff),
    };
    return files
      .filter(
        ({ queuedAt, record }) =>
          queuedAt < cutoff || (record !== null && gone[record.kind].has(record.id)),
      )
      .map(({ file }) => file);
  });
}

/**
 * Contacts and registrations older than a year lose everything that names or reaches a
 * person; the service or event and the dates stay for statistics. Then their .eml copies go
 * (see `expiredEmlFiles`). Idempotent: an anonymized row is never touched again. One audit row
 * per run, with the counts of rows: it is written with the last batch, before the copies go.
 */
export async function anonymizeOldRecords(
  options: RetentionOptions = {},
): Promise<AnonymizeCounts> {
  const { now = new Date(), actor = null, batchSize = RETENTION_BATCH, signal } = options;
  const cutoff = daysBefore(now, ANONYMIZE_AFTER_DAYS);
  if (options.dryRun) {
    return {
      contacts:
        db
          .select({ n: count() })
          .from(contactSubmissions)
          .where(toAnonymize(contactSubmissions, cutoff))
          .get()?.n ?? 0,
      registrations:
        db
          .select({ n: count() })
          .from(eventRegistrations)
          .where(toAnonymize(eventRegistrations, cutoff))
          .get()?.n ?? 0,
      mailFiles: (await expiredEmlFiles(cutoff)).length,
    };
  }
  const counts: AnonymizeCounts = { contacts: 0, registrations: 0, mailFiles: 0 };
  counts.contacts = await inBatches({ batchSize, signal }, (tx) =>
    anonymizeBatch(tx, contactSubmissions, anonymized.message, cutoff, now, batchSize),
  );
  counts.registrations = await inBatches(
    { batchSize, signal },
    (tx) => anonymizeBatch(tx, eventRegistrations, null, cutoff, now, batchSize),
    (tx, registrations) =>
      recordAudit(
        tx,
        {
          action: "anonymize",
          actor,
          subject: describeCounts({ contacts: counts.contacts, registrations }),
        },
        now,
      ),
  );
  // A run stopped by the shutdown leaves them to the next, which finds them the same way.
  if (!signal?.aborted) counts.mailFiles = await removeFiles(await expiredEmlFiles(cutoff));
  return counts;
}

const expiredContacts = (now: Date) => lt(contactSubmissions.retentionExpiresAt, now);
const expiredRegistrations = (now: Date) => lt(eventRegistrations.retentionExpiresAt, now);
const staleSubscribers = (now: Date) => {
  const cutoff = daysBefore(now, NEWSLETTER_GRACE_DAYS);
  return or(
    and(eq(newsletterSubscribers.status, "pending"), lt(newsletterSubscribers.consentAt, cutoff)),
    and(
      eq(newsletterSubscribers.status, "unsubscribed"),
      lt(newsletterSubscribers.unsubscribedAt, cutoff),
    ),
  );
};
const finishedImports = (now: Date) =>
  and(
    inArray(importJobs.status, ["done", "failed"]),
    lt(importJobs.updatedAt, daysBefore(now, IMPORT_KEEP_DAYS)),
  );
const finishedEmails = (now: Date) =>
  and(
    inArray(emailOutbox.status, ["sent", "dead"]),
    lt(emailOutbox.createdAt, daysBefore(now, OUTBOX_KEEP_DAYS)),
  );
/** What `pruneExpiredTokens` deletes, for a dry run to count. */
const expiredTokens = (now: Date) => lt(userTokens.expiresAt, now);

type Purgeable =
  | typeof contactSubmissions
  | typeof eventRegistrations
  | typeof newsletterSubscribers
  | typeof emailOutbox;
type Countable = Purgeable | typeof userTokens | typeof rateLimitHits | typeof importJobs;

function deleteBatch(tx: DbOrTx, table: Purgeable, where: ReturnType<typeof and>, limit: number) {
  const ids = tx
    .select({ id: table.id })
    .from(table)
    .where(where)
    .limit(limit)
    .all()
    .map((row) => row.id);
  if (ids.length === 0) return 0;
  return tx.delete(table).where(inArray(table.id, ids)).run().changes;
}

function countWhere(table: Countable, where: ReturnType<typeof and>) {
  return db.select({ n: count() }).from(table).where(where).get()?.n ?? 0;
}

/**
 * Uploaded files no article shows nor may show again (see `imageUses`), a week after they were
 * written; the originals of rewritten uploads go once no backup that shows them is left.
 */
async function unusedUploadFiles(now: Date) {
  const used = new Set([
    ...imageUses().keys(),
    ...originalsRenamedAfter(daysBefore(now, BACKUP_KEEP_DAYS)),
  ]);
  return unusedUploads(used, daysBefore(now, UNUSED_UPLOAD_DAYS));
}

/**
 * Deletes what is past its retention: contacts and registrations two years after they were
 * sent, newsletter addresses left unconfirmed or unsubscribed for 30 days, delivered e-mails
 * after 30 days, expired links and old rate-limit hits, and the copies of the database in
 * `<data>/backups` after 30 days (see `expiredBackupFiles`); and what the staff left behind:
 * Markdown imports finished 30 days ago, uploaded images (and their smaller sizes) that no
 * article nor any kept revision of one shows, after a week,
 * articles deleted 30 days ago with their revisions, the staff activity log's rows after two years.
 * Idempotent; one audit row per run.
 */
export async function purgeExpiredRecords(options: RetentionOptions = {}): Promise<PurgeCounts> {
  const { now = new Date(), actor = null, batchSize = RETENTION_BATCH, signal } = options;
  const targets = [
    ["contacts", contactSubmissions, expiredContacts(now)],
    ["registrations", eventRegistrations, expiredRegistrations(now)],
    ["newsletter", newsletterSubscribers, staleSubscribers(now)],
    ["emails", emailOutbox, finishedEmails(now)],
  ] as const;
  const counts: PurgeCounts = {
    contacts: 0,
    registrations: 0,
    newsletter: 0,
    emails: 0,
    tokens: 0,
    rateLimitHits: 0,
    imports: 0,
    uploads: 0,
    backupFiles: 0,
    deletedArticles: 0,
    staffActivity: 0,
  };
  const uploads = await unusedUploadFiles(now);
  const backupFiles = await listSafely(backupsFolder(), () => expiredBackupFiles(now));
  if (options.dryRun) {
    for (const [key, table, where] of targets) counts[key] = countWhere(table, where);
    counts.tokens = countWhere(userTokens, expiredTokens(now));
    counts.rateLimitHits = countWhere(rateLimitHits, staleRateLimitHits(now));
    counts.imports = countWhere(importJobs, finishedImports(now));
    counts.uploads = uploads.length;
    counts.backupFiles = backupFiles.length;
    counts.deletedArticles = countDeletedArticles(now);
    counts.staffActivity = countExpiredActivity(now);
    return counts;
  }
  counts.uploads = await removeFiles(uploads);
  counts.backupFiles = await removeFiles(backupFiles);
  for (const [key, table, where] of targets) {
    counts[key] = await inBatches({ batchSize, signal }, (tx) =>
      deleteBatch(tx, table, where, batchSize),
    );
  }
  await writeTransaction((tx) => {
    counts.tokens = pruneExpiredTokens(tx, now);
    counts.rateLimitHits = pruneRateLimitHits(tx, now);
    counts.imports = tx.delete(importJobs).where(finishedImports(now)).run().changes;
    counts.deletedArticles = purgeDeletedArticles(tx, now);
    counts.staffActivity = purgeExpiredActivity(tx, now);
    const removedImages = uploads.map((file) => path.basename(file));
    if (removedImages.length > 0)
      tx.delete(uploadedImages).where(inArray(uploadedImages.name, removedImages)).run();
    recordAudit(tx, { action: "purge", actor, subject: describeCounts(counts) }, now);
  }, lockWait);
  return counts;
}

type CountKey = keyof AnonymizeCounts | keyof PurgeCounts;

const countLabels: Record<CountKey, string> = {
  contacts: "contatti",
  registrations: "iscrizioni",
  mailFiles: "copie .eml rimosse",
  newsletter: "iscritti newsletter",
  emails: "e-mail inviate",
  tokens: "link scaduti",
  rateLimitHits: "tentativi registrati",
  imports: "importazioni concluse",
  uploads: "immagini inutilizzate",
  backupFiles: `backup oltre ${BACKUP_KEEP_DAYS} giorni`,
  deletedArticles: `articoli eliminati da oltre ${DELETED_KEEP_DAYS} giorni`,
  staffActivity: "azioni dello staff oltre 2 anni",
};

/** 'contatti: 12, iscrizioni: 3': the counts as the audit log and the command line show them. */
export function describeCounts(counts: Partial<Record<CountKey, number>>) {
  return Object.entries(counts)
    .map(([key, value]) => `${countLabels[key as CountKey]}: ${value}`)
    .join(", ");
}

/** How often the server runs both jobs by itself (`RETENTION_SCHEDULE=daily`). */
export const RETENTION_EVERY_MS = DAILY_RUN_EVERY_MS;
/** The `settings` key holding when the last complete scheduled run started (ISO 8601). */
export const lastRunSetting = "retention_last_run";

export const isRetentionDue = (now = new Date()) =>
  getEnv().RETENTION_SCHEDULE !== "off" && isDailyRunDue(lastRunSetting, now);

/**
 * The server's daily run: when the last complete one started 24 hours ago or more, anonymizes,
 * then purges, then records the run. The record lives in the database, so a restart neither
 * repeats a day's run nor skips one; a run stopped or failed halfway is not recorded, and the
 * next round carries it on. Null when nothing was due.
 */
export async function runScheduledRetention(now = new Date(), signal?: AbortSignal) {
  if (!isRetentionDue(now)) return null;
  const anonymizedCounts = await anonymizeOldRecords({ now, signal });
  const purgedCounts = await purgeExpiredRecords({ now, signal });
  const complete = !signal?.aborted;
  if (complete) await recordDailyRun(lastRunSetting, now, lockWait);
  return { anonymized: anonymizedCounts, purged: purgedCounts, complete };
}
