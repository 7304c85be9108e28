import { Resend } from "resend";
import { afterAll, beforeAll, beforeEach, expect, test } from "vitest";
import { IDEMPOTENCY_KEY_TTL_MS, startFakeResend, type FakeResend } from "../support/fake-resend";

// The newsletter's delivery and its bench trust this stand-in to say that every subscriber got
// a campaign exactly once: it must refuse, replay and limit as Resend does, through its SDK.
let fake: FakeResend;
let clock = 0;
let resend: Resend;

beforeAll(async () => {
  fake = await startFakeResend({ now: () => clock });
  resend = new Resend("re_prova", { baseUrl: fake.url });
});
afterAll(() => fake.stop());
beforeEach(() => {
  fake.reset();
  clock = 1_000_000;
});

const email = (to: string, extra: Record<string, unknown> = {}) => ({
  from: "Agenzia <newsletter@agenzia.example>",
  to,
  subject: "Le novità di dicembre",
  html: "<p>Ciao</p>",
  text: "Ciao",
  headers: { "List-Unsubscribe": "<https://agenzia.example/newsletter/disiscrizione?t=x>" },
  ...extra,
});

const batchOf = (from: number, count: number) =>
  Array.from({ length: count }, (_, n) => email(`iscritto-${from + n}@example.com`));

test("a batch is sent, each e-mail once, and answered with one id each in order", async () => {
  const { data, error } = await resend.batch.send(batchOf(0, 3), { idempotencyKey: "lotto/1" });
  expect(error).toBeNull();
  const ids = data!.data.map((sent) => sent.id);
  expect(new Set(ids).size).toBe(3);
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
  expect(fake.deliveredTo("ISCRITTO-2@example.com")).toBe(1);
  expect(fake.deliveredWithKey("lotto/1")).toBe(3);
  expect(fake.counts()).toMatchObject({ calls: 1, delivered: 3, recipients: 3, replayed: 0 });
  expect(fake.requests[0]!.headers["idempotency-key"]).toBe("lotto/1");
});

test("the same key and body answer the same ids and send nothing again", async () => {
  const first = await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" });
  // The same e-mails with their fields in another order are the same body.
  const reordered = batchOf(0, 2).map(({ text, html, ...rest }) => ({ text, ...rest, html }));
  const again = await resend.batch.send(reordered, { idempotencyKey: "lotto/1" });
  expect(again.data).toEqual(first.data);
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
  expect(fake.duplicates()).toEqual([]);
  expect(fake.counts()).toMatchObject({ delivered: 2, replayed: 1 });
});

test("the same key with another body is refused with 409 and sends nothing", async () => {
  await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" });
  const changed = await resend.batch.send(batchOf(1, 2), { idempotencyKey: "lotto/1" });
  expect(changed.error).toMatchObject({ statusCode: 409, name: "invalid_idempotent_request" });
  expect(fake.deliveredTo("iscritto-2@example.com")).toBe(0);
  expect(fake.counts()).toMatchObject({ delivered: 2, conflicts: 1 });
});

test("a key is forgotten after 24 hours: the same call then sends again", async () => {
  await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  clock += IDEMPOTENCY_KEY_TTL_MS - 1;
  await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
  clock += 1;
  await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(fake.duplicates()).toEqual([{ address: "iscritto-0@example.com", times: 2 }]);
});

test("a key is busy while its first call is still being answered", async () => {
  fake.reply({ status: 200, delayMs: 300 });
  const first = resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  await expect.poll(() => fake.requests.length).toBe(1);
  const meanwhile = await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(meanwhile.error).toMatchObject({
    statusCode: 409,
    name: "concurrent_idempotent_requests",
  });
  expect((await first).error).toBeNull();
  clock += 300;
  const later = await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(later.data).toEqual((await first).data);
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
});

const valid = email("valido@example.com");

test.each([
  ["no e-mails", [], "validation_error"],
  ["101 e-mails", batchOf(0, 101), "validation_error"],
  [
    "an attachment",
    [valid, email("a@example.com", { attachments: [{ filename: "a.txt", content: "YQ==" }] })],
    "validation_error",
  ],
  [
    "an e-mail without html or text",
    [valid, email("a@example.com", { html: undefined, text: undefined })],
    "missing_required_field",
  ],
  [
    "an e-mail without a subject",
    [valid, email("a@example.com", { subject: undefined })],
    "missing_required_field",
  ],
  ["a recipient that is no address", [valid, email("non-un-indirizzo")], "validation_error"],
])("a batch with %s is refused whole with 422", async (_, emails, name) => {
  const { data, error } = await resend.batch.send(emails, { idempotencyKey: "lotto/rifiutato" });
  expect(data).toBeNull();
  expect(error).toMatchObject({ statusCode: 422, name });
  expect(fake.counts()).toMatchObject({ delivered: 0, refused: 1 });
  expect(fake.deliveredTo("valido@example.com")).toBe(0);
});

