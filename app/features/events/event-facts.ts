import type {
  attendanceModes,
  eventFormats,
  eventKinds,
  eventStates,
  events,
} from "../../../db/schema";
import { dayRange, formatDate, withDayArticle } from "~/utils/format";
import { romeDayOf, romeMidnightOf, shiftDay } from "~/utils/rome-time";

/**
 * What an event is and where it stands, in the terms its pages and forms use: labels, when it
 * ends, whether it takes registrations now. Pure, so the server decides and tests tell.
 */

export type EventRow = typeof events.$inferSelect;
export type EventKind = (typeof eventKinds)[number];
export type EventFormat = (typeof eventFormats)[number];
export type EventState = (typeof eventStates)[number];
export type AttendanceMode = (typeof attendanceModes)[number];

export const eventKindLabels: Record<EventKind, string> = {
  formazione: "Formazione",
  culturali: "Cultura",
  sociali: "Sociale",
};

export const eventFormatLabels: Record<EventFormat, string> = {
  workshop: "Workshop",
  conferenza: "Conferenza",
  fiera: "Fiera",
  webinar: "Webinar",
  corso: "Corso",
};

export const eventStateLabels: Record<EventState, string> = {
  programmato: "In programma",
  annullato: "Annullato",
  rinviato: "Rinviato",
  riprogrammato: "Nuova data",
};

export const attendanceLabels: Record<AttendanceMode, string> = {
  presenza: "In presenza",
  online: "Online",
  mista: "Online/In presenza",
};

/** The moment an event is over: the end of its last day for one without times. */
export function eventEnd(event: Pick<EventRow, "endsAt" | "allDay">): Date | null {
  if (!event.endsAt) return null;
  if (!event.allDay) return event.endsAt;
  return romeMidnightOf(shiftDay(romeDayOf(event.endsAt), 1));
}

/** Dated and not over yet: listed among the coming events until its end. */
export function isUpcoming(event: Pick<EventRow, "startsAt" | "endsAt" | "allDay">, now: Date) {
  const end = eventEnd(event);
  return event.startsAt !== null && end !== null && end > now;
}

/** When registrations close: the time staff set, else the start; never for a course on request. */
export function registrationClose(event: Pick<EventRow, "registrationClosesAt" | "startsAt">) {
  return event.registrationClosesAt ?? event.startsAt;
}

/**
 * Whether a registration is taken now, and why not:
 * - `aperte`: a seat is free (or there is no limit);
 * - `lista-attesa`: full, and the waiting list takes names;
 * - `esaurito`: full, without a waiting list;
 * - `non-ancora` / `chiuse`: before the opening or after the close;
 * - `annullato` / `rinviato`: the event was cancelled, or postponed without a new date;
 * - `nessuna`: the event takes no registrations through the site.
 */
export type RegistrationState =
  | "aperte"
  | "lista-attesa"
  | "esaurito"
  | "non-ancora"
  | "chiuse"
  | "annullato"
  | "rinviato"
  | "nessuna";

type RegistrationFacts = Pick<
  EventRow,
  | "status"
  | "registrationsEnabled"
  | "eventState"
  | "registrationOpensAt"
  | "registrationClosesAt"
  | "startsAt"
  | "capacity"
  | "waitingList"
>;

export function registrationState(
  event: RegistrationFacts,
  seatsTaken: number,
  now: Date,
): RegistrationState {
  if (!event.registrationsEnabled) return "nessuna";
  if (event.eventState === "annullato") return "annullato";
  if (event.eventState === "rinviato") return "rinviato";
  // A draft, scheduled or archived event shows nowhere a visitor could register from.
  if (event.status !== "published") return "chiuse";
  if (event.registrationOpensAt && now < event.registrationOpensAt) return "non-ancora";
  const close = registrationClose(event);
  if (close && now >= close) return "chiuse";
  if (event.capacity !== null && seatsTaken >= event.capacity)
    return event.waitingList ? "lista-attesa" : "esaurito";
  return "aperte";
}

/** Whether a post for the event is stored: with a seat, or on the waiting list. */
export const takesRegistrations = (state: RegistrationState) =>
  state === "aperte" || state === "lista-attesa";

