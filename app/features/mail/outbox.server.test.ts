import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  describe,
  expect,
  test,
  vi,
  type MockInstance,
} from "vitest";
import { emailOutbox } from "../../../db/schema";
import { emailSubject, type EmailPayloads } from "../../../emails/catalog";
import { startFakeResend, type FakeResend } from "../../../tests/support/fake-resend";
import { readMailbox, recipientsOf } from "../../../tests/support/mail";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { renderEmail } from "~/features/mail/email.server";
import { getEnv } from "~/utils/env.server";
import {
  MAX_ATTEMPTS,
  audienceContactTask,
  deliverDueEmails,
  queueAudienceContact,
  queueEmail,
  startOutboxWorker,
} from "~/features/mail/outbox.server";
import { setEnv } from "../../../tests/support/env";
import { logger } from "~/utils/logger.server";

const MINUTE = 60_000;
const API_KEY = "re_chiave_di_prova";
const recipient = "giulia.bianchi@example.it";
const acknowledgement: EmailPayloads["contact-acknowledgement"] = {
  servizioLabel: "Posizionamento SEO",
  receivedAt: "2025-03-12T13:05:00.000Z",
};

let fake: FakeResend;
let errorLog: MockInstance<typeof logger.error>;
let warnLog: MockInstance<typeof logger.warn>;

function withResend() {
  setEnv({ RESEND_API_KEY: API_KEY, RESEND_BASE_URL: fake.url, RESEND_AUDIENCE_ID: undefined });
}

function outboxRow(id: number) {
  const row = db.select().from(emailOutbox).where(eq(emailOutbox.id, id)).get();
  if (!row) throw new Error(`Riga ${id} assente`);
  return row;
}

/** A clock just ahead of the database's, so freshly queued rows are due. */
function soon() {
  return new Date(Date.now() + 1_000);
}

function queueAcknowledgement() {
  return queueEmail(db, "contact-acknowledgement", recipient, acknowledgement);
}

function loggedErrors() {
  return errorLog.mock.calls.map((call) => call.map(String).join(" "));
}

function loggedWarnings() {
  return warnLog.mock.calls.map((call) => call.map(String).join(" "));
}

/** Runs `work` while watching how long the event loop goes without turning. */
async function longestStallDuring<T>(work: () => Promise<T>) {
  let longest = 0;
  let last = performance.now();
  const probe = setInterval(() => {
    const now = performance.now();
    longest = Math.max(longest, now - last);
    last = now;
  }, 5);
  try {
    const result = await work();
    return { result, longestStallMs: Math.max(longest, performance.now() - last) };
  } finally {
    clearInterval(probe);
  }
}

beforeAll(async () => {
  fake = await startFakeResend();
  withResend();
  migrateDatabase();
  // As in the server: never wait inside SQLite for another process's lock.
  stopWaitingForLocks();
  // The first render loads React's server renderer; tests that time the event loop should
  // not measure that.
  await renderEmail("contact-acknowledgement", acknowledgement, {
    to: recipient,
    subject: "Prova",
    outboxId: 0,
  });
});

afterAll(async () => {
  await fake.stop();
});

beforeEach(() => {
  db.delete(emailOutbox).run();
  fake.reset();
  withResend();
  // Failures are meant to be logged; the spy keeps them out of the test output and lets
  // the tests check that they are.
  errorLog = vi.spyOn(logger, "error").mockImplementation(() => undefined);
  warnLog = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
});

