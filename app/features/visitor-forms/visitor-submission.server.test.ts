import fs from "node:fs";
import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { contactSubmissions, emailOutbox, newsletterSubscribers } from "../../../db/schema";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { confirmSubscription, unsubscribe } from "~/features/visitor-forms/newsletter.server";
import { spoolDir } from "~/features/visitor-forms/spool.server";
import type { ContactValue, VisitorEntry } from "~/features/visitor-forms/visitor-records.server";
import {
  acceptSubmission,
  contactKind,
  handleVisitorForm,
  importSpooledSubmissions,
  pageVisitorForm,
  visitorFormKinds,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";

beforeAll(() => migrateDatabase());
afterEach(() => fs.rmSync(spoolDir(), { recursive: true, force: true }));

let counter = 0;
const unique = (label: string) => `${label}.${++counter}@example.com`;

const contact = (
  ip = "198.51.100.10",
  value: Partial<ContactValue> = {},
): VisitorEntry<ContactValue> => ({
  value: {
    nome: "Giulia",
    cognome: "Russo",
    email: unique("giulia"),
    servizio: "consulenza",
    messaggio: "Vorrei una consulenza.",
    privacy_accepted: true,
    newsletter_accepted: false,
    ...value,
  } as ContactValue,
  source: "contatti",
  visitor: { ip, userAgent: "Test" },
});

const rowsFor = (email: string) =>
  db
    .select()
    .from(contactSubmissions)
    .where(sql`email = ${email}`)
    .all();
const outboxFor = (recipient: string) =>
  db
    .select()
    .from(emailOutbox)
    .where(sql`recipient = ${recipient}`)
    .all();
const subscriber = (email: string) =>
  db
    .select()
    .from(newsletterSubscribers)
    .where(sql`email = ${email}`)
    .get();

function post(path: string, fields: Record<string, string>, ip = "203.0.113.50") {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "User-Agent": "Prova/1.0" },
  });
  return { request, context: { cspNonce: "n", clientIp: ip, buildVersion: "test" } };
}

/** What a data() answer carries, for the cases that do not redirect. */
type Reply = {
  init: { status: number };
  data: {
    result?: { error?: Record<string, string[]>; initialValue?: unknown };
    alert: { title: string } | null;
  };
};

/** Makes inserts into `table` fail while `run` runs, as a database that refuses writes would. */
async function withBrokenTable<T>(table: string, run: () => T): Promise<Awaited<T>> {
  db.run(
    sql.raw(
      `create trigger guasto before insert on ${table} begin select raise(abort, 'guasto'); end`,
    ),
  );
  try {
    return await run();
  } finally {
    db.run(sql.raw("drop trigger guasto"));
  }
}

