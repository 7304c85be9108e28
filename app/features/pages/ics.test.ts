import { describe, expect, test } from "vitest";
import { type DatedEvent, escapeText, eventToIcs, foldLine } from "~/features/pages/ics";

const event: DatedEvent = {
  title: "Workshop SEO per le PMI",
  start: "2025-09-16T09:30:00+02:00",
  end: "2025-09-16T13:00:00+02:00",
  location: "Corso Garibaldi 1, 70033 Corato (BA)",
  description: "Una mattina di lavoro pratico su ricerca delle parole chiave e schede Google.",
};

const options = {
  uid: "registrazione-42@www.example.it",
  organizerName: "Spezia Digitale",
  organizerEmail: "info@speziadigitale.it",
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
  test("one VEVENT inside a PUBLISH calendar, with times in UTC", () => {
    const ics = eventToIcs(event, options);
    const lines = contentLines(ics);
    expect(lines[0]).toBe("BEGIN:VCALENDAR");
    expect(lines.at(-1)).toBe("END:VCALENDAR");
    expect(lines).toEqual(
      expect.arrayContaining([
        "VERSION:2.0",
        "CALSCALE:GREGORIAN",
        "METHOD:PUBLISH",
        "BEGIN:VEVENT",
        "END:VEVENT",
        "UID:registrazione-42@www.example.it",
        "DTSTAMP:20250901T100000Z",
        "DTSTART:20250916T073000Z",
        "DTEND:20250916T110000Z",
        "SUMMARY:Workshop SEO per le PMI",
        'ORGANIZER;CN="Spezia Digitale":mailto:info@speziadigitale.it',
      ]),
    );
    expect(property(ics, "PRODID")).toContain("Spezia Digitale");
    expect(lines.filter((line) => line === "BEGIN:VEVENT")).toHaveLength(1);
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
});
