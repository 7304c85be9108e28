import { describe, expect, test } from "vitest";
import {
  calendarContentType,
  type DatedEvent,
  escapeText,
  eventToIcs,
  foldLine,
  type IcsOptions,
  registrationCalendarUid,
} from "~/features/events/ics";

const event: DatedEvent = {
  title: "Workshop SEO per le PMI",
  start: "2025-09-16T09:30:00+02:00",
  end: "2025-09-16T13:00:00+02:00",
  location: "Corso Garibaldi 1, 70033 Corato (BA)",
  description: "Una mattina di lavoro pratico su ricerca delle parole chiave e schede Google.",
};

const options: IcsOptions = {
  uid: "registrazione-42@www.example.it",
  sequence: 0,
  method: "REQUEST",
  organizerName: "Spezia Digitale",
  organizerEmail: "info@speziadigitale.it",
  attendee: { email: "giulia@example.it" },
  now: new Date("2025-09-01T10:00:00Z"),
};

/** The logical content lines of a calendar: CRLF-separated, continuations joined. */
function contentLines(ics: string) {
  return ics
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter((line) => line !== "");
}

function property(ics: string, name: string) {
  const line = contentLines(ics).find((l) => l.startsWith(`${name}:`) || l.startsWith(`${name};`));
  return line?.slice(line.indexOf(":") + 1);
}

