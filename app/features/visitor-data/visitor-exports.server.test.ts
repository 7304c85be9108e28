import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import {
  contactAuditLog,
  eventRegistrations,
  newsletterSubscribers,
  users,
} from "../../../db/schema";
import type { Actor } from "~/utils/audit.server";
import { activityAbout } from "../../../tests/support/activity";
import { db, migrateDatabase } from "~/utils/db.server";
import {
  LATEST_PER_STATUS,
  newsletterCsv,
  newsletterOverview,
  registrationsCsv,
  registrationsOverview,
} from "~/features/visitor-data/visitor-exports.server";

let actor: Actor;

beforeAll(() => {
  migrateDatabase();
  const user = db
    .insert(users)
    .values({ email: "admin@example.com", passwordHash: "x" })
    .returning()
    .get();
  actor = { id: user.id, email: user.email };
});

const now = new Date("2026-11-23T23:30:00Z");
const later = (minutes: number) => new Date(now.getTime() + minutes * 60_000);

function register(evento: string, person: Partial<typeof eventRegistrations.$inferInsert> = {}) {
  db.insert(eventRegistrations)
    .values({
      nome: "Lucia",
      cognome: "Bianchi",
      email: "lucia@example.com",
      evento,
      privacyAccepted: true,
      retentionExpiresAt: later(1_000_000),
      createdAt: now,
      ...person,
    })
    .run();
}

const auditRows = (action: string) =>
  db.select().from(contactAuditLog).where(eq(contactAuditLog.action, action)).all();

test("the registrations page counts each event's rows and the anonymized ones, in an audited read", async () => {
  register("workshop-ai-generativa");
  register("workshop-ai-generativa", { anonymizedAt: now, email: "anonimizzato@invalid" });
  register("evento-passato");
  const before = auditRows("view-registrations").length;

  const events = await registrationsOverview(actor, now);

  expect(events.find((event) => event.value === "workshop-ai-generativa")).toEqual({
    value: "workshop-ai-generativa",
    label: "Workshop AI Generativa - 16 settembre 2025, 09:30–13:30",
    total: 2,
    anonymized: 1,
    people: 1,
  });
  // An event open now without registrations is listed first; a value no event has keeps itself.
  expect(events[0]).toMatchObject({ value: "social-media-marketing-essentials", total: 0 });
  expect(events.find((event) => event.value === "evento-passato")).toMatchObject({
    value: "evento-passato",
    label: "evento-passato",
    total: 1,
  });
  expect(auditRows("view-registrations")).toHaveLength(before + 1);
  expect(auditRows("view-registrations").at(-1)).toMatchObject({
    userId: actor.id,
    actor: actor.email,
  });
});

test("an event's CSV opens in Excel: BOM, semicolons, formulas escaped, anonymized rows left out", async () => {
  register("csv-prova", {
    nome: "Àurelio",
    cognome: "Nicolò",
    azienda: '=HYPERLINK("http://x")',
    messaggio: "a; b\nc",
    newsletterAccepted: true,
  });
  register("csv-prova", { anonymizedAt: now, nome: "Anonimizzato", email: "anonimizzato@invalid" });
  register("csv-prova", { nome: "-Secondo", email: "secondo@example.com", createdAt: later(1) });

  const file = await registrationsCsv("csv-prova", actor, now);

  expect(file?.fileName).toBe("iscrizioni-csv-prova-2026-11-24.csv");
  expect(file?.contentType).toBe("text/csv; charset=utf-8");
  const lines = (file?.body ?? "").split("\r\n");
  expect(lines[0]).toBe(
    "\uFEFFData iscrizione;Nome;Cognome;Email;Telefono;Azienda;Messaggio;Consenso newsletter",
  );
  expect(lines[1]).toBe(
    `2026-11-24 00:30;Àurelio;Nicolò;lucia@example.com;;"'=HYPERLINK(""http://x"")";"a; b\nc";Sì`,
  );
  expect(lines[2]).toBe("2026-11-24 00:31;'-Secondo;Bianchi;secondo@example.com;;;;No");
  expect(file?.body).not.toContain("anonimizzato@invalid");
  expect(auditRows("export-registrations").at(-1)?.subject).toBe(
    "evento csv-prova, righe esportate: 2",
  );
  expect(activityAbout("iscrizioni-csv-prova-2026-11-24.csv")).toEqual([
    {
      action: "export-downloaded",
      userId: actor.id,
      actor: "admin@example.com",
      subject: "iscrizioni-csv-prova-2026-11-24.csv",
    },
  ]);
});

test("an unknown event has no CSV and no audit row; a catalogued one without rows has a header only", async () => {
  const before = auditRows("export-registrations").length;
  expect(await registrationsCsv("non-esiste", actor, now)).toBeNull();
  expect(await registrationsCsv("", actor, now)).toBeNull();
  expect(auditRows("export-registrations")).toHaveLength(before);

  const empty = await registrationsCsv("google-facebook-ads", actor, now);
  expect(empty?.body.split("\r\n").filter(Boolean)).toHaveLength(1);
});

function subscribe(email: string, status: "pending" | "confirmed" | "unsubscribed", at: Date) {
  db.insert(newsletterSubscribers)
    .values({
      email,
      status,
      token: email,
      source: "footer",
      consentAt: at,
      confirmedAt: status === "pending" ? null : at,
      unsubscribedAt: status === "unsubscribed" ? at : null,
    })
    .run();
}

test("the newsletter page counts each status and lists its newest addresses, at most 50", async () => {
  for (let index = 0; index <= LATEST_PER_STATUS; index += 1)
    subscribe(`attesa-${index}@example.com`, "pending", later(index));
  subscribe("confermata@example.com", "confirmed", now);
  subscribe("uscita@example.com", "unsubscribed", now);

  const statuses = await newsletterOverview(actor, now);

  const pending = statuses.find((entry) => entry.status === "pending");
  expect(pending?.total).toBe(LATEST_PER_STATUS + 1);
  expect(pending?.latest).toHaveLength(LATEST_PER_STATUS);
  expect(pending?.latest[0]?.email).toBe(`attesa-${LATEST_PER_STATUS}@example.com`);
  expect(
    statuses.find((entry) => entry.status === "confirmed")?.latest.map((row) => row.email),
  ).toEqual(["confermata@example.com"]);
  expect(auditRows("view-newsletter")).toHaveLength(1);
});

test("the newsletter CSV holds the confirmed addresses only, audited", async () => {
  const file = await newsletterCsv(actor, now);
  expect(file.fileName).toBe("newsletter-confermati-2026-11-24.csv");
  expect(file.body.startsWith("\uFEFFEmail;Nome;Cognome;Data conferma;Fonte\r\n")).toBe(true);
  expect(file.body).toContain("confermata@example.com;;;2026-11-24 00:30;footer");
  expect(file.body).not.toContain("attesa-");
  expect(file.body).not.toContain("uscita@example.com");
  expect(auditRows("export-newsletter").at(-1)?.subject).toBe(
    "iscritti confermati, righe esportate: 1",
  );
  expect(activityAbout(file.fileName)).toMatchObject([
    { action: "export-downloaded", actor: "admin@example.com" },
  ]);
});
