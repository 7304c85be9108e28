import { and, asc, eq, lte } from "drizzle-orm";
import { emailOutbox } from "../../db/schema";
import {
  emailSubject,
  isEmailTemplate,
  parseEmailPayload,
  type EmailPayloads,
  type EmailTemplate,
} from "../../emails/catalog";
import { db, type DbOrTx } from "~/utils/db.server";
import { oneLine } from "~/utils/email-headers";
import { renderEmail } from "~/utils/email.server";
import { getEnv } from "~/utils/env.server";
import { addAudienceContact, sendEmail, type AudienceContactPayload } from "~/utils/mail-transport.server";

type OutboxRow = typeof emailOutbox.$inferSelect;
type Outcome = "sent" | "retried" | "dead";

export const MAX_ATTEMPTS = 8;
// A claimed row is invisible to other passes for this long; far beyond the transport
// timeout, so only a pass that died mid-send leaves a row for the next one to retry.
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
const DEFAULT_LIMIT = 50;

/** Not an e-mail: a confirmed subscriber to add to the Resend audience, queued the same way. */
export const audienceContactTask = "resend-audience-contact";

/** Queues an e-mail in the caller's transaction, so it exists exactly when the data it is about does. */
export function queueEmail<T extends EmailTemplate>(
  tx: DbOrTx,
  template: T,
  recipient: string,
  payload: EmailPayloads[T],
): number {
  const row = tx
    .insert(emailOutbox)
    .values({
      template,
      recipient,
      subject: emailSubject(template, payload, getEnv().SITE_NAME),
      payload,
    })
    .returning({ id: emailOutbox.id })
    .get();
  return row.id;
}

/** Queues the addition of a confirmed subscriber to the Resend audience, when one is configured. */
export function queueAudienceContact(tx: DbOrTx, payload: AudienceContactPayload): number | null {
  if (!getEnv().RESEND_AUDIENCE_ID) return null;
  const row = tx
    .insert(emailOutbox)
    .values({
      template: audienceContactTask,
      recipient: payload.email,
      subject: oneLine(`Contatto per l'audience Resend: ${payload.email}`),
      payload,
    })
    .returning({ id: emailOutbox.id })
    .get();
  return row.id;
}

/** 1 minute after the first failure, doubling each time, never more than 6 hours. */
function retryDelayMs(attempt: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
}

function describe(error: unknown) {
  return oneLine(error instanceof Error ? error.message : String(error), 500);
}

function isAudienceContactPayload(value: unknown): value is AudienceContactPayload {
  return (
    typeof value === "object" &&
    value !== null &&
    typeof (value as { email?: unknown }).email === "string"
  );
}

/** Turns a row into the call that delivers it; throws when the row can never be delivered. */
async function prepare(row: OutboxRow, idempotencyKey: string, timeoutMs: number | undefined) {
  if (row.template === audienceContactTask) {
    const payload = row.payload;
    if (!isAudienceContactPayload(payload)) throw new Error("Dati del contatto non validi");
    return () => addAudienceContact(payload, { idempotencyKey, timeoutMs });
  }
  if (!isEmailTemplate(row.template)) throw new Error(`Modello e-mail sconosciuto: ${row.template}`);
  const message = await renderEmail(row.template, parseEmailPayload(row.template, row.payload), {
    to: row.recipient,
    subject: row.subject,
    outboxId: row.id,
  });
  return () => sendEmail(message, { outboxId: row.id, idempotencyKey, timeoutMs });
}

function markDead(row: OutboxRow, attempts: number, reason: string): Outcome {
  db.update(emailOutbox)
    .set({ status: "dead", attempts, lastError: reason })
    .where(eq(emailOutbox.id, row.id))
    .run();
  console.error(
    `Coda e-mail n. ${row.id} (${row.template}): abbandonata dopo ${attempts} tentativi: ${reason}`,
  );
  return "dead";
}

