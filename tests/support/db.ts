import path from "node:path";
import Database from "better-sqlite3";

/** Reads the e2e server's database the way an operator would: a read-only connection. */
export function queryDb<T = Record<string, unknown>>(dataDir: string, sql: string, ...params: unknown[]): T[] {
  const db = new Database(path.join(dataDir, "app.db"), { readonly: true, fileMustExist: true });
  try {
    return db.prepare(sql).all(...params) as T[];
  } finally {
    db.close();
  }
}