/** Why a registration was refused, by the form's field. */
export const registrationRefusals: Record<
  Exclude<RegistrationState, "aperte" | "lista-attesa">,
  string
> = {
  esaurito: "I posti per questo evento sono esauriti.",
  "non-ancora": "Le iscrizioni a questo evento non sono ancora aperte.",
  chiuse: "Le iscrizioni a questo evento sono chiuse.",
  annullato: "Questo evento è stato annullato.",
  rinviato: "Questo evento è stato rinviato: le iscrizioni riapriranno con la nuova data.",
  nessuna: "Per questo evento le iscrizioni non si raccolgono dal sito: scrivici.",
};

const timeInRome = new Intl.DateTimeFormat("it-IT", {
  hour: "2-digit",
  minute: "2-digit",
  timeZone: "Europe/Rome",
});

/** The time of day in Rome, `09:30`. */
export const formatTime = (moment: Date) => timeInRome.format(moment);

/** Two days of one month as `6-8 dicembre 2024`, else as running text `dal 30 novembre 2024 al 2 dicembre 2024`. */
function days(first: Date, last: Date) {
  const [firstDay, ...firstRest] = formatDate(first).split(" ");
  const [lastDay, ...lastRest] = formatDate(last).split(" ");
  const monthYear = lastRest.join(" ");
  if (firstRest.join(" ") === monthYear) return `${firstDay}-${lastDay} ${monthYear}`;
  return dayRange(formatDate(first), formatDate(last));
}

/**
 * When an event takes place, as a visitor reads it: `16 settembre 2025, 09:30–13:30`,
 * `dal 6 ottobre 2025 alle 09:00 al 7 ottobre 2025 alle 18:00`, `6-8 dicembre 2024`,
 * `24 maggio 2025`; `Su richiesta` without a date. Always Rome's clock.
 */
export function eventWhen(event: Pick<EventRow, "startsAt" | "endsAt" | "allDay">) {
  const { startsAt, endsAt } = event;
  if (!startsAt || !endsAt) return "Su richiesta";
  const sameDay = romeDayOf(startsAt) === romeDayOf(endsAt);
  if (event.allDay) return sameDay ? formatDate(startsAt) : days(startsAt, endsAt);
  if (sameDay) return `${formatDate(startsAt)}, ${formatTime(startsAt)}–${formatTime(endsAt)}`;
  return `${withDayArticle("da", formatDate(startsAt))} alle ${formatTime(startsAt)} ${withDayArticle("a", formatDate(endsAt))} alle ${formatTime(endsAt)}`;
}

/** The place in one line: `Fiera del Levante, Bari (BA)`, or `Online`. */
export function eventPlace(
  event: Pick<
    EventRow,
    "attendance" | "placeName" | "placeAddress" | "placeCity" | "placeProvince"
  >,
) {
  const city = event.placeCity
    ? `${event.placeCity}${event.placeProvince ? ` (${event.placeProvince})` : ""}`
    : null;
  const where = [event.placeName, event.placeAddress, city].filter(Boolean).join(", ");
  if (event.attendance === "online") return "Online";
  if (event.attendance === "mista") return where ? `${where} e online` : "Online/In presenza";
  return where;
}

const euro = new Intl.NumberFormat("it-IT", { style: "currency", currency: "EUR" });

/** `Gratuito`, or `299 € IVA inclusa` (cents only when there are some). */
export function eventPrice(event: Pick<EventRow, "priceCents" | "priceIncludesVat">) {
  if (event.priceCents === null) return "Gratuito";
  const amount = euro.format(event.priceCents / 100).replace(/,00(?=\s)/, "");
  return `${amount} ${event.priceIncludesVat ? "IVA inclusa" : "+ IVA"}`;
}

/** How the e-mails and the staff name an event: `Workshop AI - 16 settembre 2025, 09:30–13:30`. */
export const eventLabel = (event: Pick<EventRow, "title" | "startsAt" | "endsAt" | "allDay">) =>
  event.startsAt ? `${event.title} - ${eventWhen(event)}` : event.title;
