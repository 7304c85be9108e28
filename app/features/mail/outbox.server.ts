import { and, asc, eq, gt, lte } from "drizzle-orm";
import { emailOutbox } from "../../../db/schema";
import {
  emailSubject,
  isEmailTemplate,
  parseEmailPayload,
  type EmailPayloads,
  type EmailTemplate,
} from "../../../emails/catalog";
import {
  DatabaseBusyError,
  db,
  insertedRow,
  isDatabaseBusy,
  writeWhenUnlocked,
  type DbOrTx,
} from "~/utils/db.server";
import { oneLine } from "~/features/mail/email-headers";
import { renderEmail } from "~/features/mail/email.server";
import { getEnv } from "~/utils/env.server";
import {
  MessageRefusedError,
  RateLimitedError,
  addAudienceContact,
  sendEmail,
  type AudienceContactPayload,
} from "~/features/mail/mail-transport.server";
import { logger } from "~/utils/logger.server";
import { startPassWorker } from "~/utils/pass-worker.server";

type OutboxRow = typeof emailOutbox.$inferSelect;
type Outcome = "sent" | "retried" | "dead";
type Counts = Record<Outcome, number>;
/** Why a pass started no more sends before running out of due rows. */
type Halt = "transport" | "rate-limited" | "busy" | "stopped";

export const MAX_ATTEMPTS = 8;
// A claimed row is invisible to other passes for this long; far beyond the transport
// timeout, so only a pass that died mid-send leaves a row for the next one to retry.
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 60_000;
const MAX_RETRY_MS = 6 * 60 * 60_000;
/**
 * Messages in flight at once. Rendering runs on this thread and costs a few milliseconds of
 * CPU a message: with answers in some 50 ms, 16 sends waiting on the network keep the
 * thread busy, and more would only queue behind the rendering. Resend's default account
 * allows 2 requests/s; past that it answers 429, which pauses the pass and costs no attempt.
 */
const CONCURRENCY = 16;
/** Due rows read at a time: a pass walks a backlog of any size in bounded memory. */
const PAGE_SIZE = 200;
/**
 * How long a claim waits for another process's write lock. Nothing has been sent yet, so
 * the pass simply gives way and the next one (a few seconds later) tries again.
 */
const CLAIM_WAIT_MS = 1_000;
/**
 * How long the outcome of a send waits for the lock: a message that went out must be
 * recorded as sent, or it is sent again once its lease runs out.
 */
const OUTCOME_WAIT_MS = 60_000;

/** Not an e-mail: a confirmed subscriber to add to the Resend audience, queued the same way. */
export const audienceContactTask = "resend-audience-contact";

/** Queues an e-mail in the caller's transaction, so it exists exactly when the data it is about does. */
export function queueEmail<T extends EmailTemplate>(
  tx: DbOrTx,
  template: T,
  recipient: string,
  payload: EmailPayloads[T],
): number {
  const row = insertedRow(
    tx
      .insert(emailOutbox)
      .values({
        template,
        recipient,
        subject: emailSubject(template, payload, getEnv().SITE_NAME),
        payload,
      })
      .returning({ id: emailOutbox.id })
      .all(),
  );
  return row.id;
}

/** Queues the addition of a confirmed subscriber to the Resend audience, when one is configured. */
export function queueAudienceContact(tx: DbOrTx, payload: AudienceContactPayload): number | null {
  if (!getEnv().RESEND_AUDIENCE_ID) return null;
  const row = insertedRow(
    tx
      .insert(emailOutbox)
      .values({
        template: audienceContactTask,
        recipient: payload.email,
        subject: oneLine(`Contatto per l'audience Resend: ${payload.email}`),
        payload,
      })
      .returning({ id: emailOutbox.id })
      .all(),
  );
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
  if (!isEmailTemplate(row.template))
    throw new Error(`Modello e-mail sconosciuto: ${row.template}`);
  const message = await renderEmail(row.template, parseEmailPayload(row.template, row.payload), {
    to: row.recipient,
    subject: row.subject,
    outboxId: row.id,
  });
  return () =>
    sendEmail(message, { outboxId: row.id, queuedAt: row.createdAt, idempotencyKey, timeoutMs });
}

