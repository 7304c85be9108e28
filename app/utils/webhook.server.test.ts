import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { webhookReasons } from "~/utils/webhook-reasons";
import {
  addressRefusal,
  checkWebhookTarget,
  retryAfterMs,
  sendWebhook,
  type Resolve,
} from "~/utils/webhook.server";
import { startFakeWebhook, type FakeWebhook } from "../../tests/support/fake-webhook";
import { logger } from "~/utils/logger.server";

const resolvesTo =
  (...addresses: string[]): Resolve =>
  async () =>
    addresses.map((address) => ({ address, family: address.includes(":") ? 6 : 4 }));

const json = (payload: unknown) => ({
  body: JSON.stringify(payload),
  userAgent: "sito-agenzia-prova",
  label: "Webhook di prova",
});

const refusedBecause = async (
  url: string,
  options: Parameters<typeof checkWebhookTarget>[1] = {},
) => {
  const checked = await checkWebhookTarget(url, { allowPrivate: false, ...options });
  return checked.ok ? null : checked.reason;
};

describe("addresses refused before any call", () => {
  test.each([
    ["http://127.0.0.1/", webhookReasons.local],
    ["http://10.0.0.1/hook", webhookReasons.local],
    ["http://192.168.1.20/", webhookReasons.local],
    ["http://100.64.0.1/", webhookReasons.local],
    ["http://169.254.169.254/latest/meta-data/", webhookReasons.metadata],
    ["http://169.254.1.1/", webhookReasons.local],
    ["http://[::1]/", webhookReasons.local],
    ["http://[::ffff:127.0.0.1]/", webhookReasons.local],
    ["http://[::ffff:a9fe:a9fe]/", webhookReasons.metadata],
    ["http://[fd00:ec2::254]/", webhookReasons.metadata],
    ["http://[fc00::1]/", webhookReasons.local],
    ["http://[fe80::1]/", webhookReasons.local],
    ["http://0.0.0.0/", webhookReasons.local],
    ["http://[::]/", webhookReasons.local],
    // The URL parser reads these as 127.0.0.1, as a connection would.
    ["http://2130706433/", webhookReasons.local],
    ["http://0x7f.1/", webhookReasons.local],
    ["http://224.0.0.1/", webhookReasons.reserved],
    ["http://255.255.255.255/", webhookReasons.reserved],
    ["http://240.0.0.1/", webhookReasons.reserved],
    ["http://[ff02::1]/", webhookReasons.reserved],
    ["http://[64:ff9b::7f00:1]/", webhookReasons.reserved],
    ["http://[2002:7f00:1::]/", webhookReasons.reserved],
    ["http://[::7f00:1]/", webhookReasons.reserved],
  ])("%s", async (url, reason) => {
    expect(await refusedBecause(url)).toBe(reason);
  });

  test.each([
    ["file:///etc/passwd", webhookReasons.scheme],
    ["gopher://example.com:70/_x", webhookReasons.scheme],
    ["ftp://example.com/x", webhookReasons.scheme],
    ["javascript:alert(1)", webhookReasons.scheme],
    ["https://utente:segreto@example.com/hook", webhookReasons.credentials],
    ["https://utente@example.com/hook", webhookReasons.credentials],
    ["non un indirizzo", webhookReasons.invalid],
  ])("%s", async (url, reason) => {
    expect(await refusedBecause(url, { resolve: resolvesTo("93.184.215.14") })).toBe(reason);
  });

  test("a name is judged by every address it resolves to", async () => {
    expect(
      await refusedBecause("https://interno.example.com/", { resolve: resolvesTo("10.1.2.3") }),
    ).toBe(webhookReasons.local);
    expect(
      await refusedBecause("https://misto.example.com/", {
        resolve: resolvesTo("93.184.215.14", "127.0.0.1"),
      }),
    ).toBe(webhookReasons.local);
    expect(
      await refusedBecause("https://mappato.example.com/", {
        resolve: resolvesTo("::ffff:192.168.0.1"),
      }),
    ).toBe(webhookReasons.local);
    expect(
      await refusedBecause("https://pubblico.example.com/", {
        resolve: resolvesTo("93.184.215.14", "2606:2800:21f:cb07::1"),
      }),
    ).toBeNull();
  });

  test("localhost, through the system's resolver", async () => {
    expect(await refusedBecause("http://localhost:9/")).toBe(webhookReasons.local);
  });

  test("a name the DNS does not know", async () => {
    const missing: Resolve = () =>
      Promise.reject(Object.assign(new Error("getaddrinfo ENOTFOUND"), { code: "ENOTFOUND" }));
    expect(await refusedBecause("https://non-esiste.example.com/", { resolve: missing })).toBe(
      webhookReasons.notFound,
    );
  });

  test("SYNC_ALLOW_PRIVATE opens private and loopback ranges, never link-local or metadata", () => {
    for (const address of ["127.0.0.1", "10.0.0.1", "::1", "fd12::1", "100.64.0.1"])
      expect(addressRefusal(address, true)).toBeNull();
    for (const address of [
      "169.254.169.254",
      "fe80::1",
      "0.0.0.0",
      "fd00:ec2::254",
      "100.100.100.200",
      "224.0.0.1",
    ]) {
      expect(addressRefusal(address, true)).not.toBeNull();
    }
  });

  test("a refused address is never called", async () => {
    const send = await sendWebhook("http://127.0.0.1:9/", json({ action: "sync" }), {
      allowPrivate: false,
    });
    expect(send).toEqual({ ok: false, refused: true, reason: webhookReasons.local });
  });
});

