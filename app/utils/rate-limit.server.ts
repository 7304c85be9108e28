import { and, eq, gt, lt } from "drizzle-orm";
import { rateLimitHits } from "../../db/schema";
import type { DbOrTx } from "~/utils/db.server";

const hour = 60 * 60 * 1000;

/** Per-IP sliding windows. Only accepted submissions count, so mistakes cost nothing. */
export const rateLimits = {
  contact: { limit: 5, windowMs: hour },
  registration: { limit: 5, windowMs: hour },
  newsletter: { limit: 5, windowMs: hour },
} as const;

export type RateLimitBucket = keyof typeof rateLimits;

function keyFor(ip: string | null) {
  return ip ?? "sconosciuto";
}

export function isRateLimited(tx: DbOrTx, bucket: RateLimitBucket, ip: string | null, now = new Date()) {
  const { limit, windowMs } = rateLimits[bucket];
  const since = new Date(now.getTime() - windowMs);
  const hits = tx
    .select({ id: rateLimitHits.id })
    .from(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, bucket), eq(rateLimitHits.key, keyFor(ip)), gt(rateLimitHits.at, since)))
    .limit(limit)
    .all();
  return hits.length >= limit;
}

export function recordHit(tx: DbOrTx, bucket: RateLimitBucket, ip: string | null, now = new Date()) {
  tx.insert(rateLimitHits).values({ bucket, key: keyFor(ip), at: now }).run();
}

/** Drops hits older than every window, so the table stays small. */
export function pruneRateLimitHits(tx: DbOrTx, now = new Date()) {
  const longest = Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs));
  return tx.delete(rateLimitHits).where(lt(rateLimitHits.at, new Date(now.getTime() - longest))).run().changes;
}