/**
 * Records what became of a claimed row, waiting on timers while another process holds the
 * write lock. Should even a minute not be enough, the row keeps its lease and is delivered
 * again once the lease runs out; the recipient still gets one message, because Resend drops
 * a repeat of an idempotency key it accepted in the last 24 hours and `writeEmlFile` returns
 * the file it already wrote for the row.
 */
async function settle(row: OutboxRow, values: Partial<typeof emailOutbox.$inferInsert>) {
  try {
    await writeWhenUnlocked(
      () => db.update(emailOutbox).set(values).where(eq(emailOutbox.id, row.id)).run(),
      { withinMs: OUTCOME_WAIT_MS },
    );
  } catch (error) {
    if (error instanceof DatabaseBusyError) {
      logger.error(
        `Coda e-mail n. ${row.id} (${row.template}): esito non registrato, database occupato da oltre ${OUTCOME_WAIT_MS / 1000} s; la riga torna in consegna allo scadere del lease`,
      );
    }
    throw error;
  }
}

async function markDead(row: OutboxRow, attempts: number, reason: string): Promise<Outcome> {
  await settle(row, { status: "dead", attempts, lastError: reason });
  logger.error(
    `Coda e-mail n. ${row.id} (${row.template}): abbandonata dopo ${attempts} tentativi: ${reason}`,
  );
  return "dead";
}

/**
 * What one row came to. `answered`: the transport took the message or refused it on its
 * merits, so it is working. `halt`: the failure would meet every message alike.
 */
type Delivery = { outcome: Outcome; answered: boolean; halt?: Halt };

async function deliverOne(
  row: OutboxRow,
  clock: () => Date,
  timeoutMs: number | undefined,
): Promise<Delivery | null> {
  // The conditional update is the claim: whichever pass changes the row first owns it, and
  // the lease keeps every other pass away while it sends.
  const attempt = row.attempts + 1;
  const claim = await writeWhenUnlocked(
    () =>
      db
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
        .run(),
    { withinMs: CLAIM_WAIT_MS },
  );
  if (claim.changes !== 1) return null;

  // Only reachable when a pass died after claiming the last attempt.
  if (attempt > MAX_ATTEMPTS) {
    const previous = row.lastError ? ` (errore precedente: ${row.lastError})` : "";
    const reason = oneLine(`Ultimo tentativo interrotto${previous}`, 500);
    return { outcome: await markDead(row, row.attempts, reason), answered: false };
  }

  // Stable for the row's life, so Resend drops a resend of a message it already accepted;
  // the creation time keeps two databases sharing an API key from colliding on ids.
  const idempotencyKey = `outbox-${row.id}-${row.createdAt.getTime()}`;
  let deliver: () => Promise<void>;
  try {
    deliver = await prepare(row, idempotencyKey, timeoutMs);
  } catch (error) {
    return { outcome: await markDead(row, attempt, describe(error)), answered: false };
  }

  try {
    await deliver();
  } catch (error) {
    const reason = describe(error);
    if (error instanceof RateLimitedError) {
      // Turned away unread: the row goes back as it was before the claim, due at once.
      await settle(row, { attempts: row.attempts, nextAttemptAt: clock(), lastError: reason });
      return { outcome: "retried", answered: true, halt: "rate-limited" };
    }
    const refused = error instanceof MessageRefusedError;
    const halt = refused ? undefined : "transport";
    if (attempt >= MAX_ATTEMPTS)
      return { outcome: await markDead(row, attempt, reason), answered: refused, halt };
    const retryAt = new Date(clock().getTime() + retryDelayMs(attempt));
    await settle(row, { nextAttemptAt: retryAt, lastError: reason });
    logger.error(
      `Coda e-mail n. ${row.id} (${row.template}): tentativo ${attempt} di ${MAX_ATTEMPTS} non riuscito, nuovo tentativo alle ${retryAt.toISOString()}: ${reason}`,
    );
    return { outcome: "retried", answered: refused, halt };
  }

  await settle(row, { status: "sent", sentAt: clock() });
  return { outcome: "sent", answered: true };
}

