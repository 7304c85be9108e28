import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import {
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from "vitest";
import {
  newsletterBatches,
  newsletterCampaigns,
  newsletterRecipients,
  newsletterSubscribers,
  newsletterSuppressions,
  resendWebhookEvents,
} from "../../../db/schema";
import { action, loader } from "~/features/newsletter/routes/api.resend.webhook";
import {
  pruneResendWebhookEvents,
  resendWebhookLimits,
  resendWebhookMessages,
} from "~/features/newsletter/resend-webhook.server";
import { emailHash } from "~/utils/audit.server";
import { db, insertedRow, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { setEnv } from "../../../tests/support/env";
import { holdWriteLock } from "../../../tests/support/write-lock";

const DAY = 24 * 60 * 60 * 1000;
const secret = `whsec_${crypto.randomBytes(24).toString("base64")}`;

/**
 * Resend's signature by the Svix scheme, computed here with node:crypto: HMAC-SHA256 of
 * `id.timestamp.body`, keyed with the secret's base64 part, as `v1,<base64>`.
 */
function svixSignature(key: string, id: string, seconds: number, body: string) {
  const hmac = crypto.createHmac("sha256", Buffer.from(key.replace(/^whsec_/, ""), "base64"));
  return `v1,${hmac.update(`${id}.${seconds}.${body}`).digest("base64")}`;
}

type Delivery = {
  id?: string;
  key?: string;
  at?: Date;
  body?: string;
  signature?: string;
  without?: ("svix-id" | "svix-timestamp" | "svix-signature")[];
  method?: string;
};

let deliveries = 0;

/** What Resend's webhook sends: the event as JSON, signed, with its delivery's id. */
function resendRequest(event: unknown, delivery: Delivery = {}) {
  deliveries += 1;
  const {
    id = `msg_${deliveries}`,
    key = secret,
    at = new Date(),
    body = JSON.stringify(event),
    without = [],
    method = "POST",
  } = delivery;
  const seconds = Math.floor(at.getTime() / 1000);
  const headers = new Headers({
    "Content-Type": "application/json",
    "svix-id": id,
    "svix-timestamp": String(seconds),
    "svix-signature": delivery.signature ?? svixSignature(key, id, seconds, body),
  });
  for (const name of without) headers.delete(name);
  return new Request("http://localhost:3000/api/resend/webhook", {
    method,
    headers,
    body: method === "GET" ? undefined : body,
  });
}

async function deliver(event: unknown, delivery: Delivery = {}) {
  const request = resendRequest(event, delivery);
  const run = request.method === "GET" ? loader : action;
  const response = await run({ request, params: {}, context: {} as never });
  return { status: response.status, headers: response.headers, body: await response.json() };
}

function emailEvent(type: string, emailId: string, to: string, extra: object = {}) {
  return {
    type,
    created_at: "2026-12-04T10:00:00.000Z",
    data: {
      created_at: "2026-12-04T09:59:58.000Z",
      email_id: emailId,
      message_id: `<${emailId}@eu-west-1.amazonses.com>`,
      from: "Agenzia <newsletter@agenzia.example>",
      to: [to],
      subject: "Le novità di dicembre",
      ...extra,
    },
  };
}

const bounce = (type: string, emailId: string, to: string) =>
  emailEvent("email.bounced", emailId, to, {
    bounce: {
      type,
      subType: type === "Permanent" ? "General" : "MailboxFull",
      message: "La casella del destinatario non ha accettato il messaggio.",
    },
  });

let campaignsMade = 0;

/** A campaign being sent, with one recipient a Resend message each, all reported as sent. */
function campaignTo(count: number) {
  campaignsMade += 1;
  const n = campaignsMade;
  const campaign = insertedRow(
    db
      .insert(newsletterCampaigns)
      .values({ slug: `dicembre-${n}`, subject: "Le novità di dicembre", status: "sending" })
      .returning()
      .all(),
  );
  const batch = insertedRow(
    db
      .insert(newsletterBatches)
      .values({ campaignId: campaign.id, status: "sent" })
      .returning()
      .all(),
  );
  const recipients = Array.from({ length: count }, (_, i) => {
    const email = `lettore.${n}.${i}@example.it`;
    const subscriber = insertedRow(
      db
        .insert(newsletterSubscribers)
        .values({
          email,
          status: "confirmed",
          token: `conferma-${n}-${i}`,
          source: "footer",
          consentAt: new Date(),
        })
        .returning()
        .all(),
    );
    return insertedRow(
      db
        .insert(newsletterRecipients)
        .values({
          campaignId: campaign.id,
          batchId: batch.id,
          subscriberId: subscriber.id,
          email,
          token: `disiscrizione-${n}-${i}`,
          resendId: `4ef9a417-${n}-${i}`,
          status: "sent",
        })
        .returning()
        .all(),
    );
  });
  db.update(newsletterCampaigns)
    .set({ recipients: count })
    .where(eq(newsletterCampaigns.id, campaign.id))
    .run();
  return { campaignId: campaign.id, recipients };
}

function figures(campaignId: number) {
  return db
    .select({
      delivered: newsletterCampaigns.delivered,
      bounced: newsletterCampaigns.bounced,
      complained: newsletterCampaigns.complained,
    })
    .from(newsletterCampaigns)
    .where(eq(newsletterCampaigns.id, campaignId))
    .get();
}

const statusOf = (recipientId: number) =>
  db
    .select({ status: newsletterRecipients.status })
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.id, recipientId))
    .get()?.status;

