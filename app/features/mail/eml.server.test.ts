import fs from "node:fs";
import path from "node:path";
import { simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import { headerValue } from "../../../tests/support/mail";
import { renderEmail, type RenderedEmail } from "~/features/mail/email.server";
import { listEmlFiles, removeAbandonedEmlFiles, writeEmlFile } from "~/features/mail/eml.server";
import { getEnv } from "~/utils/env.server";

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
  record: null,
};

/** Writes the message and reads it back as a mail client would. */
async function saveAndParse(rendered: RenderedEmail, outboxId = 1) {
  const file = await writeEmlFile(tempDir(), rendered, { outboxId, queuedAt: date, date });
  const raw = fs.readFileSync(file);
  return { raw: raw.toString("latin1"), mail: await simpleParser(raw) };
}

describe("the .eml file", () => {
  test("a mail client reads back sender, recipient, subject, date, Message-ID, text and HTML", async () => {
    const { raw, mail } = await saveAndParse(message, 3);
    expect(raw.replace(/\r\n/g, "")).not.toMatch(/[\r\n]/);
    expect(mail.from?.value).toEqual([
      { name: "Spezia Digitale", address: "noreply@speziadigitale.it" },
    ]);
    expect(mail.to).toMatchObject({ value: [{ address: "mario.rossi@example.it" }] });
    expect(mail.subject).toBe(message.subject);
    expect(mail.date).toEqual(date);
    expect(mail.messageId).toMatch(/^<outbox-3\.[0-9a-f]{16}@speziadigitale\.it>$/);
    expect(mail.headers.get("mime-version")).toBe("1.0");
    expect(mail.text?.replace(/\n$/, "")).toBe(message.text);
    expect(mail.html).toBe(message.html);
    expect(mail.attachments).toEqual([]);
  });

  test("extra headers such as List-Unsubscribe arrive as given", async () => {
    const unsubscribe = "<https://www.example.it/newsletter/disiscrizione?token=abc123>";
    const { mail } = await saveAndParse({
      ...message,
      headers: {
        "List-Unsubscribe": unsubscribe,
        "List-Unsubscribe-Post": "List-Unsubscribe=One-Click",
      },
    });
    expect(headerValue(mail, "List-Unsubscribe")).toBe(unsubscribe);
    expect(headerValue(mail, "List-Unsubscribe-Post")).toBe("List-Unsubscribe=One-Click");
  });

  test("non-ASCII subjects, sender names and text are readable after parsing; the file stays 7-bit", async () => {
    const { raw, mail } = await saveAndParse({
      ...message,
      from: '"Città Digitale, Bari" <noreply@speziadigitale.it>',
      subject:
        "Iscrizione confermata: Corso di comunicazione politica per la città di Corato — edizione autunnale",
      text: "Perché la città è più bella d'estate? Ecco il programma dell'evento: è già online!",
      html: `<p>${"Perché la città è più bella d'estate? ".repeat(10)}</p>`,
    });
    expect(raw).toMatch(/^\p{ASCII}*$/u);
    expect(mail.from?.value).toEqual([
      { name: "Città Digitale, Bari", address: "noreply@speziadigitale.it" },
    ]);
    expect(mail.subject).toBe(
      "Iscrizione confermata: Corso di comunicazione politica per la città di Corato — edizione autunnale",
    );
    expect(mail.text).toContain("Perché la città è più bella d'estate?");
    expect(mail.html).toBe(`<p>${"Perché la città è più bella d'estate? ".repeat(10)}</p>`);
  });

  test("a registration keeps its calendar file, byte for byte", async () => {
    const rendered = await renderEmail(
      "registration-confirmation",
      {
        registrationId: 4,
        eventoLabel: "Workshop SEO a Città della Pieve",
        status: "confermata",
        sequence: 2,
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
    const { mail } = await saveAndParse(rendered, 9);
    expect(mail.subject).toBe("Iscrizione confermata: Città");
    expect(mail.text).toContain("Workshop SEO a Città della Pieve");
    expect(mail.html).toContain('lang="it"');
    expect(mail.attachments).toHaveLength(1);
    const [attachment] = mail.attachments;
    expect(attachment?.filename).toBe("evento.ics");
    expect(attachment?.contentType).toBe("text/calendar");
    // Calendar clients act on the file only when the part's method matches the file's.
    expect(attachment?.headers.get("content-type")).toMatchObject({
      params: { method: "REQUEST" },
    });
    expect(attachment?.contentDisposition).toBe("attachment");
    expect(attachment?.content.equals(rendered.attachments[0]?.content ?? Buffer.alloc(0))).toBe(
      true,
    );
    const ics = attachment?.content.toString("utf8");
    expect(ics).toContain("BEGIN:VEVENT\r\n");
    expect(ics).toContain("DTSTART:20250916T073000Z\r\n");
    expect(ics).toContain("METHOD:REQUEST\r\n");
    expect(ics).toContain("UID:registrazione-4@localhost\r\n");
    expect(ics).toContain("SEQUENCE:2\r\n");
    // Unfolded: the ATTENDEE line is longer than 75 octets.
    expect(ics?.replace(/\r\n /g, "")).toContain(":mailto:giulia@example.it\r\n");
  });

  test("a line break smuggled into a header value cannot start a header of its own", async () => {
    const { mail } = await saveAndParse({
      ...message,
      subject: "Ciao\r\nBcc: vittima@example.it",
      headers: { "X-Prova": "uno\r\nBcc: vittima@example.it" },
    });
    expect(mail.bcc).toBeUndefined();
    expect(mail.headerLines.map((header) => header.key)).not.toContain("bcc");
    expect(mail.subject).not.toMatch(/[\r\n]/);
  });
});

describe("writeEmlFile", () => {
  const queuedAt = new Date("2025-09-16T07:29:58.123Z");

  test("creates the folder and a file named after the outbox row and the time it was queued", async () => {
    const dir = path.join(tempDir(), "posta", "in-uscita");
    const file = await writeEmlFile(dir, message, { outboxId: 7, queuedAt, date });
    expect(path.dirname(file)).toBe(dir);
    expect(path.basename(file)).toBe("2025-09-16T072958.123Z-7.eml");
    expect(fs.readdirSync(dir)).toEqual(["2025-09-16T072958.123Z-7.eml"]);
    const mail = await simpleParser(fs.readFileSync(file));
    expect(mail.messageId).toMatch(/^<outbox-7\.[0-9a-f]+@speziadigitale\.it>$/);
    expect(mail.date).toEqual(date);
  });

  test("writing twice for the same outbox row leaves one file", async () => {
    const dir = tempDir();
    const first = await writeEmlFile(dir, message, { outboxId: 8, queuedAt });
    const second = await writeEmlFile(
      dir,
      { ...message, subject: "Un altro oggetto" },
      { outboxId: 8, queuedAt },
    );
    expect(second).toBe(first);
    expect(fs.readdirSync(dir)).toEqual([path.basename(first)]);
    expect((await simpleParser(fs.readFileSync(first))).subject).toBe(message.subject);
  });

  test("a row of a recreated database, with an id already used, gets a file of its own", async () => {
    const dir = tempDir();
    await writeEmlFile(dir, message, { outboxId: 1, queuedAt });
    await writeEmlFile(dir, message, { outboxId: 1, queuedAt: new Date("2025-10-01T09:00:00Z") });
    expect(fs.readdirSync(dir).sort()).toEqual([
      "2025-09-16T072958.123Z-1.eml",
      "2025-10-01T090000.000Z-1.eml",
    ]);
  });

  test("a message about a contact or a registration names it after the row", async () => {
    const dir = tempDir();
    const contact = await writeEmlFile(
      dir,
      { ...message, record: { kind: "contatto", id: 12 } },
      { outboxId: 7, queuedAt },
    );
    const registration = await writeEmlFile(
      dir,
      { ...message, record: { kind: "iscrizione", id: 3 } },
      { outboxId: 8, queuedAt },
    );
    expect(path.basename(contact)).toBe("2025-09-16T072958.123Z-7-contatto-12.eml");
    expect(path.basename(registration)).toBe("2025-09-16T072958.123Z-8-iscrizione-3.eml");
  });

  test("an id that is no row's leaves the name without a record", async () => {
    const dir = tempDir();
    const file = await writeEmlFile(
      dir,
      { ...message, record: { kind: "contatto", id: 1.5 } },
      { outboxId: 9, queuedAt },
    );
    expect(path.basename(file)).toBe("2025-09-16T072958.123Z-9.eml");
  });

  test("rows whose ids share digits are kept apart", async () => {
    const dir = tempDir();
    await writeEmlFile(dir, message, { outboxId: 11, queuedAt });
    await writeEmlFile(dir, message, { outboxId: 1, queuedAt });
    expect(fs.readdirSync(dir).sort()).toEqual([
      "2025-09-16T072958.123Z-1.eml",
      "2025-09-16T072958.123Z-11.eml",
    ]);
  });
});

describe("listEmlFiles", () => {
  test("reads the queue time and the record from the names the site writes, and nothing else", async () => {
    const dir = tempDir();
    for (const name of [
      "2025-09-16T072958.123Z-7-contatto-12.eml",
      "2024-01-02T030405.000Z-1.eml",
      "2025-09-16T072958.123Z-8-iscrizione-3.eml",
      "2025-09-16T072958.123Z-newsletter-8.eml",
      ".2025-09-16T072958.123Z-9.eml.0a1b2c3d4e5f.tmp",
      "salvata-a-mano.eml",
      "leggimi.txt",
    ])
      fs.writeFileSync(path.join(dir, name), "Subject: prova");

    const files = await listEmlFiles(dir);
    expect(files.sort((a, b) => a.file.localeCompare(b.file))).toEqual([
      {
        file: path.join(dir, "2024-01-02T030405.000Z-1.eml"),
        queuedAt: new Date("2024-01-02T03:04:05.000Z"),
        series: "outbox",
        outboxId: 1,
        record: null,
      },
      {
        file: path.join(dir, "2025-09-16T072958.123Z-7-contatto-12.eml"),
        queuedAt: new Date("2025-09-16T07:29:58.123Z"),
        series: "outbox",
        outboxId: 7,
        record: { kind: "contatto", id: 12 },
      },
      {
        file: path.join(dir, "2025-09-16T072958.123Z-8-iscrizione-3.eml"),
        queuedAt: new Date("2025-09-16T07:29:58.123Z"),
        series: "outbox",
        outboxId: 8,
        record: { kind: "iscrizione", id: 3 },
      },
      {
        file: path.join(dir, "2025-09-16T072958.123Z-newsletter-8.eml"),
        queuedAt: new Date("2025-09-16T07:29:58.123Z"),
        series: "newsletter",
        outboxId: 8,
        record: null,
      },
    ]);
  });

  test("a mail folder that does not exist yet holds no copies", async () => {
    expect(await listEmlFiles(path.join(tempDir(), "mai-creata"))).toEqual([]);
  });
});

describe("temporary files left by an interrupted write", () => {
  const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000);

  function touch(dir: string, name: string, modified: Date) {
    const file = path.join(dir, name);
    fs.writeFileSync(file, "Received: parziale");
    fs.utimesSync(file, modified, modified);
  }

  test("only temporary .eml files older than the given age are removed", async () => {
    const dir = tempDir();
    touch(dir, ".2025-09-16T072958.123Z-5.eml.0a1b2c3d4e5f.tmp", minutesAgo(10));
    // Another process may be writing this one right now.
    touch(dir, ".2025-09-16T072958.123Z-6.eml.abcdef012345.tmp", new Date());
    touch(dir, "2025-09-16T072958.123Z-4.eml", minutesAgo(10));
    touch(dir, ".appunti.tmp", minutesAgo(10));

    expect(await removeAbandonedEmlFiles(dir, { olderThanMs: 60_000 })).toBe(1);
    expect(fs.readdirSync(dir).sort()).toEqual([
      ".2025-09-16T072958.123Z-6.eml.abcdef012345.tmp",
      ".appunti.tmp",
      "2025-09-16T072958.123Z-4.eml",
    ]);
  });

  test("a mail folder that does not exist yet has nothing to remove", async () => {
    expect(
      await removeAbandonedEmlFiles(path.join(tempDir(), "mai-creata"), { olderThanMs: 60_000 }),
    ).toBe(0);
  });
});
