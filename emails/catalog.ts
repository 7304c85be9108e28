// The e-mails the site sends, one entry per template. Queueing happens inside a synchronous
// SQLite transaction and needs only the subject; the component is rendered later, when the
// outbox delivers.
import type { ReactElement } from "react";
import type * as z from "zod";
import ContactAcknowledgement, {
  contactAcknowledgementCopy,
  contactAcknowledgementPayload,
  type ContactAcknowledgementPayload,
} from "./contact-acknowledgement";
import ContactNotification, {
  contactNotificationPayload,
  type ContactNotificationPayload,
} from "./contact-notification";
import type { BrandProps } from "./layout";
import NewsletterConfirmation, {
  newsletterConfirmationCopy,
  newsletterConfirmationPayload,
  type NewsletterConfirmationPayload,
} from "./newsletter-confirmation";
import NewsletterCampaign, {
  newsletterCampaignPayload,
  type NewsletterCampaignPayload,
  unsubscribeHeaders,
} from "./newsletter-campaign";
import NewsletterNotification, {
  newsletterNotificationPayload,
  type NewsletterNotificationPayload,
} from "./newsletter-notification";
import LeadOverdue, { leadOverduePayload, type LeadOverduePayload } from "./lead-overdue";
import NewSignIn, { newSignInPayload, type NewSignInPayload } from "./new-sign-in";
import PasswordReset, { passwordResetPayload, type PasswordResetPayload } from "./password-reset";
import SecondFactorReset, {
  secondFactorResetPayload,
  type SecondFactorResetPayload,
} from "./second-factor-reset";
import RegistrationConfirmation, {
  registrationConfirmationPayload,
  type RegistrationConfirmationPayload,
} from "./registration-confirmation";
import RegistrationPromoted, {
  registrationPromotedPayload,
  type RegistrationPromotedPayload,
} from "./registration-promoted";
import RegistrationReminder, {
  registrationReminderPayload,
  type RegistrationReminderPayload,
} from "./registration-reminder";
import RegistrationNotification, {
  registrationNotificationPayload,
  type RegistrationNotificationPayload,
} from "./registration-notification";
import {
  calendarFileName,
  type RegistrationEmailFields,
  registrationLinks,
  registrationSubjects,
} from "./registration-parts";
import RegistrationUpdate, {
  RegistrationCancelled,
  registrationCancelledPayload,
  type RegistrationCancelledPayload,
  registrationUpdatePayload,
  type RegistrationUpdatePayload,
} from "./registration-update";
import UserInvitation, {
  userInvitationPayload,
  type UserInvitationPayload,
} from "./user-invitation";
import { oneLine } from "../app/features/mail/email-headers";
import {
  type CalendarMethod,
  calendarContentType,
  eventToIcs,
  registrationCalendarUid,
} from "../app/features/events/ics";

/** What a template may use besides its payload when it is delivered. */
export type EmailContext = {
  outboxId: number;
  siteName: string;
  siteUrl: string;
  notifyEmail: string;
  /** The recipient's address, as the outbox row holds it. */
  to: string;
};

export type EmailAttachment = { filename: string; contentType: string; content: Buffer };

/**
 * The contact or registration whose visitor a message names or writes to. Its .eml copy is
 * named after it, so the copy can go when the record's person is anonymized.
 */
export type VisitorRecord = { kind: "contatto" | "iscrizione"; id: number };

/** The page withdrawing a visitor's advertising consent, in the e-mails that link to it. */
const adConsentLinks = ({ adConsentUrl }: { adConsentUrl?: string }): Record<string, string> =>
  adConsentUrl ? { consenso: adConsentUrl } : {};

export type EmailDefinition<Payload> = {
  /** Checks a payload read back from the outbox, which may have been queued by an older release. */
  schema: z.ZodType<Payload>;
  /** Flattened to one line when queued: names typed by visitors end up here. */
  subject: (payload: Payload, siteName: string) => string;
  Component: (props: Payload & BrandProps) => ReactElement;
  /**
   * The payload's addresses the message links to, by name: each must be a web page. Checked
   * before the headers are built, which may carry them.
   */
  links?: (payload: Payload) => Record<string, string>;
  headers?: (payload: Payload, context: EmailContext) => Record<string, string>;
  attachments?: (payload: Payload, context: EmailContext) => EmailAttachment[];
  record?: (payload: Payload) => VisitorRecord | null;
};

// Rows queued by earlier releases lack the id: their copies are judged by age alone.
const contactRecord = (id: number | undefined): VisitorRecord | null =>
  id === undefined ? null : { kind: "contatto", id };
const registrationRecord = (id: number | undefined): VisitorRecord | null =>
  id === undefined ? null : { kind: "iscrizione", id };

