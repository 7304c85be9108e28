import { and, asc, eq, lte } from "drizzle-orm";
import {
  newsletterCampaigns,
  newsletterLinks,
  newsletterSubscribers,
  newsletterSuppressions,
} from "../../../db/schema";
import { queueEmail } from "~/features/mail/index.server";
import { BATCH_LIMIT } from "~/features/mail/index.server";
import { renderCampaign, testPayload } from "~/features/newsletter/campaign-email.server";
import { campaignById, type Campaign } from "~/features/newsletter/campaigns.server";
import { emailHash } from "~/utils/audit.server";
import { db, writeTransaction, type DbOrTx } from "~/utils/db.server";
import type { Language } from "~/utils/language";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv, type Env } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/**
 * Free mailbox providers' domains. Their DMARC policies tell receivers to reject or quarantine
 * mail in their name sent from elsewhere, so a campaign from one of them would mostly be lost.
 */
const freeMailDomains = new Set([
  "gmail.com",
  "googlemail.com",
  "yahoo.com",
  "yahoo.it",
  "ymail.com",
  "hotmail.com",
  "hotmail.it",
  "outlook.com",
  "outlook.it",
  "live.com",
  "live.it",
  "msn.com",
  "icloud.com",
  "me.com",
  "mac.com",
  "aol.com",
  "gmx.com",
  "gmx.net",
  "gmx.it",
  "web.de",
  "mail.com",
  "proton.me",
  "protonmail.com",
  "yandex.com",
  "zoho.com",
  "libero.it",
  "virgilio.it",
  "tiscali.it",
  "alice.it",
  "tim.it",
  "tin.it",
  "inwind.it",
  "iol.it",
  "email.it",
  "fastwebnet.it",
]);

/** How long queueing waits for another writer: a staff click, answered while they wait. */
const QUEUE_WAIT_MS = 5_000;

/**
 * Why this site may not send campaigns as configured, or null. Mailbox providers require of
 * bulk senders an unsubscribe over HTTPS (RFC 8058) and a sender's domain of their own,
 * authenticated with SPF, DKIM and DMARC (see the README).
 */
export function configurationRefusal(env: Pick<Env, "SITE_URL" | "EMAIL_FROM"> = getEnv()) {
  if (!env.SITE_URL.startsWith("https://"))
    return `L'indirizzo del sito (SITE_URL, ora ${env.SITE_URL}) non è https: il link di disiscrizione delle campagne deve esserlo, come chiedono i provider di posta.`;
  const domain = env.EMAIL_FROM.split("@").at(-1)!.toLowerCase();
  if (freeMailDomains.has(domain))
    return `Il mittente (EMAIL_FROM, ora ${env.EMAIL_FROM}) è una casella gratuita di ${domain}: le campagne devono partire da un dominio dell'agenzia autenticato con SPF, DKIM e DMARC.`;
  return null;
}

type Member = { id: number; email: string; token: string };

/**
 * Confirmed subscribers whose address is not suppressed (erased, bounced, complained), oldest
 * first; of one language when given: a campaign goes to those who signed up from a page in its
 * language (decision 0295).
 */
function audience(tx: DbOrTx, language?: Language): Member[] {
  const suppressed = new Set(
    tx
      .select({ hash: newsletterSuppressions.emailHash })
      .from(newsletterSuppressions)
      .all()
      .map((row) => row.hash),
  );
  const confirmed = tx
    .select({
      id: newsletterSubscribers.id,
      email: newsletterSubscribers.email,
      token: newsletterSubscribers.token,
    })
    .from(newsletterSubscribers)
    .where(
      and(
        eq(newsletterSubscribers.status, "confirmed"),
        language ? eq(newsletterSubscribers.language, language) : undefined,
      ),
    )
    .orderBy(asc(newsletterSubscribers.id))
    .all();
  return suppressed.size === 0
    ? confirmed
    : confirmed.filter((member) => !suppressed.has(emailHash(member.email)));
}

/** How many subscribers a campaign sent now would reach: of its language, or of any. */
export function audienceSize(language?: Language) {
  return audience(db, language).length;
}

const noAudience =
  "Nessun iscritto confermato può ricevere la campagna: serve almeno un iscritto che abbia confermato l'indirizzo.";

/**
 * Why a campaign cannot be sent now (the configuration, an empty audience), or null; a page
 * that has counted the audience already passes its size.
 */
export function sendingRefusal(audience = audienceSize()) {
  return configurationRefusal() ?? (audience === 0 ? noAudience : null);
}

const sendable = (row: Campaign | null) =>
  row !== null && (row.status === "draft" || row.status === "scheduled");

export type QueueOutcome =
  | { outcome: "queued"; recipients: number }
  | { outcome: "refused"; message: string }
  | { outcome: "unmatched" };

