import type {
  attendanceModes,
  eventFormats,
  eventKinds,
  eventStates,
  events,
} from "../../../db/schema";
import { dayRange, formatDate, withDayArticle } from "~/utils/format";
import { localeOf, type Language } from "~/utils/language";
import { eventFactWords } from "~/features/events/content/event-facts";
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

/** The Italian names, which the staff area uses. */
export const eventKindLabels: Record<EventKind, string> = eventFactWords.it.kinds;
export const eventFormatLabels: Record<EventFormat, string> = eventFactWords.it.formats;
export const eventStateLabels: Record<EventState, string> = eventFactWords.it.states;
export const attendanceLabels: Record<AttendanceMode, string> = eventFactWords.it.attendance;

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

type Refused = Exclude<RegistrationState, "aperte" | "lista-attesa">;

/** Why a registration was refused, by the form's field, in the page's language. */
export const registrationRefusalsIn = (language: Language): Record<Refused, string> =>
  eventFactWords[language].refusals;

export const registrationRefusals = registrationRefusalsIn("it");

const timesInRome = {
  it: new Intl.DateTimeFormat(localeOf("it"), {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Rome",
  }),
  en: new Intl.DateTimeFormat(localeOf("en"), {
    hour: "2-digit",
    minute: "2-digit",
    timeZone: "Europe/Rome",
  }),
};

/** The time of day in Rome, `09:30`. */
export const formatTime = (moment: Date, language: Language = "it") =>
  timesInRome[language].format(moment);

const englishDays = new Intl.DateTimeFormat(localeOf("en"), {
  dateStyle: "long",
  timeZone: "Europe/Rome",
});

/** A moment's day in Rome in the language's words: `22 novembre 2026`, `22 November 2026`. */
export const formatEventDate = (moment: Date, language: Language = "it") =>
  language === "en" ? englishDays.format(moment) : formatDate(moment);

/** Two days of one month as `6-8 dicembre 2024`, else as running text `dal 30 novembre 2024 al 2 dicembre 2024`. */
function days(first: Date, last: Date, language: Language) {
  const [firstDay, ...firstRest] = formatEventDate(first, language).split(" ");
  const [lastDay, ...lastRest] = formatEventDate(last, language).split(" ");
  const monthYear = lastRest.join(" ");
  if (firstRest.join(" ") === monthYear)
    return `${firstDay}${language === "en" ? "–" : "-"}${lastDay} ${monthYear}`;
  if (language === "en")
    return `${formatEventDate(first, language)} to ${formatEventDate(last, language)}`;
  return dayRange(formatDate(first), formatDate(last));
}

/**
 * When an event takes place, as a visitor reads it: `16 settembre 2025, 09:30–13:30`,
 * `dal 6 ottobre 2025 alle 09:00 al 7 ottobre 2025 alle 18:00`, `6-8 dicembre 2024`,
 * `24 maggio 2025`; `Su richiesta` without a date. In English `16 September 2025,
 * 09:30–13:30`, `from 6 October 2025 at 09:00 to 7 October 2025 at 18:00`. Always Rome's clock.
 */
export function eventWhen(
  event: Pick<EventRow, "startsAt" | "endsAt" | "allDay">,
  language: Language = "it",
) {
  const { startsAt, endsAt } = event;
  if (!startsAt || !endsAt) return eventFactWords[language].onRequest;
  const sameDay = romeDayOf(startsAt) === romeDayOf(endsAt);
  const date = (moment: Date) => formatEventDate(moment, language);
  const time = (moment: Date) => formatTime(moment, language);
  if (event.allDay) return sameDay ? date(startsAt) : days(startsAt, endsAt, language);
  if (sameDay) return `${date(startsAt)}, ${time(startsAt)}–${time(endsAt)}`;
  if (language === "en")
    return `from ${date(startsAt)} at ${time(startsAt)} to ${date(endsAt)} at ${time(endsAt)}`;
  return `${withDayArticle("da", formatDate(startsAt))} alle ${formatTime(startsAt)} ${withDayArticle("a", formatDate(endsAt))} alle ${formatTime(endsAt)}`;
}

/** The place in one line: `Fiera del Levante, Bari (BA)`, or `Online`. */
export function eventPlace(
  event: Pick<
    EventRow,
    "attendance" | "placeName" | "placeAddress" | "placeCity" | "placeProvince"
  >,
  language: Language = "it",
) {
  const words = eventFactWords[language];
  const city = event.placeCity
    ? `${event.placeCity}${event.placeProvince ? ` (${event.placeProvince})` : ""}`
    : null;
  const where = [event.placeName, event.placeAddress, city].filter(Boolean).join(", ");
  if (event.attendance === "online") return words.online;
  if (event.attendance === "mista") return where ? words.andOnline(where) : words.attendance.mista;
  return where;
}

const euros = {
  it: new Intl.NumberFormat(localeOf("it"), { style: "currency", currency: "EUR" }),
  en: new Intl.NumberFormat(localeOf("en"), { style: "currency", currency: "EUR" }),
};

/**
 * `Gratuito`, or `299 € IVA inclusa` (cents only when there are some); in English `Free`,
 * `€299 incl. VAT`.
 */
export function eventPrice(
  event: Pick<EventRow, "priceCents" | "priceIncludesVat">,
  language: Language = "it",
) {
  const words = eventFactWords[language];
  if (event.priceCents === null) return words.free;
  const amount = euros[language].format(event.priceCents / 100).replace(/[,.]00(?=\s|$)/, "");
  return `${amount} ${event.priceIncludesVat ? words.vatIncluded : words.plusVat}`;
}

/** How the e-mails and the staff name an event: `Workshop AI - 16 settembre 2025, 09:30–13:30`. */
export const eventLabel = (
  event: Pick<EventRow, "title" | "startsAt" | "endsAt" | "allDay">,
  language: Language = "it",
) => (event.startsAt ? `${event.title} - ${eventWhen(event, language)}` : event.title);
