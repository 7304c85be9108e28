import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { newsletterSubscribers, newsletterSuppressions } from "../../../db/schema";
import { emailHash } from "~/utils/audit.server";
import { db, writeOrBusy, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { queueAudienceContact, queueEmail } from "~/features/mail/outbox.server";
import { unknownOrigin, type LeadOrigin } from "~/features/analytics/lead-origin.server";
import { localizedPath, type Language } from "~/utils/language";

export type SubscriberInput = {
  email: string;
  nome?: string | null;
  cognome?: string | null;
  source: string;
  ip: string | null;
  origin?: LeadOrigin;
  /** The page's language: the confirmation is written in it. */
  language?: Language;
};

const newToken = () => crypto.randomBytes(24).toString("base64url");

/** The subscriber's confirmation and unsubscription pages, in the language they signed up in. */
export function newsletterLinks(token: string, language: Language = "it") {
  const { SITE_URL } = getEnv();
  const query = `token=${encodeURIComponent(token)}`;
  const page = (italian: string) => localizedPath(italian, language) ?? italian;
  return {
    confirmUrl: `${SITE_URL}${page("/newsletter/conferma")}?${query}`,
    unsubscribeUrl: `${SITE_URL}${page("/newsletter/disiscrizione")}?${query}`,
  };
}

/** An address whose owner had their data erased: the newsletter never writes to it again. */
function isSuppressed(tx: DbOrTx, email: string) {
  const hash = emailHash(email);
  return (
    tx
      .select()
      .from(newsletterSuppressions)
      .where(eq(newsletterSuppressions.emailHash, hash))
      .get() !== undefined
  );
}

/**
 * Double opt-in: a new or returning address becomes pending and gets a confirmation
 * e-mail; an address already confirmed is left alone, a suppressed one is not stored at
 * all. The caller answers the visitor the same way in every case, so nobody learns who is
 * subscribed or suppressed.
 */
export function subscribePending(tx: DbOrTx, input: SubscriberInput, now = new Date()) {
  if (isSuppressed(tx, input.email)) return "suppressed" as const;
  const existing = tx
    .select()
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, input.email))
    .get();
  if (existing?.status === "confirmed") return "already-confirmed" as const;

  const token = existing?.token ?? newToken();
  const nome = input.nome ?? existing?.nome ?? null;
  const cognome = input.cognome ?? existing?.cognome ?? null;
  const language = input.language ?? "it";
  const consent = {
    consentAt: now,
    consentIp: input.ip,
    source: input.source,
    language,
    ...(input.origin ?? unknownOrigin),
  };
  if (existing) {
    tx.update(newsletterSubscribers)
      .set({ ...consent, nome, cognome, status: "pending", unsubscribedAt: null })
      .where(eq(newsletterSubscribers.id, existing.id))
      .run();
  } else {
    tx.insert(newsletterSubscribers)
      .values({ ...consent, email: input.email, nome, cognome, token })
      .run();
  }
  queueEmail(tx, "newsletter-confirmation", input.email, {
    ...newsletterLinks(token, language),
    language,
  });
  if (!existing) {
    queueEmail(tx, "newsletter-notification", getEnv().NOTIFY_EMAIL, {
      email: input.email,
      nome,
      cognome,
      source: input.source,
      language,
    });
  }
  return existing ? ("resent" as const) : ("created" as const);
}

/** How long a click on a link in an e-mail waits for another process's write lock. */
const LOCK_WAIT_MS = 1000;

function confirmNow(token: string, now: Date) {
  return db.transaction(
    (tx) => {
      const subscriber = tx
        .select()
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.token, token))
        .get();
      if (!subscriber || subscriber.status === "unsubscribed") return "invalid" as const;
      if (subscriber.status === "confirmed") return "already-confirmed" as const;
      tx.update(newsletterSubscribers)
        .set({ status: "confirmed", confirmedAt: now })
        .where(eq(newsletterSubscribers.id, subscriber.id))
        .run();
      queueAudienceContact(tx, {
        email: subscriber.email,
        nome: subscriber.nome,
        cognome: subscriber.cognome,
      });
      return "confirmed" as const;
    },
    { behavior: "immediate" },
  );
}

export function confirmSubscription(token: string, now = new Date()) {
  return writeOrBusy(() => confirmNow(token, now), { withinMs: LOCK_WAIT_MS });
}

export function findSubscriberByToken(token: string) {
  return (
    db.select().from(newsletterSubscribers).where(eq(newsletterSubscribers.token, token)).get() ??
    null
  );
}

/** The subscriber whose token it is, and whether this request is what unsubscribed them. */
function unsubscribeNow(token: string, now: Date) {
  return db.transaction(
    (tx) => {
      const subscriber = tx
        .select({ id: newsletterSubscribers.id, status: newsletterSubscribers.status })
        .from(newsletterSubscribers)
        .where(eq(newsletterSubscribers.token, token))
        .get();
      if (!subscriber) return { outcome: "invalid" as const, left: null };
      if (subscriber.status === "unsubscribed")
        return { outcome: "unsubscribed" as const, left: null };
      tx.update(newsletterSubscribers)
        .set({ status: "unsubscribed", unsubscribedAt: now })
        .where(eq(newsletterSubscribers.id, subscriber.id))
        .run();
      return { outcome: "unsubscribed" as const, left: subscriber.id };
    },
    { behavior: "immediate" },
  );
}

export async function unsubscribe(token: string, now = new Date()) {
  const result = await writeOrBusy(() => unsubscribeNow(token, now), { withinMs: LOCK_WAIT_MS });
  if (result === "busy") return result;
  // Told once, by the request that made the change: a campaign counts who left after it.
  if (result.left !== null) emitDomainEvent("subscriberLeft", { subscriberId: result.left });
  return result.outcome;
}