const suppressionOf = (email: string) =>
  db
    .select({ reason: newsletterSuppressions.reason })
    .from(newsletterSuppressions)
    .where(eq(newsletterSuppressions.emailHash, emailHash(email)))
    .get()?.reason;

const subscriberStatusOf = (email: string) =>
  db
    .select({ status: newsletterSubscribers.status })
    .from(newsletterSubscribers)
    .where(eq(newsletterSubscribers.email, email))
    .get()?.status;

const recordedEvents = () => db.select().from(resendWebhookEvents).all();

let infoLog: MockInstance<typeof logger.info>;
let warnLog: MockInstance<typeof logger.warn>;

beforeAll(() => {
  migrateDatabase();
  // As in the server: a lock is waited out on timers, never inside SQLite.
  stopWaitingForLocks();
});

beforeEach(() => {
  db.delete(resendWebhookEvents).run();
  db.delete(newsletterSuppressions).run();
  setEnv({ RESEND_WEBHOOK_SECRET: secret });
  infoLog = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  warnLog = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  setEnv({ RESEND_WEBHOOK_SECRET: undefined });
});

describe("Resend's reports on a campaign", () => {
  test("a delivery marks its recipient delivered and counts once per campaign", async () => {
    const { campaignId, recipients } = campaignTo(2);
    const [first, second] = recipients;

    const answer = await deliver(emailEvent("email.delivered", first!.resendId!, first!.email));

    expect(answer).toMatchObject({ status: 200, body: { esito: "registrato" } });
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(statusOf(first!.id)).toBe("delivered");
    expect(statusOf(second!.id)).toBe("sent");
    expect(figures(campaignId)).toEqual({ delivered: 1, bounced: 0, complained: 0 });
    expect(suppressionOf(first!.email)).toBeUndefined();
    expect(recordedEvents()).toMatchObject([{ id: `msg_${deliveries}`, type: "email.delivered" }]);
  });

  test("the same delivery sent again by Resend changes nothing", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;
    const event = emailEvent("email.delivered", reader!.resendId!, reader!.email);

    expect((await deliver(event, { id: "msg_ripetuto" })).status).toBe(200);
    const again = await deliver(event, { id: "msg_ripetuto" });

    expect(again).toMatchObject({ status: 200, body: { esito: "già ricevuto" } });
    expect(figures(campaignId)).toEqual({ delivered: 1, bounced: 0, complained: 0 });
    expect(recordedEvents()).toHaveLength(1);
  });

  test("a second report of the same message, under another id, counts it once", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;
    const event = emailEvent("email.delivered", reader!.resendId!, reader!.email);

    await deliver(event);
    const second = await deliver(event);

    expect(second).toMatchObject({ status: 200, body: { esito: "registrato" } });
    expect(figures(campaignId)).toEqual({ delivered: 1, bounced: 0, complained: 0 });
  });

  test("a permanent bounce suppresses the address and counts as bounced", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;

    const answer = await deliver(bounce("Permanent", reader!.resendId!, reader!.email));

    expect(answer.status).toBe(200);
    expect(statusOf(reader!.id)).toBe("bounced");
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 1, complained: 0 });
    expect(suppressionOf(reader!.email)).toBe("bounced");
    // Only the hash: the list names nobody.
    const stored = JSON.stringify(db.select().from(newsletterSuppressions).all());
    expect(stored).not.toContain(reader!.email);
    // The subscription ends, so the retention's purge takes the row that names them.
    expect(subscriberStatusOf(reader!.email)).toBe("unsubscribed");
  });

  test("a bounce after the delivery's report takes the delivery back", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;

    await deliver(emailEvent("email.delivered", reader!.resendId!, reader!.email));
    await deliver(bounce("Permanent", reader!.resendId!, reader!.email));

    expect(statusOf(reader!.id)).toBe("bounced");
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 1, complained: 0 });
  });

  test("a transient or undetermined bounce suppresses nothing and counts nothing", async () => {
    const { campaignId, recipients } = campaignTo(2);
    const [full, unknown] = recipients;

    expect((await deliver(bounce("Transient", full!.resendId!, full!.email))).status).toBe(200);
    expect((await deliver(bounce("Undetermined", unknown!.resendId!, unknown!.email))).status).toBe(
      200,
    );

    expect(suppressionOf(full!.email)).toBeUndefined();
    expect(suppressionOf(unknown!.email)).toBeUndefined();
    expect(statusOf(full!.id)).toBe("sent");
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 0, complained: 0 });
    expect(infoLog).toHaveBeenCalledWith(
      expect.stringMatching(/Rimbalzo non permanente \(Transient\)/),
    );
    // The log names the message, never the person.
    expect(JSON.stringify(infoLog.mock.calls)).not.toContain(full!.email);
  });

  test("a complaint suppresses the address; its delivery counts whichever report comes first", async () => {
    const { campaignId, recipients } = campaignTo(2);
    const [deliveredFirst, complainedFirst] = recipients;

    await deliver(emailEvent("email.delivered", deliveredFirst!.resendId!, deliveredFirst!.email));
    await deliver(emailEvent("email.complained", deliveredFirst!.resendId!, deliveredFirst!.email));
    await deliver(
      emailEvent("email.complained", complainedFirst!.resendId!, complainedFirst!.email),
    );
    await deliver(
      emailEvent("email.delivered", complainedFirst!.resendId!, complainedFirst!.email),
    );

    expect(statusOf(deliveredFirst!.id)).toBe("complained");
    expect(statusOf(complainedFirst!.id)).toBe("complained");
    expect(figures(campaignId)).toEqual({ delivered: 2, bounced: 0, complained: 2 });
    expect(suppressionOf(deliveredFirst!.email)).toBe("complained");
    expect(suppressionOf(complainedFirst!.email)).toBe("complained");
  });

  test("a bounce of the site's own mail suppresses the address for the newsletter", async () => {
    const { campaignId } = campaignTo(1);
    const address = "Mario Rossi <Mario.Rossi@Example.it>";

    const answer = await deliver(bounce("Permanent", "transazionale-1", address));

    expect(answer.status).toBe(200);
    expect(suppressionOf("mario.rossi@example.it")).toBe("bounced");
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 0, complained: 0 });
  });

  test("an address erased on request stays suppressed as erased", async () => {
    const address = "cancellata@example.it";
    db.insert(newsletterSuppressions)
      .values({ emailHash: emailHash(address) })
      .run();

    await deliver(emailEvent("email.complained", "transazionale-2", address));

    expect(suppressionOf(address)).toBe("erased");
  });

  test("an event of a type the site does not use is acknowledged and only recorded", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;

    const opened = await deliver(emailEvent("email.opened", reader!.resendId!, reader!.email));
    const folder = await deliver({
      type: "inbox.thread.folder.updated",
      created_at: "2026-12-04T10:00:00.000Z",
      data: { inbox_id: "in_1", thread_id: "th_1", from: { id: "a" }, to: { id: "b" } },
    });

    expect(opened.status).toBe(200);
    expect(folder.status).toBe(200);
    expect(statusOf(reader!.id)).toBe("sent");
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 0, complained: 0 });
    expect(recordedEvents().map((event) => event.type)).toEqual([
      "email.opened",
      "inbox.thread.folder.updated",
    ]);
  });
});

