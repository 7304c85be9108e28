import { and, asc, count, eq, gt, lte } from "drizzle-orm";
import { newsletterBatches, newsletterCampaigns, newsletterRecipients } from "../../../db/schema";
import {
  MessageRefusedError,
  RateLimitedError,
  oneLine,
  sendBatch,
} from "~/features/mail/index.server";
import {
  storedRendering,
  tokenPlaceholder,
  type RenderedCampaign,
} from "~/features/newsletter/campaign-email.server";
import {
  DatabaseBusyError,
  db,
  isDatabaseBusy,
  writeTransaction,
  writeWhenUnlocked,
} from "~/utils/db.server";
import { campaignPublished } from "~/features/newsletter/campaign-archive.server";
import { campaignById } from "~/features/newsletter/campaigns.server";
import { logger } from "~/utils/logger.server";
import { startPassWorker } from "~/utils/pass-worker.server";

type BatchRow = typeof newsletterBatches.$inferSelect;
type Outcome = "sent" | "retried" | "dead";
type Halt = "transport" | "busy" | "stopped";

const MAX_BATCH_ATTEMPTS = 10;
/**
 * A claimed batch is invisible to other passes for this long. Only the holder of the jobs
 * lease sends campaigns, so a worker starting up takes back at once the batches its killed
 * predecessor had claimed (`reclaimBatches`); the lease only matters while two run at once.
 */
const LEASE_MS = 5 * 60_000;
const FIRST_RETRY_MS = 15_000;
const MAX_RETRY_MS = 30 * 60_000;
/**
 * Batches in flight at once. The account's pace decides how many calls a second go out;
 * a few in flight keep that pace when each call takes longer than the spacing between them.
 */
const CONCURRENCY = 4;
const PAGE_SIZE = 50;
const CLAIM_WAIT_MS = 1_000;
/** A batch Resend took must be recorded as sent, or it is sent again (and dropped by Resend). */
const OUTCOME_WAIT_MS = 60_000;

/**
 * Stable for the batch's life, so a batch sent again after a crash is one delivery; the
 * campaign's creation time keeps two databases sharing an API key apart.
 */
export const batchKey = (batch: Pick<BatchRow, "id" | "campaignId">, createdAt: Date) =>
  `newsletter-${batch.campaignId}-${batch.id}-${createdAt.getTime()}`;

function retryDelayMs(attempt: number) {
  return Math.min(FIRST_RETRY_MS * 2 ** (attempt - 1), MAX_RETRY_MS);
}

const describe = (error: unknown) =>
  oneLine(error instanceof Error ? error.message : String(error), 500);

type Campaign = {
  id: number;
  createdAt: Date;
  queuedAt: Date;
  rendered: RenderedCampaign;
};

/** The campaigns' renderings a pass has read, by id: read once however many batches they have. */
function campaignReader() {
  const read = new Map<number, Campaign | null>();
  return (id: number) => {
    if (!read.has(id)) {
      const row = campaignById(id);
      read.set(
        id,
        row?.html && row.text !== null && row.queuedAt
          ? {
              id,
              createdAt: row.createdAt,
              queuedAt: row.queuedAt,
              rendered: storedRendering({ subject: row.subject, html: row.html, text: row.text }),
            }
          : null,
      );
    }
    return read.get(id) ?? null;
  };
}

async function settle(work: () => void) {
  try {
    await writeTransaction(work, { withinMs: OUTCOME_WAIT_MS });
  } catch (error) {
    if (error instanceof DatabaseBusyError)
      logger.error(
        `Newsletter: esito di un lotto non registrato, database occupato da oltre ${OUTCOME_WAIT_MS / 1000} s; il lotto torna in consegna allo scadere del lease (Resend non lo consegna due volte)`,
      );
    throw error;
  }
}

/** Marks the campaign sent once none of its batches is pending; says whether it did. */
function finishIfDone(campaign: Campaign, now: Date) {
  let finished = false;
  const pending = db
    .select({ n: count() })
    .from(newsletterBatches)
    .where(
      and(eq(newsletterBatches.campaignId, campaign.id), eq(newsletterBatches.status, "pending")),
    )
    .get();
  if ((pending?.n ?? 0) === 0) {
    finished =
      db
        .update(newsletterCampaigns)
        .set({ status: "sent", sentAt: now })
        .where(
          and(eq(newsletterCampaigns.id, campaign.id), eq(newsletterCampaigns.status, "sending")),
        )
        .run().changes === 1;
  }
  return finished;
}

