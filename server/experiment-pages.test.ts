import http from "node:http";
import type net from "node:net";
import { afterAll, beforeAll, expect, test } from "vitest";
import { pages } from "../db/schema";
import {
  moveExperiment,
  saveExperimentDraft,
} from "../app/features/experiments/experiments.server";
import { assignmentFor } from "../app/features/experiments/visitor-assignment.server";
import { db, migrateDatabase } from "../app/utils/db.server";
import { PageCache } from "../app/utils/page-cache.server";
import { standLandingFields, unchanged } from "../tests/support/landing-pages";
import { addUser } from "../tests/support/lead-contacts";
import { experimentPages } from "./experiment-pages";
import { pageCacheLayer } from "./page-cache";
import { contentSecurityPolicy } from "./security-headers";

// The page cache and the privacy of pages under test together, as `server/index.ts` wires them
// in front of a stand-in for Remix that renders a shared page naming the headline it showed.
const chrome =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const shared = "public, max-age=0, s-maxage=300, stale-while-revalidate=86400";
let renders = 0;
let base = "";
let server: http.Server;

function render(req: http.IncomingMessage, res: http.ServerResponse) {
  renders += 1;
  const ip = String(req.headers["x-ip"]);
  const variant = assignmentFor(req.url ?? "/", ip, (name) => req.headers[name] as string)?.variant;
  const html = `<!DOCTYPE html><html><body><h1>variante ${variant ?? "nessuna"}</h1></body></html>`;
  res.setHeader("Content-Type", "text/html; charset=utf-8");
  res.setHeader("Content-Security-Policy", contentSecurityPolicy(["'sha256-abc'"]));
  res.setHeader("Cache-Control", shared);
  res.setHeader("Cache-Tag", "pagine, pagine-it");
  res.setHeader("ETag", `W/"v${variant ?? "x"}"`);
  res.write(html);
  res.end();
}

beforeAll(async () => {
  migrateDatabase();
  const editor = addUser("prova@example.com", "Prova", "editor");
  for (const slug of ["sotto-test", "senza-test"])
    db.insert(pages)
      .values({
        type: "landing-page",
        slug,
        title: "Stand",
        fields: JSON.stringify(standLandingFields),
        status: "published",
        publishedAt: new Date(),
      })
      .run();
  const pageId = db
    .select()
    .from(pages)
    .all()
    .find((page) => page.slug === "sotto-test")!.id;
  const saved = saveExperimentDraft(editor, null, 0, {
    name: "Titolo",
    pageId,
    goal: "leads",
    maxDays: 30,
    variants: [
      { name: "A", share: 50, changes: unchanged },
      { name: "B", share: 50, changes: { ...unchanged, headline: "Altro titolo" } },
    ],
  });
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  moveExperiment(editor, saved.id, 1, "start");

  const tested = experimentPages((req) => String(req.headers["x-ip"]));
  const layer = pageCacheLayer(new PageCache(200_000), (req) => tested.cacheKeyOf(req));
  server = http.createServer((req, res) => {
    tested.keepPrivate(req, res);
    void layer.serve(req, res, () =>
      layer.keep(req as never, res as never, () => render(req, res)),
    );
  });
  server.listen(0, "127.0.0.1");
  await new Promise((resolve) => server.once("listening", resolve));
  base = `http://127.0.0.1:${(server.address() as net.AddressInfo).port}`;
});

afterAll(() => server.close());

const get = (path: string, ip: string, headers: Record<string, string> = {}) =>
  fetch(`${base}${path}`, { headers: { "user-agent": chrome, "x-ip": ip, ...headers } });

/** An address whose visitor the test puts in `variant`. */
function visitorIn(variant: number) {
  for (let n = 1; n < 200; n++) {
    const ip = `203.0.113.${n}`;
    if (
      assignmentFor("/sotto-test", ip, (name) => (name === "user-agent" ? chrome : undefined))
        ?.variant === variant
    )
      return ip;
  }
  throw new Error(`nobody in variant ${variant}`);
}

test("a page under test is kept once per variant and always sent as the visitor's own", async () => {
  const [inA, inB] = [visitorIn(0), visitorIn(1)];
  renders = 0;
  const first = await get("/sotto-test", inA);
  const second = await get("/sotto-test", inB);
  const again = await get("/sotto-test", inB);
  expect(
    [await first.text(), await second.text(), await again.text()].map(
      (html) => /variante \d/.exec(html)?.[0],
    ),
  ).toEqual(["variante 0", "variante 1", "variante 1"]);
  // The same visitor again is answered from memory: the variant's copy.
  expect(renders).toBe(2);
  for (const answer of [first, second, again]) {
    expect(answer.headers.get("cache-control")).toBe("private, no-cache");
    expect(answer.headers.get("cache-tag")).toBeNull();
  }
  const unchangedCopy = await get("/sotto-test", inB, { "if-none-match": 'W/"v1"' });
  expect(unchangedCopy.status).toBe(304);
  expect(unchangedCopy.headers.get("cache-control")).toBe("private, no-cache");
});

test("a page under no test is shared as its route declared", async () => {
  const answer = await get("/senza-test", visitorIn(1));
  expect(answer.headers.get("cache-control")).toBe(shared);
  expect(answer.headers.get("cache-tag")).toBe("pagine, pagine-it");
});
