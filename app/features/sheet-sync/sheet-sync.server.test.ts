import { afterAll, beforeAll, beforeEach, expect, test, vi } from "vitest";
import { contactAuditLog, users } from "../../../db/schema";
import { webhookReasons } from "~/utils/webhook-reasons";
import { apiTokenPattern, listApiTokens } from "~/features/sheet-sync/api-tokens.server";
import { db, migrateDatabase } from "~/utils/db.server";
import type { SessionUser } from "~/utils/session.server";
import { handleSyncAction, syncPageData } from "~/features/sheet-sync/sheet-sync.server";
import { webhookActivitySubject } from "~/features/sheet-sync/content/sheet-sync";
import { activityAbout } from "../../../tests/support/activity";
import { readToast } from "~/utils/toast.server";
import { startFakeWebhook, type FakeWebhook } from "../../../tests/support/fake-webhook";
import { setEnv } from "../../../tests/support/env";
import { logger } from "~/utils/logger.server";

let admin: SessionUser;
let webhook: FakeWebhook;

beforeAll(async () => {
  migrateDatabase();
  const user = db
    .insert(users)
    .values({ email: "admin@example.com", passwordHash: "x", name: "Ada" })
    .returning()
    .get();
  admin = { id: user.id, email: user.email, name: user.name, roles: ["admin"], sessionId: "s" };
  webhook = await startFakeWebhook();
  setEnv({ SYNC_ALLOW_PRIVATE: "1" });
});

afterAll(async () => {
  setEnv({ SYNC_ALLOW_PRIVATE: undefined });
  await webhook.close();
});

beforeEach(() => {
  vi.spyOn(logger, "error").mockImplementation(() => undefined);
  return () => vi.restoreAllMocks();
});

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/admin/sincronizzazione", {
    method: "POST",
    body: new URLSearchParams(fields),
  });

type Answer = {
  init: { status: number } | null;
  data: {
    form: string;
    result?: { initialValue?: Record<string, unknown>; error?: Record<string, string[] | null> };
    outcome: { type: string; title: string; description: string } | null;
    createdToken: { name: string; token: string } | null;
  };
};

const send = async (fields: Record<string, string>) =>
  (await handleSyncAction(post(fields), admin)) as unknown as Answer;

const testData = {
  title: "Titolo di prova",
  category: "SEO",
  excerpt: "Breve",
  content: "## Testo",
};

test("the page before any use: no URL, no sync, the endpoint in the steps, no tokens", () => {
  const page = syncPageData();
  expect(page).toMatchObject({
    webhookUrl: "",
    lastSync: null,
    endpoint: "http://localhost:3000/api/articoli",
    tokens: [],
  });
  expect(page.steps.join(" ")).toContain("http://localhost:3000/api/articoli");
  expect(page.testData.title).not.toBe("");
});

test("the URL is required for both buttons; the typed values come back", async () => {
  for (const intent of ["test", "sync"]) {
    const answer = await send({ intent, webhook_url: "", ...testData });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.webhook_url).toEqual(["Inserisci l'URL del webhook Make"]);
    expect(answer.data.result?.initialValue).toMatchObject(testData);
  }
});

test("a refused address is told by the field and not saved", async () => {
  setEnv({ SYNC_ALLOW_PRIVATE: "0" });
  try {
    const answer = await send({
      intent: "test",
      webhook_url: `${webhook.url}/ok/rifiutato`,
      ...testData,
    });
    expect(answer.init?.status).toBe(400);
    expect(answer.data.result?.error?.webhook_url).toEqual([webhookReasons.local]);
    const ftp = await send({ intent: "sync", webhook_url: "ftp://example.com/x" });
    expect(ftp.data.result?.error?.webhook_url).toEqual([webhookReasons.scheme]);
  } finally {
    setEnv({ SYNC_ALLOW_PRIVATE: "1" });
  }
  expect(webhook.received("/ok/rifiutato")).toHaveLength(0);
  expect(syncPageData().webhookUrl).toBe("");
});