/** `finished`: the campaign this batch was the last of. */
type Delivery = { outcome: Outcome; halt?: Halt; finished?: number };

async function deliverBatch(
  batch: BatchRow,
  campaignOf: (id: number) => Campaign | null,
  clock: () => Date,
  timeoutMs: number | undefined,
): Promise<Delivery | null> {
  const attempt = batch.attempts + 1;
  const claim = await writeWhenUnlocked(
    () =>
      db
        .update(newsletterBatches)
        .set({ attempts: attempt, nextAttemptAt: new Date(clock().getTime() + LEASE_MS) })
        .where(
          and(
            eq(newsletterBatches.id, batch.id),
            eq(newsletterBatches.status, "pending"),
            eq(newsletterBatches.attempts, batch.attempts),
            eq(newsletterBatches.nextAttemptAt, batch.nextAttemptAt),
          ),
        )
        .run(),
    { withinMs: CLAIM_WAIT_MS },
  );
  if (claim.changes !== 1) return null;

  const campaign = campaignOf(batch.campaignId);
  const markDead = async (reason: string): Promise<Delivery> => {
    let finished = false;
    await settle(() => {
      db.update(newsletterBatches)
        .set({ status: "dead", lastError: reason })
        .where(eq(newsletterBatches.id, batch.id))
        .run();
      finished = campaign !== null && finishIfDone(campaign, clock());
    });
    logger.error(
      `Newsletter: lotto n. ${batch.id} della campagna n. ${batch.campaignId} abbandonato dopo ${attempt} tentativi: ${reason}`,
    );
    return { outcome: "dead", finished: finished ? batch.campaignId : undefined };
  };
  if (!campaign) return markDead("Campagna senza contenuto registrato");
  if (attempt > MAX_BATCH_ATTEMPTS)
    return markDead(oneLine(`Ultimo tentativo interrotto (${batch.lastError ?? "nessun errore"})`));

  const recipients = db
    .select({
      id: newsletterRecipients.id,
      email: newsletterRecipients.email,
      token: newsletterRecipients.token,
    })
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.batchId, batch.id))
    .orderBy(asc(newsletterRecipients.id))
    .all();

  let ids: (string | null)[] = [];
  let note: string | null = null;
  if (recipients.length > 0) {
    try {
      ids = await sendBatch(
        { rendering: campaign.rendered, placeholder: tokenPlaceholder, recipients },
        {
          idempotencyKey: batchKey(batch, campaign.createdAt),
          timeoutMs,
          queuedAt: campaign.queuedAt,
        },
      );
    } catch (error) {
      const reason = describe(error);
      if (error instanceof RateLimitedError) {
        // Turned away unread: the attempt is given back, the batch due once the wait is over.
        await settle(() =>
          db
            .update(newsletterBatches)
            .set({
              attempts: batch.attempts,
              nextAttemptAt: new Date(clock().getTime() + error.retryAfterMs),
              lastError: reason,
            })
            .where(eq(newsletterBatches.id, batch.id))
            .run(),
        );
        return { outcome: "retried" };
      }
      // Resend keeps a key it accepted for 24 hours and refuses it with another body: this
      // batch went out before (the only way its key is known), to recipients of whom one has
      // since been erased. Those who were sent it have it; nothing is sent twice.
      if (error instanceof MessageRefusedError && /\(HTTP 409\)/.test(reason)) {
        note = `Già consegnato con la stessa chiave: ${reason}`;
      } else {
        const halt: Halt | undefined =
          error instanceof MessageRefusedError ? undefined : "transport";
        if (attempt >= MAX_BATCH_ATTEMPTS) return { ...(await markDead(reason)), halt };
        const retryAt = new Date(clock().getTime() + retryDelayMs(attempt));
        await settle(() =>
          db
            .update(newsletterBatches)
            .set({ nextAttemptAt: retryAt, lastError: reason })
            .where(eq(newsletterBatches.id, batch.id))
            .run(),
        );
        logger.warn(
          `Newsletter: lotto n. ${batch.id}, tentativo ${attempt} di ${MAX_BATCH_ATTEMPTS} non riuscito, nuovo tentativo alle ${retryAt.toISOString()}: ${reason}`,
        );
        return { outcome: "retried", halt };
      }
    }
  }

  let finished = false;
  await settle(() => {
    const now = clock();
    db.update(newsletterBatches)
      .set({ status: "sent", sentAt: now, lastError: note })
      .where(eq(newsletterBatches.id, batch.id))
      .run();
    // A hundred rows while visitors wait on this thread: one compiled statement for them all.
    const markSent = db.$client.prepare<[string | null, number]>(
      "update newsletter_recipients set status = 'sent', resend_id = ? where id = ? and status = 'queued'",
    );
    for (const [index, recipient] of recipients.entries())
      markSent.run(ids[index] ?? null, recipient.id);
    finished = finishIfDone(campaign, now);
  });
  return { outcome: "sent", finished: finished ? campaign.id : undefined };
}

