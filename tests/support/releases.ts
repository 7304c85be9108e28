import type Database from "better-sqlite3";
import { releaseSetting } from "../../app/features/operations/release.server";

/** The release the tests take for a newer one than the code's. */
export const newerRelease = { version: "1.4.0", migration: "0031_eventi" } as const;

/** Turns `sqlite` into a database an earlier release left: without the newest migration. */
export function asAnEarlierReleaseLeftIt(sqlite: Database.Database) {
  for (const trigger of ["insert", "update", "delete"])
    sqlite.exec(`drop trigger articles_search_${trigger}`);
  sqlite.exec("drop table article_search; drop table article_search_docs");
  sqlite.exec(
    "delete from __drizzle_migrations where created_at = (select max(created_at) from __drizzle_migrations)",
  );
}

/**
 * Turns `sqlite` into a database `newerRelease` upgraded: a migration the code does not know,
 * and the record of that release's start on 10 December 2026 at 09:00 UTC.
 */
export function asANewerReleaseLeftIt(sqlite: Database.Database) {
  sqlite
    .prepare("insert into __drizzle_migrations (hash, created_at) values ('futura', ?)")
    .run(Date.now() + 365 * 86_400_000);
  sqlite
    .prepare(
      "insert into settings (key, value) values (?, ?) on conflict (key) do update set value = excluded.value",
    )
    .run(releaseSetting, JSON.stringify({ ...newerRelease, at: "2026-12-10T09:00:00.000Z" }));
}
