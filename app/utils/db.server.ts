import fs from "node:fs";
import path from "node:path";
import Database from "better-sqlite3";
import { drizzle } from "drizzle-orm/better-sqlite3";
import { migrate } from "drizzle-orm/better-sqlite3/migrator";
import * as schema from "../../db/schema";
import { registerSearchFunctions } from "../../db/search-text";
import { getEnv } from "~/utils/env.server";
import { existingSingleton, releaseSingleton, singleton } from "~/utils/singleton.server";
import { logger } from "~/utils/logger.server";

export const migrationsFolder = path.resolve("db/migrations");

/** How long a command-line job waits inside SQLite for another process's write lock. */
const SCRIPT_BUSY_TIMEOUT_MS = 5000;

/** How many compiled statements a connection keeps: every query the site runs, with room. */
const KEPT_STATEMENTS = 500;

/**
 * Drizzle asks the driver to prepare each query's SQL again every time it runs, and SQLite
 * compiles it again: a few percent of a page's render. The connection keeps the statements it
 * made, by their SQL, the least recently used let go past `size` (decision 0258). One taken
 * again is reset to return rows as objects, as a new one does; one still being iterated is
 * left alone, and the caller gets a new one.
 */
export function keepStatements(sqlite: Database.Database, size = KEPT_STATEMENTS) {
  const prepare = sqlite.prepare.bind(sqlite);
  const kept = new Map<string, Database.Statement>();
  sqlite.prepare = ((source: string) => {
    const found = kept.get(source);
    if (found?.busy) return prepare(source);
    if (found) {
      kept.delete(source);
      kept.set(source, found);
      if (found.reader) found.raw(false).pluck(false).expand(false);
      return found;
    }
    const made = prepare(source);
    kept.set(source, made);
    if (kept.size > size) kept.delete(kept.keys().next().value!);
    return made;
  }) as typeof sqlite.prepare;
  return sqlite;
}

export function openDatabase(file: string) {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  const sqlite = keepStatements(new Database(file));
  sqlite.pragma("journal_mode = WAL");
  sqlite.pragma("foreign_keys = ON");
  sqlite.pragma(`busy_timeout = ${SCRIPT_BUSY_TIMEOUT_MS}`);
  // WAL makes NORMAL durable across application crashes; only power loss can drop the
  // last transactions, and visitor data is also recoverable from the spool.
  sqlite.pragma("synchronous = NORMAL");
  registerSearchFunctions(sqlite);
  return { sqlite, db: drizzle(sqlite, { schema }) };
}

export type Db = ReturnType<typeof openDatabase>["db"];
/** The handle or a transaction on it: what functions that write as part of a larger unit take. */
export type DbOrTx = Db | Parameters<Parameters<Db["transaction"]>[0]>[0];

function connection() {
  return singleton("database", () => {
    const opened = openDatabase(getEnv().DATABASE_PATH);
    return { ...opened, identity: fileIdentity(opened.sqlite.name) };
  });
}

/** The Drizzle handle of this process, opened on first use. */
export const db: Db = new Proxy({} as Db, {
  get: (_, property) => Reflect.get(connection().db, property),
});

/**
 * Applies the pending migrations, all in one transaction: a failing one leaves none applied.
 * Foreign keys are off meanwhile, as SQLite's table rebuild (the only way to change a CHECK)
 * requires: inside a transaction the migration's own `PRAGMA foreign_keys=OFF` does nothing,
 * and dropping the old table would delete, by cascade, the rows that point at it. What the
 * migrations left must still hold together, or the start stops here.
 */
export function migrateDatabase(handle: Db = connection().db, folder = migrationsFolder) {
  const sqlite = handle.$client;
  sqlite.pragma("foreign_keys = OFF");
  try {
    migrate(handle, { migrationsFolder: folder });
    const broken = sqlite.pragma("foreign_key_check") as unknown[];
    if (broken.length > 0)
      throw new Error(`Le migrazioni hanno lasciato ${broken.length} riferimenti rotti`);
  } finally {
    sqlite.pragma("foreign_keys = ON");
  }
}

type JournalEntry = { tag: string; when: number };