type PassOptions = { now?: Date; timeoutMs?: number; signal?: AbortSignal };

/**
 * One pass over the due batches, oldest first, up to CONCURRENCY at once, each call taking
 * its turn in the account's pace. A failure every batch would meet (no answer, a 5xx, a
 * locked database) starts no more calls until the next pass; a 429 only makes the pace wait.
 */
export async function deliverDueBatches(options: PassOptions = {}) {
  const clock = () => options.now ?? new Date();
  const counts: Record<Outcome, number> = { sent: 0, retried: 0, dead: 0 };
  const state: { halted: Halt | null; failures: unknown[] } = { halted: null, failures: [] };
  const campaignOf = campaignReader();
  let page: BatchRow[] = [];
  let cursor = 0;

  function nextBatch() {
    if (page.length === 0) {
      page = db
        .select()
        .from(newsletterBatches)
        .where(
          and(
            eq(newsletterBatches.status, "pending"),
            lte(newsletterBatches.nextAttemptAt, clock()),
            gt(newsletterBatches.id, cursor),
          ),
        )
        .orderBy(asc(newsletterBatches.id))
        .limit(PAGE_SIZE)
        .all();
      cursor = page.at(-1)?.id ?? cursor;
    }
    return page.shift();
  }

  async function lane() {
    for (;;) {
      if (options.signal?.aborted) state.halted ??= "stopped";
      if (state.halted || state.failures.length > 0) return;
      try {
        const batch = nextBatch();
        if (!batch) return;
        const delivery = await deliverBatch(batch, campaignOf, clock, options.timeoutMs);
        if (!delivery) continue;
        counts[delivery.outcome] += 1;
        if (delivery.halt) state.halted ??= delivery.halt;
        if (delivery.finished) {
          logger.info(`Newsletter: campagna n. ${delivery.finished} inviata a tutti i destinatari`);
          campaignPublished(delivery.finished);
        }
      } catch (error) {
        if (isDatabaseBusy(error) || error instanceof DatabaseBusyError) state.halted ??= "busy";
        else state.failures.push(error);
      }
    }
  }

  await Promise.all(Array.from({ length: CONCURRENCY }, lane));
  if (state.failures.length > 0) throw state.failures[0];
  if (state.halted === "transport")
    logger.warn(
      "Newsletter: servizio di invio non disponibile, nuovi lotti sospesi fino al prossimo passaggio",
    );
  return { counts, halted: state.halted };
}

/**
 * Makes every pending batch due now: those a killed process had claimed included. Run by a
 * worker when it starts sending, as the only sender (the jobs lease's holder); a batch that
 * had gone out is dropped by Resend as a repeat of its key, or its .eml copy kept.
 */
export function reclaimBatches(now = new Date()) {
  return db
    .update(newsletterBatches)
    .set({ nextAttemptAt: now })
    .where(and(eq(newsletterBatches.status, "pending"), gt(newsletterBatches.nextAttemptAt, now)))
    .run().changes;
}

/** Sends the campaigns' batches every 5 s, and at once when `wake()` says a campaign was queued. */
export function startCampaignWorker(
  options: { intervalMs?: number; isActive?: () => boolean } = {},
) {
  let reclaimed = false;
  return startPassWorker({
    // Async, so that a locked database while taking the batches back fails this pass, not the timer.
    pass: async (signal) => {
      if (!reclaimed) {
        const taken = reclaimBatches();
        reclaimed = true;
        if (taken > 0) logger.info(`Newsletter: ${taken} lotti ripresi da un invio interrotto`);
      }
      return deliverDueBatches({ signal });
    },
    failure: "Newsletter: passaggio di invio non riuscito",
    intervalMs: options.intervalMs ?? 5_000,
    isActive: options.isActive,
  });
}
