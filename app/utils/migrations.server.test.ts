import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, test } from "vitest";
import { migrateDatabase, migrationsFolder, openDatabase } from "~/utils/db.server";

const workDir = fs.mkdtempSync(path.join(os.tmpdir(), "agency-migrations-"));
afterAll(() => fs.rmSync(workDir, { recursive: true, force: true }));

/** The migrations folder as it was before `tag`: its files and journal, without it and later ones. */
function migrationsBefore(tag: string) {
  const folder = path.join(workDir, "before");
  fs.cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = path.join(folder, "meta/_journal.json");
  const journal = JSON.parse(fs.readFileSync(journalFile, "utf8")) as {
    entries: { tag: string }[];
  };
  const cut = journal.entries.findIndex((entry) => entry.tag === tag);
  for (const entry of journal.entries.slice(cut)) fs.rmSync(path.join(folder, `${entry.tag}.sql`));
  journal.entries = journal.entries.slice(0, cut);
  fs.writeFileSync(journalFile, JSON.stringify(journal));
  return folder;
}

test("the articles table rebuilt for 'scheduled' keeps its rows, indexes, foreign keys and the rows pointing at it", () => {
  const { sqlite, db } = openDatabase(path.join(workDir, "app.db"));
  try {
    migrateDatabase(db, migrationsBefore("0010_articles_scheduled_status"));
    sqlite.exec(`
      insert into users (id, email, password_hash) values ('u1', 'autore@example.com', 'x');
      insert into articles (id, title, slug, category, status, author_id, published_at)
        values ('a1', 'Titolo', 'titolo', 'SEO', 'published', 'u1', 1000);
      insert into preview_links (article_id, token_hash, token_start, expires_at)
        values ('a1', 'hash', 'abcd', 2000);
    `);
    const indexesBefore = sqlite.pragma("index_list(articles)");
    const keysBefore = sqlite.pragma("foreign_key_list(articles)");

    // The rebuild alone: later migrations change the articles' indexes on purpose.
    migrateDatabase(db, migrationsBefore("0011_article_revisions"));

    expect(
      sqlite.prepare("select id, status, author_id, published_at from articles").all(),
    ).toEqual([{ id: "a1", status: "published", author_id: "u1", published_at: 1000 }]);
    expect(sqlite.prepare("select article_id from preview_links").all()).toEqual([
      { article_id: "a1" },
    ]);
    const names = (list: unknown) => (list as { name: string }[]).map((row) => row.name).sort();
    expect(names(sqlite.pragma("index_list(articles)"))).toEqual(names(indexesBefore));
    expect(sqlite.pragma("foreign_key_list(articles)")).toEqual(keysBefore);
    expect(sqlite.pragma("foreign_keys", { simple: true })).toBe(1);
    sqlite.exec("update articles set status = 'scheduled' where id = 'a1'");
    expect(() => sqlite.exec("update articles set status = 'altro' where id = 'a1'")).toThrow(
      /CHECK constraint failed/,
    );
    // The article still owns its link: deleting it takes the link along.
    sqlite.exec("delete from articles where id = 'a1'");
    expect(sqlite.prepare("select count(*) as n from preview_links").get()).toEqual({ n: 0 });
  } finally {
    sqlite.close();
  }
});

test("the search index is built for the articles that were there before it, then kept by its triggers", () => {
  const { sqlite, db } = openDatabase(path.join(workDir, "search.db"));
  try {
    migrateDatabase(db, migrationsBefore("0017_search"));
    sqlite.exec(`
      insert into articles (id, title, slug, category, status, content)
        values ('a1', 'Le campagne elettorali', 'campagne', 'SEO', 'published', '## Città\n\nVolantini **stampati**.');
    `);

    migrateDatabase(db);

    const found = (match: string) =>
      sqlite
        .prepare(
          `select d.article_id from article_search
           join article_search_docs d on d.doc = article_search.rowid where article_search match ?`,
        )
        .pluck()
        .all(match);
    expect(found('"campagn"')).toEqual(["a1"]);
    expect(found('"citta"')).toEqual(["a1"]);
    expect(sqlite.prepare("select body_text from article_search_docs").pluck().get()).toBe(
      "Città Volantini stampati.",
    );
    const triggers = sqlite
      .prepare("select name from sqlite_master where type = 'trigger' and tbl_name = 'articles'")
      .pluck()
      .all();
    expect(triggers).toEqual(
      expect.arrayContaining([
        "articles_search_insert",
        "articles_search_update",
        "articles_search_delete",
      ]),
    );
    sqlite.exec("update articles set title = 'Manifesti' where id = 'a1'");
    expect(found('"campagn"')).toEqual([]);
    expect(found('"manifest"')).toEqual(["a1"]);
  } finally {
    sqlite.close();
  }
});

test("the statistics' hourly rollups and their indexes arrive over the raw views already there", () => {
  const { sqlite, db } = openDatabase(path.join(workDir, "analytics.db"));
  try {
    migrateDatabase(db, migrationsBefore("0019_analytics_hourly_and_staff_list"));
    sqlite.exec(`
      insert into analytics_visits (id, day, visitor, started_at, last_at, entry_path, device, browser, views)
        values (1, '2026-12-01', 'k1', 1000, 2000, '/', 'desktop', 'Chrome', 2);
      insert into page_views (visit_id, day, at, path, visitor)
        values (1, '2026-12-01', 1000, '/', 'k1'), (1, '2026-12-01', 2000, '/blog', 'k1');
    `);

    migrateDatabase(db);

    expect(sqlite.prepare("select path from page_views order by at").pluck().all()).toEqual([
      "/",
      "/blog",
    ]);
    expect(sqlite.prepare("select views from analytics_visits").pluck().all()).toEqual([2]);
    const names = (table: string) =>
      (sqlite.pragma(`index_list(${table})`) as { name: string }[]).map((row) => row.name);
    expect(names("page_views")).toEqual(["page_views_visit_path"]);
    expect(names("analytics_visits")).toEqual(["analytics_visits_day_visitor"]);
    expect(sqlite.prepare("select count(*) from analytics_hourly").pluck().get()).toBe(0);
  } finally {
    sqlite.close();
  }
});
