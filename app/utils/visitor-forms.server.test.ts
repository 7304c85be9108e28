import { sql } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { contactSubmissions, emailOutbox, eventRegistrations, newsletterSubscribers } from "../../db/schema";
import { submitContactRequest, type ContactRequest } from "~/utils/contact.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { handleInfoRequest } from "~/utils/contact-forms.server";
import { confirmSubscription, submitNewsletterSignup, unsubscribe } from "~/utils/newsletter.server";
import { submitRegistration } from "~/utils/registration.server";
import { importSpooledSubmissions } from "~/utils/spool-import.server";

beforeAll(() => migrateDatabase());

let counter = 0;
const unique = (label: string) => `${label}.${++counter}@example.com`;

const contact = (overrides: Partial<ContactRequest> = {}): ContactRequest => ({
  nome: "Giulia",
  cognome: "Russo",
  email: unique("giulia"),
  telefono: null,
  azienda: null,
  servizio: "consulenza",
  messaggio: "Vorrei una consulenza.",
  newsletter: false,
  source: "contatti",
  ip: "198.51.100.10",
  userAgent: "Test",
  ...overrides,
});

const rowsFor = (email: string) => db.select().from(contactSubmissions).where(sql`email = ${email}`).all();
const outboxFor = (recipient: string) => db.select().from(emailOutbox).where(sql`recipient = ${recipient}`).all();

function post(path: string, fields: Record<string, string>, ip = "203.0.113.50") {
  const request = new Request(`http://localhost${path}`, {
    method: "POST",
    body: new URLSearchParams(fields),
    headers: { "User-Agent": "Prova/1.0" },
  });
  return { request, context: { cspNonce: "n", clientIp: ip } };
}

describe("contact requests", () => {
  test("a request is stored with its two e-mails in one go", () => {
    const request = contact();
    const result = submitContactRequest(request);
    expect(result.status).toBe("stored");
    expect(rowsFor(request.email)).toHaveLength(1);
    expect(outboxFor(request.email).map((row) => row.template)).toEqual(["contact-acknowledgement"]);
    const notification = db
      .select()
      .from(emailOutbox)
      .where(sql`template = 'contact-notification'`)
      .all()
      .find((row) => (row.payload as { email: string }).email === request.email);
    expect(notification?.recipient).toBe("info@speziadigitale.it");
  });

  test("the sixth request within the hour from one address is refused", () => {
    const ip = "198.51.100.20";
    const now = new Date("2026-01-10T10:00:00Z");
    for (let i = 0; i < 5; i += 1) expect(submitContactRequest(contact({ ip }), now).status).toBe("stored");
    const sixth = contact({ ip });
    expect(submitContactRequest(sixth, now)).toEqual({ status: "rate-limited" });
    expect(rowsFor(sixth.email)).toHaveLength(0);
    // An hour later the window has moved on.
    expect(submitContactRequest(contact({ ip }), new Date(now.getTime() + 3_600_001)).status).toBe("stored");
  });

  test("when the database refuses the row, the request is spooled and imported later", () => {
    const request = contact({ newsletter: true });
    db.run(sql.raw("create trigger guasto before insert on contact_submissions begin select raise(abort, 'disco pieno'); end"));
    try {
      expect(submitContactRequest(request)).toEqual({ status: "spooled" });
      expect(rowsFor(request.email)).toHaveLength(0);
      expect(outboxFor(request.email)).toHaveLength(0);
      expect(importSpooledSubmissions()).toBe(0);
    } finally {
      db.run(sql.raw("drop trigger guasto"));
    }
    expect(importSpooledSubmissions()).toBe(1);
    const [row] = rowsFor(request.email);
    expect(row).toMatchObject({ nome: "Giulia", newsletterAccepted: true, source: "contatti" });
    expect(outboxFor(request.email).map((r) => r.template).sort()).toEqual([
      "contact-acknowledgement",
      "newsletter-confirmation",
    ]);
    expect(importSpooledSubmissions()).toBe(0);
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
    const response = (await handleInfoRequest(request, context, "stand-fieristici")) as Response;
    expect(response.status).toBe(303);
    expect(response.headers.get("Location")).toBe("/grazie");
    expect(rowsFor(email)[0]).toMatchObject({
      servizio: "stand-fieristici",
      source: "stand-fieristici",
      ipAddress: "203.0.113.50",
      userAgent: "Prova/1.0",
    });
  });

  test("an information request without consent is answered 400 and stores nothing", async () => {
    const email = unique("senza-consenso");
    const { request, context } = post("/servizi/packaging-design", {
      nome: "Franco",
      cognome: "Esposito",
      email,
      messaggio: "Ciao",
    });
    const result = (await handleInfoRequest(request, context, "packaging-design")) as unknown as {
      init: { status: number };
      data: { result: { error: Record<string, string[]> } };
    };
    expect(result.init.status).toBe(400);
    expect(result.data.result.error.privacy_accepted).toEqual([
      "Devi accettare il trattamento dei dati personali per procedere.",
    ]);
    expect(rowsFor(email)).toHaveLength(0);
  });
});

