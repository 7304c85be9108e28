import Database from "better-sqlite3";
import { and, eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { newsletterCampaigns, newsletterLinks } from "../../../db/schema";
import { viewOf } from "~/features/analytics/page-view.server";
import { loader } from "~/features/newsletter/routes/_site.newsletter_.l.$campaign.$n";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

const offer = "https://esempio.it/offerta?utm_source=newsletter";
const article = "http://localhost:3000/blog/guida-seo";

let counting: number;
let notCounting: number;

function campaign(slug: string, countClicks: boolean, links: string[]) {
  const id = db
    .insert(newsletterCampaigns)
    .values({ slug, subject: slug, status: "sent", countClicks, sentAt: new Date() })
    .returning({ id: newsletterCampaigns.id })
    .all()[0]!.id;
  db.insert(newsletterLinks)
    .values(links.map((url, index) => ({ campaignId: id, n: index + 1, url })))
    .run();
  return id;
}

const clicks = (campaignId: number, n: number) =>
  db
    .select({ clicks: newsletterLinks.clicks })
    .from(newsletterLinks)
    .where(and(eq(newsletterLinks.campaignId, campaignId), eq(newsletterLinks.n, n)))
    .get()?.clicks;

/** A reader's click as the browser sends it, with what could tell who they are. */
function follow(path: string, method = "GET") {
  return loader({
    request: new Request(`http://localhost:3000${path}`, {
      method,
      headers: {
        Cookie: "preferenze=scuro",
        "User-Agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0",
        "X-Forwarded-For": "203.0.113.9",
      },
    }),
    params: Object.fromEntries(
      ["campaign", "n"].map((name, index) => [name, path.split("?")[0]!.split("/")[3 + index]]),
    ),
    context: { clientIp: "203.0.113.9" } as never,
  });
}

async function redirectOf(path: string, method = "GET") {
  const answer = await follow(path, method);
  expect(answer, path).toBeInstanceOf(Response);
  return answer as Response;
}

beforeAll(() => {
  migrateDatabase();
  // As the server: a lock held by another process is met at once, not waited for inside SQLite.
  stopWaitingForLocks();
  counting = campaign("conta", true, [offer, article]);
  notCounting = campaign("non-conta", false, [offer]);
});

describe("a counted link", () => {
  test("leads to the stored address and counts each click of that link alone", async () => {
    const answer = await redirectOf(`/newsletter/l/${counting}/1`);
    expect(answer.status).toBe(302);
    expect(answer.headers.get("Location")).toBe(offer);
    await redirectOf(`/newsletter/l/${counting}/1`);
    expect((await redirectOf(`/newsletter/l/${counting}/2`)).headers.get("Location")).toBe(article);
    expect([clicks(counting, 1), clicks(counting, 2)]).toEqual([2, 1]);
  });

  test("is never kept by a cache nor indexed, and sets no cookie", async () => {
    const answer = await redirectOf(`/newsletter/l/${counting}/2`);
    expect(answer.headers.get("Cache-Control")).toBe("no-store");
    expect(answer.headers.get("X-Robots-Tag")).toContain("noindex");
    expect(answer.headers.get("Set-Cookie")).toBeNull();
  });

  test("a HEAD request, a link scanner's, is led on without counting", async () => {
    const before = clicks(counting, 1);
    const answer = await redirectOf(`/newsletter/l/${counting}/1`, "HEAD");
    expect(answer.headers.get("Location")).toBe(offer);
    expect(clicks(counting, 1)).toBe(before);
  });

  test("its count is all that is written: no row names the reader", async () => {
    const changes = db.$client.prepare("select total_changes()").pluck();
    const before = changes.get() as number;
    await redirectOf(`/newsletter/l/${counting}/1`);
    expect(changes.get()).toBe(before + 1);
  });

  test("the redirect is not a page view of the statistics", () => {
    const view = viewOf(
      {
        method: "GET",
        url: `/newsletter/l/${counting}/1`,
        headers: { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Firefox/133.0" },
      },
      { status: 302, contentType: "" },
      { siteHost: "localhost", ip: "203.0.113.9", loadsLeaf: () => true, at: Date.now() },
    );
    expect(view).toBeNull();
  });
});

describe("anything but a stored link of a campaign that counts", () => {
  test("is the not-found page, never a redirect, whatever the address carries", async () => {
    const missing = [
      `/newsletter/l/${counting}/3`,
      `/newsletter/l/${counting + 1000}/1`,
      `/newsletter/l/${notCounting}/1`,
      `/newsletter/l/${counting}/01`,
      `/newsletter/l/${counting}/1e0`,
      `/newsletter/l/${counting}/-1`,
      `/newsletter/l/${counting}/1.0`,
      `/newsletter/l/${counting}/99999999999999999999`,
      `/newsletter/l/x/1`,
      `/newsletter/l/${counting}/3?url=${encodeURIComponent("https://altrove.example")}`,
    ];
    for (const path of missing) {
      for (const method of ["GET", "HEAD"]) {
        const answer = await follow(path, method);
        expect(answer, `${method} ${path}`).toMatchObject({
          data: null,
          init: { status: 404, headers: { "Cache-Control": "no-store" } },
        });
      }
    }
    expect(clicks(notCounting, 1)).toBe(0);
  });
});

describe("a database another process holds locked", () => {
  let other: Database.Database | undefined;
  afterEach(() => {
    if (other?.inTransaction) other.exec("rollback");
    other?.close();
    other = undefined;
  });

  test("still leads the reader on at once; the click alone is lost, and logged", async () => {
    const warnings = vi.spyOn(logger, "warn").mockImplementation(() => undefined);
    try {
      const before = clicks(counting, 2);
      other = new Database(getEnv().DATABASE_PATH);
      other.exec("begin immediate");
      const started = Date.now();
      const answer = await redirectOf(`/newsletter/l/${counting}/2`);
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(answer.status).toBe(302);
      expect(answer.headers.get("Location")).toBe(article);
      expect(warnings).toHaveBeenCalledWith(
        expect.objectContaining({ campaign: counting, link: 2 }),
        "Clic su un link della newsletter non contato:",
      );
      other.exec("rollback");
      expect(clicks(counting, 2)).toBe(before);

      await redirectOf(`/newsletter/l/${counting}/2`);
      expect(clicks(counting, 2)).toBe(before! + 1);
    } finally {
      warnings.mockRestore();
    }
  });
});