describe("e-mail outbox", () => {
  test("a queued e-mail is sent once, as rendered, with an idempotency key", async () => {
    const id = queueAcknowledgement();
    const queued = outboxRow(id);
    expect(queued).toMatchObject({ status: "pending", attempts: 0, recipient });
    expect(queued.subject).toBe(
      emailSubject("contact-acknowledgement", acknowledgement, getEnv().SITE_NAME),
    );

    const now = soon();
    expect(await deliverDueEmails({ now })).toEqual({ sent: 1, retried: 0, dead: 0 });

    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    const expected = await renderEmail("contact-acknowledgement", acknowledgement, {
      to: recipient,
      subject: queued.subject,
      outboxId: id,
    });
    expect(request).toMatchObject({ method: "POST", path: "/emails" });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers["idempotency-key"]).toBe(`outbox-${id}-${queued.createdAt.getTime()}`);
    expect(request?.body).toMatchObject({
      from: expected.from,
      to: recipient,
      subject: queued.subject,
      html: expected.html,
      text: expected.text,
    });

    expect(outboxRow(id)).toMatchObject({
      status: "sent",
      attempts: 1,
      sentAt: now,
      lastError: null,
    });
    expect(await deliverDueEmails({ now: new Date(now.getTime() + 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    });
    expect(fake.requests).toHaveLength(1);
  });

  test("a server error is retried after a minute with the same idempotency key", async () => {
    const id = queueAcknowledgement();
    fake.reply({ status: 503 });
    const now = soon();

    expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 1, dead: 0 });
    const failed = outboxRow(id);
    expect(failed).toMatchObject({ status: "pending", attempts: 1 });
    expect(failed.nextAttemptAt.getTime()).toBe(now.getTime() + MINUTE);
    expect(failed.lastError).toMatch(/503/);
    expect(failed.lastError).not.toContain(API_KEY);
    expect(loggedErrors().some((line) => line.includes(`n. ${id} (contact-acknowledgement)`))).toBe(
      true,
    );

    expect(await deliverDueEmails({ now: new Date(now.getTime() + MINUTE - 1) })).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    });
    expect(fake.requests).toHaveLength(1);

    expect(await deliverDueEmails({ now: new Date(now.getTime() + MINUTE) })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
    const keys = fake.requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
  });

  test("a server that never answers counts as a failed attempt", async () => {
    const id = queueAcknowledgement();
    fake.reply("hang");
    const now = soon();

    const started = Date.now();
    expect(await deliverDueEmails({ now, timeoutMs: 200 })).toEqual({
      sent: 0,
      retried: 1,
      dead: 0,
    });
    expect(Date.now() - started).toBeLessThan(5_000);
    expect(outboxRow(id)).toMatchObject({ status: "pending", attempts: 1 });
    expect(outboxRow(id).lastError).toMatch(/entro 200 ms/);

    expect(
      await deliverDueEmails({ now: new Date(now.getTime() + MINUTE), timeoutMs: 200 }),
    ).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    expect(fake.requests).toHaveLength(2);
  });

  test("backoff doubles up to the last attempt, then the row is dead and never sent again", async () => {
    const id = queueAcknowledgement();
    fake.reply(...Array.from({ length: MAX_ATTEMPTS }, () => ({ status: 500 })));

    let now = soon();
    const delays: number[] = [];
    for (let attempt = 1; attempt < MAX_ATTEMPTS; attempt += 1) {
      expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 1, dead: 0 });
      const row = outboxRow(id);
      expect(row).toMatchObject({ status: "pending", attempts: attempt });
      delays.push((row.nextAttemptAt.getTime() - now.getTime()) / MINUTE);
      now = row.nextAttemptAt;
    }
    expect(delays).toEqual([1, 2, 4, 8, 16, 32, 64]);

    expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 0, dead: 1 });
    const dead = outboxRow(id);
    expect(dead).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS, sentAt: null });
    expect(dead.lastError).toMatch(/500/);
    expect(
      loggedErrors().some(
        (line) =>
          line.includes(`n. ${id} (contact-acknowledgement)`) && line.includes("abbandonata"),
      ),
    ).toBe(true);

    expect(await deliverDueEmails({ now: new Date(now.getTime() + 7 * 24 * 60 * MINUTE) })).toEqual(
      {
        sent: 0,
        retried: 0,
        dead: 0,
      },
    );
    expect(fake.requests).toHaveLength(MAX_ATTEMPTS);
  });

  test("two delivery passes at once send every message exactly once", async () => {
    const ids = Array.from({ length: 6 }, () => queueAcknowledgement());
    fake.reply(...ids.map(() => ({ status: 200, delayMs: 20 })));
    const now = soon();

    const [first, second] = await Promise.all([
      deliverDueEmails({ now }),
      deliverDueEmails({ now }),
    ]);

    expect(first.sent + second.sent).toBe(ids.length);
    expect(first.sent).toBeGreaterThan(0);
    expect(second.sent).toBeGreaterThan(0);
    expect(fake.requests).toHaveLength(ids.length);
    expect(new Set(fake.requests.map((request) => request.headers["idempotency-key"])).size).toBe(
      ids.length,
    );
    for (const id of ids) expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("a row claimed by a pass that died is retried once its lease has run out", async () => {
    const id = queueAcknowledgement();
    const now = soon();
    // What a pass leaves behind when the process stops between claiming and sending.
    db.update(emailOutbox)
      .set({ attempts: 1, nextAttemptAt: new Date(now.getTime() + 5 * MINUTE) })
      .where(eq(emailOutbox.id, id))
      .run();

    expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(await deliverDueEmails({ now: new Date(now.getTime() + 5 * MINUTE) })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 2 });
  });

  test("a row whose last attempt was interrupted is dead, not sent a ninth time", async () => {
    const id = queueAcknowledgement();
    db.update(emailOutbox)
      .set({ attempts: MAX_ATTEMPTS, lastError: "Resend ha risposto application_error (HTTP 500)" })
      .where(eq(emailOutbox.id, id))
      .run();

    expect(await deliverDueEmails({ now: soon() })).toEqual({ sent: 0, retried: 0, dead: 1 });
    expect(outboxRow(id)).toMatchObject({ status: "dead", attempts: MAX_ATTEMPTS });
    expect(outboxRow(id).lastError).toMatch(/interrotto.*HTTP 500/);
    expect(fake.requests).toHaveLength(0);
  });

  test("an unknown template or data that does not fit its task goes straight to dead", async () => {
    const unknown = db
      .insert(emailOutbox)
      .values({ template: "modello-inesistente", recipient, subject: "?", payload: {} })
      .returning({ id: emailOutbox.id })
      .get().id;
    const broken = db
      .insert(emailOutbox)
      .values({
        template: audienceContactTask,
        recipient,
        subject: "?",
        payload: { nome: "Senza indirizzo" },
      })
      .returning({ id: emailOutbox.id })
      .get().id;
    // What a row queued before a template changed its data looks like to the new release.
    const outdated = db
      .insert(emailOutbox)
      .values({
        template: "contact-acknowledgement",
        recipient,
        subject: "?",
        payload: { nome: "Giulia" },
      })
      .returning({ id: emailOutbox.id })
      .get().id;

    expect(await deliverDueEmails({ now: soon() })).toEqual({ sent: 0, retried: 0, dead: 3 });
    expect(outboxRow(unknown)).toMatchObject({ status: "dead", attempts: 1 });
    expect(outboxRow(unknown).lastError).toMatch(/sconosciuto: modello-inesistente/);
    expect(outboxRow(broken)).toMatchObject({ status: "dead", attempts: 1 });
    expect(outboxRow(broken).lastError).toMatch(/non validi/);
    expect(outboxRow(outdated)).toMatchObject({ status: "dead", attempts: 1 });
    expect(outboxRow(outdated).lastError).toMatch(
      /contact-acknowledgement non validi: servizioLabel$/,
    );
    expect(fake.requests).toHaveLength(0);
    const errors = loggedErrors();
    expect(errors.some((line) => line.includes(`n. ${unknown} (modello-inesistente)`))).toBe(true);
    expect(errors.some((line) => line.includes(`n. ${broken} (${audienceContactTask})`))).toBe(
      true,
    );
  });

  test("without RESEND_API_KEY the message is written to MAIL_DIR as .eml", async () => {
    setEnv({ RESEND_API_KEY: undefined });
    const id = queueAcknowledgement();

    expect(await deliverDueEmails({ now: soon() })).toEqual({ sent: 1, retried: 0, dead: 0 });

    expect(fake.requests).toHaveLength(0);
    const mails = await readMailbox(getEnv().MAIL_DIR);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.file).toMatch(new RegExp(`-${id}\\.eml$`));
    expect(mails[0] && recipientsOf(mails[0])).toEqual([recipient]);
    expect(mails[0]?.subject).toBe(outboxRow(id).subject);
    expect(outboxRow(id).status).toBe("sent");
  });

  test("audience contacts are queued and posted only when RESEND_AUDIENCE_ID is set", async () => {
    const contact = { email: "luca.verdi@example.it", nome: "Luca", cognome: "Verdi" };
    expect(queueAudienceContact(db, contact)).toBeNull();
    expect(db.select().from(emailOutbox).all()).toHaveLength(0);

    setEnv({ RESEND_AUDIENCE_ID: "aud_prova" });
    const id = queueAudienceContact(db, contact);
    expect(id).not.toBeNull();
    expect(outboxRow(id ?? 0)).toMatchObject({
      template: audienceContactTask,
      recipient: contact.email,
    });

    expect(await deliverDueEmails({ now: soon() })).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(fake.requests).toHaveLength(1);
    const [request] = fake.requests;
    expect(request).toMatchObject({ method: "POST", path: "/audiences/aud_prova/contacts" });
    expect(request?.headers.authorization).toBe(`Bearer ${API_KEY}`);
    expect(request?.headers["idempotency-key"]).toMatch(new RegExp(`^outbox-${id}-\\d+$`));
    expect(request?.body).toEqual({
      email: contact.email,
      first_name: "Luca",
      last_name: "Verdi",
      unsubscribed: false,
    });
  });

  test("mail queued in a transaction that rolls back is never stored", () => {
    expect(() =>
      db.transaction((tx) => {
        queueEmail(tx, "contact-acknowledgement", recipient, acknowledgement);
        throw new Error("salvataggio fallito");
      }),
    ).toThrow("salvataggio fallito");
    expect(db.select().from(emailOutbox).all()).toHaveLength(0);

    const id = db.transaction((tx) =>
      queueEmail(tx, "contact-acknowledgement", recipient, acknowledgement),
    );
    expect(outboxRow(id).status).toBe("pending");
  });

  test("the worker delivers on wake(); stop() lets the sends in flight finish and starts no more", async () => {
    const worker = startOutboxWorker({ intervalMs: 60 * MINUTE });
    try {
      fake.replyToAll({ status: 200, delayMs: 150 });
      const ids = Array.from({ length: 20 }, () => queueAcknowledgement());
      worker.wake();
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1), {
        timeout: 2_000,
        interval: 10,
      });
      expect(outboxRow(ids[0] ?? 0).status).toBe("pending");
      await worker.stop();
      const rows = ids.map(outboxRow);
      const sent = rows.filter((row) => row.status === "sent");
      expect(sent.length).toBeGreaterThan(0);
      expect(sent.length).toBeLessThan(ids.length);
      expect(fake.requests).toHaveLength(sent.length);
      // The rest was never claimed: no attempt spent, due for the next start.
      for (const row of rows.filter((row) => row.status !== "sent"))
        expect(row).toMatchObject({ attempts: 0 });
    } finally {
      await worker.stop();
    }
  });
});

