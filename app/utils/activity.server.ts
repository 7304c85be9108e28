import { staffActivity } from "../../db/schema";
import { writeTransaction, type DbOrTx } from "~/utils/db.server";

/**
 * What the staff activity log records: who did what in the staff area. It sits beside the
 * visitor-data audit (`audit.server.ts`), which keeps recording every read of visitors' data.
 */
export const staffActions = [
  "sign-in",
  "sign-in-failed",
  "password-changed",
  "totp-enabled",
  "totp-disabled",
  "recovery-codes-renewed",
  "recovery-code-used",
  "passkey-added",
  "passkey-removed",
  "second-factor-reset",
  "sessions-ended",
  "article-created",
  "article-published",
  "article-unpublished",
  "article-deleted",
  "article-restored",
  "event-created",
  "event-published",
  "event-unpublished",
  "event-cancelled",
  "event-moved",
  "page-created",
  "page-published",
  "page-unpublished",
  "translation-drafted",
  "redirect-created",
  "redirect-changed",
  "redirect-removed",
  "settings-changed",
  "user-invited",
  "role-changed",
  "user-removed",
  "token-created",
  "token-revoked",
  "export-downloaded",
  "lead-event-resent",
  "lead-event-dropped",
  "experiment-saved",
  "experiment-started",
  "experiment-paused",
  "experiment-stopped",
  "experiment-promoted",
  "campaign-created",
  "campaign-saved",
  "campaign-deleted",
  "campaign-scheduled",
  "campaign-unscheduled",
  "campaign-sent",
  "campaign-test-sent",
  "newsletter-address-changed",
] as const;

export type StaffAction = (typeof staffActions)[number];

/**
 * Who acted: a member of staff, or, for a failed sign-in, the e-mail that was typed (with no
 * id when it matches no account). Null is the command line or a scheduled run.
 */
export type ActivityActor = { id: string | null; email: string } | null;

/** A signed-in member of staff acting in the admin. */
export type StaffActor = { id: string; email: string };

/** The name the command line and scheduled runs are recorded under. */
export const systemActivityActor = "sistema";

/**
 * Appends one row. Called inside the transaction of the change it records, so the log never
 * names a change that was rolled back.
 */
export function recordActivity(
  tx: DbOrTx,
  entry: { action: StaffAction; actor: ActivityActor; subject?: string | null },
  at = new Date(),
) {
  tx.insert(staffActivity)
    .values({
      action: entry.action,
      userId: entry.actor?.id ?? null,
      actor: entry.actor?.email ?? systemActivityActor,
      subject: entry.subject ?? null,
      at,
    })
    .run();
}

/** How long a download's activity row waits for another process's write lock. */
const exportLockWait = { withinMs: 5000 };

/**
 * Records that `actor` downloaded `fileName`, in a transaction of its own, once the file is
 * made and before it is answered: no file leaves without its row. Exports that read visitors'
 * data record it inside their audited read instead.
 */
export function recordExport(actor: StaffActor, fileName: string, now = new Date()) {
  return writeTransaction(
    (tx) => recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now),
    exportLockWait,
  );
}