test("'Test Webhook' sends the test data and saves the URL; 'Ultima sync' stays as it was", async () => {
  const url = `${webhook.url}/ok/test`;
  const answer = await send({ intent: "test", webhook_url: url, ...testData });
  expect(answer.init).toBeNull();
  expect(answer.data.outcome).toEqual({
    type: "success",
    title: "Test inviato!",
    description: "Il webhook ha risposto con lo stato HTTP 200.",
  });
  const [call] = webhook.received("/ok/test");
  expect(call?.json).toEqual({
    action: "test",
    data: testData,
    timestamp: expect.any(String),
    source: "http://localhost:3000",
  });
  expect(new Date((call?.json as { timestamp: string }).timestamp).toISOString()).toBe(
    (call?.json as { timestamp: string }).timestamp,
  );
  expect(syncPageData()).toMatchObject({ webhookUrl: url, lastSync: null });
  // A new address is a change of the settings, named by its host only; the same one again is not.
  await send({ intent: "test", webhook_url: url, ...testData });
  const subject = webhookActivitySubject(url);
  expect(subject).toBe(`Webhook della sincronizzazione (${new URL(url).host})`);
  expect(activityAbout(subject)).toEqual([
    { action: "settings-changed", userId: admin.id, actor: admin.email, subject },
  ]);
});

test("'Sincronizza Ora' wakes the scenario without data and records the time; a failure records nothing but the URL", async () => {
  const failing = `${webhook.url}/guasto/sync`;
  const failed = await send({ intent: "sync", webhook_url: failing });
  expect(failed.init?.status).toBe(502);
  expect(failed.data.outcome).toMatchObject({ type: "error", title: "Errore sincronizzazione" });
  expect(failed.data.outcome?.description).toBe(
    `Controlla l'URL del webhook e riprova. ${webhookReasons.status(500)}.`,
  );
  expect(syncPageData()).toMatchObject({ webhookUrl: failing, lastSync: null });

  const url = `${webhook.url}/ok/sync`;
  const answer = await send({ intent: "sync", webhook_url: url, ...testData });
  expect(answer.data.outcome).toMatchObject({
    type: "success",
    title: "Sincronizzazione avviata!",
  });
  expect(answer.data.outcome?.description).toContain("200");
  expect(webhook.received("/ok/sync")[0]?.json).toEqual({
    action: "sync",
    timestamp: expect.any(String),
    source: "http://localhost:3000",
  });
  const page = syncPageData();
  expect(page.webhookUrl).toBe(url);
  // An Italian date and time, e.g. '12 marzo 2026 alle ore 10:30'.
  expect(page.lastSync).toMatch(/^\d{1,2} \p{L}+ \d{4}.* \d{1,2}:\d{2}$/u);

  const redirected = await send({ intent: "test", webhook_url: `${webhook.url}/redirect/test` });
  expect(redirected.data.outcome).toMatchObject({ type: "error", title: "Errore test" });
  expect(redirected.data.outcome?.description).toContain("302");
  expect(db.select().from(contactAuditLog).all()).toEqual([]);
});

test("a token is shown once, in the answer to its creation; revoked, it leaves the list", async () => {
  const created = await send({ intent: "create-token", token_name: "" });
  expect(created.init).toBeNull();
  expect(created.data.createdToken?.name).toBe("Make");
  expect(created.data.createdToken?.token).toMatch(apiTokenPattern);
  const page = syncPageData();
  expect(page.tokens).toEqual([
    { id: expect.any(Number), name: "Make", created: expect.any(String), lastUsed: null },
  ]);
  expect(JSON.stringify(page)).not.toContain(created.data.createdToken?.token);

  const named = await send({ intent: "create-token", token_name: "  Scenario blog  " });
  expect(named.data.createdToken?.name).toBe("Scenario blog");

  const id = String(page.tokens[0]?.id);
  const revoked = await handleSyncAction(post({ intent: "revoke-token", id }), admin);
  expect(revoked).toBeInstanceOf(Response);
  const response = revoked as unknown as Response;
  expect(response.status).toBe(303);
  expect(response.headers.get("Location")).toBe("/admin/sincronizzazione");
  const cookie = response.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(
    new Request("http://localhost:3000/", { headers: { Cookie: cookie } }),
  );
  expect(toast?.title).toBe("Token revocato");
  expect(listApiTokens().map((token) => token.name)).toEqual(["Scenario blog"]);

  const again = (await handleSyncAction(
    post({ intent: "revoke-token", id }),
    admin,
  )) as unknown as Response;
  const { toast: notFound } = await readToast(
    new Request("http://localhost:3000/", {
      headers: { Cookie: again.headers.get("Set-Cookie")?.split(";")[0] ?? "" },
    }),
  );
  expect(notFound?.title).toBe("Token non trovato");
  expect(activityAbout("Make")).toEqual(
    ["token-created", "token-revoked"].map((action) => ({
      action,
      userId: admin.id,
      actor: admin.email,
      subject: "Make",
    })),
  );
});
