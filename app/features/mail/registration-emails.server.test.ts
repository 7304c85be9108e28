import fs from "node:fs";
import path from "node:path";
import { type Attachment, simpleParser } from "mailparser";
import { describe, expect, test } from "vitest";
import { emailSubject, type EmailTemplate, parseEmailPayload } from "../../../emails/catalog";
import { renderEmail } from "~/features/mail/email.server";
import { writeEmlFile } from "~/features/mail/eml.server";
import { getEnv } from "~/utils/env.server";

const to = "giulia@example.it";
const eventUrl = "http://localhost:3000/eventi/workshop-seo-2025";
const cancelUrl = "http://localhost:3000/iscrizioni/annulla?token=abc123";

const event = {
  title: "Workshop SEO per le PMI",
  start: "2025-09-16T09:30:00+02:00",
  end: "2025-09-16T13:00:00+02:00",
  location: "Corso Garibaldi 1, 70033 Corato (BA)",
  description: "Ricerca delle parole chiave, schede Google e misurazione dei risultati.",
};

/** A payload as the outbox holds it: JSON, before the template's schema reads it back. */
const queued = {
  registrationId: 7,
  eventoLabel: "Workshop SEO per le PMI",
  event,
  sequence: 0,
  eventUrl,
  cancelUrl,
};

let outboxId = 100;

/**
 * What the registrant's mail client shows: the payload read back as the outbox does, rendered,
 * saved as .eml and parsed again.
 */
async function deliver(template: EmailTemplate, payload: unknown) {
  const parsed = parseEmailPayload(template, payload);
  outboxId += 1;
  const rendered = await renderEmail(template, parsed, {
    to,
    subject: emailSubject(template, parsed, getEnv().SITE_NAME),
    outboxId,
  });
  const dir = fs.mkdtempSync(path.join(getEnv().DATA_DIR, "iscrizioni-"));
  const file = await writeEmlFile(dir, rendered, { outboxId, queuedAt: new Date() });
  const mail = await simpleParser(fs.readFileSync(file));
  return { mail, record: rendered.record, text: mail.text ?? "", file: path.basename(file) };
}

function calendarOf(attachments: Attachment[]) {
  expect(attachments).toHaveLength(1);
  const [attachment] = attachments;
  if (!attachment) throw new Error("no attachment");
  expect(attachment.filename).toBe("evento.ics");
  const type = attachment.headers.get("content-type") as {
    value: string;
    params: Record<string, string>;
  };
  const ics = attachment.content.toString("utf8");
  const lines = ics
    .replace(/\r\n /g, "")
    .split("\r\n")
    .filter((line) => line !== "");
  return { type: type.value, method: type.params.method, lines };
}

/** The calendar file every registration message carries: the one entry, updated or cancelled. */
function expectCalendar(
  attachments: Attachment[],
  expected: { method: "REQUEST" | "CANCEL"; sequence: number; id?: number },
) {
  const { type, method, lines } = calendarOf(attachments);
  expect(type).toBe("text/calendar");
  expect(method).toBe(expected.method);
  expect(lines).toContain(`METHOD:${expected.method}`);
  expect(lines).toContain(`UID:registrazione-${expected.id ?? 7}@localhost`);
  expect(lines).toContain(`SEQUENCE:${expected.sequence}`);
  expect(lines).toContain(
    `ATTENDEE;ROLE=REQ-PARTICIPANT;PARTSTAT=ACCEPTED;RSVP=FALSE:mailto:${to}`,
  );
  expect(lines).toContain(expected.method === "CANCEL" ? "STATUS:CANCELLED" : "STATUS:CONFIRMED");
  expect(lines).toContain("DTSTART:20250916T073000Z");
}