test("a refused call leaves its key free for the corrected one", async () => {
  await resend.batch.send([email("non-un-indirizzo")], { idempotencyKey: "lotto/1" });
  const corrected = await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(corrected.error).toBeNull();
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
});

test("a call without the API key is refused with 401", async () => {
  const response = await fetch(`${fake.url}/emails/batch`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify(batchOf(0, 1)),
  });
  expect(response.status).toBe(401);
  expect(await response.json()).toMatchObject({ name: "missing_api_key" });
  expect(fake.counts().delivered).toBe(0);
});

test("the account's rate is shared by batches and single e-mails; past it, 429 with retry-after", async () => {
  fake.limitRate(2);
  expect((await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" })).error).toBeNull();
  expect((await resend.emails.send(email("cliente@example.com"))).error).toBeNull();
  const refused = await resend.batch.send(batchOf(2, 2), { idempotencyKey: "lotto/2" });
  expect(refused.error).toMatchObject({ statusCode: 429, name: "rate_limit_exceeded" });
  expect(refused.headers?.["retry-after"]).toBe("1");
  expect(fake.deliveredTo("iscritto-2@example.com")).toBe(0);
  // Half a second brings back one call of the two a second.
  clock += 500;
  expect((await resend.batch.send(batchOf(2, 2), { idempotencyKey: "lotto/2" })).error).toBeNull();
  expect((await resend.emails.send(email("altro@example.com"))).error).toMatchObject({
    statusCode: 429,
  });
  expect(fake.counts()).toMatchObject({ delivered: 5, rateLimited: 2 });
});

test("the next calls can fail with 500 without sending; then the same call goes through", async () => {
  fake.failNext(2);
  for (let attempt = 0; attempt < 2; attempt += 1) {
    const failed = await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" });
    expect(failed.error).toMatchObject({ statusCode: 500 });
  }
  expect(fake.counts().delivered).toBe(0);
  expect((await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" })).error).toBeNull();
  expect(fake.counts()).toMatchObject({ delivered: 2, failed: 2 });
});

test("a 500 after the e-mails went out: the retry with the same key sends nothing twice", async () => {
  fake.failNext(1, { afterDelivery: true });
  const lost = await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" });
  expect(lost.error).toMatchObject({ statusCode: 500 });
  expect(fake.deliveredTo("iscritto-0@example.com")).toBe(1);
  const retried = await resend.batch.send(batchOf(0, 2), { idempotencyKey: "lotto/1" });
  expect(retried.data?.data).toHaveLength(2);
  expect(fake.duplicates()).toEqual([]);
});

test("failures can be kept to the batch endpoint: single e-mails go through meanwhile", async () => {
  fake.failNext(1, { path: "/emails/batch" });
  expect((await resend.emails.send(email("cliente@example.com"))).error).toBeNull();
  const failed = await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(failed.error).toMatchObject({ statusCode: 500 });
  expect((await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" })).error).toBeNull();
  expect(fake.counts()).toMatchObject({ delivered: 2, failed: 1 });
});

test("for a while every call can get 429 with a longer retry-after", async () => {
  fake.failFor(2_000, { status: 429, retryAfterSeconds: 3 });
  const refused = await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" });
  expect(refused.error).toMatchObject({ statusCode: 429, name: "rate_limit_exceeded" });
  expect(refused.headers?.["retry-after"]).toBe("3");
  clock += 2_000;
  expect((await resend.batch.send(batchOf(0, 1), { idempotencyKey: "lotto/1" })).error).toBeNull();
  expect(fake.counts()).toMatchObject({ delivered: 1, failed: 1, rateLimited: 0 });
});

test("without bodies kept, the calls are still checked and counted", async () => {
  const light = await startFakeResend({ keepBodies: false });
  try {
    const client = new Resend("re_prova", { baseUrl: light.url });
    await client.batch.send(batchOf(0, 100), { idempotencyKey: "lotto/1" });
    await client.batch.send(batchOf(0, 100), { idempotencyKey: "lotto/1" });
    expect(light.requests.map((request) => request.body)).toEqual([null, null]);
    expect(light.counts()).toMatchObject({ delivered: 100, recipients: 100, replayed: 1 });
  } finally {
    await light.stop();
  }
});
