import crypto from "node:crypto";
import Database from "better-sqlite3";
import { eq } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test, vi } from "vitest";
import { articles, events, previewLinks } from "../../../db/schema";
import { createArticle, deleteArticle } from "~/features/articles/articles.server";
import {
  createPreviewLink,
  currentPreviewLink,
  openPreviewLink,
  revokePreviewLink,
} from "~/features/articles/preview-links.server";
import { previewLinkPage } from "~/features/blog/blog.server";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

const article = (id: string) => ({ kind: "article" as const, id });

beforeAll(() => {
  migrateDatabase();
  // As in the server: never wait inside SQLite for another process's lock.
  stopWaitingForLocks();
});

afterEach(() => {
  vi.restoreAllMocks();
});

const day = 24 * 60 * 60 * 1000;
const now = new Date("2026-11-27T09:00:00Z");
const later = (ms: number) => new Date(now.getTime() + ms);
const browserAgent =
  "Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1";
/** A person's browser opening the link. */
const reader = new Request("http://localhost:3000/anteprima/x", {
  headers: { "User-Agent": browserAgent },
});
const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");

let drafts = 0;

/** A new draft's id. */
async function draft(title = "Bozza da mostrare") {
  drafts += 1;
  const saved = await createArticle(
    {
      title,
      slug: `bozza-da-mostrare-${drafts}`,
      excerpt: "Per il cliente.",
      content: "## Il piano\n\nUn testo **ancora** in lavorazione.",
      category: "SEO",
      meta_title: "",
      meta_description: "",
      keywords: "",
      status: "draft",
      featured_image_url: "",
    },
    null,
    now,
  );
  if (saved.outcome !== "saved") throw new Error(saved.outcome);
  return saved.id;
}

function linkOf(articleId: string, days = 7, at = now) {
  const created = createPreviewLink(article(articleId), days, at);
  if (!created) throw new Error("no article");
  return created;
}

const rowsOf = (articleId: string) =>
  db.select().from(previewLinks).where(eq(previewLinks.articleId, articleId)).all();

describe("a new link", () => {
  test("is a random token, shown once: only its SHA-256 and its first characters are stored", async () => {
    const id = await draft();
    const { token } = linkOf(id);
    expect(token).toMatch(/^[\w-]{43}$/);
    expect(linkOf(await draft()).token).not.toBe(token);
    const [row] = rowsOf(id);
    expect(row).toMatchObject({
      tokenHash: sha256(token),
      tokenStart: token.slice(0, 8),
      openCount: 0,
      lastOpenedAt: null,
    });
    expect(JSON.stringify(db.select().from(previewLinks).all())).not.toContain(token);
  });

  test("is valid 7 days, or the days asked for, and opens nothing from its expiry on", async () => {
    const id = await draft();
    const week = linkOf(id);
    expect(week.expiresAt).toEqual(later(7 * day));
    expect(currentPreviewLink(article(id))?.expiresAt).toEqual(later(7 * day));
    expect(await openPreviewLink(week.token, later(7 * day - 1))).toEqual({
      articleId: id,
      eventId: null,
      pageId: null,
      expiresAt: later(7 * day),
    });
    expect(await openPreviewLink(week.token, later(7 * day))).toBeNull();

    const month = linkOf(id, 30);
    expect(month.expiresAt).toEqual(later(30 * day));
    expect(await openPreviewLink(month.token, later(29 * day))).not.toBeNull();
  });

  test("replaces the article's previous one: one link per article at a time", async () => {
    const id = await draft();
    const first = linkOf(id);
    const second = linkOf(id, 1, later(1000));
    expect(rowsOf(id)).toHaveLength(1);
    expect(await openPreviewLink(first.token, later(2000))).toBeNull();
    expect((await openPreviewLink(second.token, later(2000)))?.articleId).toBe(id);
    expect(currentPreviewLink(article(id))?.expiresAt).toEqual(later(1000 + day));
  });

  test("is refused for an article that is gone", () => {
    expect(createPreviewLink(article("non-esiste"), 7, now)).toBeNull();
    expect(
      db.select().from(previewLinks).where(eq(previewLinks.articleId, "non-esiste")).all(),
    ).toEqual([]);
  });
});

describe("revoking", () => {
  test("stops the link at once and removes it from the editor's listing", async () => {
    const id = await draft();
    const { token } = linkOf(id);
    const link = currentPreviewLink(article(id));
    expect(revokePreviewLink(article(id), link!.id)).toBe(true);
    expect(await openPreviewLink(token, now)).toBeNull();
    expect(currentPreviewLink(article(id))).toBeNull();
    expect(revokePreviewLink(article(id), link!.id)).toBe(false);
  });

  test("names the link: a page showing an older one, or another article, revokes nothing", async () => {
    const id = await draft();
    linkOf(id);
    const older = currentPreviewLink(article(id))!;
    const { token } = linkOf(id);
    expect(revokePreviewLink(article(id), older.id)).toBe(false);
    const newer = currentPreviewLink(article(id))!;
    expect(revokePreviewLink(article(await draft()), newer.id)).toBe(false);
    expect((await openPreviewLink(token, now))?.articleId).toBe(id);
  });
});

