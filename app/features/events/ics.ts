import * as z from "zod";

/** An event with a date and a place, as a registration confirmation carries it. */
export const datedEventSchema = z.object({
  title: z.string(),
  /** ISO date-times with offset, e.g. 2025-09-16T09:30:00+02:00 */
  start: z.string(),
  end: z.string(),
  location: z.string(),
  description: z.string(),
});
export type DatedEvent = z.infer<typeof datedEventSchema>;

/**
 * RFC 5546 (iTIP): REQUEST adds the entry or, for a known UID with a higher SEQUENCE, updates
 * it; CANCEL removes it. PUBLISH would make clients file every update as a new entry: it is
 * only for the file anyone downloads from the event's page, which names no attendee.
 */
export type CalendarMethod = "REQUEST" | "CANCEL";
export type IcsMethod = CalendarMethod | "PUBLISH";

export type IcsOptions = {
  /** One per registration, stable across every message about it: the entry it names is updated. */
  uid: string;
  /** 0 for the first file, one more for each update or the cancellation: clients drop older ones. */
  sequence: number;
  method: CalendarMethod;
  organizerName: string;
  organizerEmail: string;
  /** The registrant: iTIP clients match a REQUEST or CANCEL to the entry through it. */
  attendee: { email: string; name?: string };
  now?: Date;
  /** The event's page, in the language the file is written in. */
  url?: string;
};

/** The attachment's Content-Type: clients act on the method only when it matches the file's. */
export function calendarContentType(method: IcsMethod) {
  return `text/calendar; charset=utf-8; method=${method}`;
}

/** The UID of a registration's calendar entry, e.g. `registrazione-42@www.example.it`. */
export function registrationCalendarUid(registrationId: number, siteUrl: string) {
  return `registrazione-${registrationId}@${new URL(siteUrl).hostname}`;
}

const CRLF = "\r\n";
const MAX_LINE_OCTETS = 75;

// Without an explicit offset a date-time would be read in the server's time zone.
const isoWithOffset = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:\d{2})$/;

function instant(value: string, field: string) {
  const date = new Date(value);
  if (!isoWithOffset.test(value) || Number.isNaN(date.getTime())) {
    throw new Error(`Evento: ${field} non è una data ISO con fuso orario (${value})`);
  }
  return date;
}

/** `YYYYMMDDTHHMMSSZ`, the UTC form of an RFC 5545 DATE-TIME. */
export function icsDateTime(date: Date) {
  return date
    .toISOString()
    .replace(/\.\d{3}Z$/, "Z")
    .replace(/[-:]/g, "");
}

/** RFC 5545 TEXT: backslash, semicolon, comma and newlines escaped; other controls are not allowed. */
export function escapeText(value: string) {
  return value
    .replace(/\\/g, "\\\\")
    .replace(/;/g, "\\;")
    .replace(/,/g, "\\,")
    .replace(/\r\n|\r|\n/g, "\\n")
    .replace(/[^\P{Cc}\t]/gu, "");
}

function quotedParam(value: string) {
  return `"${value.replace(/["\p{Cc}]/gu, "")}"`;
}

function assertAtom(value: string, field: string) {
  if (value === "" || /[\s\p{Cc}:;,"<>]/u.test(value)) {
    throw new Error(`Evento: ${field} non valido (${JSON.stringify(value)})`);
  }
}

/**
 * Splits a content line into lines of at most 75 octets, counting UTF-8 bytes and cutting only
 * between characters; each continuation starts with a space, which counts towards its 75.
 */
export function foldLine(line: string) {
  const parts: string[] = [];
  let current = "";
  let octets = 0;
  let limit = MAX_LINE_OCTETS;
  for (const char of line) {
    const size = Buffer.byteLength(char, "utf8");
    if (octets + size > limit) {
      parts.push(current);
      current = "";
      octets = 0;
      limit = MAX_LINE_OCTETS - 1;
    }
    current += char;
    octets += size;
  }
  parts.push(current);
  return parts.join(`${CRLF} `);
}

/**
 * A one-event iTIP calendar: with REQUEST mail clients add the entry to the agenda or update the
 * one with the same UID, with CANCEL they remove it.
 */
export function eventToIcs(
  event: DatedEvent,
  options: IcsOptions | (Omit<IcsOptions, "method" | "attendee"> & { method: "PUBLISH" }),
): string {
  const start = instant(event.start, "start");
  const end = instant(event.end, "end");
  if (end.getTime() <= start.getTime()) {
    throw new Error("Evento: la fine deve seguire l'inizio");
  }
  assertAtom(options.uid, "uid");
  assertAtom(options.organizerEmail, "organizerEmail");
  const attendee = "attendee" in options ? options.attendee : null;
  if (attendee) assertAtom(attendee.email, "attendee");
  if (options.url !== undefined && !/^https?:\/\/[^\s\p{Cc}"<>]+$/u.test(options.url)) {
    throw new Error(`Evento: url non valido (${JSON.stringify(options.url)})`);
  }
  if (!Number.isSafeInteger(options.sequence) || options.sequence < 0) {
    throw new Error(`Evento: sequence non valida (${options.sequence})`);
  }
  const attendeeName = attendee?.name === undefined ? "" : `;CN=${quotedParam(attendee.name)}`;

  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(options.organizerName)}//Sito web//IT`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    `METHOD:${options.method}`,
    "BEGIN:VEVENT",
    `UID:${options.uid}`,
    `DTSTAMP:${icsDateTime(options.now ?? new Date())}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    ...(options.url ? [`URL:${options.url}`] : []),
    `ORGANIZER;CN=${quotedParam(options.organizerName)}:mailto:${options.organizerEmail}`,
    ...(attendee
      ? [
          `ATTENDEE${attendeeName};ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${attendee.email}`,
        ]
      : []),
    options.method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    `SEQUENCE:${options.sequence}`,
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