describe("event registrations", () => {
  test("a registration is stored with the notification and the confirmation", () => {
    const email = unique("iscritto");
    const result = submitRegistration({
      nome: "Sara",
      cognome: "Greco",
      email,
      telefono: "+39 333 1234567",
      azienda: null,
      evento: "innovation-days-bari",
      messaggio: null,
      newsletter: false,
      ip: "198.51.100.30",
      userAgent: null,
    });
    expect(result.status).toBe("stored");
    const [row] = db.select().from(eventRegistrations).where(sql`email = ${email}`).all();
    expect(row?.retentionExpiresAt.getTime()).toBe((row?.createdAt.getTime() ?? 0) + 730 * 86_400_000);
    const [confirmation] = outboxFor(email);
    expect(confirmation?.template).toBe("registration-confirmation");
    expect((confirmation?.payload as { event: { start: string } }).event.start).toBe("2025-10-06T09:00:00+02:00");
  });
});

describe("newsletter", () => {
  const subscriber = (email: string) =>
    db.select().from(newsletterSubscribers).where(sql`email = ${email}`).get();

  test("double opt-in: pending, confirmed by the token, then unsubscribed by it", () => {
    const email = unique("lettore");
    expect(submitNewsletterSignup(email, { ip: "198.51.100.40" })).toBe("ok");
    const pending = subscriber(email);
    expect(pending).toMatchObject({ status: "pending", source: "footer", consentIp: "198.51.100.40" });
    expect(outboxFor(email).map((row) => row.template)).toEqual(["newsletter-confirmation"]);

    expect(confirmSubscription(pending?.token ?? "")).toBe("confirmed");
    expect(confirmSubscription(pending?.token ?? "")).toBe("already-confirmed");
    expect(subscriber(email)?.status).toBe("confirmed");

    expect(unsubscribe(pending?.token ?? "")).toBe("unsubscribed");
    expect(subscriber(email)?.status).toBe("unsubscribed");
    expect(confirmSubscription(pending?.token ?? "")).toBe("invalid");
  });

  test("signing up again while confirmed changes nothing and sends nothing", () => {
    const email = unique("fedele");
    submitNewsletterSignup(email, { ip: "198.51.100.41" });
    confirmSubscription(subscriber(email)?.token ?? "");
    const before = outboxFor(email).length;
    expect(submitNewsletterSignup(email, { ip: "198.51.100.41" })).toBe("ok");
    expect(outboxFor(email)).toHaveLength(before);
    expect(subscriber(email)?.status).toBe("confirmed");
  });

  test("an unknown token confirms nothing", () => {
    expect(confirmSubscription("inventato")).toBe("invalid");
    expect(unsubscribe("inventato")).toBe("invalid");
  });
});
