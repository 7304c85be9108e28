import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { emailOutbox, leadEvents, leads, leadTimeline } from "../../../db/schema";
import {
  adConsentRevocationUrl,
  leadOfRevocationLink,
} from "~/features/leads/ad-consent-links.server";
import {
  readAdConsentLink,
  revokeAdConsentByLink,
} from "~/features/leads/ad-consent-revocation.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { sendLeadContact } from "../../../tests/support/lead-contacts";

beforeAll(() => migrateDatabase());

const tokenOf = (url: string) => new URL(url).searchParams.get("t");

test("the link names its lead alone, until it expires; a changed one names nothing", () => {
  const now = new Date("2026-12-03T10:00:00Z");
  const token = tokenOf(adConsentRevocationUrl(42, now));
  expect(leadOfRevocationLink(token, now)).toBe(42);
  expect(leadOfRevocationLink(`${token!.slice(0, -2)}xx`, now)).toBeNull();
  expect(leadOfRevocationLink(token, new Date("2028-12-03T10:00:00Z"))).toBeNull();
  expect(leadOfRevocationLink(null, now)).toBeNull();
});

test("the visitor's acknowledgement links the page when the box was ticked, and only then", async () => {
  const ticked = await sendLeadContact({ ads: true });
  const unticked = await sendLeadContact({ ads: false });
  const payloadTo = (email: string) =>
    db
      .select()
      .from(emailOutbox)
      .where(eq(emailOutbox.recipient, email))
      .all()
      .find((row) => row.template === "contact-acknowledgement")?.payload as {
      adConsentUrl?: string;
    };
  const link = payloadTo(ticked.email).adConsentUrl;
  expect(link).toMatch(/\/consenso-pubblicita\?t=/);
  expect(leadOfRevocationLink(tokenOf(link!))).toBe(ticked.lead.id);
  expect(payloadTo(unticked.email)).not.toHaveProperty("adConsentUrl");
});

test("withdrawn by its link: recorded as the person's, what waits for Meta dropped, once", async () => {
  const { lead } = await sendLeadContact({ ads: true });
  db.insert(leadEvents)
    .values({
      leadId: lead.id,
      destination: "meta",
      type: "lead.stage_changed",
      messageId: "msg_attesa",
      body: "{}",
    })
    .run();
  const token = tokenOf(adConsentRevocationUrl(lead.id));
  expect(readAdConsentLink(token)).toMatchObject({ ok: true, status: "attivo" });
  // The English page says the day the English way: `4 December 2026`.
  expect(readAdConsentLink(token, "en")).toMatchObject({
    receivedOn: expect.stringMatching(/^\d{1,2} [A-Z][a-z]+ \d{4}$/),
  });
  // Opening it changed nothing.
  expect(db.select().from(leads).where(eq(leads.id, lead.id)).get()?.adConsentRevokedAt).toBeNull();

  expect(await revokeAdConsentByLink(token)).toMatchObject({ ok: true, status: "revocato" });
  expect(
    db.select().from(leads).where(eq(leads.id, lead.id)).get()?.adConsentRevokedAt,
  ).toBeInstanceOf(Date);
  expect(db.select().from(leadEvents).where(eq(leadEvents.leadId, lead.id)).all()).toEqual([]);
  expect(await revokeAdConsentByLink(token)).toMatchObject({ ok: true, status: "revocato" });
  const entries = db
    .select()
    .from(leadTimeline)
    .where(eq(leadTimeline.leadId, lead.id))
    .all()
    .filter((entry) => entry.kind === "modifica");
  expect(entries).toMatchObject([
    { userId: null, actor: "", text: expect.stringContaining("dalla persona") },
  ]);
});

test("a lead without the consent has nothing to withdraw; an anonymized one is not found", async () => {
  const without = await sendLeadContact({ ads: false });
  expect(
    await revokeAdConsentByLink(tokenOf(adConsentRevocationUrl(without.lead.id))),
  ).toMatchObject({
    ok: true,
    status: "assente",
  });
  const gone = await sendLeadContact({ ads: true });
  db.update(leads).set({ anonymizedAt: new Date() }).where(eq(leads.id, gone.lead.id)).run();
  expect(readAdConsentLink(tokenOf(adConsentRevocationUrl(gone.lead.id)))).toEqual({ ok: false });
  expect(await revokeAdConsentByLink(tokenOf(adConsentRevocationUrl(gone.lead.id)))).toEqual({
    ok: false,
  });
});
