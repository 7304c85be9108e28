import http from "node:http";
import type { AddressInfo } from "node:net";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { redirects } from "../db/schema";
import { redirectSchema } from "../app/features/redirects/redirect-schema";
import {
  flushRedirectHits,
  redirectFor,
  reloadRedirects,
} from "../app/features/redirects/redirect-table.server";
import {
  deleteRedirect,
  listRedirects,
  saveRedirect,
} from "../app/features/redirects/redirects.server";
import { db, migrateDatabase } from "../app/utils/db.server";
import { getEnv } from "../app/utils/env.server";
import { registerConfiguredRoutes } from "../tests/support/site-routes";
import { purgeEdge } from "./edge-purge";
import { answerRedirect } from "./redirects";
import { wireDomainEvents } from "./wiring";

vi.mock("./edge-purge", () => ({ purgeEdge: vi.fn() }));

let server: http.Server;
let base = "";

beforeAll(async () => {
  migrateDatabase();
  await registerConfiguredRoutes();
  wireDomainEvents();
  // Whatever is not a redirect goes on, as to the page cache and Express.
  server = http.createServer((req, res) => {
    if (answerRedirect(req, res, { https: true })) return;
    res.writeHead(404, { "Content-Type": "text/plain" });
    res.end("avanti");
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise((resolve) => server.close(resolve)));

beforeEach(() => {
  for (const row of listRedirects()) deleteRedirect(row.id, null);
  vi.clearAllMocks();
});

const add = (from: string, to: string, status = "301") => {
  const saved = saveRedirect(
    redirectSchema("http://localhost:3000").parse({ from, to, status }),
    null,
    null,
  );
  expect(saved.outcome).toBe("saved");
  return listRedirects().find((row) => row.fromPath === from)!;
};

const get = (path: string, method = "GET") =>
  fetch(`${base}${path}`, { method, redirect: "manual" });

describe("answering a request", () => {
  test("a redirect's source answers with its status and target, the query passed on, kept by tag", async () => {
    add("/vecchio", "/nuovo");
    add("/promo", "https://altro.example/promo?da=sito", "302");
    const moved = await get("/vecchio/?utm_source=giornale&x=%C3%A0");
    expect(moved.status).toBe(301);
    expect(moved.headers.get("location")).toBe("/nuovo?utm_source=giornale&x=%C3%A0");
    expect(moved.headers.get("cache-control")).toBe(
      "public, max-age=0, s-maxage=60, stale-while-revalidate=3600",
    );
    expect(moved.headers.get("cache-tag")).toBe("reindirizzamenti");
    expect(moved.headers.get("strict-transport-security")).toBe(
      "max-age=63072000; includeSubDomains",
    );
    expect(moved.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(await moved.text()).toBe("");
    const temporary = await get("/promo?a=1");
    expect(temporary.status).toBe(302);
    expect(temporary.headers.get("location")).toBe("https://altro.example/promo?da=sito&a=1");
    expect((await get("/vecchio", "HEAD")).status).toBe(301);
  });

  test("other paths, other cases and other methods go on", async () => {
    add("/vecchio", "/nuovo");
    for (const [path, method] of [
      ["/Vecchio", "GET"],
      ["/vecchio/altro", "GET"],
      ["/vecchio", "POST"],
      ["/%E0%A4%A", "GET"],
    ] as const) {
      const answer = await get(path, method);
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(await answer.text()).toBe("avanti");
    }
  });

  test("a change made here is answered at once and purges the edge's copies", async () => {
    const row = add("/vecchio", "/nuovo");
    expect(purgeEdge).toHaveBeenLastCalledWith(["reindirizzamenti"]);
    saveRedirect(
      redirectSchema("").parse({ from: "/vecchio", to: "/altro", status: "302" }),
      row.id,
      null,
    );
    const changed = await get("/vecchio");
    expect([changed.status, changed.headers.get("location")]).toEqual([302, "/altro"]);
    deleteRedirect(row.id, null);
    expect((await get("/vecchio")).status).toBe(404);
    expect(purgeEdge).toHaveBeenCalledTimes(3);
  });

  test("a target stored before targets were checked decoded cannot lead to another host", async () => {
    db.insert(redirects).values({ fromPath: "/campagna-vecchia", target: "/\\evil.example" }).run();
    reloadRedirects();
    const answer = await get("/campagna-vecchia");
    expect(answer.status).toBe(301);
    expect(answer.headers.get("location")).toBe("/%5Cevil.example");
    expect(new URL(answer.headers.get("location")!, "https://www.example.it").host).toBe(
      "www.example.it",
    );
  });

  test("a change written by another process is seen within a second", () => {
    const now = Date.now();
    expect(redirectFor("/da-un-altro", now + 10_000)).toBeNull();
    const other = new Database(getEnv().DATABASE_PATH);
    try {
      other
        .prepare("insert into redirects (from_path, target, status) values (?, ?, ?)")
        .run("/da-un-altro", "/servizi", 301);
    } finally {
      other.close();
    }
    expect(redirectFor("/da-un-altro", now + 10_500)).toBeNull();
    expect(redirectFor("/da-un-altro", now + 11_000)).toMatchObject({ target: "/servizi" });
  });
});

test("visits are counted as they come, shown at once and written in one batch", async () => {
  const row = add("/contato", "/servizi");
  const before = Date.now();
  for (let visit = 0; visit < 3; visit += 1) await get("/contato");
  const stored = () => db.select().from(redirects).where(eq(redirects.id, row.id)).get()!;
  expect(stored().hits).toBe(0);
  expect(listRedirects().find((r) => r.id === row.id)?.hits).toBe(3);
  await flushRedirectHits();
  expect(stored().hits).toBe(3);
  expect(stored().lastHitAt!.getTime()).toBeGreaterThanOrEqual(before);
  expect(listRedirects().find((r) => r.id === row.id)?.hits).toBe(3);
});
