import fs from "node:fs";
import { eq } from "drizzle-orm";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import {
  emailOutbox,
  newsletterBatches,
  newsletterCampaigns,
  newsletterLinks,
  newsletterRecipients,
  newsletterSubscribers,
  newsletterSuppressions,
} from "../../../db/schema";
import { setEnv } from "../../../tests/support/env";
import { startFakeResend, type FakeResend } from "../../../tests/support/fake-resend";
import { headerValue, readMailbox } from "../../../tests/support/mail";
import { emailHash } from "~/utils/audit.server";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";
import { releaseSingleton } from "~/utils/singleton.server";
import {
  batchKey,
  deliverDueBatches,
  reclaimBatches,
} from "~/features/newsletter/campaign-delivery.server";
import { countLeaving } from "~/features/newsletter/campaign-figures.server";
import { purgeExpiredRecords } from "~/features/visitor-data/retention.server";
import { unsubscribe } from "~/features/visitor-forms/newsletter.server";
import { onDomainEvent } from "~/utils/domain-events.server";
import {
  audienceSize,
  queueCampaign,
  queueDueCampaigns,
  sendTestCampaign,
  sendingRefusal,
} from "~/features/newsletter/campaign-sending.server";

const API_KEY = "re_chiave_di_prova";
let fake: FakeResend;

/** A clock ahead of the rows' own, so what was queued is due. */
const soon = () => new Date(Date.now() + 1_000);

function addSubscribers(count: number, status: "confirmed" | "pending" = "confirmed", from = 0) {
  if (count === 0) return;
  db.insert(newsletterSubscribers)
    .values(
      Array.from({ length: count }, (_, index) => ({
        email: `iscritto-${from + index}@example.it`,
        token: `token-${status}-${from + index}`,
        status,
        source: "newsletter",
        consentAt: new Date(),
        confirmedAt: status === "confirmed" ? new Date() : null,
      })),
    )
    .run();
}

function addCampaign(values: Partial<typeof newsletterCampaigns.$inferInsert> = {}) {
  return db
    .insert(newsletterCampaigns)
    .values({
      slug: `novita-${Math.random().toString(36).slice(2)}`,
      subject: "Le novità di dicembre",
      preheader: "Tre idee per le fiere",
      body: "Ciao,\n\nleggi [la guida alle fiere](https://www.example.it/guida) e [il blog](/blog).",
      ...values,
    })
    .returning()
    .all()[0]!;
}

const campaignRow = (id: number) =>
  db.select().from(newsletterCampaigns).where(eq(newsletterCampaigns.id, id)).get()!;

const batchesOf = (campaignId: number) =>
  db.select().from(newsletterBatches).where(eq(newsletterBatches.campaignId, campaignId)).all();

const recipientsOf = (campaignId: number) =>
  db
    .select()
    .from(newsletterRecipients)
    .where(eq(newsletterRecipients.campaignId, campaignId))
    .all();

/** The messages the fake was handed in batch calls, in order. */
function batchedMessages() {
  return fake.requests
    .filter((request) => request.path === "/emails/batch" && request.reply !== "hang")
    .flatMap((request) =>
      Array.isArray(request.body)
        ? (request.body as { to: string; headers: Record<string, string>; html: string }[])
        : [],
    );
}

function withResend() {
  setEnv({
    RESEND_API_KEY: API_KEY,
    RESEND_BASE_URL: fake.url,
    SITE_URL: "https://www.agenzia.example",
    EMAIL_FROM: "newsletter@agenzia.example",
  });
}

