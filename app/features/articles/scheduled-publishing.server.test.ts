import { eq } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test, vi } from "vitest";
import { articles, leases } from "../../../db/schema";
import { articleFieldMessages as m } from "~/features/articles/content/admin-articles";
import { articleSchema } from "~/features/articles/article-schema";
import {
  articleCounts,
  createArticle,
  findArticle,
  updateArticle,
} from "~/features/articles/articles.server";
import { applyDueSchedules } from "~/features/articles/scheduled-publishing.server";
import { startBackgroundJobs } from "../../../server/background";
import { db, migrateDatabase } from "~/utils/db.server";
import { onDomainEvent, type DomainEvents } from "~/utils/domain-events.server";
import { releaseSingleton } from "~/utils/singleton.server";
import { bySite } from "~/features/articles/revisions.server";
import { logger } from "~/utils/logger.server";

// 27 November 2026, 10:00 in Italy.
const now = new Date("2026-11-27T09:00:00Z");
const nothing = { published: 0, archived: 0 };

const changes: DomainEvents["articleChanged"][] = [];
beforeAll(() => {
  migrateDatabase();
  onDomainEvent("articleChanged", (change) => changes.push(change));
});
beforeEach(() => {
  changes.length = 0;
  db.delete(articles).run();
  db.delete(leases).run();
});

const parse = (fields: Record<string, string>, published = false) =>
  articleSchema(undefined, { published, now }).safeParse({
    title: "Articolo programmato",
    category: "SEO",
    intent: "publish",
    ...fields,
  });

const fieldErrors = (fields: Record<string, string>, published = false) =>
  parse(fields, published).error?.issues.map((issue) => [issue.path[0], issue.message]);

describe("'Pubblica il' in the form", () => {
  test("'Pubblica' with a future time schedules the article for that moment", () => {
    expect(parse({ publish_at: "2026-11-27T10:01" }).data).toMatchObject({
      status: "scheduled",
      publishAt: new Date("2026-11-27T09:01:00Z"),
    });
  });

  test("'Pubblica' with it empty publishes now", () => {
    expect(parse({}).data).toMatchObject({ status: "published", publishAt: null });
  });

  test("a past time, a time the spring change skips, or scheduling without a time get a message by the field", () => {
    expect(fieldErrors({ publish_at: "2026-11-27T10:00" })).toEqual([
      ["publish_at", m.publishAtPast],
    ]);
    expect(fieldErrors({ publish_at: "2027-03-28T02:30" })).toEqual([
      ["publish_at", m.publishAtNonexistent],
    ]);
    expect(fieldErrors({ publish_at: "domani" })).toEqual([["publish_at", m.publishAtInvalid]]);
    expect(fieldErrors({ intent: "save", status: "scheduled" })).toEqual([
      ["publish_at", m.publishAtMissing],
    ]);
  });

  test("its message comes with the other fields' at once", () => {
    expect(fieldErrors({ title: "", publish_at: "2026-11-27T09:00" })).toEqual([
      ["title", m.titleMissing],
      ["publish_at", m.publishAtPast],
    ]);
  });

  test("an ambiguous autumn time is its first occurrence", () => {
    // 25 October 2026: 02:30 happens at 00:30 UTC (summer time) and again at 01:30 UTC.
    expect(
      articleSchema(undefined, { now: new Date("2026-10-01T00:00:00Z") }).parse({
        title: "a",
        category: "SEO",
        intent: "publish",
        publish_at: "2026-10-25T02:30",
      }).publishAt,
    ).toEqual(new Date("2026-10-25T00:30:00Z"));
  });

  test("a published article keeps its date: the field is not asked", () => {
    expect(parse({ publish_at: "2020-01-01T10:00" }, true).data).toMatchObject({
      status: "published",
      publishAt: null,
    });
  });

  test("'Ritira il' is kept for a scheduled or published article, refused when past or not after the publication", () => {
    expect(
      parse({ publish_at: "2026-11-27T10:01", unpublish_at: "2026-11-28T10:00" }).data,
    ).toMatchObject({ status: "scheduled", unpublishAt: new Date("2026-11-28T09:00:00Z") });
    expect(parse({ unpublish_at: "2026-11-28T10:00" }, true).data).toMatchObject({
      status: "published",
      unpublishAt: new Date("2026-11-28T09:00:00Z"),
    });
    expect(
      fieldErrors({ publish_at: "2026-11-28T10:00", unpublish_at: "2026-11-28T10:00" }),
    ).toEqual([["unpublish_at", m.unpublishAtBeforePublish]]);
    expect(fieldErrors({ unpublish_at: "2026-11-27T09:59" }, true)).toEqual([
      ["unpublish_at", m.unpublishAtPast],
    ]);
    expect(fieldErrors({ unpublish_at: "2027-03-28T02:00" }, true)).toEqual([
      ["unpublish_at", m.publishAtNonexistent],
    ]);
    expect(parse({ intent: "draft", unpublish_at: "2020-01-01T10:00" }).data).toMatchObject({
      status: "draft",
      unpublishAt: null,
    });
  });

  test("saved as a draft, the time is neither checked nor kept", () => {
    expect(parse({ intent: "draft", publish_at: "2020-01-01T10:00" }).data).toMatchObject({
      status: "draft",
      publishAt: null,
    });
  });
});

