import crypto from "node:crypto";
import { and, asc, desc, eq, inArray, lte, sql } from "drizzle-orm";
import { leadEventAttempts, leadEvents, type leads } from "../../../db/schema";
import { personOf } from "~/features/leads/lead-person.server";
import {
  metaConversionsApi,
  metaRequestBody,
  metaEventsOf,
} from "~/features/leads/meta-conversions.server";
import { recordActivity } from "~/utils/activity.server";
import type { Actor } from "~/utils/audit.server";
import { db, writeTransaction, writeWhenUnlocked, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { readSettings } from "~/utils/settings.server";
import { startPassWorker } from "~/utils/pass-worker.server";
import { sendWebhook, type WebhookCall, type WebhookResult } from "~/utils/webhook.server";
import { metaRefusals } from "~/features/leads/content/lead-webhook";

type LeadRow = typeof leads.$inferSelect;
type LeadEventRow = typeof leadEvents.$inferSelect;
type LeadEventType = LeadEventRow["type"];

/** Where the agency's webhook is and the secret its events are signed with. */
export const leadWebhookSettings = {
  url: "leads.webhook-url",
  secret: "leads.webhook-secret",
} as const;

/**
 * A new signing secret as the Standard Webhooks specification serializes it: `whsec_` and
 * the base64 of 32 random bytes (it asks for 24 to 64).
 */
export const newWebhookSecret = () => `whsec_${crypto.randomBytes(32).toString("base64")}`;

/** The event's id, the same on every attempt: the receiver's idempotency key. No `.` in it. */
const newMessageId = () => `msg_${crypto.randomBytes(18).toString("base64url")}`;

/**
 * The `webhook-signature` of one attempt (Standard Webhooks, symmetric): `v1,` and the base64
 * HMAC-SHA256, keyed with the secret's decoded bytes, of `id.timestamp.body`.
 */
export function signLeadEvent(secret: string, id: string, timestamp: number, body: string) {
  const key = Buffer.from(secret.replace(/^whsec_/, ""), "base64");
  const mac = crypto.createHmac("sha256", key).update(`${id}.${timestamp}.${body}`);
  return `v1,${mac.digest("base64")}`;
}

/** The webhook in force, or null when staff set none (then nothing is queued). */
export function leadWebhook(tx: DbOrTx = db) {
  const saved = readSettings([leadWebhookSettings.url, leadWebhookSettings.secret], tx);
  const url = saved.get(leadWebhookSettings.url);
  const secret = saved.get(leadWebhookSettings.secret);
  return url && secret ? { url, secret } : null;
}

/** Writes one event in the caller's transaction; its callers queue only while its destination is set. */
function insertEvent(
  tx: DbOrTx,
  leadId: number,
  destination: LeadEventRow["destination"],
  type: LeadEventType,
  body: string,
  now: Date,
) {
  tx.insert(leadEvents)
    .values({
      leadId,
      destination,
      type,
      messageId: newMessageId(),
      body,
      nextAttemptAt: now,
      createdAt: now,
    })
    .run();
}

/** One event for the webhook, in the envelope Standard Webhooks suggests. */
const insertLeadEvent = (
  tx: DbOrTx,
  leadId: number,
  type: LeadEventType,
  data: Record<string, unknown>,
  now: Date,
) =>
  insertEvent(
    tx,
    leadId,
    "webhook",
    type,
    JSON.stringify({ type, timestamp: now.toISOString(), data }),
    now,
  );

/** What every event but the erasure says of the lead: its work and where it came from. */
const leadFacts = (lead: LeadRow) => ({
  id: lead.id,
  kind: lead.kind,
  subject: lead.subject,
  stage: lead.stage,
  value_cents: lead.valueCents,
  currency: "EUR",
  source: lead.channel,
  medium: lead.utmMedium,
  campaign: lead.utmCampaign,
  entry_path: lead.entryPath,
  created_at: lead.createdAt.toISOString(),
});

/** `lead.created`, with the person as they wrote (the agency's own CRM is its recipient). */
export function queueLeadCreated(tx: DbOrTx, lead: LeadRow, now: Date) {
  // Every visitor's post comes here: without a webhook it reads nothing more.
  if (!leadWebhook(tx)) return;
  const person = personOf(tx, lead);
  insertLeadEvent(
    tx,
    lead.id,
    "lead.created",
    {
      ...leadFacts(lead),
      person: person && {
        first_name: person.nome,
        last_name: person.cognome,
        email: person.email,
        phone: person.telefono,
        company: person.azienda,
        message: person.messaggio,
      },
    },
    now,
  );
}

/**
 * `lead.stage_changed` for the webhook: the lead as it now is, and the stage it left; and
 * for Meta, where set, the conversion the new stage means (decision 0278).
 */
export function queueStageChanged(tx: DbOrTx, lead: LeadRow, before: LeadRow, now: Date) {
  // Once its person is anonymized or erased the receiver has been told: nothing follows.
  if (lead.anonymizedAt) return;
  if (leadWebhook(tx))
    insertLeadEvent(
      tx,
      lead.id,
      "lead.stage_changed",
      { ...leadFacts(lead), previous_stage: before.stage, lost_reason: lead.lostReason },
      now,
    );
  if (lead.reachedStage > before.reachedStage && metaConversionsApi(tx))
    for (const event of metaEventsOf(tx, lead, before.reachedStage, now))
      insertEvent(tx, lead.id, "meta", "lead.stage_changed", JSON.stringify(event), now);
}

/** The person withdrew the consent: what Meta has not received yet, it never will. */
export function forgetMetaEvents(tx: DbOrTx, leadId: number) {
  tx.delete(leadEvents)
    .where(
      and(
        eq(leadEvents.leadId, leadId),
        eq(leadEvents.destination, "meta"),
        inArray(leadEvents.status, ["pending", "dead", "dropped"]),
      ),
    )
    .run();
}

/**
 * The leads' people are anonymized or erased: every event still held for them goes, queued,
 * dead or delivered, with its attempts, since their bodies name them. An erasure then tells
 * the receiver, with the lead's id and nothing else, so that it erases its copy too.
 */
export function forgetLeadEvents(tx: DbOrTx, leadIds: number[], erased: boolean, now: Date) {
  if (leadIds.length === 0) return;
  tx.delete(leadEvents).where(inArray(leadEvents.leadId, leadIds)).run();
  if (erased && leadWebhook(tx))
    for (const id of leadIds) insertLeadEvent(tx, id, "lead.erased", { id }, now);
}

// Standard Webhooks' example schedule: the waits after each failed attempt, 75 hours in all.
const retryWaitsMs = [
  5_000,
  5 * 60_000,
  30 * 60_000,
  2 * 3_600_000,
  5 * 3_600_000,
  10 * 3_600_000,
  14 * 3_600_000,
  20 * 3_600_000,
  24 * 3_600_000,
];
export const LEAD_EVENT_ATTEMPTS = retryWaitsMs.length + 1;
// A claimed event is invisible to other passes this long: far beyond the call's own limit.
const LEASE_MS = 5 * 60_000;
// The specification's advice: give the receiver 15 to 30 s.
const CALL_TIMEOUT_MS = 15_000;
// Events delivered at once, each of another lead.
const CONCURRENCY = 4;
const PAGE_SIZE = 100;
// Production's cap is a day, which no wait exceeds; the tests' drill shortens it.
const waitCapMs = () => getEnv().testSettings.leadEventWaitCapMs;
// The outcome of a call must be recorded, or the event goes again when its lease ends.
const OUTCOME_WAIT_MS = 60_000;

/**
 * Due events for `destination` that are first in their lead's line: none before them for
 * that lead and destination still waits or lies dead. A dead event so holds back the lead's
 * later ones.
 */
function dueHeads(destination: LeadEventRow["destination"], now: Date, after: number) {
  const earlier = sql`select 1 from ${leadEvents} as p where p.lead_id = ${leadEvents.leadId}
    and p.destination = ${leadEvents.destination} and p.id < ${leadEvents.id}
    and p.status in ('pending', 'dead')`;
  return db
    .select()
    .from(leadEvents)
    .where(
      and(
        eq(leadEvents.destination, destination),
        eq(leadEvents.status, "pending"),
        lte(leadEvents.nextAttemptAt, now),
        sql`${leadEvents.id} > ${after}`,
        sql`not exists (${earlier})`,
      ),
    )
    .orderBy(asc(leadEvents.id))
    .limit(PAGE_SIZE)
    .all();
}

/** Where one destination's events go, and the request for one attempt at an event. */
type Sender = {
  destination: LeadEventRow["destination"];
  url: string;
  /** The attempt's request, or why the event can never be sent. */
  call: (row: LeadEventRow) => WebhookCall | { never: string };
};

/** The agency's webhook: the event's body signed afresh at every attempt. */
function webhookSender(): Sender | null {
  const endpoint = leadWebhook();
  if (!endpoint) return null;
  return {
    destination: "webhook",
    url: endpoint.url,
    call: (row) => {
      // The receiver weighs it against its own clock to refuse replays: the real time, always.
      const timestamp = Math.floor(Date.now() / 1000);
      return {
        body: row.body,
        headers: {
          "webhook-id": row.messageId,
          "webhook-timestamp": String(timestamp),
          "webhook-signature": signLeadEvent(endpoint.secret, row.messageId, timestamp, row.body),
        },
        userAgent: "sito-agenzia-lead",
        label: "Webhook dei lead",
      };
    },
  };
}

/** Meta's Conversions API: the event with the token, which only the settings hold. */
function metaSender(): Sender | null {
  const api = metaConversionsApi();
  if (!api) return null;
  return {
    destination: "meta",
    url: api.endpoint,
    call: (row) => {
      const body = metaRequestBody(row.body, api.token, new Date());
      return body === null
        ? { never: metaRefusals.tooOld }
        : { body, userAgent: "sito-agenzia-lead", label: "Conversions API di Meta" };
    },
  };
}

/** A failure every event would meet alike: the pass stops and the next tick tries again. */
const sharedFailure = (sent: Exclude<WebhookResult, { ok: true }>) =>
  sent.refused || sent.status === undefined || sent.status === 429 || sent.status >= 500;

type Outcome = "sent" | "retried" | "dead";

async function deliverOne(
  row: LeadEventRow,
  sender: Sender,
  clock: () => Date,
  timeoutMs: number,
): Promise<{ outcome: Outcome; halt: boolean } | null> {
  const attempt = row.attempts + 1;
  const claimed = await writeWhenUnlocked(
    () =>
      db
        .update(leadEvents)
        .set({
          attempts: attempt,
          nextAttemptAt: new Date(clock().getTime() + Math.min(LEASE_MS, waitCapMs())),
        })
        .where(
          and(
            eq(leadEvents.id, row.id),
            eq(leadEvents.status, "pending"),
            eq(leadEvents.attempts, row.attempts),
          ),
        )
        .run(),
    { withinMs: 1_000 },
  );
  if (claimed.changes !== 1) return null;

  const started = clock();
  const call = sender.call(row);
  // An event that can never go is dead at once, and says nothing of the receiver.
  const never = "never" in call;
  const sent: WebhookResult = never
    ? { ok: false, refused: false, reason: call.never }
    : await sendWebhook(sender.url, call, { timeoutMs });
  const ended = clock();
  const outcome = await writeTransaction(
    (tx): Outcome | null => {
      // Erased meanwhile: the row and its body are gone, and so is any trace of the call.
      const still = tx
        .select({ id: leadEvents.id })
        .from(leadEvents)
        .where(eq(leadEvents.id, row.id))
        .get();
      if (!still) return null;
      tx.insert(leadEventAttempts)
        .values({
          eventId: row.id,
          at: started,
          status: sent.ok ? sent.status : (sent.status ?? null),
          durationMs: ended.getTime() - started.getTime(),
          error: sent.ok ? null : sent.reason,
        })
        .run();
      if (sent.ok) {
        tx.update(leadEvents)
          .set({ status: "sent", sentAt: ended, lastError: null })
          .where(eq(leadEvents.id, row.id))
          .run();
        return "sent";
      }
      if (attempt >= LEAD_EVENT_ATTEMPTS || never) {
        tx.update(leadEvents)
          .set({ status: "dead", lastError: sent.reason })
          .where(eq(leadEvents.id, row.id))
          .run();
        return "dead";
      }
      // A Retry-After longer than the schedule's wait is heeded, up to a day.
      const wait = Math.min(
        Math.max(retryWaitsMs[attempt - 1]!, sent.retryAfterMs ?? 0),
        24 * 3_600_000,
        waitCapMs(),
      );
      tx.update(leadEvents)
        .set({ nextAttemptAt: new Date(ended.getTime() + wait), lastError: sent.reason })
        .where(eq(leadEvents.id, row.id))
        .run();
      return "retried";
    },
    { withinMs: OUTCOME_WAIT_MS },
  );
  if (outcome === null) return null;
  if (outcome === "dead")
    logger.error(
      `Eventi dei lead (${sender.destination}): evento n. ${row.id} (${row.type}, lead n. ${row.leadId}) non consegnato dopo ${attempt} tentativi, trattiene i successivi del lead`,
    );
  return { outcome, halt: !sent.ok && !never && sharedFailure(sent) };
}

type PassOptions = { now?: Date; timeoutMs?: number; signal?: AbortSignal };
type Halt = "stopped" | "receiver";

/**
 * One destination's pass: the due events first in their lead's line, oldest first, a few
 * leads at once. A failure that every event would meet stops new calls until the next pass,
 * so an outage costs one attempt, not one per event. Safe beside another pass: each event
 * is claimed before it is sent.
 */
async function deliverTo(
  sender: Sender,
  counts: Record<Outcome, number>,
  clock: () => Date,
  options: PassOptions,
): Promise<Halt | null> {
  // One call first, then a few at once once the receiver has answered.
  let width = 1;
  for (;;) {
    let after = 0;
    let delivered = 0;
    // A page's events are each another lead's, so they may go side by side.
    for (
      let page = dueHeads(sender.destination, clock(), after);
      page.length > 0;
      page = dueHeads(sender.destination, clock(), after)
    ) {
      after = page.at(-1)!.id;
      for (let first = 0; first < page.length;) {
        if (options.signal?.aborted) return "stopped";
        const batch = page.slice(first, first + width);
        first += batch.length;
        const results = await Promise.all(
          batch.map((row) => deliverOne(row, sender, clock, options.timeoutMs ?? CALL_TIMEOUT_MS)),
        );
        for (const result of results) {
          if (!result) continue;
          counts[result.outcome] += 1;
          if (result.outcome === "sent") delivered += 1;
          if (result.halt) return "receiver";
        }
        width = CONCURRENCY;
      }
    }
    // A lead's next event came first in line once its earlier one was delivered.
    if (delivered === 0) return null;
  }
}

/**
 * One delivery pass to every destination that is set: the webhook, then Meta. One that is
 * down does not hold back the other; `halted` names the first to stop.
 */
export async function deliverLeadEvents(options: PassOptions = {}) {
  const clock = () => options.now ?? new Date();
  const counts: Record<Outcome, number> = { sent: 0, retried: 0, dead: 0 };
  let halted: Halt | null = null;
  for (const sender of [webhookSender(), metaSender()]) {
    if (!sender) continue;
    const halt = await deliverTo(sender, counts, clock, options);
    halted ??= halt;
    if (halt === "stopped") break;
  }
  return { counts, halted };
}

/** Delivers the leads' events every 5 s, and at once when `wake()` says some were queued. */
export function startLeadEventWorker(options: { intervalMs?: number; isActive?: () => boolean }) {
  return startPassWorker({
    pass: (signal) => deliverLeadEvents({ signal }),
    failure: "Eventi dei lead: passaggio di consegna non riuscito",
    intervalMs: options.intervalMs ?? 5_000,
    isActive: options.isActive,
  });
}

/** The events and their attempts, newest first, for the delivery log: never their bodies. */
export function leadEventLog(filter: "tutti" | LeadEventRow["status"], limit = 100) {
  const events = db
    .select({
      id: leadEvents.id,
      leadId: leadEvents.leadId,
      destination: leadEvents.destination,
      type: leadEvents.type,
      messageId: leadEvents.messageId,
      status: leadEvents.status,
      attempts: leadEvents.attempts,
      nextAttemptAt: leadEvents.nextAttemptAt,
      lastError: leadEvents.lastError,
      createdAt: leadEvents.createdAt,
      sentAt: leadEvents.sentAt,
    })
    .from(leadEvents)
    .where(filter === "tutti" ? undefined : eq(leadEvents.status, filter))
    .orderBy(desc(leadEvents.id))
    .limit(limit)
    .all();
  const attempts =
    events.length === 0
      ? []
      : db
          .select()
          .from(leadEventAttempts)
          .where(
            inArray(
              leadEventAttempts.eventId,
              events.map((event) => event.id),
            ),
          )
          .orderBy(desc(leadEventAttempts.id))
          .all();
  const counts = db
    .select({ status: leadEvents.status, count: sql<number>`count(*)` })
    .from(leadEvents)
    .groupBy(leadEvents.status)
    .all();
  return {
    events: events.map((event) => ({
      ...event,
      log: attempts.filter((attempt) => attempt.eventId === event.id),
    })),
    counts: Object.fromEntries(counts.map((row) => [row.status, row.count])) as Partial<
      Record<LeadEventRow["status"], number>
    >,
  };
}

/**
 * 'Reinvia': a dead or dropped event goes back in line, due now, with a fresh schedule;
 * 'Scarta': a dead one is dropped and no longer holds back its lead's later events.
 */
export async function settleLeadEvent(
  eventId: number,
  intent: "reinvia" | "scarta",
  actor: Actor,
  now = new Date(),
) {
  const settled = await writeTransaction(
    (tx) => {
      const event = tx.select().from(leadEvents).where(eq(leadEvents.id, eventId)).get();
      const allowed =
        intent === "reinvia"
          ? ["dead", "dropped"].includes(event?.status ?? "")
          : event?.status === "dead";
      if (!event || !allowed) return false;
      tx.update(leadEvents)
        .set(
          intent === "reinvia"
            ? { status: "pending", attempts: 0, nextAttemptAt: now, lastError: null }
            : { status: "dropped" },
        )
        .where(eq(leadEvents.id, eventId))
        .run();
      recordActivity(
        tx,
        {
          action: intent === "reinvia" ? "lead-event-resent" : "lead-event-dropped",
          actor,
          subject: `evento n. ${eventId} (${event.type}, lead n. ${event.leadId})`,
        },
        now,
      );
      return event.leadId;
    },
    { withinMs: 5_000 },
  );
  if (settled === false) return false;
  emitDomainEvent("leadChanged", { id: settled });
  return true;
}