describe("eventToIcs", () => {
  test("one VEVENT inside a REQUEST calendar, with times in UTC", () => {
    const ics = eventToIcs(event, options);
    const lines = contentLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toEqual(
      expect.arrayContaining([
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:REQUEST",
        "BEGIN:VEVENT",
        "END:VEVENT",
        "UID:registrazione-42@www.example.it",
        "DTSTAMP:20250901T100000Z",
        "DTSTART:20250916T073000Z",
        "DTEND:20250916T110000Z",
        "SUMMARY:Workshop SEO per le PMI",
        'ORGANIZER;CN="Spezia Digitale":mailto:info@speziadigitale.it',
        "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:giulia@example.it",
        "STATUS:CONFIRMED",
        "SEQUENCE:0",
      ]),
    );
    expect(property(ics, "PRODID")).toContain("Spezia Digitale");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("METHOD:"))).toHaveLength(1);
    expect(lines.filter((line) => line.startsWith("STATUS:"))).toHaveLength(1);
  });

  test("an update keeps the UID and writes its SEQUENCE", () => {
    const lines = contentLines(eventToIcs(event, { ...options, sequence: 3 }));
    expect(lines).toContain("UID:registrazione-42@www.example.it");
    expect(lines).toContain("SEQUENCE:3");
    expect(lines).not.toContain("SEQUENCE:0");
  });

  test("a cancellation is a CANCEL calendar whose event is CANCELLED", () => {
    const ics = eventToIcs(event, { ...options, method: "CANCEL", sequence: 2 });
    const lines = contentLines(ics);
    expect(lines).toEqual(
      expect.arrayContaining([
        "METHOD:CANCEL",
        "UID:registrazione-42@www.example.it",
        "SEQUENCE:2",
        "STATUS:CANCELLED",
        "ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:giulia@example.it",
      ]),
    );
    expect(lines).not.toContain("STATUS:CONFIRMED");
    expect(lines).not.toContain("METHOD:REQUEST");
  });

  test("the attendee's name, when given, is a quoted CN", () => {
    const ics = eventToIcs(event, {
      ...options,
      attendee: { email: "giulia@example.it", name: 'Giulia "G" Bianchi; Roma' },
    });
    expect(contentLines(ics)).toContain(
      'ATTENDEE;CN="Giulia G Bianchi; Roma";ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:giulia@example.it',
    );
  });

  test("the attachment's Content-Type names the same method as the file", () => {
    expect(calendarContentType("REQUEST")).toBe("text/calendar; charset=utf-8; method=REQUEST");
    expect(calendarContentType("CANCEL")).toBe("text/calendar; charset=utf-8; method=CANCEL");
  });

  test("a registration's UID is its id at the site's host name", () => {
    expect(registrationCalendarUid(42, "https://www.example.it/")).toBe(
      "registrazione-42@www.example.it",
    );
    expect(registrationCalendarUid(7, "http://localhost:3000")).toBe("registrazione-7@localhost");
  });

  test("every line ends with CRLF, never a bare LF or CR", () => {
    const ics = eventToIcs({ ...event, description: "Prima riga\nseconda riga\r\nterza" }, options);
    expect(ics.endsWith("\r\n")).toBe(true);
    expect(ics.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
  });

  test("text values escape backslash, semicolon, comma and newlines", () => {
    const ics = eventToIcs(
      {
        ...event,
        title: "SEO; base, avanzato \\ pratica",
        description: "Porta:\n- il portatile\n- le credenziali",
      },
      options,
    );
    expect(property(ics, "SUMMARY")).toBe("SEO\\; base\\, avanzato \\\\ pratica");
    expect(property(ics, "LOCATION")).toBe("Corso Garibaldi 1\\, 70033 Corato (BA)");
    expect(property(ics, "DESCRIPTION")).toBe("Porta:\\n- il portatile\\n- le credenziali");
    expect(escapeText("a\u0007b")).toBe("ab");
  });

  test("long lines are folded at 75 octets without splitting accented letters or emoji", () => {
    const description =
      "Perché è così: più qualità, più velocità, più città raggiunte 🚀 € ".repeat(8);
    const ics = eventToIcs({ ...event, description }, options);
    const bytes = Buffer.from(ics, "utf8");
    const physical: Buffer[] = [];
    for (let start = 0; start < bytes.length;) {
      const end = bytes.indexOf("\r\n", start);
      physical.push(bytes.subarray(start, end));
      start = end + 2;
    }
    // A strict decoder throws on a line that ends or starts inside a multi-byte character.
    const decoder = new TextDecoder("utf-8", { fatal: true });
    for (const line of physical) {
      expect(line.length).toBeLessThanOrEqual(75);
      expect(() => decoder.decode(line)).not.toThrow();
    }
    expect(physical.filter((line) => line[0] === 0x20).length).toBeGreaterThan(3);
    expect(property(ics, "DESCRIPTION")).toBe(escapeText(description));
  });

  test("foldLine leaves short lines alone and counts the continuation space", () => {
    expect(foldLine("SUMMARY:breve")).toBe("SUMMARY:breve");
    const folded = foldLine(`X:${"a".repeat(200)}`).split("\r\n");
    expect(folded[0]).toHaveLength(75);
    expect(folded[1]).toBe(` ${"a".repeat(74)}`);
    expect(folded.join("").replace(/ /g, "")).toBe(`X:${"a".repeat(200)}`);
  });

  test("a date-time without a time zone, or an end before the start, is refused", () => {
    expect(() => eventToIcs({ ...event, start: "2025-09-16T09:30:00" }, options)).toThrow(
      /fuso orario/,
    );
    expect(() => eventToIcs({ ...event, end: "2025-09-16T08:00:00+02:00" }, options)).toThrow(
      /fine/,
    );
    expect(() => eventToIcs(event, { ...options, uid: "a\r\nX-INJECTED:1" })).toThrow(/uid/);
  });

  test("an attendee address that could break the line, or a negative sequence, is refused", () => {
    for (const email of ["", "a@b.it\r\nX-INJECTED:1", "a@b.it;ROLE=CHAIR", "Giulia <a@b.it>"]) {
      expect(() => eventToIcs(event, { ...options, attendee: { email } })).toThrow(/attendee/);
    }
    expect(() => eventToIcs(event, { ...options, sequence: -1 })).toThrow(/sequence/);
    expect(() => eventToIcs(event, { ...options, sequence: 1.5 })).toThrow(/sequence/);
  });
});