describe("a backlog", () => {
  test("goes out several messages at a time, each exactly once", async () => {
    const ids = Array.from({ length: 30 }, () => queueAcknowledgement());
    fake.replyToAll({ status: 200, delayMs: 150 });

    const started = Date.now();
    expect(await deliverDueEmails({ now: soon() })).toEqual({
      sent: ids.length,
      retried: 0,
      dead: 0,
    });
    // One at a time would take 4.5 s.
    expect(Date.now() - started).toBeLessThan(2_500);

    const keys = fake.requests.map((request) => request.headers["idempotency-key"]);
    expect(keys).toHaveLength(ids.length);
    expect(new Set(keys).size).toBe(ids.length);
    for (const id of ids) expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("keeps its attempts while the provider does not answer, and goes out once it does", async () => {
    const ids = Array.from({ length: 30 }, () => queueAcknowledgement());
    fake.replyToAll("hang");
    const now = soon();

    expect(await deliverDueEmails({ now, timeoutMs: 200 })).toEqual({
      sent: 0,
      retried: 1,
      dead: 0,
    });
    expect(fake.requests).toHaveLength(1);
    const untouched = ids.map(outboxRow).filter((row) => row.attempts === 0);
    expect(untouched).toHaveLength(ids.length - 1);
    expect(loggedWarnings().filter((line) => line.includes("nuovi invii sospesi"))).toHaveLength(1);

    fake.replyToAll({ status: 200 });
    expect(await deliverDueEmails({ now })).toEqual({ sent: ids.length - 1, retried: 0, dead: 0 });
    // The message that timed out waits for its retry, a minute later.
    expect(await deliverDueEmails({ now: new Date(now.getTime() + MINUTE) })).toEqual({
      sent: 1,
      retried: 0,
      dead: 0,
    });
    for (const id of ids) expect(outboxRow(id).status).toBe("sent");
    const answered = fake.requests.filter((request) => request.reply !== "hang");
    expect(new Set(answered.map((request) => request.headers["idempotency-key"])).size).toBe(
      ids.length,
    );
    expect(answered).toHaveLength(ids.length);
  });

  test("a message the provider refuses on its merits does not hold up the others", async () => {
    const ids = Array.from({ length: 3 }, () => queueAcknowledgement());
    fake.reply({ status: 422 });

    expect(await deliverDueEmails({ now: soon() })).toEqual({ sent: 2, retried: 1, dead: 0 });
    expect(outboxRow(ids[0] ?? 0)).toMatchObject({ status: "pending", attempts: 1 });
    expect(outboxRow(ids[0] ?? 0).lastError).toMatch(/422/);
    expect(loggedWarnings()).toEqual([]);
  });

  test("a rate limit (429) pauses the pass without spending the message's attempt", async () => {
    const ids = Array.from({ length: 3 }, () => queueAcknowledgement());
    fake.reply({ status: 429 });
    const now = soon();

    expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 1, dead: 0 });
    expect(fake.requests).toHaveLength(1);
    for (const id of ids) expect(outboxRow(id)).toMatchObject({ status: "pending", attempts: 0 });
    expect(outboxRow(ids[0] ?? 0).lastError).toMatch(/429/);
    expect(loggedWarnings().some((line) => line.includes("429"))).toBe(true);

    expect(await deliverDueEmails({ now })).toEqual({ sent: 3, retried: 0, dead: 0 });
    for (const id of ids) expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });
});

