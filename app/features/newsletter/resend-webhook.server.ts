import { and, eq, lt, ne, sql } from "drizzle-orm";
import { Webhook, WebhookVerificationError } from "standardwebhooks";
import * as z from "zod";
import {
  newsletterCampaigns,
  newsletterRecipients,
  newsletterSubscribers,
  newsletterSuppressions,
  resendWebhookEvents,
  type recipientStatuses,
  type suppressionReasons,
} from "../../../db/schema";
import { emailHash } from "~/utils/audit.server";
import { db, writeOrBusy, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { readRequestAtMost, refusedBodyHeaders } from "~/utils/form-body.server";
import { logger } from "~/utils/logger.server";
import { apiAnswer, apiRefusal } from "~/utils/resource-answer.server";

/**
 * The most one delivery may weigh: Resend's events about a message are a few kilobytes (its
 * subject, addresses and tags, never its body), so this is far above any of them.
 */
export const resendWebhookLimits = { maxBytes: 64 * 1024 } as const;

/**
 * Resend retries a failed delivery for about 28 hours, and staff may replay one by hand
 * later: a month of ids is ample, and a replay after it moves no recipient twice anyway.
 */
const keptEventsMs = 30 * 24 * 60 * 60 * 1000;

// As long as a visitor's submission waits for another process's write lock; past it Resend
// is told to come back, and its retries do.
const lockWait = { withinMs: 500 };

/** Answers about the whole request, each in the `errore` field of the JSON body. */
export const resendWebhookMessages = {
  notConfigured: "Il webhook di Resend non è attivo su questo sito.",
  methodNotAllowed: "Metodo non consentito: usa POST.",
  misconfigured: "Il webhook di Resend non è configurato correttamente su questo sito.",
  tooLarge: `La richiesta supera i ${resendWebhookLimits.maxBytes / 1024} KB consentiti.`,
  unsigned: "Firma del webhook mancante o non valida.",
  notAnEvent: "Il corpo della richiesta non è un evento di Resend in JSON valido.",
  busy: "Il database è momentaneamente occupato: riprova tra poco.",
} as const;
const msg = resendWebhookMessages;

const eventSchema = z.object({ type: z.string().min(1).max(200), data: z.unknown() });

// Only the fields the handled types need; the other types' data is never read, so a change
// in its shape cannot make Resend's deliveries fail.
const emailDataSchema = z.object({
  email_id: z.string().min(1),
  to: z.union([z.string(), z.array(z.string())]).default([]),
  bounce: z.object({ type: z.string() }).optional(),
});

type EmailData = z.infer<typeof emailDataSchema>;

const handledTypes = ["email.delivered", "email.bounced", "email.complained"] as const;
type HandledType = (typeof handledTypes)[number];
const isHandled = (type: string): type is HandledType =>
  (handledTypes as readonly string[]).includes(type);

/** An event of Resend's webhook: about one message for the types handled, else only its type. */
export type ResendEvent = { type: HandledType; email: EmailData } | { type: string; email: null };

/** A verified body as the event it names, or null when it is none. */
export function readResendEvent(body: string): ResendEvent | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body);
  } catch {
    return null;
  }
  const event = eventSchema.safeParse(parsed);
  if (!event.success) return null;
  const { type } = event.data;
  if (!isHandled(type)) return { type, email: null };
  const email = emailDataSchema.safeParse(event.data.data);
  return email.success ? { type, email: email.data } : null;
}

/**
 * Whether Resend signed this body: the Svix scheme, which is Standard Webhooks' under other
 * header names. Any of the space-separated signatures may match (Svix sends more than one
 * while an endpoint's secret is rotated), and a timestamp more than five minutes off is
 * refused, so a recorded delivery cannot be replayed later.
 */
