import fs from "node:fs";
import path from "node:path";
import type Database from "better-sqlite3";
import { db, hasTable, knownMigrations } from "~/utils/db.server";
import { writeSetting } from "~/utils/settings.server";

/**
 * A release of the site as a database can tell it apart: the package's version, and the
 * newest migration it carries (the version alone does not move with every schema change).
 */
export type Release = { version: string; migration: string };
export type RecordedRelease = Release & { at: string };

/** The `settings` key holding the release that last started on, or upgraded, the database. */
export const releaseSetting = "release_last_start";

/** The release this code is, read where the migrations are read: from the site's own folder. */
export function thisRelease(): Release {
  const { version } = JSON.parse(fs.readFileSync(path.resolve("package.json"), "utf8")) as {
    version: string;
  };
  return { version, migration: knownMigrations().at(-1)?.tag ?? "nessuna" };
}

/** 'la versione 1.0.0 (ultima migrazione 0018_…)'. */
export const describeRelease = (release: Release) =>
  `${release.version} (ultima migrazione ${release.migration})`;

/**
 * The release recorded in `sqlite` (this process's database, or a backup opened on its own);
 * null when none is: a database no release recording itself has started on.
 */
export function recordedRelease(sqlite: Database.Database = db.$client): RecordedRelease | null {
  if (!hasTable(sqlite, "settings")) return null;
  const value = sqlite
    .prepare("select value from settings where key = ?")
    .pluck()
    .get(releaseSetting) as string | undefined;
  if (value === undefined) return null;
  try {
    const parsed = JSON.parse(value) as Partial<RecordedRelease>;
    return typeof parsed.version === "string" && typeof parsed.migration === "string"
      ? { version: parsed.version, migration: parsed.migration, at: String(parsed.at ?? "") }
      : null;
  } catch {
    return null;
  }
}

/**
 * Records `release` (this one by default) as the last to have started on, or upgraded, the
 * database: a later, older release refused by the database names it, and `agency doctor`
 * tells which release the running site is.
 */
export const recordRelease = (release: Release = thisRelease(), now = new Date()) =>
  writeSetting(releaseSetting, JSON.stringify({ ...release, at: now.toISOString() }), now, {
    withinMs: 5_000,
  });
