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

export type IcsOptions = {
  /** Globally unique and stable for the same registration, so a re-sent file updates the entry. */
  uid: string;
  organizerName: string;
  organizerEmail: string;
  now?: Date;
};

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

/** A one-event calendar (METHOD:PUBLISH) that mail clients offer to add to the agenda. */
export function eventToIcs(event: DatedEvent, options: IcsOptions): string {
  const start = instant(event.start, "start");
  const end = instant(event.end, "end");
  if (end.getTime() <= start.getTime()) {
    throw new Error("Evento: la fine deve seguire l'inizio");
  }
  assertAtom(options.uid, "uid");
  assertAtom(options.organizerEmail, "organizerEmail");

  const lines = [
    "BEGIN:VCALENDAR",
    `PRODID:-//${escapeText(options.organizerName)}//Sito web//IT`,
    "VERSION:2.0",
    "CALSCALE:GREGORIAN",
    "METHOD:PUBLISH",
    "BEGIN:VEVENT",
    `UID:${options.uid}`,
    `DTSTAMP:${icsDateTime(options.now ?? new Date())}`,
    `DTSTART:${icsDateTime(start)}`,
    `DTEND:${icsDateTime(end)}`,
    `SUMMARY:${escapeText(event.title)}`,
    `LOCATION:${escapeText(event.location)}`,
    `DESCRIPTION:${escapeText(event.description)}`,
    `ORGANIZER;CN=${quotedParam(options.organizerName)}:mailto:${options.organizerEmail}`,
    "STATUS:CONFIRMED",
    "TRANSP:OPAQUE",
    "SEQUENCE:0",
    "END:VEVENT",
    "END:VCALENDAR",
  ];
  return lines.map(foldLine).join(CRLF) + CRLF;
}
