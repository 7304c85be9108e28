import path from "node:path";
import Database from "better-sqlite3";
import { registerSearchFunctions } from "../../db/search-text";

/** Reads the e2e server's database the way an operator would: a read-only connection. */
export function queryDb<T = Record<string, unknown>>(
  dataDir: string,
  sql: string,
  ...params: unknown[]
): T[] {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}

/**
 * Writes rows straight into the e2e server's database in one transaction, as a submission
 * would have: for records a test needs dated in the past or in a state no form reaches.
 */
export function writeDb<T>(dataDir: string, write: (db: Database.Database) => T): T {
  const db = new Database(path.join(dataDir, "app.db"), { fileMustExist: true });
  // The server never waits for a lock; this writer may, for the moment a server write takes.
  db.pragma("busy_timeout = 5000");
  // Its writes to articles go through the search index's triggers, as the server's do.
  registerSearchFunctions(db);
  try {
    // Immediate: the write lock is taken at the start, through the busy wait. A deferred
    // transaction that reads first and writes second meets a server commit in between as
    // SQLITE_BUSY at once, without waiting.
    return db.transaction(() => write(db)).immediate();
  } finally {
    db.close();
  }
}