beforeAll(async () => {
  fake = await startFakeResend();
  migrateDatabase();
  stopWaitingForLocks();
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  for (const table of [
    newsletterCampaigns,
    newsletterSubscribers,
    newsletterSuppressions,
    emailOutbox,
  ])
    db.delete(table).run();
  fake.reset();
  withResend();
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  vi.spyOn(logger, "warn").mockImplementation(() => undefined);
  vi.spyOn(logger, "info").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("queueing a campaign", () => {
  test("fixes its rendering, one row per confirmed, unsuppressed subscriber and batches of 100", async () => {
    addSubscribers(230);
    addSubscribers(3, "pending", 1000);
    db.insert(newsletterSuppressions)
      .values({ emailHash: emailHash("iscritto-7@example.it"), reason: "bounced" })
      .run();
    expect(audienceSize()).toBe(229);
    const campaign = addCampaign();

    expect(await queueCampaign(campaign.id, null, soon())).toEqual({
      outcome: "queued",
      recipients: 229,
    });

    const stored = campaignRow(campaign.id);
    expect(stored).toMatchObject({ status: "sending", recipients: 229 });
    expect(stored.html).toContain("la guida alle fiere");
    expect(stored.text).toContain("Disiscriviti");
    expect(batchesOf(campaign.id).map((batch) => batch.status)).toEqual([
      "pending",
      "pending",
      "pending",
    ]);
    const recipients = recipientsOf(campaign.id);
    expect(recipients).toHaveLength(229);
    expect(recipients.map((row) => row.email)).not.toContain("iscritto-7@example.it");
    expect(recipients.map((row) => row.email)).not.toContain("iscritto-1000@example.it");
    // Queued once: a second click finds nothing left to send.
    expect(await queueCampaign(campaign.id, null, soon())).toEqual({ outcome: "unmatched" });
  });

  test("an English campaign goes to the English subscribers, in an English frame", async () => {
    addSubscribers(3);
    db.insert(newsletterSubscribers)
      .values({
        email: "buyer@example.co.uk",
        token: "token-en",
        status: "confirmed",
        source: "newsletter",
        language: "en",
        consentAt: new Date(),
        confirmedAt: new Date(),
      })
      .run();
    expect(audienceSize("en")).toBe(1);
    expect(audienceSize("it")).toBe(3);
    const campaign = addCampaign({
      subject: "Trade fair season",
      body: "Our stands for the spring fairs.",
      language: "en",
      webVersion: true,
    });
    expect(await queueCampaign(campaign.id, null, soon())).toEqual({
      outcome: "queued",
      recipients: 1,
    });
    expect(recipientsOf(campaign.id).map((row) => row.email)).toEqual(["buyer@example.co.uk"]);
    const stored = campaignRow(campaign.id);
    expect(stored.html).toContain('lang="en"');
    expect(stored.text).toContain("Unsubscribe");
    expect(stored.text).toContain("Read it on the website");
    expect(stored.text).not.toContain("Disiscriviti");
    expect(stored.html).toContain("https://www.agenzia.example/en/newsletter/unsubscribe?token=");
    expect(stored.html).toContain(
      `https://www.agenzia.example/en/newsletter/archive/${campaign.slug}`,
    );
  });

  test("is refused with an http site address, a free-mail sender or nobody to send to", async () => {
    const campaign = addCampaign();
    expect(sendingRefusal()).toMatch(/Nessun iscritto confermato/);
    expect(await queueCampaign(campaign.id, null)).toMatchObject({ outcome: "refused" });

    addSubscribers(2);
    expect(sendingRefusal()).toBeNull();
    setEnv({ SITE_URL: "http://www.agenzia.example" });
    expect(sendingRefusal()).toMatch(/SITE_URL.*non è https/);
    expect(await queueCampaign(campaign.id, null)).toMatchObject({ outcome: "refused" });

    setEnv({ SITE_URL: "https://www.agenzia.example", EMAIL_FROM: "agenzia@gmail.com" });
    expect(sendingRefusal()).toMatch(/casella gratuita di gmail\.com/);
    expect(await queueCampaign(campaign.id, null)).toMatchObject({ outcome: "refused" });

    expect(campaignRow(campaign.id).status).toBe("draft");
    expect(recipientsOf(campaign.id)).toHaveLength(0);
  });

  test("a scheduled campaign is queued when its time comes; one that cannot be sent goes back to draft", async () => {
    addSubscribers(3);
    const due = addCampaign({ status: "scheduled", scheduledAt: new Date(Date.now() - 60_000) });
    const later = addCampaign({
      status: "scheduled",
      scheduledAt: new Date(Date.now() + 3_600_000),
    });
    expect(await queueDueCampaigns(soon())).toBe(1);
    expect(campaignRow(due.id).status).toBe("sending");
    expect(campaignRow(later.id).status).toBe("scheduled");

    setEnv({ EMAIL_FROM: "agenzia@libero.it" });
    expect(await queueDueCampaigns(new Date(Date.now() + 2 * 3_600_000))).toBe(0);
    expect(campaignRow(later.id)).toMatchObject({ status: "draft", scheduledAt: null });
  });

  test("counted links go through the site and are stored; others are left as written", async () => {
    addSubscribers(1);
    const campaign = addCampaign({ countClicks: true });
    await queueCampaign(campaign.id, null, soon());
    const links = db
      .select()
      .from(newsletterLinks)
      .where(eq(newsletterLinks.campaignId, campaign.id))
      .all();
    expect(links.map((link) => [link.n, link.url])).toEqual([
      [1, "https://www.example.it/guida"],
      [2, "https://www.agenzia.example/blog"],
    ]);
    const { html } = campaignRow(campaign.id);
    expect(html).toContain(`https://www.agenzia.example/newsletter/l/${campaign.id}/1`);
    expect(html).not.toContain('href="https://www.example.it/guida"');
  });
});

describe("sending a campaign", () => {
  test("each batch is one call with its own key; every recipient gets their own unsubscribe link", async () => {
    addSubscribers(150);
    const campaign = addCampaign();
    await queueCampaign(campaign.id, null, soon());

    expect((await deliverDueBatches({ now: soon() })).counts).toEqual({
      sent: 2,
      retried: 0,
      dead: 0,
    });

    const calls = fake.requests.filter((request) => request.path === "/emails/batch");
    expect(calls).toHaveLength(2);
    const keys = calls.map((call) => call.headers["idempotency-key"]);
    expect(new Set(keys).size).toBe(2);
    expect(keys).toEqual(
      batchesOf(campaign.id).map((batch) => batchKey(batch, campaign.createdAt)),
    );
    for (const message of batchedMessages()) {
      const n = /iscritto-(\d+)@/.exec(message.to)![1];
      const address = `https://www.agenzia.example/newsletter/disiscrizione?token=token-confirmed-${n}`;
      expect(message.headers["List-Unsubscribe"]).toBe(`<${address}>`);
      expect(message.headers["List-Unsubscribe-Post"]).toBe("List-Unsubscribe=One-Click");
      expect(message.html).toContain(`href="${address}"`);
    }
    expect(fake.duplicates()).toEqual([]);
    expect(fake.counts().delivered).toBe(150);

    const recipients = recipientsOf(campaign.id);
    expect(recipients.every((row) => row.status === "sent" && row.resendId)).toBe(true);
    expect(campaignRow(campaign.id)).toMatchObject({ status: "sent" });
    expect(campaignRow(campaign.id).sentAt).not.toBeNull();
  });

  test("a batch sent by a process killed before it recorded the send is delivered once", async () => {
    addSubscribers(120);
    const campaign = addCampaign();
    await queueCampaign(campaign.id, null, soon());
    await deliverDueBatches({ now: soon() });
    expect(fake.counts().delivered).toBe(120);

    // As a kill -9 after the call and before the outcome's write leaves them: claimed, pending.
    db.update(newsletterBatches)
      .set({ status: "pending", attempts: 1, nextAttemptAt: new Date(Date.now() + 300_000) })
      .where(eq(newsletterBatches.campaignId, campaign.id))
      .run();
    db.update(newsletterRecipients).set({ status: "queued", resendId: null }).run();
    db.update(newsletterCampaigns).set({ status: "sending" }).run();

    expect(reclaimBatches(soon())).toBe(2);
    expect((await deliverDueBatches({ now: soon() })).counts.sent).toBe(2);
    expect(fake.counts().delivered).toBe(120);
    expect(fake.counts().replayed).toBe(2);
    expect(fake.duplicates()).toEqual([]);
    expect(recipientsOf(campaign.id).every((row) => row.resendId)).toBe(true);
    expect(campaignRow(campaign.id).status).toBe("sent");
  });

  test("a 429 waits for its retry-after without spending an attempt; a 500 backs off", async () => {
    addSubscribers(250);
    const campaign = addCampaign();
    await queueCampaign(campaign.id, null, soon());

    fake.failNext(1, { status: 429, retryAfterSeconds: 1 });
    const first = await deliverDueBatches({ now: soon() });
    expect(first.counts).toEqual({ sent: 2, retried: 1, dead: 0 });
    const waiting = batchesOf(campaign.id).find((batch) => batch.status === "pending")!;
    expect(waiting.attempts).toBe(0);
    expect(waiting.lastError).toMatch(/HTTP 429/);

    // The account's pace now holds every call for that second (its own tests show it): a
    // new pace lets this test go on without waiting it out.
    releaseSingleton("resend-pace");
    fake.failNext(1, { status: 500 });
    const second = await deliverDueBatches({ now: new Date(Date.now() + 5_000) });
    expect(second).toMatchObject({ counts: { sent: 0, retried: 1, dead: 0 }, halted: "transport" });
    expect(batchesOf(campaign.id).find((batch) => batch.status === "pending")!.attempts).toBe(1);

    const third = await deliverDueBatches({ now: new Date(Date.now() + 60_000) });
    expect(third.counts.sent).toBe(1);
    expect(fake.counts().delivered).toBe(250);
    expect(fake.duplicates()).toEqual([]);
    expect(campaignRow(campaign.id).status).toBe("sent");
  });

  test("a recipient erased before the send is not written to, and the campaign still ends", async () => {
    addSubscribers(2);
    const campaign = addCampaign();
    await queueCampaign(campaign.id, null, soon());
    db.delete(newsletterSubscribers).run();
    expect(recipientsOf(campaign.id)).toHaveLength(0);

    await deliverDueBatches({ now: soon() });
    expect(fake.requests).toHaveLength(0);
    expect(campaignRow(campaign.id)).toMatchObject({ status: "sent", recipients: 2 });
  });

  test("without an API key every recipient's message is written as an .eml file, with a text part", async () => {
    setEnv({ RESEND_API_KEY: undefined });
    addSubscribers(3);
    const campaign = addCampaign({ webVersion: true });
    await queueCampaign(campaign.id, null, soon());
    await deliverDueBatches({ now: soon() });

    const mail = await readMailbox(getEnv().MAIL_DIR);
    const campaignMail = mail.filter((message) => message.subject === "Le novità di dicembre");
    expect(campaignMail).toHaveLength(3);
    for (const message of campaignMail) {
      expect(message.file).toMatch(/-newsletter-\d+\.eml$/);
      expect(message.text).toContain("leggi la guida alle fiere");
      expect(headerValue(message, "list-unsubscribe-post")).toBe("List-Unsubscribe=One-Click");
      expect(message.html).toContain(`/newsletter/archivio/${campaign.slug}`);
    }
    // A second pass writes nothing twice.
    db.update(newsletterBatches).set({ status: "pending" }).run();
    await deliverDueBatches({ now: soon() });
    expect(
      fs.readdirSync(getEnv().MAIL_DIR).filter((name) => name.includes("newsletter")),
    ).toHaveLength(3);
  });
});

describe("a test send", () => {
  test("goes to the member of staff through the outbox, marked as a test", async () => {
    const campaign = addCampaign();
    expect(await sendTestCampaign(campaign.id, "redazione@agenzia.example")).toBe("queued");
    const [row] = db.select().from(emailOutbox).all();
    expect(row).toMatchObject({
      template: "newsletter-campaign",
      recipient: "redazione@agenzia.example",
      subject: "[Prova] Le novità di dicembre",
    });
    expect(await sendTestCampaign(campaign.id + 1000, "redazione@agenzia.example")).toBe(
      "unmatched",
    );
  });
});

describe("the figures", () => {
  test("an unsubscribe counts for the last campaign its subscriber was sent, once", async () => {
    addSubscribers(2);
    const first = addCampaign();
    await queueCampaign(first.id, null, soon());
    const second = addCampaign();
    await queueCampaign(second.id, null, soon());
    const [subscriber] = db.select().from(newsletterSubscribers).all();
    const left: number[] = [];
    const stop = onDomainEvent("subscriberLeft", ({ subscriberId }) => {
      left.push(subscriberId);
      countLeaving(subscriberId);
    });
    try {
      expect(await unsubscribe(subscriber!.token)).toBe("unsubscribed");
      expect(await unsubscribe(subscriber!.token)).toBe("unsubscribed");
    } finally {
      stop();
    }
    expect(left).toEqual([subscriber!.id]);
    expect(campaignRow(second.id).unsubscribed).toBe(1);
    expect(campaignRow(first.id).unsubscribed).toBe(0);
  });
});

describe("retention", () => {
  test("a recipient's row goes with its subscription; the campaign keeps its counts", async () => {
    addSubscribers(3);
    const campaign = addCampaign();
    await queueCampaign(campaign.id, null, soon());
    await deliverDueBatches({ now: soon() });
    const [leaving] = db.select().from(newsletterSubscribers).all();
    expect(await unsubscribe(leaving!.token)).toBe("unsubscribed");

    await purgeExpiredRecords({ now: new Date(Date.now() + 400 * 86_400_000) });

    const kept = recipientsOf(campaign.id).map((row) => row.email);
    expect(kept).toHaveLength(2);
    expect(kept).not.toContain(leaving!.email);
    expect(campaignRow(campaign.id)).toMatchObject({ status: "sent", recipients: 3 });
  });
});
