import Database from "better-sqlite3";
import { sql } from "drizzle-orm";
import { afterEach, beforeAll, describe, expect, test } from "vitest";
import { articles, contactSubmissions, userRoles, users } from "../../db/schema";
import {
  DatabaseBusyError,
  db,
  isDatabaseHealthy,
  keepStatements,
  migrateDatabase,
  stopWaitingForLocks,
  writeWhenUnlocked,
} from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { seedDatabase } from "~/features/operations/seed.server";
import { verifyPassword } from "~/features/staff/password.server";

beforeAll(() => migrateDatabase());

const pragma = (name: string) => db.get<Record<string, unknown>>(sql.raw(`pragma ${name}`));

describe("database", () => {
  test("migrations create every table of the data model", () => {
    const tables = db
      .all<{ name: string }>(
        sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%' and name not like '__drizzle%' order by name`,
      )
      .map((row) => row.name);
    expect(tables).toEqual([
      "analytics_daily",
      "analytics_hourly",
      "analytics_salts",
      "analytics_visits",
      "api_tokens",
      "article_revisions",
      // The search index (migration 0017): FTS5's table and the tables it keeps itself.
      "article_search",
      "article_search_config",
      "article_search_data",
      "article_search_docs",
      "article_search_docsize",
      "article_search_idx",
      "articles",
      "campaign_spend",
      "contact_audit_log",
      "contact_submissions",
      "deleted_articles",
      "email_outbox",
      "event_registrations",
      "event_search",
      "event_search_config",
      "event_search_data",
      "event_search_docs",
      "event_search_docsize",
      "event_search_idx",
      "events",
      "experiment_days",
      "experiments",
      "import_jobs",
      "lead_event_attempts",
      "lead_events",
      "lead_timeline",
      "leads",
      "leases",
      "newsletter_batches",
      "newsletter_campaigns",
      "newsletter_links",
      "newsletter_recipients",
      "newsletter_subscribers",
      "newsletter_suppressions",
      "page_search",
      "page_search_config",
      "page_search_data",
      "page_search_docs",
      "page_search_docsize",
      "page_search_idx",
      "page_views",
      "pages",
      "passkeys",
      "preview_links",
      "rate_limit_hits",
      "recovery_codes",
      "redirects",
      "resend_webhook_events",
      "sessions",
      "settings",
      "spent_states",
      "staff_activity",
      "staff_devices",
      "upload_renames",
      "uploaded_images",
      "user_roles",
      "user_tokens",
      "users",
    ]);
  });

  test("runs in WAL mode with foreign keys and a busy timeout", () => {
    expect(pragma("journal_mode")).toEqual({ journal_mode: "wal" });
    expect(pragma("foreign_keys")).toEqual({ foreign_keys: 1 });
    expect(pragma("busy_timeout")).toEqual({ timeout: 5000 });
  });

  test("migrating twice is harmless", () => {
    expect(() => migrateDatabase()).not.toThrow();
  });

  test("the health check runs a real query", () => {
    expect(isDatabaseHealthy()).toBe(true);
  });

  test("an article status outside draft, published, archived is refused", () => {
    expect(() =>
      db
        .insert(articles)
        .values({ title: "T", slug: "stato-strano", category: "SEO", status: "pending" as never })
        .run(),
    ).toThrow(/CHECK constraint failed/);
  });

  test("slugs are unique", () => {
    db.insert(articles).values({ title: "Uno", slug: "stesso-slug", category: "SEO" }).run();
    expect(() =>
      db.insert(articles).values({ title: "Due", slug: "stesso-slug", category: "SEO" }).run(),
    ).toThrow(/UNIQUE constraint failed/);
  });

  test("e-mail addresses of users are stored lowercased only", () => {
    expect(() =>
      db.insert(users).values({ email: "Mario@Example.it", passwordHash: "x" }).run(),
    ).toThrow(/CHECK constraint failed/);
  });

  test("a role for a user that does not exist is refused", () => {
    expect(() => db.insert(userRoles).values({ userId: "nessuno", role: "admin" }).run()).toThrow(
      /FOREIGN KEY constraint failed/,
    );
  });

  test("a contact submission without privacy consent cannot be stored", () => {
    expect(() =>
      db
        .insert(contactSubmissions)
        .values({
          nome: "Mario",
          cognome: "Rossi",
          email: "mario@example.it",
          servizio: "altro",
          messaggio: "Ciao",
          privacyAccepted: false,
          retentionExpiresAt: new Date(),
        })
        .run(),
    ).toThrow(/CHECK constraint failed/);
  });

  test("seeding creates an admin and the sample articles once", async () => {
    const admin = { email: "Admin@Example.com", password: "password-di-prova", name: "Admin" };
    const first = await seedDatabase(db, admin);
    const second = await seedDatabase(db, admin);
    expect(first).toEqual({ adminCreated: true, articlesCreated: 3 });
    expect(second).toEqual({ adminCreated: false, articlesCreated: 0 });
    const user = db
      .select()
      .from(users)
      .where(sql`email = 'admin@example.com'`)
      .get();
    expect(user && (await verifyPassword("password-di-prova", user.passwordHash))).toBe(true);
    expect(db.select().from(userRoles).all()).toEqual([{ userId: user?.id, role: "admin" }]);
    const published = db
      .select()
      .from(articles)
      .where(sql`status = 'published'`)
      .all();
    expect(published).toHaveLength(3);
    // The English sample joins its Italian original's group, named by the original's id.
    const english = published.find((article) => article.language === "en");
    const original = published.find((article) => article.id === english?.translationGroup);
    expect(original?.language).toBe("it");
    expect(original?.translationGroup).toBe(original?.id);
    expect(published.every((article) => article.publishedAt instanceof Date)).toBe(true);
  });
});

