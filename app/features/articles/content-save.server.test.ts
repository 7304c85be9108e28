import Database from "better-sqlite3";
import { count, eq, sql } from "drizzle-orm";
import { afterEach, beforeAll, beforeEach, describe, expect, test } from "vitest";
import { articleRevisions, articles, redirects, staffActivity, users } from "../../../db/schema";
import {
  saveContent,
  type ArticleSave,
  type ArticleSaved,
} from "~/features/articles/content-save.server";
import { findArticle } from "~/features/articles/articles.server";
import { byUser, type Saving } from "~/features/articles/revisions.server";
import { db, isDatabaseBusy, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { onDomainEvent, type DomainEvents } from "~/utils/domain-events.server";
import { activityAbout } from "../../../tests/support/activity";

let userId = "";
const changes: DomainEvents["articleChanged"][] = [];
const redirected: string[][] = [];
const stops: (() => void)[] = [];

beforeAll(() => {
  migrateDatabase();
  userId = db
    .insert(users)
    .values({ email: "redazione@example.com", passwordHash: "x" })
    .returning()
    .all()[0]!.id;
  stops.push(
    onDomainEvent("articleChanged", (change) => changes.push(change)),
    onDomainEvent("redirectsChanged", ({ sources }) => redirected.push(sources)),
  );
  return () => stops.forEach((stop) => stop());
});

let logged = 0;

beforeEach(() => {
  changes.length = 0;
  redirected.length = 0;
  // The activity log takes no deletions: each test counts the entries it adds.
  for (const table of [articles, articleRevisions, redirects]) db.delete(table).run();
  logged = tally(staffActivity);
});

const now = new Date("2026-12-02T10:00:00Z");
const later = new Date("2026-12-02T11:00:00Z");

const creating = (
  title: string,
  slug: string,
  more: { restored?: boolean; saving?: Saving } = {},
  language: "it" | "en" = "it",
): ArticleSave => ({
  kind: "article",
  create: {
    title,
    slug,
    language,
    category: "SEO",
    content: "Testo.",
    status: "draft",
    authorId: userId,
  },
  takenSlug: "refuse",
  saving: byUser(userId, "editor"),
  now,
  ...more,
});

const saveOne = (save: ArticleSave) => saveContent((write) => write(save));

/** Publishes `draft`, then moves it to `slug` an hour later. */
function publishThenRename(draft: ReturnType<typeof savedRow>, slug: string) {
  const published = savedRow(
    saveOne({
      kind: "article",
      update: { status: "published" },
      over: draft,
      saving: byUser(userId, "editor"),
      now,
    }),
  );
  savedRow(
    saveOne({
      kind: "article",
      update: { slug },
      over: published,
      saving: byUser(userId, "editor"),
      now: later,
    }),
  );
}

function savedRow(result: ArticleSaved) {
  if (result.outcome !== "saved") throw new Error(`non salvato: ${result.outcome}`);
  return result.row;
}

const tally = (table: typeof articles | typeof articleRevisions | typeof staffActivity) =>
  db.select({ n: count() }).from(table).get()?.n ?? 0;

const written = () => ({
  articles: tally(articles),
  revisions: tally(articleRevisions),
  activity: tally(staffActivity) - logged,
  redirects: db.select({ n: count() }).from(redirects).get()?.n ?? 0,
});

describe("a save", () => {
  test("a new article leaves its row, one revision, one log entry and one event", () => {
    const row = savedRow(saveOne(creating("Nuovo articolo", "nuovo-articolo")));
    expect(findArticle(row.id)).toMatchObject({ slug: "nuovo-articolo", createdAt: now });
    expect(written()).toEqual({ articles: 1, revisions: 1, activity: 1, redirects: 0 });
    expect(activityAbout("Nuovo articolo").map((entry) => entry.action)).toEqual([
      "article-created",
    ]);
    expect(changes).toEqual([
      { id: row.id, slug: "nuovo-articolo", language: "it", before: null, after: "draft" },
    ]);
  });

  test("an update over the version read leaves one more revision, one log entry and one event", () => {
    const draft = savedRow(saveOne(creating("Da pubblicare", "da-pubblicare")));
    changes.length = 0;
    const published = savedRow(
      saveOne({
        kind: "article",
        update: { status: "published", publishedAt: later },
        over: draft,
        saving: byUser(userId, "editor"),
        now: later,
      }),
    );
    expect(published).toMatchObject({ status: "published", updatedAt: later });
    expect(written()).toEqual({ articles: 1, revisions: 2, activity: 2, redirects: 0 });
    expect(activityAbout("Da pubblicare").map((entry) => entry.action)).toEqual([
      "article-created",
      "article-published",
    ]);
    expect(changes).toEqual([
      { id: draft.id, slug: "da-pubblicare", language: "it", before: "draft", after: "published" },
    ]);
  });

  test("a published article's new address redirects the old one, announced after the commit", () => {
    publishThenRename(savedRow(saveOne(creating("Indirizzo", "indirizzo"))), "nuovo-indirizzo");
    expect(db.select().from(redirects).all()).toMatchObject([
      { fromPath: "/blog/indirizzo", target: "/blog/nuovo-indirizzo" },
    ]);
    expect(redirected.at(-1)).toEqual(["/blog/indirizzo"]);
    expect(changes.at(-1)).toMatchObject({ slug: "nuovo-indirizzo", before: "published" });
  });

  test("a published English article's new address redirects its old English one", () => {
    publishThenRename(savedRow(saveOne(creating("Address", "address", {}, "en"))), "new-address");
    expect(db.select().from(redirects).all()).toMatchObject([
      { fromPath: "/en/blog/address", target: "/en/blog/new-address" },
    ]);
  });

  test("an update over a version someone else replaced writes nothing", () => {
    const draft = savedRow(saveOne(creating("Conteso", "conteso")));
    const update = (now: Date) =>
      saveOne({
        kind: "article",
        update: { title: `Conteso ${now.getTime()}` },
        over: draft,
        saving: byUser(userId, "editor"),
        now,
      });
    savedRow(update(later));
    const before = written();
    changes.length = 0;
    expect(update(new Date(later.getTime() + 1))).toEqual({ outcome: "unmatched" });
    expect(written()).toEqual(before);
    expect(changes).toEqual([]);
  });
});

describe("a save that fails", () => {
  let locker: Database.Database | null = null;
  afterEach(() => {
    locker?.close();
    locker = null;
    db.run(sql`drop trigger if exists refuse_revision`);
  });

  test("for a slug already taken writes nothing and tells nothing", () => {
    savedRow(saveOne(creating("Primo", "stesso-indirizzo")));
    const before = written();
    changes.length = 0;
    expect(saveOne(creating("Secondo", "stesso-indirizzo"))).toEqual({ outcome: "slug-taken" });
    expect(written()).toEqual(before);
    expect(changes).toEqual([]);
  });

  test("after its row was written leaves neither the row nor its log entry", () => {
    db.run(
      sql.raw(
        "create trigger refuse_revision before insert on article_revisions begin select raise(abort, 'rifiutato'); end",
      ),
    );
    expect(() => saveOne(creating("Mai scritto", "mai-scritto"))).toThrow("rifiutato");
    expect(written()).toEqual({ articles: 0, revisions: 0, activity: 0, redirects: 0 });
    expect(changes).toEqual([]);
  });

  test("on a database another process holds writes nothing and tells nothing", () => {
    stopWaitingForLocks();
    locker = new Database(getEnv().DATABASE_PATH);
    locker.exec("begin immediate");
    let failure: unknown;
    try {
      saveOne(creating("Bloccato", "bloccato"));
    } catch (error) {
      failure = error;
    }
    expect(isDatabaseBusy(failure)).toBe(true);
    locker.exec("rollback");
    expect(written()).toEqual({ articles: 0, revisions: 0, activity: 0, redirects: 0 });
    expect(changes).toEqual([]);
  });
});

describe("saves in one transaction", () => {
  test("are kept together and told after the commit, in their order", () => {
    const rows = saveContent((save) => [
      savedRow(save(creating("Uno", "uno"))),
      savedRow(save(creating("Due", "due"))),
    ]);
    expect(changes.map((change) => change.id)).toEqual(rows.map((row) => row.id));
    expect(written()).toMatchObject({ articles: 2, revisions: 2, activity: 2 });
  });

  test("a transaction that throws after them keeps none and tells nothing", () => {
    expect(() =>
      saveContent((save, tx) => {
        savedRow(save(creating("Uno", "uno")));
        savedRow(save(creating("Due", "due")));
        tx.insert(redirects).values({ fromPath: "/vecchio", target: "/nuovo" }).run();
        throw new Error("annullato");
      }),
    ).toThrow("annullato");
    expect(written()).toEqual({ articles: 0, revisions: 0, activity: 0, redirects: 0 });
    expect(changes).toEqual([]);
  });

  test("a save refused for its slug leaves nothing of itself, and the others stand", () => {
    const first = savedRow(saveOne(creating("Uno", "uno")));
    const second = savedRow(saveOne(creating("Due", "due")));
    changes.length = 0;
    const outcomes = saveContent((save) => [
      save(creating("Tre", "tre")).outcome,
      // The unique index refuses it once the row is being written.
      save({
        kind: "article",
        update: { title: "Due, ora Uno", slug: first.slug, status: "published" },
        over: second,
        saving: byUser(userId, "editor"),
        now: later,
      }).outcome,
      save(creating("Quattro", "quattro")).outcome,
    ]);
    expect(outcomes).toEqual(["saved", "slug-taken", "saved"]);
    expect(findArticle(second.id)).toEqual(second);
    expect(written()).toMatchObject({ articles: 4, revisions: 4, activity: 4 });
    expect(changes.map((change) => change.slug)).toEqual(["tre", "quattro"]);
  });

  test("cannot run inside another transaction, whose commit its events would not wait for", () => {
    expect(() =>
      db.transaction(() => saveContent((save) => save(creating("Annidato", "annidato")))),
    ).toThrow("transaction of its own");
    expect(written().articles).toBe(0);
    expect(changes).toEqual([]);
  });
});

test("a deleted article's restore is logged as restored, not created", () => {
  const row = savedRow(
    saveOne(
      creating("Ripristinato", "ripristinato", {
        restored: true,
        saving: byUser(userId, "restore"),
      }),
    ),
  );
  expect(activityAbout("Ripristinato").map((entry) => entry.action)).toEqual(["article-restored"]);
  expect(db.select().from(articles).where(eq(articles.id, row.id)).all()).toHaveLength(1);
});
