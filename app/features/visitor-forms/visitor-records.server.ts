import type * as z from "zod";
import { contactSubmissions } from "../../../db/schema";
import { serviceChoicesIn, serviceLabel } from "~/features/blocks/content/services";
import { insertedRow, type DbOrTx } from "~/utils/db.server";
import { subscribePending } from "~/features/visitor-forms/newsletter.server";
import { queueEmail } from "~/features/mail/outbox.server";
import { openLead } from "~/features/leads/leads.server";
import { unknownOrigin, type LeadOrigin } from "~/features/analytics/lead-origin.server";
import { retentionExpiry } from "~/utils/retention-period";
import type { contactSchemas, infoRequestSchemas } from "~/features/visitor-forms/contact-schema";
import type { newsletterSchemas } from "~/features/visitor-forms/newsletter-schema";
import type { Language } from "~/utils/language";

/** Who sent a form, as far as the server can tell without trusting the client. */
export type Visitor = {
  ip: string | null;
  userAgent: string | null;
  /** Sent with `DNT: 1` or `Sec-GPC: 1`. */
  privacySignal?: boolean;
};

/**
 * A validated form as it is stored, spooled and imported: the schema's output and its context.
 * A submission spooled before leads had an origin has none.
 */
export type VisitorEntry<Value> = {
  value: Value;
  source: string;
  /** What the request is about, when its page says so (a service page's subject). */
  subject?: string;
  /** The landing page whose form it was sent with. */
  pageId?: string;
  visitor: Visitor;
  origin?: LeadOrigin;
  /** The language of the page it was sent from; Italian when spooled before there was English. */
  language?: Language;
};

export type ContactValue =
  z.output<typeof contactSchemas.it> | z.output<typeof infoRequestSchemas.it>;
export type NewsletterValue = z.output<typeof newsletterSchemas.it>;

/** What every form naming a person asks: a contact, an information request, a registration. */
export type PersonValue = {
  nome: string;
  cognome: string;
  email: string;
  telefono?: string;
  azienda?: string;
  privacy_accepted: boolean;
  newsletter_accepted?: boolean;
  ads_accepted?: boolean;
};

/** Empty optional fields are stored as NULL, not as empty strings. */
export const orNull = (value: string | undefined) => (value ? value : null);

/** The newsletter consent, ticked on a contact or registration form (an information request has none). */
const asksForNewsletter = (value: PersonValue) =>
  "newsletter_accepted" in value && value.newsletter_accepted === true;

/** The columns contact_submissions and event_registrations share. */
export function personColumns(entry: VisitorEntry<PersonValue>, receivedAt: Date) {
  const { value, visitor } = entry;
  return {
    nome: value.nome,
    cognome: value.cognome,
    email: value.email,
    telefono: orNull(value.telefono),
    azienda: orNull(value.azienda),
    privacyAccepted: value.privacy_accepted,
    newsletterAccepted: asksForNewsletter(value),
    ipAddress: visitor.ip,
    userAgent: visitor.userAgent,
    ...(entry.origin ?? unknownOrigin),
    language: entry.language ?? "it",
    createdAt: receivedAt,
    retentionExpiresAt: retentionExpiry(receivedAt),
  };
}

/** What the visitor said of sharing the request with ad platforms, for the lead. */
export const sharingChoice = (entry: VisitorEntry<PersonValue>) => ({
  adConsent: entry.value.ads_accepted === true,
  privacySignal: entry.visitor.privacySignal === true,
});

/** The newsletter consent ticked on a contact or registration form: a pending subscriber. */
export function subscribeIfAsked(tx: DbOrTx, entry: VisitorEntry<PersonValue>, receivedAt: Date) {
  if (!asksForNewsletter(entry.value)) return;
  const { email, nome, cognome } = entry.value;
  subscribePending(
    tx,
    {
      email,
      nome,
      cognome,
      source: entry.source,
      ip: entry.visitor.ip,
      origin: entry.origin,
      language: entry.language,
    },
    receivedAt,
  );
}

/**
 * A contact or information request: the row, the agency's notification, the visitor's
 * acknowledgement and (when asked) the pending newsletter subscription. An information
 * request has no service choice: the page it came from names the service.
 */
export function storeContactRequest(
  tx: DbOrTx,
  entry: VisitorEntry<ContactValue>,
  receivedAt: Date,
) {
  const { value, source } = entry;
  const servizio = "servizio" in value ? value.servizio : source;
  const columns = personColumns(entry, receivedAt);
  const row = insertedRow(
    tx
      .insert(contactSubmissions)
      .values({
        ...columns,
        servizio,
        messaggio: value.messaggio,
        source,
        pageId: entry.pageId ?? null,
      })
      .returning({ id: contactSubmissions.id })
      .all(),
  );
  const servizioLabel = ("servizio" in value ? null : entry.subject) || serviceLabel(servizio);
  const lead = openLead(
    tx,
    {
      kind: "servizio" in value ? "contatto" : "richiesta",
      contactId: row.id,
      subject: servizioLabel,
      origin: entry.origin,
      pageId: entry.pageId,
      language: entry.language,
      ...sharingChoice(entry),
    },
    receivedAt,
  );
  queueEmail(tx, "contact-notification", lead.notifyTo, {
    submissionId: row.id,
    leadUrl: lead.url,
    nome: columns.nome,
    cognome: columns.cognome,
    email: columns.email,
    telefono: columns.telefono,
    azienda: columns.azienda,
    servizio,
    servizioLabel,
    messaggio: value.messaggio,
    source,
    newsletter: columns.newsletterAccepted,
    language: columns.language,
  });
  // The visitor reads the service as they chose it, in their language; a page's subject is
  // already in the language of the page.
  const chosen = serviceChoicesIn[columns.language].find((choice) => choice.value === servizio);
  queueEmail(tx, "contact-acknowledgement", value.email, {
    submissionId: row.id,
    servizioLabel: ("servizio" in value && chosen?.label) || servizioLabel,
    receivedAt: receivedAt.toISOString(),
    adConsentUrl: lead.adConsentUrl,
    language: columns.language,
  });
  subscribeIfAsked(tx, entry, receivedAt);
}

/** A newsletter signup: double opt-in, whatever the address's history (see `subscribePending`). */
export function storeNewsletterSignup(
  tx: DbOrTx,
  entry: VisitorEntry<NewsletterValue>,
  receivedAt: Date,
) {
  subscribePending(
    tx,
    {
      email: entry.value.email,
      source: entry.source,
      ip: entry.visitor.ip,
      origin: entry.origin,
      language: entry.language,
    },
    receivedAt,
  );
}
