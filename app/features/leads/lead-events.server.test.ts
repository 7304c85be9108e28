import { asc, eq } from "drizzle-orm";
import { Webhook } from "standardwebhooks";
import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { leadEventAttempts, leadEvents, staffActivity } from "../../../db/schema";
import {
  deliverLeadEvents,
  LEAD_EVENT_ATTEMPTS,
  leadEventLog,
  leadWebhookSettings,
  newWebhookSecret,
  settleLeadEvent,
  signLeadEvent,
} from "~/features/leads/lead-events.server";
import { moveLead } from "~/features/leads/leads.server";
import { erasePersonalData } from "~/features/visitor-data/data-requests.server";
import { anonymizeOldRecords } from "~/features/visitor-data/retention.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";
import { setEnv } from "../../../tests/support/env";
import { startLeadReceiver } from "../../../tests/support/fake-lead-receiver";
import { addUser, replaceSettings, sendLeadContact } from "../../../tests/support/lead-contacts";

const secret = newWebhookSecret();
let receiver: Awaited<ReturnType<typeof startLeadReceiver>>;
let admin = { id: "", email: "giulia@example.com", name: "Giulia" };

beforeAll(async () => {
  migrateDatabase();
  setEnv({ SYNC_ALLOW_PRIVATE: "1" });
  receiver = await startLeadReceiver(secret);
  admin = addUser(admin.email, admin.name, "admin");
});
afterAll(async () => {
  setEnv({ SYNC_ALLOW_PRIVATE: undefined });
  await receiver.close();
});

const setWebhook = (url: string | null) =>
  replaceSettings(
    [leadWebhookSettings.url, leadWebhookSettings.secret],
    url ? { [leadWebhookSettings.url]: url, [leadWebhookSettings.secret]: secret } : null,
  );

