import fs from "node:fs";
import path from "node:path";
import { describe, expect, test } from "vitest";
import type { RenderedEmail } from "~/utils/email.server";
import { renderEmail } from "~/utils/email.server";
import {
  encodeQuotedPrintable,
  formatEml,
  formatMailbox,
  formatRfc5322Date,
  writeEmlFile,
} from "~/utils/eml.server";
import { getEnv } from "~/utils/env.server";

type Part = { headers: Map<string, string>; body: string };

/** Headers (unfolded, names lower-cased) and body of a message or MIME part. */
function parsePart(raw: string): Part {
  const split = raw.indexOf("\r\n\r\n");
  const head = split === -1 ? raw : raw.slice(0, split);
  const headers = new Map<string, string>();
  for (const line of head.replace(/\r\n(?=[ \t])/g, "").split("\r\n")) {
    const colon = line.indexOf(":");
    headers.set(line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim());
  }
  return { headers, body: split === -1 ? "" : raw.slice(split + 4) };
}

function childParts(part: Part) {
  const boundary = /boundary="([^"]+)"/.exec(part.headers.get("content-type") ?? "")?.[1];
  if (!boundary) throw new Error("not a multipart");
  const sections = part.body.split(`--${boundary}`);
  expect(sections.at(-1)).toMatch(/^--\r\n/);
  return sections.slice(1, -1).map((section) => parsePart(section.replace(/^\r\n/, "").replace(/\r\n$/, "")));
}