/**
 * The registration's calendar entry as `evento.ics` (`event.ics` in English): its UID is the
 * registration's, so each message updates or cancels the one entry the first made, and it
 * links to the event's page in the registrant's language. None for an event without dates.
 */
function calendarAttachment(
  {
    event,
    sequence,
    eventUrl,
    language,
  }: Pick<RegistrationEmailFields, "event" | "sequence" | "eventUrl" | "language">,
  uid: string,
  method: CalendarMethod,
  context: EmailContext,
): EmailAttachment[] {
  if (!event) return [];
  const ics = eventToIcs(event, {
    uid,
    sequence,
    method,
    organizerName: context.siteName,
    organizerEmail: context.notifyEmail,
    attendee: { email: context.to },
    url: eventUrl,
  });
  return [
    {
      filename: calendarFileName(language),
      contentType: calendarContentType(method),
      content: Buffer.from(ics, "utf8"),
    },
  ];
}

const registrationUid = (r: { registrationId: number }, context: EmailContext) =>
  registrationCalendarUid(r.registrationId, context.siteUrl);

const subjectsOf = (r: Pick<RegistrationEmailFields, "language">) =>
  registrationSubjects[r.language ?? "it"];

const definitions = {
  "contact-notification": {
    schema: contactNotificationPayload,
    subject: (c) => `Nuova richiesta di contatto: ${c.nome} ${c.cognome} (${c.servizioLabel})`,
    Component: ContactNotification,
    record: (c) => contactRecord(c.submissionId),
  } satisfies EmailDefinition<ContactNotificationPayload>,

  "contact-acknowledgement": {
    schema: contactAcknowledgementPayload,
    subject: (c, siteName) => contactAcknowledgementCopy[c.language ?? "it"].subject(siteName),
    Component: ContactAcknowledgement,
    links: adConsentLinks,
    record: (c) => contactRecord(c.submissionId),
  } satisfies EmailDefinition<ContactAcknowledgementPayload>,

  "registration-notification": {
    schema: registrationNotificationPayload,
    subject: (r) => `Nuova iscrizione: ${r.nome} ${r.cognome} - ${r.eventoLabel}`,
    Component: RegistrationNotification,
    record: (r) => registrationRecord(r.registrationId),
  } satisfies EmailDefinition<RegistrationNotificationPayload>,

  "registration-confirmation": {
    schema: registrationConfirmationPayload,
    subject: (r) =>
      r.status === "in-attesa"
        ? subjectsOf(r).waiting(r.eventoLabel)
        : subjectsOf(r).confirmed(r.eventoLabel),
    Component: RegistrationConfirmation,
    links: (r) => ({ ...registrationLinks(r), ...adConsentLinks(r) }),
    record: (r) => registrationRecord(r.registrationId),
    // A seat on the waiting list is no appointment: the calendar entry comes with the promotion.
    attachments: (r, context) =>
      r.status === "in-attesa"
        ? []
        : calendarAttachment(
            r,
            r.registrationId === undefined
              ? // Rows queued by earlier releases: a UID of their own, which no registration's
                // can equal.
                `outbox-${context.outboxId}@${new URL(context.siteUrl).hostname}`
              : registrationCalendarUid(r.registrationId, context.siteUrl),
            "REQUEST",
            context,
          ),
  } satisfies EmailDefinition<RegistrationConfirmationPayload>,

  "registration-promoted": {
    schema: registrationPromotedPayload,
    subject: (r) => subjectsOf(r).promoted(r.eventoLabel),
    Component: RegistrationPromoted,
    links: registrationLinks,
    record: (r) => registrationRecord(r.registrationId),
    attachments: (r, context) =>
      calendarAttachment(r, registrationUid(r, context), "REQUEST", context),
  } satisfies EmailDefinition<RegistrationPromotedPayload>,

  "registration-update": {
    schema: registrationUpdatePayload,
    subject: (r) => subjectsOf(r)[r.change](r.eventoLabel),
    Component: RegistrationUpdate,
    links: registrationLinks,
    record: (r) => registrationRecord(r.registrationId),
    attachments: (r, context) =>
      calendarAttachment(
        r,
        registrationUid(r, context),
        r.change === "annullato" ? "CANCEL" : "REQUEST",
        context,
      ),
  } satisfies EmailDefinition<RegistrationUpdatePayload>,

  "registration-cancelled": {
    schema: registrationCancelledPayload,
    subject: (r) => subjectsOf(r).cancelled(r.eventoLabel),
    Component: RegistrationCancelled,
    links: registrationLinks,
    record: (r) => registrationRecord(r.registrationId),
    attachments: (r, context) =>
      calendarAttachment(r, registrationUid(r, context), "CANCEL", context),
  } satisfies EmailDefinition<RegistrationCancelledPayload>,

  "registration-reminder": {
    schema: registrationReminderPayload,
    subject: (r) => subjectsOf(r).reminder(r.eventoLabel),
    Component: RegistrationReminder,
    links: registrationLinks,
    record: (r) => registrationRecord(r.registrationId),
    attachments: (r, context) =>
      calendarAttachment(r, registrationUid(r, context), "REQUEST", context),
  } satisfies EmailDefinition<RegistrationReminderPayload>,

  // A campaign: its test to a member of staff through this outbox, and the campaign itself
  // rendered once through this entry before its batches go out.
  "newsletter-campaign": {
    schema: newsletterCampaignPayload,
    subject: ({ subject }) => subject,
    Component: NewsletterCampaign,
    links: ({ unsubscribeUrl, webVersionUrl }): Record<string, string> => ({
      disiscrizione: unsubscribeUrl,
      ...(webVersionUrl ? { "versione web": webVersionUrl } : {}),
    }),
    headers: ({ unsubscribeUrl }) => unsubscribeHeaders(unsubscribeUrl),
  } satisfies EmailDefinition<NewsletterCampaignPayload>,
  "newsletter-confirmation": {
    schema: newsletterConfirmationPayload,
    subject: (n, siteName) => newsletterConfirmationCopy[n.language ?? "it"].subject(siteName),
    Component: NewsletterConfirmation,
    links: ({ confirmUrl, unsubscribeUrl }) => ({
      conferma: confirmUrl,
      disiscrizione: unsubscribeUrl,
    }),
    headers: ({ unsubscribeUrl }) => unsubscribeHeaders(unsubscribeUrl),
  } satisfies EmailDefinition<NewsletterConfirmationPayload>,

  "newsletter-notification": {
    schema: newsletterNotificationPayload,
    subject: (n) => `Nuova iscrizione alla newsletter: ${n.email}`,
    Component: NewsletterNotification,
  } satisfies EmailDefinition<NewsletterNotificationPayload>,

  "user-invitation": {
    schema: userInvitationPayload,
    subject: (_, siteName) => `Il tuo accesso all'area riservata di ${siteName}`,
    Component: UserInvitation,
    links: ({ setPasswordUrl }) => ({ password: setPasswordUrl }),
  } satisfies EmailDefinition<UserInvitationPayload>,

  "password-reset": {
    schema: passwordResetPayload,
    subject: (_, siteName) => `Reimposta la password - ${siteName}`,
    Component: PasswordReset,
    links: ({ setPasswordUrl }) => ({ password: setPasswordUrl }),
  } satisfies EmailDefinition<PasswordResetPayload>,

  "lead-overdue": {
    schema: leadOverduePayload,
    subject: (l) =>
      l.leads.length === 1
        ? `Prossima azione scaduta: ${l.leads[0]!.nextAction}`
        : `${l.leads.length} prossime azioni scadute`,
    Component: LeadOverdue,
  } satisfies EmailDefinition<LeadOverduePayload>,

  "new-sign-in": {
    schema: newSignInPayload,
    subject: (_, siteName) => `Nuovo accesso al tuo account - ${siteName}`,
    Component: NewSignIn,
    links: ({ accountUrl }) => ({ account: accountUrl }),
  } satisfies EmailDefinition<NewSignInPayload>,
  "second-factor-reset": {
    schema: secondFactorResetPayload,
    subject: (_, siteName) => `Verifica in due passaggi azzerata - ${siteName}`,
    Component: SecondFactorReset,
    links: ({ signInUrl }) => ({ accesso: signInUrl }),
  } satisfies EmailDefinition<SecondFactorResetPayload>,
};