describe("what the webhook refuses", () => {
  async function expectRefused(delivery: Delivery, status: number) {
    const { recipients } = campaignTo(1);
    const [reader] = recipients;
    const answer = await deliver(bounce("Permanent", reader!.resendId!, reader!.email), delivery);
    expect(answer.status).toBe(status);
    expect(statusOf(reader!.id)).toBe("sent");
    expect(suppressionOf(reader!.email)).toBeUndefined();
    expect(recordedEvents()).toEqual([]);
    return answer;
  }

  test("a signature of another body: 401, nothing stored", async () => {
    const seconds = Math.floor(Date.now() / 1000);
    const answer = await expectRefused(
      { id: "msg_falso", signature: svixSignature(secret, "msg_falso", seconds, "{}") },
      401,
    );
    expect(answer.body).toEqual({ errore: resendWebhookMessages.unsigned });
    expect(warnLog).toHaveBeenCalledWith(expect.stringMatching(/^401 webhook di Resend rifiutato/));
  });

  test("signed with another secret: 401", async () => {
    await expectRefused({ key: `whsec_${crypto.randomBytes(24).toString("base64")}` }, 401);
  });

  test("signed six minutes ago, or six minutes ahead: 401", async () => {
    await expectRefused({ at: new Date(Date.now() - 6 * 60_000) }, 401);
    await expectRefused({ at: new Date(Date.now() + 6 * 60_000) }, 401);
  });

  test("any of the three headers missing: 401", async () => {
    await expectRefused({ without: ["svix-signature"] }, 401);
    await expectRefused({ without: ["svix-id"] }, 401);
    await expectRefused({ without: ["svix-timestamp"] }, 401);
  });

  test("a valid signature among others, as while a secret is rotated, is accepted", async () => {
    const { recipients } = campaignTo(1);
    const [reader] = recipients;
    const event = bounce("Permanent", reader!.resendId!, reader!.email);
    const body = JSON.stringify(event);
    const seconds = Math.floor(Date.now() / 1000);
    const old = svixSignature(
      `whsec_${crypto.randomBytes(24).toString("base64")}`,
      "msg_r",
      seconds,
      body,
    );
    const current = svixSignature(secret, "msg_r", seconds, body);

    const answer = await deliver(event, { id: "msg_r", signature: `${old} ${current}` });

    expect(answer.status).toBe(200);
    expect(suppressionOf(reader!.email)).toBe("bounced");
  });

  test("a body over the limit: 413, read no further", async () => {
    const padding = "x".repeat(resendWebhookLimits.maxBytes);
    const { recipients } = campaignTo(1);
    const [reader] = recipients;
    const event = { ...bounce("Permanent", reader!.resendId!, reader!.email), padding };

    const answer = await deliver(event);

    expect(answer.status).toBe(413);
    expect(answer.headers.get("Connection")).toBe("close");
    expect(suppressionOf(reader!.email)).toBeUndefined();
    expect(recordedEvents()).toEqual([]);
  });

  test("a signed body that is not an event: 400, nothing stored", async () => {
    for (const body of ["{non è json", "[]", JSON.stringify({ type: "email.bounced", data: {} })]) {
      const answer = await deliver(null, { body });
      expect(answer).toMatchObject({
        status: 400,
        body: { errore: resendWebhookMessages.notAnEvent },
      });
    }
    expect(recordedEvents()).toEqual([]);
  });

  test("without a secret configured the address does not exist", async () => {
    setEnv({ RESEND_WEBHOOK_SECRET: undefined });
    await expectRefused({}, 404);
    expect((await deliver(null, { method: "GET" })).status).toBe(404);
  });

  test("a secret that is not one of Resend's: 500, so Resend keeps the event", async () => {
    setEnv({ RESEND_WEBHOOK_SECRET: "whsec_non-è-base64!" });
    const answer = await expectRefused({}, 500);
    expect(answer.body).toEqual({ errore: resendWebhookMessages.misconfigured });
  });

  test("opened as a page: 405", async () => {
    const answer = await deliver(null, { method: "GET" });
    expect(answer.status).toBe(405);
    expect(answer.headers.get("Allow")).toBe("POST");
  });

  test("the database locked by another process: 503 with Retry-After, then Resend's retry counts", async () => {
    const { campaignId, recipients } = campaignTo(1);
    const [reader] = recipients;
    const event = emailEvent("email.delivered", reader!.resendId!, reader!.email);
    const lock = await holdWriteLock(getEnv().DATABASE_PATH, 5_000);

    const answer = await deliver(event, { id: "msg_bloccato" }).finally(() => lock.release());

    expect(answer.status).toBe(503);
    expect(answer.headers.get("Retry-After")).toBe("2");
    expect(answer.body).toEqual({ errore: resendWebhookMessages.busy });
    expect(recordedEvents()).toEqual([]);
    expect(figures(campaignId)).toEqual({ delivered: 0, bounced: 0, complained: 0 });

    expect((await deliver(event, { id: "msg_bloccato" })).status).toBe(200);
    expect(figures(campaignId)).toEqual({ delivered: 1, bounced: 0, complained: 0 });
  });
});

test("delivery ids older than 30 days are let go, newer ones kept", () => {
  const now = new Date("2026-12-04T12:00:00.000Z");
  db.insert(resendWebhookEvents)
    .values([
      {
        id: "msg_vecchio",
        type: "email.delivered",
        receivedAt: new Date(now.getTime() - 31 * DAY),
      },
      { id: "msg_recente", type: "email.bounced", receivedAt: new Date(now.getTime() - 29 * DAY) },
    ])
    .run();

  expect(pruneResendWebhookEvents(now)).toBe(1);
  expect(recordedEvents().map((event) => event.id)).toEqual(["msg_recente"]);
});