function decodeQuotedPrintable(body: string) {
  const joined = body.replace(/=\r\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < joined.length; i++) {
    if (joined[i] === "=") {
      bytes.push(Number.parseInt(joined.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(joined.charCodeAt(i));
    }
  }
  return Buffer.from(bytes).toString("utf8").replace(/\r\n/g, "\n");
}

function decodeEncodedWords(value: string) {
  return value.replace(/=\?UTF-8\?B\?([A-Za-z0-9+/=]*)\?=(?:\s+(?==\?))?/g, (_, base64: string) =>
    Buffer.from(base64, "base64").toString("utf8"),
  );
}

// Inside the test file's data folder, which the setup removes afterwards.
function tempDir() {
  return fs.mkdtempSync(path.join(getEnv().DATA_DIR, "mail-"));
}

const date = new Date("2025-09-16T07:30:05Z");

const message: RenderedEmail = {
  from: "Spezia Digitale <noreply@speziadigitale.it>",
  to: "mario.rossi@example.it",
  subject: "Abbiamo ricevuto la tua richiesta - Spezia Digitale",
  html: '<!DOCTYPE html><html lang="it"><body><p>Grazie, Mario! Ti rispondiamo entro 24 ore.</p></body></html>',
  text: "Grazie, Mario!\nTi rispondiamo entro 24 ore.\n\nPer qualcosa di urgente: +39 080 000 0000",
  headers: {},
  attachments: [],
};

describe("formatEml", () => {
  test("RFC 5322 headers, CRLF everywhere, multipart/alternative with text before HTML", () => {
    const eml = formatEml(
      { ...message, headers: { "List-Unsubscribe": "<https://www.example.it/newsletter/disiscrizione?t=1>" } },
      { messageId: "outbox-3.abcdef@speziadigitale.it", date },
    );
    expect(eml.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    const root = parsePart(eml);
    expect(root.headers.get("from")).toBe("Spezia Digitale <noreply@speziadigitale.it>");
    expect(root.headers.get("to")).toBe("mario.rossi@example.it");
    expect(root.headers.get("subject")).toBe("Abbiamo ricevuto la tua richiesta - Spezia Digitale");
    expect(root.headers.get("date")).toBe("Tue, 16 Sep 2025 07:30:05 +0000");
    expect(root.headers.get("message-id")).toBe("<outbox-3.abcdef@speziadigitale.it>");
    expect(root.headers.get("mime-version")).toBe("1.0");
    expect(root.headers.get("list-unsubscribe")).toBe("<https://www.example.it/newsletter/disiscrizione?t=1>");
    expect(root.headers.get("content-type")).toMatch(/^multipart\/alternative; boundary="[^"]+"$/);

    const parts = childParts(root);
    expect(parts.map((part) => part.headers.get("content-type"))).toEqual([
      "text/plain; charset=utf-8",
      "text/html; charset=utf-8",
    ]);
    for (const part of parts) expect(part.headers.get("content-transfer-encoding")).toBe("quoted-printable");
    expect(decodeQuotedPrintable(parts[0]?.body ?? "")).toBe(message.text);
    expect(decodeQuotedPrintable(parts[1]?.body ?? "")).toBe(message.html);
  });

  test("the whole message is 7-bit with short lines; non-ASCII subjects and names are encoded words", () => {
    const eml = formatEml(
      {
        ...message,
        from: '"Città Digitale, Bari" <noreply@speziadigitale.it>',
        subject: "Iscrizione confermata: Città",
        text: "Perché la città è più bella d'estate? Ecco il programma dell'evento: è già online!",
        html: `<p>${"Perché la città è più bella d'estate? ".repeat(10)}</p>`,
      },
      { messageId: "outbox-4.abcdef@speziadigitale.it", date },
    );
    expect(eml).toMatch(/^[\x00-\x7f]*$/);
    for (const line of eml.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);

    const root = parsePart(eml);
    const subject = root.headers.get("subject") ?? "";
    expect(subject).toMatch(/^=\?UTF-8\?B\?/);
    expect(decodeEncodedWords(subject)).toBe("Iscrizione confermata: Città");
    expect(decodeEncodedWords(root.headers.get("from") ?? "")).toBe(
      "Città Digitale, Bari <noreply@speziadigitale.it>",
    );
    const [text, html] = childParts(root);
    expect(decodeQuotedPrintable(text?.body ?? "")).toContain("Perché la città è più bella");
    expect(decodeQuotedPrintable(html?.body ?? "")).toBe(
      `<p>${"Perché la città è più bella d'estate? ".repeat(10)}</p>`,
    );
  });

  test("a long non-ASCII subject is split into several encoded words, none cutting a letter", () => {
    const long = "Iscrizione confermata: Corso di comunicazione politica per la città di Corato — edizione autunnale";
    const eml = formatEml({ ...message, subject: long }, { messageId: "a@b.it", date });
    const subject = parsePart(eml).headers.get("subject") ?? "";
    const words = subject.split(" ");
    expect(words.length).toBeGreaterThan(1);
    for (const word of words) {
      expect(word.length).toBeLessThanOrEqual(75);
      const decoded = Buffer.from(/\?B\?(.*)\?=$/.exec(word)?.[1] ?? "", "base64");
      expect(() => new TextDecoder("utf-8", { fatal: true }).decode(decoded)).not.toThrow();
    }
    expect(decodeEncodedWords(subject)).toBe(long);
  });

  test("attachments wrap the alternative in multipart/mixed, base64 in lines of 76", () => {
    const calendar = `BEGIN:VCALENDAR\r\n${"X-RIGA:Città, contenuto di prova per il test\r\n".repeat(20)}END:VCALENDAR\r\n`;
    const eml = formatEml(
      {
        ...message,
        attachments: [
          {
            filename: "evento.ics",
            contentType: "text/calendar; charset=utf-8; method=PUBLISH",
            content: Buffer.from(calendar, "utf8").toString("base64"),
          },
        ],
      },
      { messageId: "outbox-5.abcdef@speziadigitale.it", date },
    );
    expect(eml).toMatch(/^[\x00-\x7f]*$/);
    for (const line of eml.split("\r\n")) expect(line.length).toBeLessThanOrEqual(78);
    const root = parsePart(eml);
    expect(root.headers.get("content-type")).toMatch(/^multipart\/mixed; boundary="[^"]+"$/);
    const [alternative, attachment, ...rest] = childParts(root);
    expect(rest).toEqual([]);
    if (!alternative || !attachment) throw new Error("missing parts");

    expect(alternative.headers.get("content-type")).toMatch(/^multipart\/alternative; boundary=/);
    expect(childParts(alternative).map((part) => part.headers.get("content-type"))).toEqual([
      "text/plain; charset=utf-8",
      "text/html; charset=utf-8",
    ]);

    expect(attachment.headers.get("content-type")).toBe(
      'text/calendar; charset=utf-8; method=PUBLISH; name="evento.ics"',
    );
    expect(attachment.headers.get("content-disposition")).toBe('attachment; filename="evento.ics"');
    expect(attachment.headers.get("content-transfer-encoding")).toBe("base64");
    const lines = attachment.body.replace(/\r\n$/, "").split("\r\n");
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(line).toMatch(/^[A-Za-z0-9+/=]{1,76}$/);
    expect(lines.slice(0, -1).every((line) => line.length === 76)).toBe(true);
    expect(Buffer.from(lines.join(""), "base64").toString("utf8")).toBe(calendar);
  });

  test("a line break in any header value is refused", () => {
    const options = { messageId: "a@b.it", date };
    expect(() => formatEml({ ...message, subject: "Ciao\r\nBcc: vittima@example.it" }, options)).toThrow(/a capo/);
    expect(() => formatEml({ ...message, to: "a@b.it\nBcc: vittima@example.it" }, options)).toThrow(/a capo/);
    expect(() => formatEml({ ...message, from: "x <a@b.it>\rBcc: v@e.it" }, options)).toThrow(/a capo/);
    expect(() => formatEml({ ...message, headers: { "X-Prova": "uno\r\nBcc: v@e.it" } }, options)).toThrow(/a capo/);
    expect(() => formatEml({ ...message, headers: { "X-Prova\r\nBcc": "v@e.it" } }, options)).toThrow(/non valido/);
    expect(() => formatEml({ ...message, headers: { bcc: "v@e.it" } }, options)).toThrow(/riservata/);
  });

  test("quoted-printable keeps trailing spaces and equals signs visible", () => {
    expect(encodeQuotedPrintable("a = b ")).toBe("a =3D b=20");
    const encoded = encodeQuotedPrintable("x".repeat(200));
    for (const line of encoded.split("\r\n")) expect(line.length).toBeLessThanOrEqual(76);
    expect(decodeQuotedPrintable(encoded)).toBe("x".repeat(200));
  });

  test("sender names with special characters are quoted", () => {
    expect(formatMailbox("Spezia Digitale", "a@b.it")).toBe("Spezia Digitale <a@b.it>");
    expect(formatMailbox('Rossi, "Bari"', "a@b.it")).toBe('"Rossi, \\"Bari\\"" <a@b.it>');
    expect(formatMailbox("Nome\r\nBcc: x@y.it", "a@b.it")).toBe('"Nome Bcc: x@y.it" <a@b.it>');
    const eml = formatEml({ ...message, to: "Rossi, Mario <mario@example.it>" }, { messageId: "a@b.it", date });
    expect(parsePart(eml).headers.get("to")).toBe('"Rossi, Mario" <mario@example.it>');
  });

  test("dates follow RFC 5322", () => {
    expect(formatRfc5322Date(new Date("2025-01-05T09:03:07Z"))).toBe("Sun, 5 Jan 2025 09:03:07 +0000");
  });
});

describe("writeEmlFile", () => {
  test("creates the folder and a timestamped file named after the outbox row", async () => {
    const dir = path.join(tempDir(), "posta", "in-uscita");
    const file = await writeEmlFile(dir, message, { outboxId: 7, date });
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toBe("2025-09-16T073005.000Z-7.eml");
    const root = parsePart(fs.readFileSync(file, "utf8"));
    expect(root.headers.get("message-id")).toMatch(/^<outbox-7\.[0-9a-f]+@speziadigitale\.it>$/);
    expect(root.headers.get("subject")).toBe(message.subject);
    expect(fs.readdirSync(dir)).toEqual(["2025-09-16T073005.000Z-7.eml"]);
  });

  test("writing twice for the same outbox row leaves one file", async () => {
    const dir = tempDir();
    const first = await writeEmlFile(dir, message, { outboxId: 8 });
    const second = await writeEmlFile(dir, { ...message, subject: "Un altro oggetto" }, { outboxId: 8 });
    expect(second).toBe(first);
    expect(fs.readdirSync(dir)).toEqual([path.basename(first)]);
    expect(parsePart(fs.readFileSync(first, "utf8")).headers.get("subject")).toBe(message.subject);
  });

  test("rows whose ids share digits are kept apart", async () => {
    const dir = tempDir();
    await writeEmlFile(dir, message, { outboxId: 11, date });
    await writeEmlFile(dir, message, { outboxId: 1, date });
    expect(fs.readdirSync(dir).sort()).toEqual(["2025-09-16T073005.000Z-1.eml", "2025-09-16T073005.000Z-11.eml"]);
  });

  test("a rendered registration with its calendar file round-trips", async () => {
    const rendered = await renderEmail(
      "registration-confirmation",
      {
        nome: "Giulia",
        eventoLabel: "Workshop SEO a Città della Pieve",
        event: {
          title: "Workshop SEO",
          start: "2025-09-16T09:30:00+02:00",
          end: "2025-09-16T13:00:00+02:00",
          location: "Corso Garibaldi 1, Corato",
          description: "Ricerca delle parole chiave e schede Google.",
        },
      },
      { to: "giulia@example.it", subject: "Iscrizione confermata: Città", outboxId: 9 },
    );
    const file = await writeEmlFile(tempDir(), rendered, { outboxId: 9 });
    const raw = fs.readFileSync(file, "utf8");
    const root = parsePart(raw);
    expect(decodeEncodedWords(root.headers.get("subject") ?? "")).toBe("Iscrizione confermata: Città");
    const [alternative, attachment] = childParts(root);
    const [text, html] = childParts(alternative ?? { headers: new Map(), body: "" });
    expect(decodeQuotedPrintable(text?.body ?? "")).toContain("Workshop SEO a Città della Pieve");
    expect(decodeQuotedPrintable(html?.body ?? "")).toContain('lang="it"');
    const ics = Buffer.from((attachment?.body ?? "").replace(/\r\n/g, ""), "base64").toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20250916T073000Z\r\n");
  });
});
