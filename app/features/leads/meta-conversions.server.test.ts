import crypto from "node:crypto";
import { asc, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { leadEvents, leads } from "../../../db/schema";
import { deliverLeadEvents, settleLeadEvent } from "~/features/leads/lead-events.server";
import { moveLead, revokeAdConsent } from "~/features/leads/leads.server";
import { metaFbc, metaPhone, metaSettings } from "~/features/leads/meta-conversions.server";
import { erasePersonalData } from "~/features/visitor-data/data-requests.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { setEnv } from "../../../tests/support/env";
import { startFakeMetaApi } from "../../../tests/support/fake-meta-capi";
import { addUser, replaceSettings, sendLeadContact } from "../../../tests/support/lead-contacts";

const token = "EAAGm0PX4ZCpsBAKZA1234567890abcdef";
let meta: Awaited<ReturnType<typeof startFakeMetaApi>>;
let admin = { id: "", email: "giulia@example.com", name: "Giulia" };

beforeAll(async () => {
  migrateDatabase();
  setEnv({ SYNC_ALLOW_PRIVATE: "1" });
  meta = await startFakeMetaApi(token);
  admin = addUser(admin.email, admin.name, "admin");
});
afterAll(async () => {
  setEnv({ SYNC_ALLOW_PRIVATE: undefined });
  await meta.close();
});

const setMeta = (endpoint: string | null, withToken = token) =>
  replaceSettings(
    [metaSettings.endpoint, metaSettings.token],
    endpoint ? { [metaSettings.endpoint]: endpoint, [metaSettings.token]: withToken } : null,
  );

beforeEach(() => {
  db.delete(leadEvents).run();
  meta.received.length = 0;
  meta.refused.length = 0;
  meta.answerWith(200);
  setMeta(meta.url);
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const sha256 = (value: string) => crypto.createHash("sha256").update(value).digest("hex");
const clickedAt = Date.now() - 3_600_000;
const fromMetaAd = { gclid: null, gbraid: null, wbraid: null, fbclid: "IwAR2xYz_09-ab", clickedAt };

const metaEventsOf = (leadId: number) =>
  db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.id))
    .all()
    .filter((event) => event.destination === "meta");

test("a phone becomes digits with its country code; an Italian landline keeps its 0", () => {
  expect(metaPhone("+39 02 1234567")).toBe("39021234567");
  expect(metaPhone("02 1234567")).toBe("39021234567");
  expect(metaPhone("080 000 0000")).toBe("390800000000");
  expect(metaPhone("333 123 4567")).toBe("393331234567");
  expect(metaPhone("(333) 123-4567")).toBe("393331234567");
  expect(metaPhone("0039 333 1234567")).toBe("393331234567");
  expect(metaPhone("39 333 1234567")).toBe("393331234567");
  expect(metaPhone("+44 20 7946 0958")).toBe("442079460958");
  expect(metaPhone("")).toBeNull();
  expect(metaPhone(null)).toBeNull();
  expect(metaPhone("12")).toBeNull();
  expect(metaFbc("IwAR2", new Date(1_733_000_000_123))).toBe("fb.1.1733000000123.IwAR2");
});

test("a consenting lead from a Meta ad: Lead at 'Qualificato', Purchase at 'Vinto', as Meta requires them", async () => {
  const { lead, email } = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(lead.id, "contattato", null, admin);
  expect(metaEventsOf(lead.id)).toEqual([]);
  await moveLead(lead.id, "qualificato", null, admin);
  expect(await deliverLeadEvents()).toMatchObject({ counts: { sent: 1, dead: 0 } });

  const hashedEmail = sha256(email);
  const hashedPhone = sha256("39021234567");
  expect(meta.refused).toEqual([]);
  expect(meta.received).toEqual([
    {
      event_name: "Lead",
      event_time: expect.any(Number) as number,
      event_id: `lead-${lead.id}-lead`,
      action_source: "system_generated",
      user_data: { em: [hashedEmail], ph: [hashedPhone], fbc: `fb.1.${clickedAt}.IwAR2xYz_09-ab` },
    },
  ]);
  // Nothing in clear, and the token is never stored with the event.
  const stored = metaEventsOf(lead.id)[0]!.body;
  expect(stored).not.toContain(email);
  expect(stored).not.toContain("39021234567");
  expect(stored).not.toContain(token);

  // Back and forth through 'Qualificato' tells Meta nothing more; 'Vinto' is a purchase.
  await moveLead(lead.id, "contattato", null, admin);
  await moveLead(lead.id, "qualificato", null, admin);
  await moveLead(lead.id, "vinto", null, admin);
  await deliverLeadEvents();
  expect(meta.received.map((event) => [event.event_name, event.custom_data])).toEqual([
    ["Lead", undefined],
    ["Purchase", { currency: "EUR", value: 0 }],
  ]);
  expect(meta.duplicates()).toBe(0);
});

test("a lead won straight from 'Nuovo' is told both, Lead first; the value goes with them", async () => {
  const { lead } = await sendLeadContact({ ads: true, clicks: fromMetaAd, telefono: "" });
  db.update(leads).set({ valueCents: 1_250_000 }).where(eq(leads.id, lead.id)).run();
  await moveLead(lead.id, "vinto", null, admin);
  await deliverLeadEvents();
  expect(meta.received.map((event) => [event.event_name, event.custom_data])).toEqual([
    ["Lead", { currency: "EUR", value: 12_500 }],
    ["Purchase", { currency: "EUR", value: 12_500 }],
  ]);
  // No phone given: only the e-mail and the click.
  expect(Object.keys(meta.received[0]!.user_data)).toEqual(["em", "fbc"]);
});

test("nothing for Meta without the box, without a Meta click, with DNT or GPC, or with no API set", async () => {
  const cases = [
    await sendLeadContact({ ads: false, clicks: fromMetaAd }),
    await sendLeadContact({ ads: true, clicks: { ...fromMetaAd, fbclid: null, gclid: "Cj0K" } }),
    await sendLeadContact({ ads: true, clicks: null }),
    await sendLeadContact({ ads: true, clicks: fromMetaAd, privacySignal: true }),
  ];
  for (const { lead } of cases) await moveLead(lead.id, "qualificato", null, admin);
  setMeta(null);
  const unset = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(unset.lead.id, "qualificato", null, admin);
  expect(db.select().from(leadEvents).all()).toEqual([]);
});

test("a revoked consent: what waits for Meta is dropped, and nothing more is queued", async () => {
  const { lead } = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(lead.id, "qualificato", null, admin);
  expect(metaEventsOf(lead.id)).toHaveLength(1);
  await revokeAdConsent(lead.id, admin);
  expect(metaEventsOf(lead.id)).toEqual([]);
  await moveLead(lead.id, "vinto", null, admin);
  await deliverLeadEvents();
  expect(meta.received).toEqual([]);
});

test("Meta refusing the token: retried, not sent; down: one attempt a pass; erased: gone", async () => {
  setMeta(meta.url, "token-scaduto");
  const { lead, email } = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(lead.id, "qualificato", null, admin);
  expect(await deliverLeadEvents()).toMatchObject({ counts: { retried: 1 } });
  expect(meta.refused).toEqual(["token di accesso non valido"]);
  expect(metaEventsOf(lead.id)[0]).toMatchObject({
    status: "pending",
    lastError: "Il webhook ha risposto con lo stato HTTP 401",
  });

  setMeta(meta.url);
  meta.answerWith(503);
  const other = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(other.lead.id, "qualificato", null, admin);
  expect(await deliverLeadEvents()).toMatchObject({
    counts: { retried: 1 },
    halted: "receiver",
  });

  await erasePersonalData(email, admin);
  expect(metaEventsOf(lead.id)).toEqual([]);
});

test("an event Meta would refuse for its age is never sent; 'Reinvia' cannot bring it back in time", async () => {
  const { lead } = await sendLeadContact({ ads: true, clicks: fromMetaAd });
  await moveLead(lead.id, "qualificato", null, admin, new Date(Date.now() - 8 * 86_400_000));
  expect(await deliverLeadEvents()).toMatchObject({ counts: { dead: 1, sent: 0 } });
  expect(meta.received).toEqual([]);
  expect(meta.refused).toEqual([]);
  const [event] = metaEventsOf(lead.id);
  expect(event).toMatchObject({
    status: "dead",
    lastError: "Meta non accetta eventi di più di 7 giorni fa",
  });
  expect(await settleLeadEvent(event!.id, "reinvia", admin)).toBe(true);
  await deliverLeadEvents();
  expect(metaEventsOf(lead.id)[0]).toMatchObject({ status: "dead" });
});