describe("opening", () => {
  test("records each open: a count and the last time", async () => {
    const id = await draft();
    const { token } = linkOf(id);
    await openPreviewLink(token, later(60_000));
    await openPreviewLink(token, later(120_000));
    expect(currentPreviewLink(article(id))).toMatchObject({
      openCount: 2,
      lastOpenedAt: later(120_000),
    });
  });

  test("a chat app's preview of the link, a prefetch or a HEAD opens it without counting", async () => {
    const id = await draft();
    const { token } = linkOf(id, 7, new Date());
    const asked = (headers: Record<string, string>, method = "GET") =>
      previewLinkPage(
        token,
        new Request(`http://localhost:3000/anteprima/${token}`, { method, headers }),
      );
    for (const answer of [
      await asked({ "User-Agent": "WhatsApp/2.23.20.0" }),
      await asked({ "User-Agent": "Slackbot-LinkExpanding 1.0 (+https://api.slack.com/robots)" }),
      await asked({ "User-Agent": browserAgent, "Sec-Purpose": "prefetch" }),
      await asked({ "User-Agent": browserAgent }, "HEAD"),
    ])
      expect((answer as unknown as { state: string }).state).toBe("article");
    expect(currentPreviewLink(article(id))?.openCount).toBe(0);
    await asked({ "User-Agent": browserAgent });
    expect(currentPreviewLink(article(id))?.openCount).toBe(1);
  });

  test("a malformed, unknown or expired token opens nothing and records nothing", async () => {
    const id = await draft();
    const { token } = linkOf(id, 1);
    for (const tried of [
      "",
      "corto",
      `${token}x`,
      token.replace(/^./, (c) => (c === "A" ? "B" : "A")),
    ])
      expect(await openPreviewLink(tried, now)).toBeNull();
    expect(await openPreviewLink(token, later(day))).toBeNull();
    expect(currentPreviewLink(article(id))).toMatchObject({ openCount: 0, lastOpenedAt: null });
  });

  test("still opens, unrecorded, while another process holds the write lock", async () => {
    const id = await draft();
    const { token } = linkOf(id);
    const logged = vi.spyOn(logger, "error").mockImplementation(() => {});
    const other = new Database(getEnv().DATABASE_PATH);
    try {
      other.exec("begin immediate");
      expect((await openPreviewLink(token, now))?.articleId).toBe(id);
    } finally {
      other.exec("rollback");
      other.close();
    }
    expect(logged).toHaveBeenCalledWith(
      { err: expect.anything() },
      "Apertura del link di anteprima non registrata:",
    );
    expect(currentPreviewLink(article(id))).toMatchObject({ openCount: 0 });
  });

  test("the article's deletion takes its link with it", async () => {
    const id = await draft();
    const { token } = linkOf(id);
    expect(deleteArticle(id)).toBe(true);
    expect(rowsOf(id)).toEqual([]);
    expect(await openPreviewLink(token, now)).toBeNull();
  });
});

describe("the page a link opens", () => {
  type Page = {
    init: { status: number } | null;
    data: { state: string; until?: string; head?: { noindex?: boolean; title: string } };
  };

  test("is the article as its page will look, unindexed, with the link's expiry", async () => {
    const id = await draft("Il piano per il cliente");
    const { token } = linkOf(id, 7, new Date());
    const page = (await previewLinkPage(token, reader)) as unknown as Page["data"] & {
      article: { title: string; html: string };
    };
    expect(page.state).toBe("article");
    expect(page.article.title).toBe("Il piano per il cliente");
    expect(page.article.html).toContain("<strong>ancora</strong>");
    expect(page.head).toMatchObject({ title: "Il piano per il cliente", noindex: true });
    expect(page.until).toMatch(/^\d{1,2} \w+ \d{4} alle ore \d{2}:\d{2}$/);
    expect(db.select().from(articles).where(eq(articles.id, id)).get()?.status).toBe("draft");
  });

  test("of a draft event is the event's page as it will look, without its form, and goes with it", async () => {
    const event = db
      .insert(events)
      .values({
        title: "Workshop per il cliente",
        slug: "workshop-per-il-cliente",
        kind: "formazione",
        format: "workshop",
        excerpt: "Una bozza da approvare.",
        placeName: "Sala formazione",
      })
      .returning()
      .get();
    const made = createPreviewLink({ kind: "event", id: event.id }, 7, new Date());
    const page = (await previewLinkPage(made!.token, reader)) as unknown as Page["data"] & {
      event: { title: string; excerpt: string; open: boolean };
    };
    expect(page.state).toBe("event");
    expect(page.event).toMatchObject({ title: "Workshop per il cliente", open: false });
    expect(page.head).toMatchObject({ title: "Workshop per il cliente", noindex: true });
    db.delete(events).where(eq(events.id, event.id)).run();
    expect(((await previewLinkPage(made!.token, reader)) as unknown as Page).init?.status).toBe(
      404,
    );
  });

  test("is the not-found page with a 404 for a token unknown, revoked or expired alike", async () => {
    const expired = linkOf(await draft(), 1, new Date(Date.now() - 2 * day)).token;
    const id = await draft();
    const revoked = linkOf(id, 7, new Date()).token;
    revokePreviewLink(article(id), currentPreviewLink(article(id))!.id);
    for (const tried of [expired, revoked, "x".repeat(43)]) {
      const page = (await previewLinkPage(tried, reader)) as unknown as Page;
      expect(page.init?.status).toBe(404);
      expect(page.data).toEqual({ state: "missing" });
    }
  });
});
