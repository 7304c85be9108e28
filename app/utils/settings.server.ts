import { settings } from "../../db/schema";
import { writeTransaction } from "~/utils/db.server";

/** Writes `value` under `key` in `settings`, in a write transaction of its own. */
export function writeSetting(key: string, value: string, now: Date, options: { withinMs: number }) {
  const record = { value, updatedAt: now };
  return writeTransaction(
    (tx) =>
      tx
        .insert(settings)
        .values({ key, ...record })
        .onConflictDoUpdate({ target: settings.key, set: record })
        .run(),
    options,
  );
}
