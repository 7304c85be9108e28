import { and, asc, eq } from "drizzle-orm";
import type * as z from "zod";
import { eventRegistrations, events } from "../../../db/schema";
import { formAlerts } from "~/components/form-messages";
import { insertedRow, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { romeIsoWithOffset } from "~/utils/rome-time";
import { queueEmail } from "~/features/mail/outbox.server";
import {
  orNull,
  personColumns,
  sharingChoice,
  subscribeIfAsked,
  type VisitorEntry,
} from "~/features/visitor-forms/visitor-records.server";
import type { KindRules, StoreOutcome } from "~/features/visitor-forms/visitor-submission.server";
import { registrationSchema } from "~/features/events/registration-schema";
import {
  eventForRegistration,
  eventPath,
  seatsTaken,
  translationWords,
  type RegistrationEvent,
} from "~/features/events/events.server";
import { eventFactWords } from "~/features/events/content/event-facts";
import type { Language } from "~/utils/language";
import {
  eventEnd,
  eventLabel,
  eventPlace,
  registrationRefusalsIn,
  registrationState,
  type EventRow,
} from "~/features/events/event-facts";
import type { DatedEvent } from "~/features/events/ics";
import { cancellationUrl } from "~/features/events/cancellation-links.server";
import { openLead } from "~/features/leads/leads.server";

export type RegistrationValue = z.output<typeof registrationSchema>;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The event as a calendar file carries it, in `language`; null for a course held on request. */
export function datedEventOf(
  event: Omit<RegistrationEvent, "translationGroup">,
  language: Language = "it",
): DatedEvent | null {
  const end = eventEnd(event);
  if (!event.startsAt || !end) return null;
  return {
    title: event.title,
    start: romeIsoWithOffset(event.startsAt),
    end: romeIsoWithOffset(end),
    location: eventPlace(event, language) || event.title,
    description: event.excerpt,
  };
}

/**
 * What every e-mail to one registrant about one event carries, in the language they
 * registered in: an English registrant reads the English translation's title, summary and
 * address (the Italian's, when the translation is gone), with English dates and place.
 */
export function registrantMail(
  tx: DbOrTx,
  event: RegistrationEvent,
  registration: Pick<RegistrationRow, "id" | "language">,
) {
  const { language } = registration;
  const translated = language === "it" ? null : translationWords(tx, event, language);
  const shown = translated ? { ...event, ...translated } : event;
  return {
    registrationId: registration.id,
    language,
    eventoLabel: eventLabel(shown, language),
    event: datedEventOf(shown, language),
    sequence: event.calendarSequence,
    eventUrl: `${getEnv().SITE_URL}${eventPath(shown.slug, translated ? language : "it")}`,
    cancelUrl: cancellationUrl(registration.id, event, language),
  };
}

/** After the commit: the event's pages change when its last seat is taken. */
const announceFull = (event: Pick<EventRow, "id" | "slug">) => () =>
  emitDomainEvent("eventChanged", { id: event.id, slug: event.slug, reason: "seats" });

/**
 * An event or course registration, decided in the write's transaction (decision 0264): with a
 * seat while one is free, else on the waiting list when the event keeps one, else refused by
 * the field. A registration from the spool was told it was received: it is never refused,
 * and never takes a seat that is not free, so it waits on the list for staff instead.
 */
export function storeRegistration(
  tx: DbOrTx,
  entry: VisitorEntry<RegistrationValue>,
  receivedAt: Date,
  arrival: "post" | "spool",
): StoreOutcome {
  const { value } = entry;
  const language = entry.language ?? "it";
  const event = eventForRegistration(tx, value.evento, language);
  const taken = event ? seatsTaken(tx, event.id) : 0;
  const state = event ? registrationState(event, taken, receivedAt) : null;
  if (arrival === "post" && state !== "aperte" && state !== "lista-attesa") {
    const message = state
      ? registrationRefusalsIn(language)[state]
      : eventFactWords[language].chooseEvent;
    return { refused: { field: "evento", message } };
  }
  const status = state === "aperte" ? "confermata" : "in-attesa";
  const columns = personColumns(entry, receivedAt);
  const messaggio = orNull(value.messaggio);
  const row = insertedRow(
    tx
      .insert(eventRegistrations)
      // The original's slug and id: staff see one event, whichever page it was taken from.
      .values({
        ...columns,
        evento: event?.slug ?? value.evento,
        eventId: event?.id ?? null,
        status,
        messaggio,
      })
      .returning({ id: eventRegistrations.id, language: eventRegistrations.language })
      .all(),
  );
  const label = event ? eventLabel(event) : value.evento;
  const lead = openLead(
    tx,
    {
      kind: "iscrizione",
      registrationId: row.id,
      subject: label,
      origin: entry.origin,
      language,
      ...sharingChoice(entry),
    },
    receivedAt,
  );
  queueEmail(tx, "registration-notification", lead.notifyTo, {
    registrationId: row.id,
    leadUrl: lead.url,
    nome: columns.nome,
    cognome: columns.cognome,
    email: columns.email,
    telefono: columns.telefono,
    azienda: columns.azienda,
    evento: event?.slug ?? value.evento,
    eventoLabel: label,
    messaggio,
    newsletter: columns.newsletterAccepted,
    waiting: status === "in-attesa",
  });
  if (event)
    queueEmail(tx, "registration-confirmation", value.email, {
      ...registrantMail(tx, event, row),
      status,
      adConsentUrl: lead.adConsentUrl,
    });
  subscribeIfAsked(tx, entry, receivedAt);
  const filledUp =
    event !== null &&
    status === "confermata" &&
    event.capacity !== null &&
    taken + 1 >= event.capacity;
  return { stored: true, afterCommit: filledUp ? announceFull(event) : undefined };
}

export const registrationKind: KindRules<RegistrationValue> = {
  kind: "registration",
  bucket: "registration",
  schema: registrationSchema,
  store: storeRegistration,
  alerts: formAlerts.registration,
  alwaysThanks: false,
};

/**
 * Gives the first on the waiting list the seat a cancellation freed, while the event is still
 * ahead and not cancelled, and e-mails them; the registration promoted, or null.
 */
export function promoteFromWaitingList(tx: DbOrTx, event: RegistrationEvent, now: Date) {
  if (event.eventState === "annullato") return null;
  if (event.startsAt && event.startsAt <= now) return null;
  if (event.capacity !== null && seatsTaken(tx, event.id) >= event.capacity) return null;
  const next = tx
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, "in-attesa")),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id))
    .get();
  // An anonymized registration has no address left to write to, nor anyone to seat.
  if (!next || next.anonymizedAt) return null;
  tx.update(eventRegistrations)
    .set({ status: "confermata", promotedAt: now })
    .where(eq(eventRegistrations.id, next.id))
    .run();
  queueEmail(tx, "registration-promoted", next.email, registrantMail(tx, event, next));
  return next;
}

/** The event a registration is for, read in the transaction that changes it. */
export function eventOfRegistration(tx: DbOrTx, registration: Pick<RegistrationRow, "eventId">) {
  if (!registration.eventId) return null;
  return tx.select().from(events).where(eq(events.id, registration.eventId)).get() ?? null;
}