describe("a write lock held by another process", () => {
  let other: Database.Database | undefined;
  afterEach(() => {
    if (other?.inTransaction) other.exec("rollback");
    other?.close();
    other = undefined;
  });

  function holdWriteLock() {
    other = new Database(getEnv().DATABASE_PATH);
    other.exec("begin immediate");
    return other;
  }

  test("ends the pass quietly without blocking; the mail goes out once the lock is gone", async () => {
    const id = queueAcknowledgement();
    const now = soon();
    const holder = holdWriteLock();

    const { result, longestStallMs } = await longestStallDuring(() => deliverDueEmails({ now }));
    expect(result).toEqual({ sent: 0, retried: 0, dead: 0 });
    // Waiting inside SQLite would freeze the loop for the whole second the claim waits.
    expect(longestStallMs).toBeLessThan(300);
    expect(fake.requests).toHaveLength(0);
    expect(loggedWarnings()).toEqual([expect.stringMatching(/database occupato/)]);
    expect(errorLog).not.toHaveBeenCalled();

    holder.exec("rollback");
    expect(await deliverDueEmails({ now })).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(await deliverDueEmails({ now })).toEqual({ sent: 0, retried: 0, dead: 0 });
    expect(fake.requests).toHaveLength(1);
    expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });
  });

  test("taken while a message is in flight, delays its record as sent but never sends it twice", async () => {
    const id = queueAcknowledgement();
    const now = soon();
    fake.reply({ status: 200, delayMs: 100 });

    const { result, longestStallMs } = await longestStallDuring(async () => {
      const pass = deliverDueEmails({ now });
      await vi.waitFor(() => expect(fake.requests).toHaveLength(1), {
        timeout: 2_000,
        interval: 5,
      });
      const holder = holdWriteLock();
      setTimeout(() => holder.exec("commit"), 600);
      return pass;
    });
    expect(result).toEqual({ sent: 1, retried: 0, dead: 0 });
    expect(longestStallMs).toBeLessThan(300);
    expect(outboxRow(id)).toMatchObject({ status: "sent", attempts: 1 });

    expect(await deliverDueEmails({ now: new Date(now.getTime() + 24 * 60 * MINUTE) })).toEqual({
      sent: 0,
      retried: 0,
      dead: 0,
    });
    expect(fake.requests).toHaveLength(1);
  });
});