/** The migrations this code knows, oldest first: `0007_leases` and when it was written. */
export function knownMigrations(): JournalEntry[] {
  const journal = JSON.parse(
    fs.readFileSync(path.join(migrationsFolder, "meta/_journal.json"), "utf8"),
  ) as {
    entries: JournalEntry[];
  };
  return journal.entries.map(({ tag, when }) => ({ tag, when }));
}

export const hasTable = (sqlite: Database.Database, name: string) =>
  sqlite.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !==
  undefined;

/** When the newest migration applied to `sqlite` was written; null for a database without any. */
export function lastAppliedMigration(
  sqlite: Database.Database = connection().sqlite,
): number | null {
  if (!hasTable(sqlite, "__drizzle_migrations")) return null;
  const last = sqlite.prepare("select max(created_at) from __drizzle_migrations").pluck().get();
  return last === null || last === undefined ? null : Number(last);
}

/**
 * How many migrations applied to `sqlite` are newer than any this code knows: a newer release
 * wrote them, and Drizzle's migrator, which only looks forward, would say nothing is pending.
 */
export function newerMigrations(sqlite: Database.Database = connection().sqlite): number {
  if (!hasTable(sqlite, "__drizzle_migrations")) return 0;
  const newest = knownMigrations().at(-1)?.when ?? 0;
  return sqlite
    .prepare("select count(*) from __drizzle_migrations where created_at > ?")
    .pluck()
    .get(newest) as number;
}

/** The known migrations not yet applied (the same test Drizzle's migrator uses). */
export function pendingMigrations(sqlite?: Database.Database): JournalEntry[] {
  const last = lastAppliedMigration(sqlite);
  return knownMigrations().filter((migration) => last === null || migration.when > last);
}

/**
 * Copies the open database into `file` with SQLite's online backup, a consistent snapshot
 * while others keep writing. By default it copies 100 pages a step and yields between steps,
 * so a server keeps answering; SQLite carries this connection's own writes meanwhile into
 * the copy, but a write by another process starts it over, so a process that is not the
 * server copies everything in one step.
 */
export function backupDatabase(file: string, { inOneStep = false } = {}) {
  const sqlite = connection().sqlite;
  return inOneStep ? sqlite.backup(file, { progress: () => 0x7fffffff }) : sqlite.backup(file);
}

/**
 * A number that changes whenever another process (a script, a test) commits to the database,
 * and never for this process's own writes: what tells an in-memory copy it may be stale.
 */
export function otherWritersVersion(): number {
  const read = singleton("data-version-statement", () =>
    connection().sqlite.prepare("PRAGMA data_version").pluck(),
  );
  return read.get() as number;
}

/**
 * From here on this process never waits inside SQLite for another process's write lock: a
 * synchronous wait would freeze every request of the server. Writes that may meet a lock
 * (a script, a backup, a migration running beside the server) go through `writeWhenUnlocked`.
 */
export function stopWaitingForLocks() {
  connection().sqlite.pragma("busy_timeout = 0");
}

function hasSqliteCode(error: unknown, code: RegExp): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof Database.SqliteError && code.test(cause.code)) return true;
  }
  return false;
}

/** Another connection holds the lock this statement needed. */
export const isDatabaseBusy = (error: unknown) => hasSqliteCode(error, /^SQLITE_(BUSY|LOCKED)/);

/** The database takes no writes here: a read-only file or mount, or a replica of another instance's. */
export const isDatabaseReadOnly = (error: unknown) => hasSqliteCode(error, /^SQLITE_READONLY/);

export class DatabaseBusyError extends Error {
  constructor(waitedMs: number, options?: ErrorOptions) {
    super(`Database occupato da un'altra connessione da ${waitedMs} ms`, options);
    this.name = "DatabaseBusyError";
  }
}

/**
 * A write refused for a reason that passes by itself: another process's lock outlasting the
 * wait, a full disk, a failing device. The staff's forms answer it with 503 and
 * `Retry-After`, keeping what was typed; anything else is a fault of ours (500).
 */
export function isTransientWriteFailure(error: unknown): boolean {
  for (let cause = error; cause instanceof Error; cause = cause.cause) {
    if (cause instanceof DatabaseBusyError) return true;
    if (
      cause instanceof Database.SqliteError &&
      /^SQLITE_(BUSY|LOCKED|FULL|IOERR)/.test(cause.code)
    )
      return true;
    if ("code" in cause && (cause.code === "ENOSPC" || cause.code === "EDQUOT")) return true;
  }
  return false;
}