function isSignedByResend(verifier: Webhook, body: string, headers: Headers) {
  try {
    verifier.verify(
      body,
      {
        "webhook-id": headers.get("svix-id") ?? "",
        "webhook-timestamp": headers.get("svix-timestamp") ?? "",
        "webhook-signature": headers.get("svix-signature") ?? "",
      },
      { jsonParse: false },
    );
    return true;
  } catch (error) {
    if (!(error instanceof WebhookVerificationError)) throw error;
    logger.warn(`401 webhook di Resend rifiutato: ${error.message}`);
    return false;
  }
}

type RecipientStatus = (typeof recipientStatuses)[number];
type Outcome = "delivered" | "bounced" | "complained";

// Events are not delivered in order: a late report never takes a recipient back. A bounce
// may follow a delivery (the receiving server gave up after accepting the message); a
// complaint may come before the delivery's own report.
const movesFrom: Record<Outcome, RecipientStatus[]> = {
  delivered: ["queued", "sent"],
  bounced: ["queued", "sent", "delivered"],
  complained: ["queued", "sent", "delivered"],
};

/** A complaint proves the message arrived; a bounce after a delivery takes the arrival back. */
const arrived = (status: RecipientStatus) =>
  status === "delivered" || status === "complained" ? 1 : 0;

/**
 * Moves the campaign recipients of Resend's message `emailId` to `outcome`, with their
 * campaigns' figures; a report that changes no row changes no figure. Answers every address
 * the message had among campaign recipients.
 */
function markRecipients(tx: DbOrTx, emailId: string, outcome: Outcome) {
  const rows = tx
    .select({
      id: newsletterRecipients.id,
      campaignId: newsletterRecipients.campaignId,
      email: newsletterRecipients.email,
      status: newsletterRecipients.status,
    })
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.resendId, emailId))
    .all();
  for (const row of rows) {
    if (!movesFrom[outcome].includes(row.status)) continue;
    tx.update(newsletterRecipients)
      .set({ status: outcome })
      .where(eq(newsletterRecipients.id, row.id))
      .run();
    tx.update(newsletterCampaigns)
      .set({
        delivered: sql`${newsletterCampaigns.delivered} + ${arrived(outcome) - arrived(row.status)}`,
        bounced: sql`${newsletterCampaigns.bounced} + ${outcome === "bounced" ? 1 : 0}`,
        complained: sql`${newsletterCampaigns.complained} + ${outcome === "complained" ? 1 : 0}`,
      })
      .where(eq(newsletterCampaigns.id, row.campaignId))
      .run();
  }
  return rows.map((row) => row.email);
}

/** The address in `Nome <indirizzo>` or a bare one. */
const bareAddress = (recipient: string) => /<([^<>]+)>\s*$/.exec(recipient)?.[1] ?? recipient;

/**
 * The newsletter never writes to these addresses again. Only their hash is kept, as for an
 * erasure, and a reason already recorded (an erasure first of all) stays.
 */
function suppress(
  tx: DbOrTx,
  addresses: string[],
  reason: Exclude<(typeof suppressionReasons)[number], "erased">,
) {
  const bare = new Set(addresses.map((address) => bareAddress(address).trim().toLowerCase()));
  for (const address of bare) {
    tx.insert(newsletterSuppressions)
      .values({ emailHash: emailHash(address), reason })
      .onConflictDoNothing()
      .run();
    // The subscription ends too, so the retention's purge of unsubscribed addresses takes the
    // row that still names the person: the hash is then all that is kept.
    tx.update(newsletterSubscribers)
      .set({ status: "unsubscribed", unsubscribedAt: new Date() })
      .where(
        and(
          sql`lower(${newsletterSubscribers.email}) = ${address}`,
          ne(newsletterSubscribers.status, "unsubscribed"),
        ),
      )
      .run();
  }
}

const recipientsOf = (data: EmailData) => (typeof data.to === "string" ? [data.to] : data.to);