describe("a write lock held by another connection", () => {
  let other: Database.Database | undefined;
  afterEach(() => {
    if (other?.inTransaction) other.exec("rollback");
    other?.close();
  });

  function holdWriteLock() {
    other = new Database(getEnv().DATABASE_PATH);
    other.exec("begin immediate");
    return other;
  }

  const insertSetting = (key: string) =>
    db.run(sql`insert into settings (key, value) values (${key}, 'x')`);

  test("a write waits on timers, not in SQLite, and goes through once the lock is gone", async () => {
    stopWaitingForLocks();
    const holder = holdWriteLock();
    setTimeout(() => holder.exec("commit"), 150);
    const longestStall = { ms: 0 };
    let last = performance.now();
    const probe = setInterval(() => {
      const now = performance.now();
      longestStall.ms = Math.max(longestStall.ms, now - last);
      last = now;
    }, 5);
    try {
      await writeWhenUnlocked(() => insertSetting("dopo-il-blocco"), { withinMs: 2000 });
    } finally {
      clearInterval(probe);
    }
    expect(db.all(sql`select key from settings where key = 'dopo-il-blocco'`)).toHaveLength(1);
    expect(longestStall.ms).toBeLessThan(100);
  });

  test("past its deadline the write gives up with DatabaseBusyError and writes nothing", async () => {
    stopWaitingForLocks();
    holdWriteLock();
    const started = Date.now();
    await expect(
      writeWhenUnlocked(() => insertSetting("mai-scritto"), { withinMs: 200 }),
    ).rejects.toBeInstanceOf(DatabaseBusyError);
    expect(Date.now() - started).toBeLessThan(400);
    other?.exec("rollback");
    expect(db.all(sql`select key from settings where key = 'mai-scritto'`)).toHaveLength(0);
  });

  test("reads do not wait for a writer", () => {
    stopWaitingForLocks();
    holdWriteLock();
    expect(isDatabaseHealthy()).toBe(true);
  });
});

describe("kept statements", () => {
  const opened = () => {
    const sqlite = keepStatements(new Database(":memory:"), 2);
    sqlite.exec("create table t (n integer); insert into t values (1), (2), (3)");
    return sqlite;
  };

  test("the same SQL gets the same statement, returning objects again after raw or pluck", () => {
    const sqlite = opened();
    const first = sqlite.prepare("select n from t order by n");
    expect(first.raw().all()).toEqual([[1], [2], [3]]);
    const again = sqlite.prepare("select n from t order by n");
    expect(again).toBe(first);
    expect(again.all()).toEqual([{ n: 1 }, { n: 2 }, { n: 3 }]);
    expect(sqlite.prepare("select n from t order by n").pluck().get()).toBe(1);
    expect(sqlite.prepare("select n from t order by n").get()).toEqual({ n: 1 });
  });

  test("a statement still being iterated is not handed out: the caller gets its own", () => {
    const sqlite = opened();
    const outer = sqlite.prepare("select n from t order by n");
    const seen: number[] = [];
    for (const row of outer.iterate() as IterableIterator<{ n: number }>) {
      const inner = sqlite.prepare("select n from t order by n");
      expect(inner).not.toBe(outer);
      seen.push(row.n, (inner.get() as { n: number }).n);
    }
    expect(seen).toEqual([1, 1, 2, 1, 3, 1]);
  });

  test("past its size the least recently used statement is let go", () => {
    const sqlite = opened();
    const a = sqlite.prepare("select 1");
    const b = sqlite.prepare("select 2");
    expect(sqlite.prepare("select 1")).toBe(a);
    sqlite.prepare("select 3");
    expect(sqlite.prepare("select 1")).toBe(a);
    expect(sqlite.prepare("select 2")).not.toBe(b);
  });

  test("the site's connection keeps Drizzle's statements, and writes still land", () => {
    const select = () =>
      db
        .select({ id: users.id })
        .from(users)
        .where(sql`1 = 0`);
    expect(db.$client.prepare(select().toSQL().sql)).toBe(db.$client.prepare(select().toSQL().sql));
    expect(select().all()).toEqual([]);
    expect(db.get<{ n: number }>(sql`select count(*) as n from ${users}`)?.n).toBeTypeOf("number");
  });
});