async function deliverOne(
  row: OutboxRow,
  clock: () => Date,
  timeoutMs: number | undefined,
): Promise<Outcome | null> {
  // The conditional update is the claim: whichever pass changes the row first owns it, and
  // the lease keeps every other pass away while it sends.
  const attempt = row.attempts + 1;
  const claim = db
    .update(emailOutbox)
    .set({ attempts: attempt, nextAttemptAt: new Date(clock().getTime() + LEASE_MS) })
    .where(
      and(
        eq(emailOutbox.id, row.id),
        eq(emailOutbox.status, "pending"),
        eq(emailOutbox.attempts, row.attempts),
        eq(emailOutbox.nextAttemptAt, row.nextAttemptAt),
      ),
    )
    .run();
  if (claim.changes !== 1) return null;

  // Only reachable when a pass died after claiming the last attempt.
  if (attempt > MAX_ATTEMPTS) {
    const previous = row.lastError ? ` (errore precedente: ${row.lastError})` : "";
    return markDead(row, row.attempts, oneLine(`Ultimo tentativo interrotto${previous}`, 500));
  }

  // Stable for the row's life, so Resend drops a resend of a message it already accepted;
  // the creation time keeps two databases sharing an API key from colliding on ids.
  const idempotencyKey = `outbox-${row.id}-${row.createdAt.getTime()}`;
  let deliver: () => Promise<void>;
  try {
    deliver = await prepare(row, idempotencyKey, timeoutMs);
  } catch (error) {
    return markDead(row, attempt, describe(error));
  }

  try {
    await deliver();
  } catch (error) {
    const reason = describe(error);
    if (attempt >= MAX_ATTEMPTS) return markDead(row, attempt, reason);
    const retryAt = new Date(clock().getTime() + retryDelayMs(attempt));
    db.update(emailOutbox)
      .set({ nextAttemptAt: retryAt, lastError: reason })
      .where(eq(emailOutbox.id, row.id))
      .run();
    console.error(
      `Coda e-mail n. ${row.id} (${row.template}): tentativo ${attempt} di ${MAX_ATTEMPTS} non riuscito, nuovo tentativo alle ${retryAt.toISOString()}: ${reason}`,
    );
    return "retried";
  }

  db.update(emailOutbox)
    .set({ status: "sent", sentAt: clock() })
    .where(eq(emailOutbox.id, row.id))
    .run();
  return "sent";
}

/**
 * One delivery pass over the due rows, oldest first. Safe to run in several processes at
 * once (the server's worker and the cron script): each row is claimed before it is sent.
 * `now` fixes the clock for tests; `timeoutMs` shortens the transport's deadline.
 */
export async function deliverDueEmails(
  options: { now?: Date; limit?: number; timeoutMs?: number } = {},
): Promise<{ sent: number; retried: number; dead: number }> {
  // Read per row: a long pass must not hand out leases that have already expired.
  const clock = () => options.now ?? new Date();
  const due = db
    .select()
    .from(emailOutbox)
    .where(and(eq(emailOutbox.status, "pending"), lte(emailOutbox.nextAttemptAt, clock())))
    .orderBy(asc(emailOutbox.id))
    .limit(options.limit ?? DEFAULT_LIMIT)
    .all();
  const counts = { sent: 0, retried: 0, dead: 0 };
  for (const row of due) {
    const outcome = await deliverOne(row, clock, options.timeoutMs);
    if (outcome) counts[outcome] += 1;
  }
  return counts;
}

/**
 * Delivers due mail every `intervalMs` in this process. Passes never overlap; `wake()` asks
 * for one right away (after a form has queued mail), `stop()` resolves once the running
 * pass has finished.
 */
export function startOutboxWorker(options: { intervalMs?: number } = {}): {
  wake(): void;
  stop(): Promise<void>;
} {
  let running: Promise<void> | null = null;
  let again = false;
  let stopped = false;

  function pass() {
    if (stopped) return;
    if (running) {
      // The running pass may have read the rows before the new mail was committed.
      again = true;
      return;
    }
    running = deliverDueEmails()
      .then(
        () => undefined,
        (error: unknown) => console.error("Coda e-mail: passaggio di consegna non riuscito", error),
      )
      .finally(() => {
        running = null;
        if (again) {
          again = false;
          pass();
        }
      });
  }

  const timer = setInterval(pass, options.intervalMs ?? 5_000);
  timer.unref();

  return {
    wake() {
      if (!stopped) setImmediate(pass);
    },
    async stop() {
      stopped = true;
      clearInterval(timer);
      while (running) await running;
    },
  };
}
