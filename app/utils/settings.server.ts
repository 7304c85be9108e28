import { inArray } from "drizzle-orm";
import { settings } from "../../db/schema";
import { db, writeTransaction, type DbOrTx } from "~/utils/db.server";

/** The values saved under `keys`, by key; a key never saved is absent. */
export function readSettings(keys: readonly string[], tx: DbOrTx = db) {
  const rows = tx
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]))
    .all();
  return new Map(rows.map((row) => [row.key, row.value]));
}

/** Writes each `[key, value]` into `settings` inside the caller's transaction. */
export function putSettings(
  tx: DbOrTx,
  entries: readonly (readonly [string, string])[],
  now: Date,
) {
  for (const [key, value] of entries) {
    const record = { value, updatedAt: now };
    tx.insert(settings)
      .values({ key, ...record })
      .onConflictDoUpdate({ target: settings.key, set: record })
      .run();
  }
}

/** Writes `value` under `key` in `settings`, in a write transaction of its own. */
export function writeSetting(key: string, value: string, now: Date, options: { withinMs: number }) {
  return writeTransaction((tx) => putSettings(tx, [[key, value]], now), options);
}