/**
 * How long a staff member's save waits for another process's write lock (a backup, the
 * retention run from cron), as a visitor's post does, before it answers 503.
 */
export const staffWriteWait = { withinMs: 500 };

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Runs a write (synchronous, or an async function whose transactions are synchronous, run
 * again whole); while another process holds the write lock, tries again after a
 * pause that grows from 5 to 100 ms, waiting on timers rather than in SQLite, so the server
 * keeps answering meanwhile. Past `withinMs` it throws `DatabaseBusyError`.
 */
export async function writeWhenUnlocked<T>(
  write: () => T | Promise<T>,
  { withinMs }: { withinMs: number },
): Promise<T> {
  const started = Date.now();
  for (let pause = 5; ; pause = Math.min(pause * 2, 100)) {
    try {
      return await write();
    } catch (error) {
      if (!isDatabaseBusy(error)) throw error;
      const waited = Date.now() - started;
      if (waited + pause > withinMs) throw new DatabaseBusyError(waited, { cause: error });
    }
    await sleep(pause);
  }
}

/** One immediate write transaction, run through `writeWhenUnlocked`. */
export function writeTransaction<T>(
  work: (tx: DbOrTx) => T,
  options: { withinMs: number },
): Promise<T> {
  return writeWhenUnlocked(() => db.transaction(work, { behavior: "immediate" }), options);
}

/** `writeWhenUnlocked`, answering "busy" instead of throwing when the lock outlasted the wait. */
export async function writeOrBusy<T>(
  write: () => T,
  options: { withinMs: number },
): Promise<T | "busy"> {
  try {
    return await writeWhenUnlocked(write, options);
  } catch (error) {
    if (!(error instanceof DatabaseBusyError)) throw error;
    logger.error(error.message);
    return "busy";
  }
}

/**
 * The row an INSERT … RETURNING wrote, from the statement read to its end with `all()`.
 * better-sqlite3's `get()` stops at the first row and resets the statement, dropping any
 * error SQLite reports at completion; outside a transaction that is the commit's, so a write
 * the disk refused came back with its row as if stored. The lint forbids `returning().get()`.
 */
export function insertedRow<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error("L'inserimento non ha restituito la riga scritta");
  return row;
}

/** What `staffWrite` answers when the database refused the write for a passing reason. */
export const writeRefused = Symbol("scrittura rifiutata");

/**
 * A staff form's write (sync, or async around a transaction: it is run again whole after a
 * lock): waits out another process's brief lock; `writeRefused` when the database refused it
 * for a passing reason (logged), so the form can answer 503 with what was typed. Any other
 * failure is thrown.
 */
export async function staffWrite<T>(write: () => T | Promise<T>): Promise<T | typeof writeRefused> {
  try {
    return await writeWhenUnlocked(write, staffWriteWait);
  } catch (error) {
    if (!isTransientWriteFailure(error)) throw error;
    logger.error({ err: error }, "Scrittura rifiutata dal database:");
    return writeRefused;
  }
}

/** Whether this process's connection is inside a transaction it has not yet committed. */
export function isInTransaction() {
  return (
    existingSingleton<ReturnType<typeof openDatabase>>("database")?.sqlite.inTransaction ?? false
  );
}

export function isDatabaseHealthy() {
  try {
    return connection().sqlite.prepare("select 1 as ok").get() !== undefined;
  } catch {
    return false;
  }
}

/**
 * Whether the database file this process has open is still the one at its path: a file moved,
 * deleted or replaced under a running server keeps answering through the open handle, while
 * everything written goes where no restart will find it.
 */
export function isDatabaseFileInPlace() {
  const { sqlite, identity } = connection();
  return identity !== null && identity === fileIdentity(sqlite.name);
}

function fileIdentity(file: string) {
  const stat = fs.statSync(file, { throwIfNoEntry: false });
  return stat ? `${stat.dev}:${stat.ino}` : null;
}

export function closeDatabase() {
  releaseSingleton<ReturnType<typeof openDatabase>>("database")?.sqlite.close();
}