function expectCancelLink(text: string) {
  expect(text).toContain("Se non puoi più partecipare, il posto andrà a chi è in lista d'attesa");
  // The address ends its line: no stop or colon a mail client could take into it.
  expect(text).toMatch(new RegExp(`annulla l'iscrizione da questa pagina ${escape(cancelUrl)}\n`));
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

describe("the confirmation", () => {
  test("a confirmed seat: date, place, the cancel page and the calendar entry to add", async () => {
    const { mail, text, record, file } = await deliver("registration-confirmation", {
      ...queued,
      status: "confermata",
    });
    expect(mail.subject).toBe("Iscrizione confermata: Workshop SEO per le PMI");
    expect(text).toContain("è confermata");
    expect(text).toContain("16 settembre 2025");
    expect(text).toContain("dalle 09:30 alle 13:00");
    expect(text).toContain("Corso Garibaldi 1, 70033 Corato (BA)");
    expect(text).toContain(eventUrl);
    expectCancelLink(text);
    expect(text).not.toContain("scrivici a");
    expectCalendar(mail.attachments, { method: "REQUEST", sequence: 0 });
    expect(record).toEqual({ kind: "iscrizione", id: 7 });
    expect(file).toMatch(/-iscrizione-7\.eml$/);
  });

  test("with the advertising box ticked, the page withdrawing it ends its line", async () => {
    const adConsentUrl = "https://www.example.it/consenso-pubblicita?t=abc.def";
    const { text } = await deliver("registration-confirmation", { ...queued, adConsentUrl });
    expect(text).toMatch(
      new RegExp(`revocare il consenso quando vuoi da questa pagina ${escape(adConsentUrl)}\n`),
    );
    const { text: without } = await deliver("registration-confirmation", queued);
    expect(without).not.toContain("Google e Meta");
  });

  test("a full event: the waiting list, no calendar entry yet", async () => {
    const { mail, text } = await deliver("registration-confirmation", {
      ...queued,
      status: "in-attesa",
    });
    expect(mail.subject).toBe("Sei in lista d'attesa: Workshop SEO per le PMI");
    expect(text).toContain("è al completo");
    expect(text).toContain("lista d'attesa");
    expect(text).toContain("Se si libera un posto ti scriviamo");
    expect(text).not.toContain("è confermata");
    expect(text).toContain(cancelUrl);
    expect(text).not.toContain("evento.ics");
    expect(mail.attachments).toEqual([]);
  });

  test("a row queued by the previous release still parses: confirmed, first calendar file, old wording", async () => {
    const old = { registrationId: 7, eventoLabel: "Workshop SEO per le PMI", event };
    expect(parseEmailPayload("registration-confirmation", old)).toMatchObject({
      status: "confermata",
      sequence: 0,
    });
    const { mail, text } = await deliver("registration-confirmation", old);
    expect(mail.subject).toBe("Iscrizione confermata: Workshop SEO per le PMI");
    expect(text).toContain("Se non puoi più partecipare scrivici a");
    expectCalendar(mail.attachments, { method: "REQUEST", sequence: 0 });
  });

  test("a row without the registration's id gets a calendar UID no registration has", async () => {
    const { mail } = await deliver("registration-confirmation", {
      eventoLabel: "Workshop SEO per le PMI",
      event,
    });
    const { lines } = calendarOf(mail.attachments);
    expect(lines).toContain(`UID:outbox-${outboxId}@localhost`);
  });

  test("a course without dates: no date, no calendar file", async () => {
    const { mail, text } = await deliver("registration-confirmation", {
      ...queued,
      eventoLabel: "Corso di copywriting",
      event: null,
    });
    expect(mail.subject).toBe("Iscrizione confermata: Corso di copywriting");
    expect(text).toContain("Qualche giorno prima dell'inizio ti scriviamo");
    expect(mail.attachments).toEqual([]);
  });

  test("an event or cancel address that is not a web page is refused", async () => {
    expect(() =>
      parseEmailPayload("registration-confirmation", { ...queued, cancelUrl: "non un indirizzo" }),
    ).toThrow(/cancelUrl/);
    await expect(
      deliver("registration-confirmation", { ...queued, cancelUrl: "javascript:alert(1)" }),
    ).rejects.toThrow(/annullamento/);
    await expect(
      deliver("registration-confirmation", { ...queued, eventUrl: "ftp://example.it/x" }),
    ).rejects.toThrow(/evento/);
  });
});

describe("the seat freed from the waiting list", () => {
  test("the registration is confirmed and the calendar entry comes now", async () => {
    const { mail, text, record } = await deliver("registration-promoted", queued);
    expect(mail.subject).toBe("Si è liberato un posto: Workshop SEO per le PMI");
    expect(text).toContain("si è liberato un posto");
    expect(text).toContain("ora è confermata");
    expect(text).toContain("16 settembre 2025");
    expectCancelLink(text);
    expectCalendar(mail.attachments, { method: "REQUEST", sequence: 0 });
    expect(record).toEqual({ kind: "iscrizione", id: 7 });
  });

  test("a course without dates gets no calendar file", async () => {
    const { mail } = await deliver("registration-promoted", { ...queued, event: null });
    expect(mail.attachments).toEqual([]);
  });
});

describe("a change to the event", () => {
  const moved = {
    ...event,
    start: "2025-10-02T15:00:00+02:00",
    end: "2025-10-02T18:00:00+02:00",
    location: "Via Roma 10, 70033 Corato (BA)",
  };

  test("modificato: the new details, and the entry updated with the next sequence", async () => {
    const { mail, text } = await deliver("registration-update", {
      ...queued,
      event: moved,
      sequence: 1,
      change: "modificato",
    });
    expect(mail.subject).toBe("Evento aggiornato: Workshop SEO per le PMI");
    expect(text).toContain("2 ottobre 2025");
    expect(text).toContain("dalle 15:00 alle 18:00");
    expect(text).toContain("Via Roma 10");
    expect(text).toContain("resta valida");
    expectCancelLink(text);
    const { lines } = calendarOf(mail.attachments);
    expect(lines).toContain("DTSTART:20251002T130000Z");
    expect(lines).toContain("SEQUENCE:1");
    expect(lines).toContain("METHOD:REQUEST");
    expect(lines).toContain("UID:registrazione-7@localhost");
  });

  test("riprogrammato: a new date", async () => {
    const { mail, text } = await deliver("registration-update", {
      ...queued,
      event: moved,
      sequence: 2,
      change: "riprogrammato",
    });
    expect(mail.subject).toBe("Nuova data per Workshop SEO per le PMI");
    expect(text).toContain("nuova data");
    expect(text).toContain("2 ottobre 2025");
    const { method, lines } = calendarOf(mail.attachments);
    expect(method).toBe("REQUEST");
    expect(lines).toContain("SEQUENCE:2");
    expect(lines).toContain("STATUS:CONFIRMED");
  });

  test("rinviato without a date: the date will follow, the entry is left alone", async () => {
    const { mail, text } = await deliver("registration-update", {
      ...queued,
      event: null,
      sequence: 1,
      change: "rinviato",
    });
    expect(mail.subject).toBe("Evento rinviato: Workshop SEO per le PMI");
    expect(text).toContain("abbiamo dovuto rinviare");
    expect(text).toContain("te la comunichiamo");
    expect(text).toContain("resta valida");
    expect(text).not.toContain("Orario");
    expectCancelLink(text);
    expect(mail.attachments).toEqual([]);
  });

  test("rinviato with an event still refreshes the entry", async () => {
    const { mail } = await deliver("registration-update", {
      ...queued,
      sequence: 1,
      change: "rinviato",
    });
    expectCalendar(mail.attachments, { method: "REQUEST", sequence: 1 });
  });

  test("annullato: the registration ends with the event, and the entry is cancelled", async () => {
    const { mail, text, record } = await deliver("registration-update", {
      ...queued,
      sequence: 3,
      change: "annullato",
    });
    expect(mail.subject).toBe("Evento annullato: Workshop SEO per le PMI");
    expect(text).toContain("abbiamo dovuto annullare");
    expect(text).toContain("togliere l'appuntamento");
    expect(text).not.toContain(cancelUrl);
    expectCalendar(mail.attachments, { method: "CANCEL", sequence: 3 });
    expect(record).toEqual({ kind: "iscrizione", id: 7 });
  });

  test("an unknown change is refused when read back", () => {
    expect(() =>
      parseEmailPayload("registration-update", { ...queued, change: "spostato" }),
    ).toThrow(/change/);
  });
});

describe("the registrant's own cancellation", () => {
  test("says so and cancels the calendar entry", async () => {
    const { mail, text, record } = await deliver("registration-cancelled", {
      ...queued,
      sequence: 1,
    });
    expect(mail.subject).toBe("Iscrizione annullata: Workshop SEO per le PMI");
    expect(text).toContain("abbiamo annullato la tua iscrizione");
    expect(text).toContain("lista d'attesa");
    expect(text).toContain(eventUrl);
    expect(text).not.toContain(cancelUrl);
    expectCalendar(mail.attachments, { method: "CANCEL", sequence: 1 });
    expect(record).toEqual({ kind: "iscrizione", id: 7 });
  });

  test("a course without dates has no entry to cancel", async () => {
    const { mail } = await deliver("registration-cancelled", { ...queued, event: null });
    expect(mail.attachments).toEqual([]);
  });
});

describe("the reminder the day before", () => {
  test("date, time, place, the event page and the cancel page; the same entry refreshed", async () => {
    const { mail, text, record } = await deliver("registration-reminder", {
      ...queued,
      sequence: 2,
    });
    expect(mail.subject).toBe("Domani: Workshop SEO per le PMI");
    expect(text).toContain("domani");
    expect(text).toContain("16 settembre 2025");
    expect(text).toContain("dalle 09:30 alle 13:00");
    expect(text).toContain("Corso Garibaldi 1, 70033 Corato (BA)");
    expect(text).toContain(eventUrl);
    expectCancelLink(text);
    expectCalendar(mail.attachments, { method: "REQUEST", sequence: 2 });
    expect(record).toEqual({ kind: "iscrizione", id: 7 });
  });
});

describe("every registration e-mail", () => {
  const cases: [EmailTemplate, Record<string, unknown>][] = [
    ["registration-confirmation", {}],
    ["registration-confirmation", { status: "in-attesa" }],
    ["registration-promoted", {}],
    ["registration-update", { change: "modificato" }],
    ["registration-cancelled", {}],
    ["registration-reminder", {}],
  ];

  test.each(cases)("%s %o: repeats nothing the visitor typed", async (template, extra) => {
    const spam = "Vinci un iPhone su https://spam.example";
    const payload = parseEmailPayload(template, {
      ...queued,
      ...extra,
      nome: spam,
      messaggio: spam,
    });
    expect(payload).not.toHaveProperty("nome");
    expect(payload).not.toHaveProperty("messaggio");
    const { mail } = await deliver(template, payload);
    for (const part of [mail.html || "", mail.text ?? "", mail.subject ?? ""]) {
      expect(part).not.toContain("spam.example");
    }
  });

  test("an attendee address that could break the calendar file is refused", async () => {
    const parsed = parseEmailPayload("registration-reminder", queued);
    await expect(
      renderEmail("registration-reminder", parsed, {
        to: "giulia@example.it;ROLE=CHAIR",
        subject: "Domani",
        outboxId: 1,
      }),
    ).rejects.toThrow(/attendee/);
  });
});