function applyEmailEvent(tx: DbOrTx, type: HandledType, data: EmailData) {
  if (type === "email.delivered") {
    markRecipients(tx, data.email_id, "delivered");
    return;
  }
  if (type === "email.bounced" && data.bounce?.type.toLowerCase() !== "permanent") {
    // A full mailbox, a server down for a while, a bounce Resend could not classify: the next
    // campaign may well arrive, and a suppression would silence the reader for good.
    logger.info(
      `Rimbalzo non permanente (${data.bounce?.type ?? "tipo non indicato"}) del messaggio ${data.email_id}: l'indirizzo resta iscritto`,
    );
    return;
  }
  const outcome = type === "email.bounced" ? "bounced" : "complained";
  // The site's own mail (a confirmation, a notification) matches no recipient row, and its
  // address is suppressed all the same: a mailbox that does not exist, or a person who calls
  // the site's mail spam, must not get a campaign either.
  const campaignAddresses = markRecipients(tx, data.email_id, outcome);
  suppress(tx, [...recipientsOf(data), ...campaignAddresses], outcome);
  logger.info(
    `Messaggio ${data.email_id} ${outcome === "bounced" ? "respinto in modo permanente" : "segnalato come spam"}: indirizzo escluso dalla newsletter`,
  );
}

/**
 * Records Resend's delivery `eventId` and applies its event, in the caller's transaction;
 * an id already recorded is a retry and changes nothing.
 */
export function applyResendEvent(tx: DbOrTx, eventId: string, event: ResendEvent) {
  const recorded = tx
    .insert(resendWebhookEvents)
    .values({ id: eventId, type: event.type })
    .onConflictDoNothing()
    .run().changes;
  if (recorded === 0) return "repeat" as const;
  if (event.email) applyEmailEvent(tx, event.type, event.email);
  return "recorded" as const;
}

/**
 * `POST /api/resend/webhook`: Resend's reports on the messages it sent. Unconfigured, the
 * address does not exist (404). Cheapest checks first: the method, the size, the signature
 * (401: nothing is read from an unsigned body), the event; then one write records its id
 * and applies it. A locked database answers 503, which Resend retries; anything recorded,
 * repeated or of a type the site ignores answers 200, so Resend stops sending it.
 */
export async function handleResendWebhook(request: Request): Promise<Response> {
  const secret = getEnv().RESEND_WEBHOOK_SECRET;
  if (!secret) return apiRefusal(404, msg.notConfigured);
  if (request.method !== "POST") return apiRefusal(405, msg.methodNotAllowed, { Allow: "POST" });
  let verifier: Webhook;
  try {
    verifier = new Webhook(secret);
  } catch (error) {
    // A 5xx, so that Resend keeps the events until the secret is put right.
    logger.error(
      { err: error },
      "RESEND_WEBHOOK_SECRET non è un segreto di firma di Resend (whsec_…):",
    );
    return apiRefusal(500, msg.misconfigured);
  }
  const bytes = await readRequestAtMost(request, resendWebhookLimits.maxBytes);
  if (bytes === null) return apiRefusal(413, msg.tooLarge, refusedBodyHeaders);
  const body = bytes.toString("utf8");
  if (!isSignedByResend(verifier, body, request.headers)) return apiRefusal(401, msg.unsigned);
  const event = readResendEvent(body);
  if (!event) return apiRefusal(400, msg.notAnEvent);
  // Part of what Resend signed, so present and its own.
  const eventId = request.headers.get("svix-id") ?? "";
  const outcome = await writeOrBusy(
    () => db.transaction((tx) => applyResendEvent(tx, eventId, event), { behavior: "immediate" }),
    lockWait,
  );
  if (outcome === "busy") return apiRefusal(503, msg.busy, { "Retry-After": "2" });
  return apiAnswer(200, { esito: outcome === "repeat" ? "già ricevuto" : "registrato" });
}

/** Drops the ids of deliveries older than any retry of theirs; answers how many went. */
export function pruneResendWebhookEvents(now = new Date()): number {
  return db
    .delete(resendWebhookEvents)
    .where(lt(resendWebhookEvents.receivedAt, new Date(now.getTime() - keptEventsMs)))
    .run().changes;
}
