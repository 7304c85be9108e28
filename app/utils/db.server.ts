import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../db/schema";
import { getEnv } from "~/utils/env.server";
import { releaseSingleton, singleton } from "~/utils/singleton.server";

export const migrationsFolder = path.resolve("db/migrations");

export function openDatabase(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = new Database(file);
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma("busy_timeout = 5000");
  // WAL makes NORMAL durable across application crashes; only power loss can drop the
  // last transactions, and visitor data is also recoverable from the spool.
  sqlite.pragma("synchronous = NORMAL");
  return { sqlite, db: drizzle(sqlite, { schema }) };
}

export type Db = ReturnType<typeof openDatabase>["db"];
/** The handle or a transaction on it: what functions that write as part of a larger unit take. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

function connection() {
  return singleton("database", () => openDatabase(getEnv().DATABASE_PATH));
}

/** The Drizzle handle of this process, opened on first use. */
export const db: Db = new Proxy({} as Db, {
  get: (_, property) => Reflect.get(connection().db, property),
});

export function migrateDatabase(handle: Db = connection().db) {
  migrate(handle, { migrationsFolder });
}

export function isDatabaseHealthy() {
  try {
    return connection().sqlite.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}

export function closeDatabase() {
  releaseSingleton<ReturnType<typeof openDatabase>>("database")?.sqlite.close();
}