describe("contact requests", () => {
  test("a request is stored with its two e-mails in one go", async () => {
    const entry = contact();
    expect(await acceptSubmission(contactKind, entry)).toBe("stored");
    expect(rowsFor(entry.value.email)).toHaveLength(1);
    expect(outboxFor(entry.value.email).map((row) => row.template)).toEqual([
      "contact-acknowledgement",
    ]);
    const notification = outboxFor(getEnv().NOTIFY_EMAIL).find(
      (row) => (row.payload as { email: string }).email === entry.value.email,
    );
    expect(notification?.template).toBe("contact-notification");
  });

  test("the acknowledgement carries the service and the time, nothing the visitor typed", async () => {
    const entry = contact("198.51.100.14");
    expect(await acceptSubmission(contactKind, entry, new Date("2026-01-10T10:00:00Z"))).toBe(
      "stored",
    );
    // The id is not shown: it ties the message's .eml copy to the request.
    expect(outboxFor(entry.value.email).map((row) => row.payload)).toEqual([
      {
        submissionId: rowsFor(entry.value.email)[0]?.id,
        servizioLabel: "Consulenza Strategica",
        receivedAt: "2026-01-10T10:00:00.000Z",
        language: "it",
      },
    ]);
  });

  test("the sixth request within the hour from one address is refused", async () => {
    const ip = "198.51.100.20";
    const now = new Date("2026-01-10T10:00:00Z");
    for (let i = 0; i < 5; i += 1)
      expect(await acceptSubmission(contactKind, contact(ip), now)).toBe("stored");
    const sixth = contact(ip);
    expect(await acceptSubmission(contactKind, sixth, now)).toBe("rate-limited");
    expect(rowsFor(sixth.value.email)).toHaveLength(0);
    // An hour later the window has moved on.
    expect(
      await acceptSubmission(contactKind, contact(ip), new Date(now.getTime() + 3_600_001)),
    ).toBe("stored");
  });

  test("an information request is stored as a contact submission named after its page", async () => {
    const email = unique("stand");
    const { request, context } = post("/servizi/stand-fieristici", {
      nome: "Franco",
      cognome: "Esposito",
      email,
      messaggio: "Uno stand di 32 mq per Vinitaly.",
      privacy_accepted: "on",
    });
    const response = (await handleVisitorForm(
      request,
      context,
      pageVisitorForm("stand-fieristici", "richiesta", "Stand Fieristici"),
    )) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/grazie");
    expect(rowsFor(email)[0]).toMatchObject({
      servizio: "stand-fieristici",
      source: "stand-fieristici",
      telefono: null,
      azienda: null,
      ipAddress: "203.0.113.50",
      userAgent: "Prova/1.0",
    });
    // The acknowledgement names the request after the page's subject.
    expect(outboxFor(email).map((row) => row.payload)).toEqual([
      expect.objectContaining({ servizioLabel: "Stand Fieristici" }),
    ]);
  });

  test("a multipart post without its boundary is answered 400 with a message, not 500", async () => {
    const request = new Request("http://localhost/contatti", {
      method: "POST",
      body: "nome=Franco",
      headers: { "Content-Type": "multipart/form-data" },
    });
    const context = { cspNonce: "n", clientIp: "203.0.113.51", buildVersion: "test" };
    const reply = (await handleVisitorForm(
      request,
      context,
      visitorForms.contatti,
    )) as unknown as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.alert?.title).toBe("Invio non leggibile");
  });

  test("an information request without consent is answered 400 and stores nothing", async () => {
    const email = unique("senza-consenso");
    const { request, context } = post("/servizi/packaging-design", {
      nome: "Franco",
      cognome: "Esposito",
      email,
      messaggio: "Ciao",
    });
    const reply = (await handleVisitorForm(
      request,
      context,
      pageVisitorForm("packaging-design", "richiesta", "Packaging Design"),
    )) as unknown as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result?.error?.privacy_accepted).toEqual([
      "Devi accettare il trattamento dei dati personali per procedere.",
    ]);
    expect(rowsFor(email)).toHaveLength(0);
  });
});