async function scheduled(at: string, slug = "programmato", until = "") {
  const input = articleSchema(undefined, { now: new Date(0) }).parse({
    title: "Articolo programmato",
    slug,
    category: "SEO",
    content: "Testo.",
    intent: "publish",
    publish_at: at,
    unpublish_at: until,
  });
  const result = await createArticle(input, null, now);
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return result.id;
}

describe("a scheduled article", () => {
  test("is counted and kept out of the published; its time is its published_at", async () => {
    const id = await scheduled("2026-11-27T10:01");
    expect(findArticle(id)).toMatchObject({
      status: "scheduled",
      publishedAt: new Date("2026-11-27T09:01:00Z"),
    });
    expect(articleCounts()).toMatchObject({ scheduled: 1, published: 0 });
  });

  test("the runner publishes it once due, with its time, through the save's event", async () => {
    const id = await scheduled("2026-11-27T10:01");
    changes.length = 0;
    expect(await applyDueSchedules(new Date("2026-11-27T09:00:59Z"))).toEqual(nothing);
    expect(findArticle(id)?.status).toBe("scheduled");
    const due = new Date("2026-11-27T09:01:20Z");
    expect(await applyDueSchedules(due)).toEqual({ published: 1, archived: 0 });
    expect(findArticle(id)).toMatchObject({
      status: "published",
      publishedAt: new Date("2026-11-27T09:01:00Z"),
    });
    expect(changes).toEqual([
      { id, slug: "programmato", language: "it", before: "scheduled", after: "published" },
    ]);
    // Applied once: the next rounds find nothing to do.
    expect(await applyDueSchedules(due)).toEqual(nothing);
    expect(changes).toHaveLength(1);
  });

  test("published early by hand, it is dated now; made a draft again, it keeps no time", async () => {
    const early = await scheduled("2026-11-28T10:00", "anticipato");
    const before = findArticle(early)!;
    const input = articleSchema("SEO", { now }).parse({
      title: before.title,
      slug: before.slug,
      category: "SEO",
      intent: "publish",
    });
    await updateArticle(before, input, before.updatedAt.getTime(), bySite("editor"), { now });
    expect(findArticle(early)).toMatchObject({ status: "published", publishedAt: now });

    const later = await scheduled("2026-11-28T10:00", "ripensato");
    const stored = findArticle(later)!;
    const draft = articleSchema("SEO", { now }).parse({
      title: stored.title,
      slug: stored.slug,
      category: "SEO",
      intent: "draft",
    });
    await updateArticle(stored, draft, stored.updatedAt.getTime(), bySite("editor"), { now });
    expect(findArticle(later)).toMatchObject({ status: "draft", publishedAt: null });
    expect(await applyDueSchedules(new Date("2026-12-01T00:00:00Z"))).toEqual(nothing);
  });

  test("'Ritira il' archives it at its time, through the save's event; after a stop both happen in one round", async () => {
    const id = await scheduled("2026-11-27T10:01", "a-tempo", "2026-11-27T12:00");
    changes.length = 0;
    expect(await applyDueSchedules(new Date("2026-11-27T09:02:00Z"))).toEqual({
      published: 1,
      archived: 0,
    });
    expect(findArticle(id)).toMatchObject({
      status: "published",
      unpublishAt: new Date("2026-11-27T11:00:00Z"),
    });
    expect(await applyDueSchedules(new Date("2026-11-27T11:00:00Z"))).toEqual({
      published: 0,
      archived: 1,
    });
    expect(findArticle(id)).toMatchObject({ status: "archived", unpublishAt: null });
    expect(changes.map((change) => [change.before, change.after])).toEqual([
      ["scheduled", "published"],
      ["published", "archived"],
    ]);

    const missed = await scheduled("2026-11-27T10:01", "perso", "2026-11-27T12:00");
    expect(await applyDueSchedules(new Date("2026-11-28T00:00:00Z"))).toEqual({
      published: 1,
      archived: 1,
    });
    expect(findArticle(missed)).toMatchObject({
      status: "archived",
      publishedAt: new Date("2026-11-27T09:01:00Z"),
    });
    expect(await applyDueSchedules(new Date("2026-11-28T00:00:00Z"))).toEqual(nothing);
  });

  test("a time missed while the server was down is applied when it starts, once", async () => {
    vi.spyOn(logger, "info").mockImplementation(() => {});
    const id = await scheduled("2026-11-27T10:01");
    db.update(articles)
      .set({ publishedAt: new Date(Date.now() - 3_600_000) })
      .where(eq(articles.id, id))
      .run();
    changes.length = 0;
    const jobs = startBackgroundJobs({ scheduleCheckMs: 20 });
    try {
      await vi.waitFor(() => expect(findArticle(id)?.status).toBe("published"));
      await new Promise((resolve) => setTimeout(resolve, 100));
    } finally {
      await jobs.stop();
    }
    expect(changes.filter((change) => change.id === id)).toHaveLength(1);
  });
});

afterEach(() => {
  releaseSingleton("outbox-worker");
  vi.restoreAllMocks();
});
