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
  seatsTaken,
  type RegistrationEvent,
} from "~/features/events/events.server";
import {
  eventEnd,
  eventLabel,
  eventPlace,
  registrationRefusals,
  registrationState,
  type EventRow,
} from "~/features/events/event-facts";
import type { DatedEvent } from "~/features/events/ics";
import { cancellationUrl } from "~/features/events/cancellation-links.server";
import { openLead } from "~/features/leads/leads.server";

export type RegistrationValue = z.output<typeof registrationSchema>;
type RegistrationRow = typeof eventRegistrations.$inferSelect;

/** The event as a calendar file carries it; null for a course held on request. */
export function datedEventOf(event: RegistrationEvent): DatedEvent | null {
  const end = eventEnd(event);
  if (!event.startsAt || !end) return null;
  return {
    title: event.title,
    start: romeIsoWithOffset(event.startsAt),
    end: romeIsoWithOffset(end),
    location: eventPlace(event) || event.title,
    description: event.excerpt,
  };
}

const eventUrl = (event: Pick<EventRow, "slug">) => `${getEnv().SITE_URL}/eventi/${event.slug}`;

/** What every e-mail to one registrant about one event carries. */
export function registrantMail(
  event: RegistrationEvent,
  registration: Pick<RegistrationRow, "id">,
) {
  return {
    registrationId: registration.id,
    eventoLabel: eventLabel(event),
    event: datedEventOf(event),
    sequence: event.calendarSequence,
    eventUrl: eventUrl(event),
    cancelUrl: cancellationUrl(registration.id, event),
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
  const event = eventForRegistration(tx, value.evento);
  const taken = event ? seatsTaken(tx, event.id) : 0;
  const state = event ? registrationState(event, taken, receivedAt) : null;
  if (arrival === "post" && state !== "aperte" && state !== "lista-attesa") {
    const message = state
      ? registrationRefusals[state]
      : "Scegli l'evento o il corso a cui vuoi iscriverti.";
    return { refused: { field: "evento", message } };
  }
  const status = state === "aperte" ? "confermata" : "in-attesa";
  const columns = personColumns(entry, receivedAt);
  const messaggio = orNull(value.messaggio);
  const row = insertedRow(
    tx
      .insert(eventRegistrations)
      .values({ ...columns, evento: value.evento, eventId: event?.id ?? null, status, messaggio })
      .returning({ id: eventRegistrations.id })
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
    evento: value.evento,
    eventoLabel: label,
    messaggio,
    newsletter: columns.newsletterAccepted,
    waiting: status === "in-attesa",
  });
  if (event)
    queueEmail(tx, "registration-confirmation", value.email, {
      ...registrantMail(event, row),
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
  queueEmail(tx, "registration-promoted", next.email, registrantMail(event, next));
  return next;
}

/** The event a registration is for, read in the transaction that changes it. */
export function eventOfRegistration(tx: DbOrTx, registration: Pick<RegistrationRow, "eventId">) {
  if (!registration.eventId) return null;
  return tx.select().from(events).where(eq(events.id, registration.eventId)).get() ?? null;
}