describe("the spool", () => {
  test("covers a database that refuses the row: the request is imported later, e-mails and all", async () => {
    const entry = contact("198.51.100.11", { newsletter_accepted: true });
    await withBrokenTable("contact_submissions", async () => {
      expect(await acceptSubmission(contactKind, entry)).toBe("spooled");
      expect(rowsFor(entry.value.email)).toHaveLength(0);
      expect(outboxFor(entry.value.email)).toHaveLength(0);
      expect(importSpooledSubmissions(visitorFormKinds).imported).toBe(0);
    });
    expect(importSpooledSubmissions(visitorFormKinds)).toEqual({ imported: 1, waiting: 0 });
    expect(rowsFor(entry.value.email)[0]).toMatchObject({
      nome: "Giulia",
      newsletterAccepted: true,
      source: "contatti",
    });
    expect(
      outboxFor(entry.value.email)
        .map((r) => r.template)
        .sort(),
    ).toEqual(["contact-acknowledgement", "newsletter-confirmation"]);
    expect(importSpooledSubmissions(visitorFormKinds).imported).toBe(0);
  });

  test("covers a database locked by another process for longer than the wait, and fills up once it is free", async () => {
    stopWaitingForLocks();
    const other = new Database(getEnv().DATABASE_PATH);
    other.exec("begin immediate");
    const entry = contact("198.51.100.12");
    const started = Date.now();
    try {
      expect(await acceptSubmission(contactKind, entry)).toBe("spooled");
      expect(Date.now() - started).toBeLessThan(1000);
      expect(importSpooledSubmissions(visitorFormKinds)).toEqual({ imported: 0, waiting: 1 });
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect(importSpooledSubmissions(visitorFormKinds)).toEqual({ imported: 1, waiting: 0 });
    expect(rowsFor(entry.value.email)).toHaveLength(1);
  });

  test("a lock that ends within the wait costs the visitor only the wait: the request is stored", async () => {
    stopWaitingForLocks();
    const other = new Database(getEnv().DATABASE_PATH);
    other.exec("begin immediate");
    setTimeout(() => {
      other.exec("rollback");
      other.close();
    }, 100);
    const entry = contact("198.51.100.13");
    expect(await acceptSubmission(contactKind, entry)).toBe("stored");
    expect(rowsFor(entry.value.email)).toHaveLength(1);
  });

  test("cannot cover a full disk: the visitor is told to retry, keeps what was typed, and nothing is half-written", async () => {
    const email = unique("disco-pieno");
    // Where the spool's folder should be, a file: writing there fails as on a full disk.
    fs.writeFileSync(spoolDir(), "");
    const { request, context } = post("/contatti", {
      nome: "Anna",
      cognome: "Bianchi",
      email,
      servizio: "consulenza",
      messaggio: "Un messaggio che non deve andare perso.",
      privacy_accepted: "on",
    });
    const reply = (await withBrokenTable("contact_submissions", () =>
      handleVisitorForm(request, context, visitorForms.contatti),
    )) as unknown as Reply;
    expect(reply.init.status).toBe(503);
    expect(reply.data.alert).toMatchObject({ title: "Errore imprevisto" });
    expect(reply.data.result?.initialValue).toMatchObject({
      messaggio: "Un messaggio che non deve andare perso.",
    });
    expect(rowsFor(email)).toHaveLength(0);
    expect(outboxFor(email)).toHaveLength(0);
  });
});

describe("newsletter", () => {
  const signUp = (fields: Record<string, string>, ip: string) => {
    const { request, context } = post("/newsletter", fields, ip);
    return handleVisitorForm(request, context, visitorForms.newsletter) as Promise<Response>;
  };

  test("a signup records the form it came from, and goes through double opt-in", async () => {
    const fromFooter = unique("piede");
    const fromPage = unique("pagina");
    expect(
      (await signUp({ email: fromFooter, fonte: "footer" }, "198.51.100.40")).headers.get(
        "Location",
      ),
    ).toBe("/grazie");
    await signUp({ email: fromPage, fonte: "newsletter" }, "198.51.100.40");
    expect(subscriber(fromFooter)).toMatchObject({
      status: "pending",
      source: "footer",
      consentIp: "198.51.100.40",
    });
    expect(subscriber(fromPage)).toMatchObject({ status: "pending", source: "newsletter" });
    expect(outboxFor(fromPage).map((row) => row.template)).toEqual(["newsletter-confirmation"]);

    const token = subscriber(fromPage)?.token ?? "";
    expect(await confirmSubscription(token)).toBe("confirmed");
    expect(await confirmSubscription(token)).toBe("already-confirmed");
    expect(await unsubscribe(token)).toBe("unsubscribed");
    expect(await confirmSubscription(token)).toBe("invalid");
  });

  test("an unknown source is recorded as the footer's, the form's default", async () => {
    const email = unique("ignota");
    await signUp({ email, fonte: "<script>" }, "198.51.100.41");
    expect(subscriber(email)?.source).toBe("footer");
  });

  test("signing up again while confirmed changes nothing and sends nothing", async () => {
    const email = unique("fedele");
    await signUp({ email }, "198.51.100.42");
    await confirmSubscription(subscriber(email)?.token ?? "");
    const before = outboxFor(email).length;
    expect((await signUp({ email }, "198.51.100.42")).status).toBe(303);
    expect(outboxFor(email)).toHaveLength(before);
    expect(subscriber(email)?.status).toBe("confirmed");
  });

  test("past the limit the visitor still lands on /grazie, told it failed", async () => {
    const ip = "198.51.100.43";
    for (let i = 0; i < 5; i += 1) await signUp({ email: unique("limite") }, ip);
    const refused = await signUp({ email: unique("oltre") }, ip);
    expect(refused.headers.get("Location")).toBe("/grazie");
    expect(refused.headers.get("Set-Cookie")).toMatch(/^messaggio=/);
  });

  test("a signup the database refused is spooled, then confirmed by e-mail once imported", async () => {
    const email = unique("rimandata");
    const response = await withBrokenTable("newsletter_subscribers", () =>
      signUp({ email }, "198.51.100.44"),
    );
    expect(response.headers.get("Location")).toBe("/grazie");
    expect(response.headers.get("Set-Cookie")).toBeNull();
    expect(subscriber(email)).toBeUndefined();
    expect(importSpooledSubmissions(visitorFormKinds)).toEqual({ imported: 1, waiting: 0 });
    expect(subscriber(email)?.status).toBe("pending");
    expect(outboxFor(email).map((row) => row.template)).toEqual(["newsletter-confirmation"]);
  });
});

describe("from an English page", () => {
  const leadOf = (contactId: number) =>
    db.get<{ language: string }>(sql`select language from leads where contact_id = ${contactId}`);

  test("bad input is told in English by each field, with a 400 and what was typed", async () => {
    const { request, context } = post("/en/contact", {
      nome: "Anna",
      email: "anna@",
      servizio: "consulenza",
      messaggio: "A stand for a fair in Cologne.",
    });
    const reply = (await handleVisitorForm(
      request,
      context,
      visitorForms.contatti,
    )) as unknown as Reply;
    expect(reply.init.status).toBe(400);
    expect(reply.data.result?.error).toEqual({
      cognome: ["Enter your surname."],
      email: ["Enter a valid email address, for example name@company.com."],
      privacy_accepted: ["You must accept the processing of your personal data to continue."],
    });
    expect(reply.data.result?.initialValue).toMatchObject({
      messaggio: "A stand for a fair in Cologne.",
    });
  });

  test("a request lands on /en/thank-you and keeps its language with its lead and e-mails", async () => {
    const email = unique("english");
    const { request, context } = post("/en/contact", {
      nome: "Anna",
      cognome: "Smith",
      email,
      servizio: "consulenza",
      messaggio: "A stand for a fair in Cologne.",
      privacy_accepted: "on",
      newsletter_accepted: "on",
    });
    const response = (await handleVisitorForm(request, context, visitorForms.contatti)) as Response;
    expect(response.headers.get("Location")).toBe("/en/thank-you");
    const [row] = rowsFor(email);
    expect(row?.language).toBe("en");
    expect(leadOf(row!.id)?.language).toBe("en");
    expect(subscriber(email)?.language).toBe("en");
    const payloads = Object.fromEntries(
      outboxFor(email).map((mail) => [mail.template, mail.payload]),
    );
    expect(payloads["contact-acknowledgement"]).toMatchObject({
      language: "en",
      servizioLabel: "Strategic Consulting",
    });
    expect(payloads["newsletter-confirmation"]).toMatchObject({
      language: "en",
      confirmUrl: expect.stringContaining("/en/newsletter/confirm?token="),
      unsubscribeUrl: expect.stringContaining("/en/newsletter/unsubscribe?token="),
    });
  });

  test("a spooled submission keeps its language when it is imported", async () => {
    const entry = { ...contact("198.51.100.61"), language: "en" as const };
    expect(
      await withBrokenTable("contact_submissions", () => acceptSubmission(contactKind, entry)),
    ).toBe("spooled");
    expect(importSpooledSubmissions(visitorFormKinds)).toEqual({ imported: 1, waiting: 0 });
    expect(rowsFor(entry.value.email)[0]?.language).toBe("en");
  });

  test("a newsletter signup is stored in English and its failure told in English", async () => {
    const email = unique("signup");
    const { request, context } = post("/en/newsletter", { email, fonte: "newsletter" });
    const response = (await handleVisitorForm(
      request,
      context,
      visitorForms.newsletter,
    )) as Response;
    expect(response.headers.get("Location")).toBe("/en/thank-you");
    expect(subscriber(email)?.language).toBe("en");
    const bad = post("/en/newsletter", { email: "nobody", fonte: "newsletter" });
    const reply = (await handleVisitorForm(
      bad.request,
      bad.context,
      visitorForms.newsletter,
    )) as unknown as Reply;
    expect(reply.data.result?.error).toEqual({
      email: ["Enter a valid email address, for example name@company.com."],
    });
  });
});