export type EmailTemplate = keyof typeof definitions;
export type EmailPayloads = { [T in EmailTemplate]: z.infer<(typeof definitions)[T]["schema"]> };

// Typed as a map from each name to the definition of its payload, so that code generic over
// the template (`emailCatalogue[template]`) gets that template's payload and not a union.
export const emailCatalogue: { [T in EmailTemplate]: EmailDefinition<EmailPayloads[T]> } =
  definitions;

export function isEmailTemplate(name: string): name is EmailTemplate {
  return Object.hasOwn(emailCatalogue, name);
}

export function emailSubject<T extends EmailTemplate>(
  template: T,
  payload: EmailPayloads[T],
  siteName: string,
) {
  return oneLine(emailCatalogue[template].subject(payload, siteName));
}

/** The payload of an outbox row, or an error saying what no longer fits the template. */
export function parseEmailPayload<T extends EmailTemplate>(
  template: T,
  value: unknown,
): EmailPayloads[T] {
  const parsed = emailCatalogue[template].schema.safeParse(value);
  if (!parsed.success) {
    const fields = parsed.error.issues
      .map((issue) => issue.path.join(".") || "(radice)")
      .join(", ");
    throw new Error(`Dati dell'e-mail ${template} non validi: ${fields}`);
  }
  return parsed.data;
}