describe("calls to the webhook (private addresses allowed)", () => {
  let webhook: FakeWebhook;
  let suffix = 0;
  // Each test posts under a path of its own: the receiver is shared.
  const pathFor = (behaviour: string) => `/${behaviour}/t${(suffix += 1)}`;

  beforeAll(async () => {
    webhook = await startFakeWebhook();
  });
  afterAll(() => webhook.close());
  beforeEach(() => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    return () => vi.restoreAllMocks();
  });

  test("200: the JSON body arrives as sent", async () => {
    const path = pathFor("ok");
    const payload = {
      action: "test",
      data: { title: "Prova", category: "SEO", excerpt: "E", content: "C" },
      timestamp: "2026-03-12T09:00:00.000Z",
      source: "x",
    };
    expect(
      await sendWebhook(`${webhook.url}${path}?chiave=1`, json(payload), { allowPrivate: true }),
    ).toEqual({ ok: true, status: 200 });
    const [call] = webhook.received(path);
    expect(call?.method).toBe("POST");
    expect(call?.headers["content-type"]).toBe("application/json");
    expect(call?.headers["user-agent"]).toBe("sito-agenzia-prova");
    expect(call?.json).toEqual(payload);
  });

  test("the call's own headers go with it; a Retry-After comes back with the failure", async () => {
    const path = pathFor("occupato");
    const sent = await sendWebhook(
      `${webhook.url}${path}`,
      { ...json({ action: "sync" }), headers: { "webhook-id": "msg_prova" } },
      { allowPrivate: true },
    );
    expect(sent).toEqual({
      ok: false,
      refused: false,
      reason: webhookReasons.status(503),
      status: 503,
      retryAfterMs: 120_000,
    });
    expect(webhook.received(path)[0]?.headers["webhook-id"]).toBe("msg_prova");
  });

  test("Retry-After in seconds or as a date", () => {
    const now = Date.parse("2026-12-03T10:00:00Z");
    expect(retryAfterMs("30", now)).toBe(30_000);
    expect(retryAfterMs("Thu, 03 Dec 2026 10:05:00 GMT", now)).toBe(300_000);
    expect(retryAfterMs("domani", now)).toBeUndefined();
    expect(retryAfterMs(undefined, now)).toBeUndefined();
  });

  test("the connection goes to the checked address, with the name kept in Host", async () => {
    const path = pathFor("ok");
    const port = new URL(webhook.url).port;
    const sent = await sendWebhook(
      `http://hook.example.com:${port}${path}`,
      json({ action: "sync" }),
      { allowPrivate: true, resolve: resolvesTo("127.0.0.1") },
    );
    expect(sent).toEqual({ ok: true, status: 200 });
    expect(webhook.received(path)[0]?.headers.host).toBe(`hook.example.com:${port}`);
  });

  test("500 is a failure that tells the status", async () => {
    const sent = await sendWebhook(`${webhook.url}${pathFor("guasto")}`, json({ action: "sync" }), {
      allowPrivate: true,
    });
    expect(sent).toEqual({
      ok: false,
      refused: false,
      reason: webhookReasons.status(500),
      status: 500,
    });
  });

  test("no answer within the time limit", async () => {
    const path = pathFor("lento");
    const started = Date.now();
    const sent = await sendWebhook(`${webhook.url}${path}`, json({ action: "sync" }), {
      allowPrivate: true,
      timeoutMs: 300,
    });
    expect(sent).toEqual({ ok: false, refused: false, reason: webhookReasons.timeout(300) });
    expect(Date.now() - started).toBeLessThan(2_000);
    expect(webhook.received(path)).toHaveLength(1);
  });

  test("a redirect is the answer: its target never receives anything", async () => {
    const path = pathFor("redirect");
    const sent = await sendWebhook(`${webhook.url}${path}`, json({ action: "sync" }), {
      allowPrivate: true,
    });
    expect(sent).toEqual({
      ok: false,
      refused: false,
      reason: webhookReasons.redirect(302),
      status: 302,
    });
    expect(webhook.received(path)).toHaveLength(1);
    expect(webhook.received(`/destinazione${path.slice("/redirect".length)}`)).toHaveLength(0);
    expect(webhook.received("/destinazione")).toHaveLength(0);
  });

  test("a refused connection", async () => {
    const closed = await startFakeWebhook();
    const url = closed.url;
    await closed.close();
    const sent = await sendWebhook(`${url}/ok`, json({ action: "sync" }), { allowPrivate: true });
    expect(sent).toEqual({ ok: false, refused: false, reason: webhookReasons.connectionRefused });
  });
});
