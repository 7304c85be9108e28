import crypto from "node:crypto";
import { desc } from "drizzle-orm";
import { contactAuditLog } from "../../db/schema";
import { db, writeTransaction, type DbOrTx } from "~/utils/db.server";

/**
 * What the audit log records. Every read of visitors' personal data and every change to it
 * writes one row, in the same transaction as the read or the change: a record without its
 * audit row cannot exist, nor the other way round.
 */
export const auditActions = [
  "view-dashboard",
  "view-contact",
  "mark-processed",
  "anonymize",
  "purge",
  "view-registrations",
  "export-registrations",
  "view-newsletter",
  "export-newsletter",
  "data-request-search",
  "data-request-export",
  "data-request-erase",
  "api-token-create",
  "api-token-revoke",
  "api-articles",
  "view-attendees",
  "search-attendees",
  "export-attendees",
  "check-in",
  "view-leads",
  "search-leads",
  "export-leads",
  "view-lead",
  "change-lead",
  "view-conversions",
  "export-conversions",
] as const;

export type AuditAction = (typeof auditActions)[number];

/** Who acted: a signed-in staff member, or nobody for the scheduled job and the command line. */
export type AuditActor = { id: string; email: string } | null;

/** The name the command-line and scheduled runs are recorded under. */
export const systemActor = "sistema";

export function recordAudit(
  tx: DbOrTx,
  entry: { action: AuditAction; actor: AuditActor; subject?: string | null },
  at = new Date(),
) {
  tx.insert(contactAuditLog)
    .values({
      action: entry.action,
      userId: entry.actor?.id ?? null,
      actor: entry.actor?.email ?? systemActor,
      subject: entry.subject ?? null,
      accessedAt: at,
    })
    .run();
}

/** A staff member acting from the admin. */
export type Actor = NonNullable<AuditActor>;

/** How long a read or change of visitors' data waits for another process's write lock. */
const AUDITED_LOCK_WAIT_MS = 5000;

/**
 * Runs a read (or change) of visitors' data and writes its audit row in one write
 * transaction: neither can exist without the other. `subject` sees what `work` returned.
 */
export function withAudit<T>(
  actor: Actor,
  action: AuditAction,
  work: (tx: DbOrTx) => T,
  subject: (result: T) => string | null,
  now: Date,
) {
  return writeTransaction(
    (tx) => {
      const result = work(tx);
      recordAudit(tx, { action, actor, subject: subject(result) }, now);
      return result;
    },
    { withinMs: AUDITED_LOCK_WAIT_MS },
  );
}

/**
 * An e-mail address as the audit log and the suppression list keep it: a data-subject
 * request leaves no copy of the address it erased.
 */
export function emailHash(email: string) {
  return crypto.createHash("sha256").update(email.trim().toLowerCase()).digest("hex");
}

export type AuditEntry = {
  id: number;
  action: string;
  actor: string;
  subject: string | null;
  accessedAt: Date;
};

/** The newest entries, for the dashboard: 20, newest first. */
export function recentAuditEntries(limit = 20): AuditEntry[] {
  return db
    .select({
      id: contactAuditLog.id,
      action: contactAuditLog.action,
      actor: contactAuditLog.actor,
      subject: contactAuditLog.subject,
      accessedAt: contactAuditLog.accessedAt,
    })
    .from(contactAuditLog)
    .orderBy(desc(contactAuditLog.accessedAt), desc(contactAuditLog.id))
    .limit(limit)
    .all();
}