const haltMessages: Record<Exclude<Halt, "stopped">, string> = {
  transport:
    "Coda e-mail: servizio di invio non disponibile, nuovi invii sospesi fino al prossimo passaggio",
  "rate-limited":
    "Coda e-mail: Resend chiede di rallentare (HTTP 429), nuovi invii sospesi fino al prossimo passaggio",
  busy: "Coda e-mail: database occupato da un'altra connessione, consegna rimandata al prossimo passaggio",
};

type PassOptions = { now?: Date; timeoutMs?: number; signal?: AbortSignal };

/**
 * Walks the due rows oldest first, up to CONCURRENCY at once. It starts with one message and
 * opens up once the transport has answered, so a pass during an outage spends one attempt,
 * not CONCURRENCY. A failure that every message would meet (no answer, a 5xx, a rate limit,
 * a database locked by another process) stops new sends: the rest of the backlog keeps its
 * attempts for the next pass, while the sends already started finish.
 */
async function runPass(options: PassOptions): Promise<{ counts: Counts; halted: Halt | null }> {
  // Read per row: a long pass must not hand out leases that have already expired.
  const clock = () => options.now ?? new Date();
  const counts: Counts = { sent: 0, retried: 0, dead: 0 };
  // An object: TypeScript would take plain variables to keep their first values here, not
  // seeing the lanes change them.
  const state: { halted: Halt | null; failures: unknown[] } = { halted: null, failures: [] };
  let page: OutboxRow[] = [];
  let cursor = 0;

  function nextRow() {
    if (page.length === 0) {
      page = db
        .select()
        .from(emailOutbox)
        .where(
          and(
            eq(emailOutbox.status, "pending"),
            lte(emailOutbox.nextAttemptAt, clock()),
            gt(emailOutbox.id, cursor),
          ),
        )
        .orderBy(asc(emailOutbox.id))
        .limit(PAGE_SIZE)
        .all();
      cursor = page.at(-1)?.id ?? cursor;
    }
    return page.shift();
  }

  const lanes: Promise<void>[] = [];
  function widen() {
    while (lanes.length < CONCURRENCY) lanes.push(lane());
  }

  async function lane() {
    for (;;) {
      if (options.signal?.aborted) state.halted ??= "stopped";
      if (state.halted || state.failures.length > 0) return;
      try {
        const row = nextRow();
        if (!row) return;
        const delivery = await deliverOne(row, clock, options.timeoutMs);
        if (!delivery) continue;
        counts[delivery.outcome] += 1;
        if (delivery.halt) state.halted ??= delivery.halt;
        else if (delivery.answered) widen();
      } catch (error) {
        if (isDatabaseBusy(error)) state.halted ??= "busy";
        else state.failures.push(error);
      }
    }
  }

  lanes.push(lane());
  // Lanes added while awaiting are awaited too.
  for (let index = 0; index < lanes.length; index += 1) await lanes[index];
  if (state.failures.length > 0) throw state.failures[0];
  if (state.halted && state.halted !== "stopped") logger.warn(haltMessages[state.halted]);
  return { counts, halted: state.halted };
}

/**
 * One delivery pass over the due rows. Safe to run in several processes at once (the
 * server's worker and the cron script): each row is claimed before it is sent.
 * `now` fixes the clock for tests; `timeoutMs` shortens the transport's deadline.
 */
export async function deliverDueEmails(
  options: { now?: Date; timeoutMs?: number } = {},
): Promise<Counts> {
  return (await runPass(options)).counts;
}

/**
 * Delivers due mail every `intervalMs` (5 s) in this process: `wake()` after a form queued
 * mail, `stop()` before the process ends. While `isActive` answers false (another instance
 * holds the jobs lease) it sends nothing.
 */
export function startOutboxWorker(options: { intervalMs?: number; isActive?: () => boolean } = {}) {
  return startPassWorker({
    pass: (signal) => runPass({ signal }),
    failure: "Coda e-mail: passaggio di consegna non riuscito",
    intervalMs: options.intervalMs ?? 5_000,
    isActive: options.isActive,
  });
}