/**
 * Fixes what the campaign sends and to whom, in one transaction: its rendering, one row per
 * recipient, and the batches of up to 100 each row belongs to, so a batch sent again after a
 * crash is the same call under the same idempotency key. `unmatched`: no such campaign, or
 * one already queued or changed while it was being rendered.
 */
export async function queueCampaign(
  campaignId: number,
  by: string | null,
  now = new Date(),
): Promise<QueueOutcome> {
  const refusal = configurationRefusal();
  if (refusal) return { outcome: "refused", message: refusal };
  const read = campaignById(campaignId);
  if (!read || !sendable(read)) return { outcome: "unmatched" };
  // Rendering is asynchronous and comes before the write; the version rendered is the one
  // the transaction finds, or nothing is queued.
  const { rendered, links } = await renderCampaign(read);

  const outcome = await writeTransaction(
    (tx): QueueOutcome => {
      const row = campaignById(campaignId, tx);
      if (!row || !sendable(row) || row.updatedAt.getTime() !== read.updatedAt.getTime())
        return { outcome: "unmatched" };
      const members = audience(tx, row.language);
      if (members.length === 0) return { outcome: "refused", message: noAudience };

      // Tens of thousands of rows while the write lock is held and the server waits: one
      // compiled statement run per row costs a fraction of building each insert anew.
      const addBatch = db.$client.prepare<[number, number]>(
        "insert into newsletter_batches (campaign_id, next_attempt_at) values (?, ?)",
      );
      const addRecipient = db.$client.prepare<[number, number | bigint, number, string, string]>(
        "insert into newsletter_recipients (campaign_id, batch_id, subscriber_id, email, token) values (?, ?, ?, ?, ?)",
      );
      let batchId: number | bigint = 0;
      for (const [index, member] of members.entries()) {
        if (index % BATCH_LIMIT === 0)
          batchId = addBatch.run(campaignId, now.getTime()).lastInsertRowid;
        addRecipient.run(campaignId, batchId, member.id, member.email, member.token);
      }
      if (links.length > 0)
        tx.insert(newsletterLinks)
          .values(links.map((url, index) => ({ campaignId, n: index + 1, url })))
          .run();
      tx.update(newsletterCampaigns)
        .set({
          status: "sending",
          queuedAt: now,
          queuedBy: by,
          html: rendered.html,
          text: rendered.text,
          recipients: members.length,
          updatedAt: now,
        })
        .where(eq(newsletterCampaigns.id, campaignId))
        .run();
      return { outcome: "queued", recipients: members.length };
    },
    { withinMs: QUEUE_WAIT_MS },
  );

  if (outcome.outcome === "queued") emitDomainEvent("campaignQueued", { id: campaignId });
  return outcome;
}

/**
 * Queues the scheduled campaigns whose time has come. One that cannot be sent (the
 * configuration, nobody to send to) goes back to draft with its reason in the log, rather
 * than being tried again every round.
 */
export async function queueDueCampaigns(now: Date) {
  const due = db
    .select({ id: newsletterCampaigns.id, subject: newsletterCampaigns.subject })
    .from(newsletterCampaigns)
    .where(
      and(eq(newsletterCampaigns.status, "scheduled"), lte(newsletterCampaigns.scheduledAt, now)),
    )
    .orderBy(asc(newsletterCampaigns.scheduledAt))
    .all();
  let queued = 0;
  for (const campaign of due) {
    const result = await queueCampaign(campaign.id, null, now);
    if (result.outcome === "queued") queued += 1;
    if (result.outcome !== "refused") continue;
    logger.error(
      `Campagna n. ${campaign.id} («${campaign.subject}») non inviata all'ora programmata, torna bozza: ${result.message}`,
    );
    await writeTransaction(
      (tx) =>
        tx
          .update(newsletterCampaigns)
          .set({ status: "draft", scheduledAt: null, updatedAt: now })
          .where(
            and(
              eq(newsletterCampaigns.id, campaign.id),
              eq(newsletterCampaigns.status, "scheduled"),
            ),
          )
          .run(),
      { withinMs: QUEUE_WAIT_MS },
    );
  }
  return queued;
}

/**
 * Sends the campaign as it stands to `to` (the member of staff asking) through the site's own
 * outbox, its subject marked as a test. `unmatched`: no such campaign.
 */
export async function sendTestCampaign(campaignId: number, to: string) {
  const row = campaignById(campaignId);
  if (!row) return "unmatched" as const;
  const payload = testPayload(row);
  await writeTransaction((tx) => queueEmail(tx, "newsletter-campaign", to, payload), {
    withinMs: QUEUE_WAIT_MS,
  });
  emitDomainEvent("mailQueued", { reason: "newsletter-test" });
  return "queued" as const;
}
