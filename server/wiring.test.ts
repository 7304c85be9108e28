import { beforeAll, beforeEach, expect, test, vi } from "vitest";
import { users } from "../db/schema";
import {
  createArticle,
  findArticle,
  updateArticle,
} from "../app/features/articles/articles.server";
import { importSpoolSoon, wakeLeadEvents, wakeOutbox } from "./background";
import { db, migrateDatabase } from "../app/utils/db.server";
import { emitDomainEvent } from "../app/utils/domain-events.server";
import { pageCache, PageCache } from "../app/utils/page-cache.server";
import { articleSchema } from "../app/features/articles/article-schema";
import { watchBlogChanges } from "../tests/support/blog-changes";
import { wireDomainEvents } from "./wiring";
import { bySite } from "~/features/articles/revisions.server";

// The workers themselves are the background module's to test: here, only that they are woken.
vi.mock("./background", () => ({
  wakeOutbox: vi.fn(),
  wakeLeadEvents: vi.fn(),
  importSpoolSoon: vi.fn(),
}));

let authorId = "";
beforeAll(() => {
  migrateDatabase();
  authorId = db
    .insert(users)
    .values({ email: "cablaggio@example.com", passwordHash: "x" })
    .returning()
    .get().id;
  // However often it runs, each event has one listener.
  wireDomainEvents();
  wireDomainEvents();
});
beforeEach(() => vi.clearAllMocks());

const input = (fields: Record<string, string>) =>
  articleSchema().parse({ category: "SEO", intent: "save", ...fields });

/** Puts the blog's list and a marketing page in the page cache; says which of them it still holds. */
function cachedPages() {
  const cache = pageCache();
  for (const [url, tag] of [
    ["/blog", "blog"],
    ["/chi-siamo", "pagine"],
  ] as const) {
    const fill = cache.pending(PageCache.key(url, ""));
    const body = Buffer.alloc(0);
    cache.set(fill, {
      url,
      tags: [tag],
      etag: 'W/"x"',
      lastModified: null,
      heads: { br: {}, gzip: {}, identity: {}, notModified: {} },
      bodies: { br: body, gzip: body, identity: body },
      bytes: 1,
    });
  }
  return () =>
    ["/blog", "/chi-siamo"].filter((url) => cache.get(PageCache.key(url, "")) !== undefined);
}

test("a change readers can see forgets the article pages and reaches the open streams, once", async () => {
  const changes = watchBlogChanges();
  const stillCached = cachedPages();
  const created = await createArticle(input({ title: "Cablato", intent: "publish" }), authorId);
  if (created.outcome !== "saved") throw new Error(created.outcome);
  expect(stillCached()).toEqual(["/chi-siamo"]);

  const cachedAgain = cachedPages();
  const article = findArticle(created.id)!;
  await updateArticle(
    article,
    input({ title: "Cablato", intent: "draft" }),
    article.updatedAt.getTime(),
    bySite("editor"),
  );
  expect(cachedAgain()).toEqual(["/chi-siamo"]);

  expect(await changes()).toEqual([
    'data: {"slug":"cablato","kind":"created"}',
    'data: {"slug":"cablato","kind":"unpublished"}',
  ]);
});

test("a change to a draft readers never saw leaves the pages and the streams alone", async () => {
  const changes = watchBlogChanges();
  const stillCached = cachedPages();
  expect(
    (await createArticle(input({ title: "Solo in redazione", intent: "draft" }), authorId)).outcome,
  ).toBe("saved");
  expect(stillCached()).toEqual(["/blog", "/chi-siamo"]);
  expect(await changes()).toEqual([]);
});

test("a stored submission or a queued e-mail wakes the e-mail worker, a spooled one the spool's import", () => {
  emitDomainEvent("submissionStored", { kind: "contact" });
  expect(wakeOutbox).toHaveBeenCalledTimes(1);
  // Its lead's arrival may be waiting for the webhook, and so may a lead's move.
  expect(wakeLeadEvents).toHaveBeenCalledTimes(1);
  emitDomainEvent("leadChanged", { id: 1 });
  expect(wakeLeadEvents).toHaveBeenCalledTimes(2);
  expect(importSpoolSoon).not.toHaveBeenCalled();
  emitDomainEvent("submissionSpooled", { kind: "newsletter" });
  expect(importSpoolSoon).toHaveBeenCalledTimes(1);
  expect(wakeOutbox).toHaveBeenCalledTimes(1);
  emitDomainEvent("mailQueued", { reason: "invitation" });
  expect(wakeOutbox).toHaveBeenCalledTimes(2);
});

test("an image's sizes made or its text given forget the blog's pages that showed it without", () => {
  const stillCached = cachedPages();
  emitDomainEvent("imageDerived", { name: "foto.jpg" });
  expect(stillCached()).toEqual(["/chi-siamo"]);

  const cachedAgain = cachedPages();
  emitDomainEvent("imageDescribed", { name: "foto.jpg" });
  expect(cachedAgain()).toEqual(["/chi-siamo"]);
});
