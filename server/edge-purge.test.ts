import {
  afterAll,
  afterEach,
  beforeAll,
  beforeEach,
  expect,
  test,
  vi,
  type MockInstance,
} from "vitest";
import { users } from "../db/schema";
import {
  createArticle,
  findArticle,
  updateArticle,
} from "../app/features/articles/articles.server";
import { articleSchema } from "../app/features/articles/article-schema";
import { db, migrateDatabase } from "../app/utils/db.server";
import { setEnv } from "../tests/support/env";
import { startFakeWebhook, type FakeWebhook } from "../tests/support/fake-webhook";
import { freePort } from "../tests/support/server";
import { wireDomainEvents } from "./wiring";
import { bySite } from "~/features/articles/revisions.server";
import { logger } from "../app/utils/logger.server";

let receiver: FakeWebhook;
let authorId = "";
let errorLog: MockInstance<typeof logger.error>;

beforeAll(async () => {
  migrateDatabase();
  authorId = db
    .insert(users)
    .values({ email: "edge@example.com", passwordHash: "x" })
    .returning()
    .get().id;
  wireDomainEvents();
  receiver = await startFakeWebhook();
});

beforeEach(() => {
  errorLog = vi.spyOn(logger, "error").mockImplementation(() => undefined);
});

afterEach(() => {
  vi.restoreAllMocks();
  setEnv({
    EDGE_PURGE_URL: undefined,
    EDGE_PURGE_TOKEN: undefined,
    EDGE_PURGE_TIMEOUT_MS: undefined,
  });
});

afterAll(() => receiver.close());

const input = (fields: Record<string, string>) =>
  articleSchema().parse({ category: "SEO", intent: "save", ...fields });

async function publish(title: string) {
  const created = await createArticle(input({ title, intent: "publish" }), authorId);
  if (created.outcome !== "saved") throw new Error(created.outcome);
  return created.id;
}

/** The one line logged, without a stack. */
async function loggedLine() {
  await vi.waitFor(() => expect(errorLog).toHaveBeenCalledTimes(1));
  const args = errorLog.mock.calls[0] ?? [];
  expect(args).toHaveLength(1);
  return String(args[0]);
}

test("a change readers can see sends the blog tag to the purge address, with the token", async () => {
  setEnv({ EDGE_PURGE_URL: `${receiver.url}/ok/blog`, EDGE_PURGE_TOKEN: "segreto-di-prova" });
  const fetchSpy = vi.spyOn(globalThis, "fetch");

  const id = await publish("Da dimenticare in cima");
  const article = findArticle(id)!;
  await updateArticle(
    article,
    input({ title: "Da dimenticare in cima", content: "Corretto.", status: "published" }),
    article.updatedAt.getTime(),
    bySite("editor"),
  );
  await vi.waitFor(() => expect(receiver.received("/ok/blog")).toHaveLength(2));
  for (const call of receiver.received("/ok/blog")) {
    expect(call.method).toBe("POST");
    expect(call.headers["cache-tag"]).toBe("blog");
    expect(call.headers.authorization).toBe("Bearer segreto-di-prova");
    expect(call.headers["content-type"]).toBe("application/json");
    expect(call.json).toEqual({ tags: ["blog"] });
  }

  // A draft no reader ever saw changes no page: nothing to purge.
  await createArticle(input({ title: "Ancora in redazione", intent: "draft" }), authorId);
  expect(fetchSpy).toHaveBeenCalledTimes(2);
  expect(errorLog).not.toHaveBeenCalled();
});

test("with EDGE_PURGE_URL unset nothing is sent", async () => {
  const fetchSpy = vi.spyOn(globalThis, "fetch");
  await publish("Nessuna cache davanti");
  expect(fetchSpy).not.toHaveBeenCalled();
  expect(errorLog).not.toHaveBeenCalled();
});

test.each([
  ["refuses connections", async () => `http://127.0.0.1:${await freePort()}/`, /errore di rete/],
  ["answers an error", () => `${receiver.url}/guasto/blog`, /: HTTP 500$/],
])(
  "a purge address that %s fails nothing: the save is stored, one line is logged",
  async (failure, address, reason) => {
    setEnv({ EDGE_PURGE_URL: await address() });
    const id = await publish(`Salvato anche se la cache ${failure}`);
    expect(findArticle(id)?.status).toBe("published");
    const line = await loggedLine();
    expect(line).toMatch(/^Purge della cache edge \(blog\) su 127\.0\.0\.1:\d+ non riuscito/);
    expect(line).toMatch(reason);
  },
);

test("a purge address that never answers neither holds up the save nor outlives its time limit", async () => {
  setEnv({ EDGE_PURGE_URL: `${receiver.url}/lento/blog`, EDGE_PURGE_TIMEOUT_MS: "100" });
  await publish("Non aspetta nessuno");
  // Had the save waited for the purge, its failure would already be in the log.
  expect(errorLog).not.toHaveBeenCalled();
  await vi.waitFor(() => expect(receiver.received("/lento/blog")).toHaveLength(1));
  expect(await loggedLine()).toMatch(/non riuscito: nessuna risposta completa entro 0\.1 s$/);
});
