import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { contactAuditLog, leads, leadTimeline, staffActivity, users } from "../../../db/schema";
import {
  conversionQueryOf,
  googleConversions,
  googleConversionTime,
} from "~/features/leads/google-conversions.server";
import type { LeadStage } from "~/features/leads/lead-stages";
import { db, migrateDatabase } from "~/utils/db.server";

const admin = { id: "", email: "giulia@example.com" };
const now = new Date("2026-12-03T10:00:00Z");
const day = 86_400_000;

beforeAll(() => {
  migrateDatabase();
  admin.id = db
    .insert(users)
    .values({ email: admin.email, passwordHash: "x" })
    .returning()
    .get().id;
});

/** A lead with its click and consent as the forms store them, moved to `stage` at `movedAt`. */
function lead(movedAt: Date, stage: LeadStage, fields: Partial<typeof leads.$inferInsert> = {}) {
  const row = db
    .insert(leads)
    .values({
      kind: "contatto",
      subject: "Allestimento fiera",
      stage,
      channel: "google",
      gclid: `Cj0KCQ${Math.random().toString(36).slice(2)}`,
      clickedAt: new Date(movedAt.getTime() - 2 * day),
      adConsentAt: new Date(movedAt.getTime() - 2 * day),
      adConsentVersion: "2026-12-03",
      valueCents: 250_050,
      createdAt: new Date(movedAt.getTime() - 2 * day),
      changedAt: movedAt,
      ...fields,
    })
    .returning()
    .get();
  db.insert(leadTimeline)
    .values({ leadId: row.id, kind: "fase", at: movedAt, fromStage: "nuovo", toStage: stage })
    .run();
  return row;
}

test("the CSV has Google's exact header, Rome times with their offset, and only what may go", async () => {
  const winter = new Date("2026-11-20T13:30:00Z");
  const summer = new Date("2026-10-20T12:30:00Z");
  const qualified = lead(winter, "qualificato");
  const wonStraight = lead(summer, "vinto", { valueCents: null });
  lead(winter, "qualificato", { adConsentAt: null });
  lead(winter, "qualificato", { adConsentRevokedAt: winter });
  lead(winter, "qualificato", { privacySignal: true });
  lead(winter, "qualificato", { clickedAt: new Date(now.getTime() - 91 * day) });
  lead(winter, "contattato");
  lead(new Date("2026-09-01T10:00:00Z"), "qualificato");
  const appOnly = lead(winter, "qualificato", { gclid: null, gbraid: "0AAAAA-app" });

  const { file, apart } = await googleConversions(
    { stage: "qualificato", from: "2026-10-01", to: "2026-11-30", name: "Lead qualificato" },
    admin,
    now,
  );
  expect(file.fileName).toBe("conversioni-google-qualificato-2026-12-03.csv");
  expect(file.body.split("\r\n")).toEqual([
    "Google Click ID,Conversion Name,Conversion Time,Conversion Value,Conversion Currency",
    `${wonStraight.gclid},Lead qualificato,2026-10-20 14:30:00+02:00,,EUR`,
    `${qualified.gclid},Lead qualificato,2026-11-20 14:30:00+01:00,2500.50,EUR`,
    "",
  ]);
  expect(file.body.charCodeAt(0)).not.toBe(0xfeff);
  expect(apart).toEqual([
    {
      id: appOnly.id,
      gbraid: "0AAAAA-app",
      wbraid: null,
      time: "2026-11-20 14:30:00+01:00",
      value: 250_050,
    },
  ]);
  expect(
    db.select().from(contactAuditLog).where(eq(contactAuditLog.action, "export-conversions")).all(),
  ).toMatchObject([{ subject: expect.stringContaining("2 conversioni, 1 solo gbraid/wbraid") }]);
  expect(
    db.select().from(staffActivity).where(eq(staffActivity.subject, file.fileName)).all(),
  ).toMatchObject([{ action: "export-downloaded" }]);
});

test("the time format is the template's, across both clock changes", () => {
  expect(googleConversionTime(new Date("2026-12-02T13:30:00Z"))).toBe("2026-12-02 14:30:00+01:00");
  expect(googleConversionTime(new Date("2026-07-02T12:30:00Z"))).toBe("2026-07-02 14:30:00+02:00");
});

test("the page's query: opened with defaults, each problem by its field", () => {
  expect(conversionQueryOf(new URLSearchParams(), now)).toEqual({
    opened: true,
    fields: { fase: "qualificato", dal: "2026-11-03", al: "2026-12-03", nome: "Lead qualificato" },
  });
  const bad = conversionQueryOf(
    new URLSearchParams({ fase: "perso", dal: "ieri", al: "2026-11-01", nome: "x".repeat(101) }),
    now,
  );
  expect(bad).toMatchObject({
    answer: {
      ok: false,
      errors: {
        fase: "Scegli una fase dall'elenco.",
        dal: "Scrivi una data valida, come 2026-12-01.",
        nome: "Il nome può avere al massimo 100 caratteri.",
      },
    },
  });
  expect(
    conversionQueryOf(
      new URLSearchParams({ fase: "vinto", dal: "2026-11-02", al: "2026-11-01", nome: "" }),
      now,
    ),
  ).toMatchObject({
    answer: {
      ok: false,
      errors: {
        al: "La data finale viene prima di quella iniziale.",
        nome: "Scrivi il nome della conversione come si chiama in Google Ads.",
      },
    },
  });
  expect(
    conversionQueryOf(
      new URLSearchParams({ fase: "vinto", dal: "2026-11-01", al: "2026-11-30", nome: "Cliente" }),
      now,
    ),
  ).toMatchObject({
    answer: {
      ok: true,
      query: { stage: "vinto", from: "2026-11-01", to: "2026-11-30", name: "Cliente" },
    },
  });
});