beforeEach(() => {
  db.delete(leadEvents).run();
  receiver.received.length = 0;
  receiver.answerWith(200);
  setWebhook(receiver.url);
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const sendContact = (at?: Date) => sendLeadContact({ at });

const eventsOf = (leadId: number) =>
  db
    .select()
    .from(leadEvents)
    .where(eq(leadEvents.leadId, leadId))
    .orderBy(asc(leadEvents.id))
    .all();

test("the signature reproduces the specification's library vector and its signed content", () => {
  // The `standardwebhooks` library's published example: secret, id, time, payload, signature.
  expect(
    signLeadEvent(
      "whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw",
      "msg_p5jXN8AQM9LWM0D4loKWxJek",
      1614265330,
      '{"test": 2432232314}',
    ),
  ).toBe("v1,g0hM9SsE+OTPJTGt/tmIKtSyZlE3uFJELVlNIOLJ1OE=");
  // The specification's example headers and minified body verify as signed here.
  const body =
    '{"type":"contact.created","timestamp":"2022-11-03T20:26:10.344522Z","data":{"id":"1f81eb52-5198-4599-803e-771906343485"}}';
  const now = Math.floor(Date.now() / 1000);
  const headers = {
    "webhook-id": "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W",
    "webhook-timestamp": String(now),
    "webhook-signature": signLeadEvent(secret, "msg_2KWPBgLlAfxdpx2AI54pPJ85f4W", now, body),
  };
  expect(new Webhook(secret).verify(body, headers)).toEqual(JSON.parse(body));
  expect(() => new Webhook(newWebhookSecret()).verify(body, headers)).toThrow();
  expect(secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
});

test("without a webhook nothing is queued; with one a lead's arrival and moves go, signed, in order", async () => {
  setWebhook(null);
  const quiet = await sendContact();
  expect(eventsOf(quiet.lead.id)).toEqual([]);

  setWebhook(receiver.url);
  const { lead, email } = await sendContact();
  await moveLead(lead.id, "contattato", null, admin);
  await moveLead(lead.id, "perso", "Budget insufficiente", admin);
  expect(eventsOf(lead.id).map((event) => event.type)).toEqual([
    "lead.created",
    "lead.stage_changed",
    "lead.stage_changed",
  ]);

  expect(await deliverLeadEvents()).toMatchObject({ counts: { sent: 3, retried: 0, dead: 0 } });
  expect(receiver.forged()).toBe(0);
  const [created, contacted, lost] = receiver.received;
  expect(created).toMatchObject({
    type: "lead.created",
    data: {
      id: lead.id,
      kind: "contatto",
      stage: "nuovo",
      source: "google",
      medium: "cpc",
      campaign: "fiere-2027",
      entry_path: "/servizi",
      currency: "EUR",
      person: {
        email,
        last_name: "Rossi",
        phone: "+39 02 1234567",
        company: "Rossi Srl",
        message: "Vorrei un preventivo per la fiera.",
      },
    },
  });
  expect(contacted?.data).toMatchObject({ stage: "contattato", previous_stage: "nuovo" });
  expect(lost?.data).toMatchObject({
    stage: "perso",
    previous_stage: "contattato",
    lost_reason: "Budget insufficiente",
  });
  // Each event its own id, the one the table keeps; each attempt logged.
  expect(new Set(receiver.received.map((event) => event.messageId)).size).toBe(3);
  expect(eventsOf(lead.id).map((event) => [event.status, event.messageId])).toEqual(
    receiver.received.map((event) => ["sent", event.messageId]),
  );
  const log = leadEventLog("tutti");
  expect(log.events[0]).not.toHaveProperty("body");
  expect(log.events[0]?.log).toMatchObject([{ status: 204, error: null }]);
});

test("a receiver down: one attempt a pass, the schedule's waits, 75 hours, then dead and holding the lead's line", async () => {
  const { lead } = await sendContact();
  const other = await sendContact();
  receiver.answerWith(503);
  let now = new Date();
  // The outage meets the first call: the pass stops there, the other lead keeps its attempts.
  expect(await deliverLeadEvents({ now })).toMatchObject({
    counts: { retried: 1 },
    halted: "receiver",
  });
  const [first] = eventsOf(lead.id);
  expect(first).toMatchObject({ attempts: 1, status: "pending" });
  expect(first!.nextAttemptAt.getTime() - now.getTime()).toBe(5_000);
  expect(eventsOf(other.lead.id)[0]).toMatchObject({ attempts: 0 });

  db.update(leadEvents).set({ status: "sent" }).where(eq(leadEvents.leadId, other.lead.id)).run();
  const waits: number[] = [];
  for (let attempt = 2; attempt <= LEAD_EVENT_ATTEMPTS; attempt += 1) {
    const [due] = eventsOf(lead.id);
    waits.push(due!.nextAttemptAt.getTime() - now.getTime());
    now = due!.nextAttemptAt;
    await deliverLeadEvents({ now });
  }
  expect(waits.reduce((sum, wait) => sum + wait, 0)).toBeGreaterThanOrEqual(72 * 3_600_000);
  expect(eventsOf(lead.id)[0]).toMatchObject({
    status: "dead",
    attempts: LEAD_EVENT_ATTEMPTS,
    lastError: "Il webhook ha risposto con lo stato HTTP 503",
  });

  // Back up: the lead's next event waits behind the dead one; another lead's goes.
  receiver.answerWith(200);
  await moveLead(lead.id, "contattato", null, admin);
  const third = await sendContact();
  await deliverLeadEvents();
  expect(receiver.received.map((event) => event.data.id)).toEqual([third.lead.id]);

  // 'Reinvia' puts the dead one back in line: it goes, then the move behind it.
  const dead = eventsOf(lead.id)[0]!;
  expect(await settleLeadEvent(dead.id, "reinvia", admin)).toBe(true);
  await deliverLeadEvents();
  expect(receiver.received.slice(1).map((event) => [event.data.id, event.type])).toEqual([
    [lead.id, "lead.created"],
    [lead.id, "lead.stage_changed"],
  ]);
  expect(
    db.select().from(staffActivity).where(eq(staffActivity.action, "lead-event-resent")).all(),
  ).toHaveLength(1);
});

test("'Scarta' drops a dead event and lets the lead's later ones go; a sent one cannot be dropped", async () => {
  const { lead } = await sendContact();
  await moveLead(lead.id, "qualificato", null, admin);
  const [created, moved] = eventsOf(lead.id);
  db.update(leadEvents)
    .set({ status: "dead", attempts: LEAD_EVENT_ATTEMPTS })
    .where(eq(leadEvents.id, created!.id))
    .run();
  await deliverLeadEvents();
  expect(receiver.received).toEqual([]);
  expect(await settleLeadEvent(created!.id, "scarta", admin)).toBe(true);
  await deliverLeadEvents();
  expect(receiver.received.map((event) => event.messageId)).toEqual([moved!.messageId]);
  expect(await settleLeadEvent(moved!.id, "scarta", admin)).toBe(false);
});

test("a receiver that refuses one event (400) has judged it: the pass goes on with the others", async () => {
  const { lead } = await sendContact();
  const other = await sendContact();
  receiver.answerWith(400);
  const pass = await deliverLeadEvents();
  expect(pass).toMatchObject({ counts: { retried: 2 }, halted: null });
  expect(eventsOf(lead.id)[0]).toMatchObject({ attempts: 1 });
  expect(eventsOf(other.lead.id)[0]).toMatchObject({ attempts: 1 });
});

test("an erasure deletes the lead's queued and delivered payloads and tells only its id", async () => {
  const { lead, email } = await sendContact();
  await moveLead(lead.id, "qualificato", null, admin);
  await deliverLeadEvents();
  await moveLead(lead.id, "proposta", null, admin);
  expect(eventsOf(lead.id)).toHaveLength(3);
  receiver.received.length = 0;

  await erasePersonalData(email, admin);
  const left = eventsOf(lead.id);
  expect(left.map((event) => [event.type, event.body.includes(email)])).toEqual([
    ["lead.erased", false],
  ]);
  expect(
    db
      .select()
      .from(leadEventAttempts)
      .all()
      .filter((row) => row.eventId < left[0]!.id),
  ).toEqual([]);
  // Staff moving the lead afterwards tell the receiver nothing more.
  await moveLead(lead.id, "vinto", null, admin);
  await deliverLeadEvents();
  expect(receiver.received.map((event) => [event.type, event.data])).toEqual([
    ["lead.erased", { id: lead.id }],
  ]);
});

test("retention's anonymization deletes the lead's payloads too, telling nothing", async () => {
  const { lead } = await sendContact(new Date(Date.now() - 400 * 86_400_000));
  expect(eventsOf(lead.id)).toHaveLength(1);
  await anonymizeOldRecords();
  expect(eventsOf(lead.id)).toEqual([]);
});
