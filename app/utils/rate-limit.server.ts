import { and, asc, eq, gt, inArray, lt } from "drizzle-orm";
import { rateLimitHits } from "../../db/schema";
import { insertedRow, type DbOrTx } from "~/utils/db.server";

const minute = 60 * 1000;
const hour = 60 * minute;

/**
 * Sliding windows per key. Visitor forms: per IP, only accepted submissions count, so
 * mistakes cost nothing. Sign-in: failed attempts only, per IP and per account. Password
 * reset requests: every one, per IP, since each may send an e-mail. The sheet API: every
 * request per IP, counted before its token is checked so that guessing tokens is slow, and
 * per token, so that one automation gone wrong cannot flood the blog. New page cards: every
 * drawing per IP, since any title makes one, costing CPU and a file (a kept card is free).
 */
export const rateLimits = {
  contact: { limit: 5, windowMs: hour },
  registration: { limit: 5, windowMs: hour },
  newsletter: { limit: 5, windowMs: hour },
  "login-ip": { limit: 10, windowMs: 15 * minute },
  "login-account": { limit: 5, windowMs: 15 * minute },
  "password-reset": { limit: 5, windowMs: hour },
  "api-ip": { limit: 60, windowMs: 15 * minute },
  "api-token": { limit: 60, windowMs: 15 * minute },
  "page-card": { limit: 30, windowMs: hour },
} as const;

export type RateLimitBucket = keyof typeof rateLimits;

/** An IP, or an account's e-mail address; requests without one share a key. */
function keyFor(key: string | null) {
  return key ?? "sconosciuto";
}

function hitsInWindow(tx: DbOrTx, bucket: RateLimitBucket, key: string | null, now: Date) {
  const { limit, windowMs } = rateLimits[bucket];
  const since = new Date(now.getTime() - windowMs);
  return tx
    .select({ at: rateLimitHits.at })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, bucket),
        eq(rateLimitHits.key, keyFor(key)),
        gt(rateLimitHits.at, since),
      ),
    )
    .orderBy(asc(rateLimitHits.at))
    .limit(limit)
    .all();
}

export function isRateLimited(
  tx: DbOrTx,
  bucket: RateLimitBucket,
  key: string | null,
  now = new Date(),
) {
  return hitsInWindow(tx, bucket, key, now).length >= rateLimits[bucket].limit;
}

/** How long until `key` may try again in `bucket`: 0 when it may now. */
export function retryAfterMs(
  tx: DbOrTx,
  bucket: RateLimitBucket,
  key: string | null,
  now = new Date(),
) {
  const hits = hitsInWindow(tx, bucket, key, now);
  const { limit, windowMs } = rateLimits[bucket];
  const oldest = hits[0];
  if (hits.length < limit || !oldest) return 0;
  return Math.max(0, oldest.at.getTime() + windowMs - now.getTime());
}

/** Records a hit; returns its id, so that a hit counted ahead can be taken back. */
export function recordHit(
  tx: DbOrTx,
  bucket: RateLimitBucket,
  key: string | null,
  now = new Date(),
) {
  return insertedRow(
    tx
      .insert(rateLimitHits)
      .values({ bucket, key: keyFor(key), at: now })
      .returning({ id: rateLimitHits.id })
      .all(),
  ).id;
}

/** A wait in whole minutes, at least one, as the refusals say it. */
export const retryMinutes = (waitMs: number) => Math.max(1, Math.ceil(waitMs / 60_000));

/**
 * Counts an attempt under each of `limits` (a bucket and its key) before it is checked,
 * unless one of them is spent: then nothing is counted and `minutes` says how long to wait.
 * The hits are returned, so that a right attempt takes them back (`forgetHits`): a hundred
 * attempts sent at once cannot all slip in before the first one fails.
 */
export function admitAttempt(
  tx: DbOrTx,
  limits: readonly (readonly [RateLimitBucket, string | null])[],
  now = new Date(),
) {
  const waitMs = Math.max(0, ...limits.map(([bucket, key]) => retryAfterMs(tx, bucket, key, now)));
  if (waitMs > 0) return { admitted: false as const, minutes: retryMinutes(waitMs), hits: [] };
  const hits = limits.map(([bucket, key]) => recordHit(tx, bucket, key, now));
  return { admitted: true as const, minutes: 0, hits };
}

export function forgetHits(tx: DbOrTx, ids: number[]) {
  if (ids.length > 0) tx.delete(rateLimitHits).where(inArray(rateLimitHits.id, ids)).run();
}

/** The hits older than every window: no limit counts them any more. */
export function staleRateLimitHits(now = new Date()) {
  const longest = Math.max(...Object.values(rateLimits).map((rule) => rule.windowMs));
  return lt(rateLimitHits.at, new Date(now.getTime() - longest));
}

/** Drops hits older than every window, so the table stays small. */
export function pruneRateLimitHits(tx: DbOrTx, now = new Date()) {
  return tx.delete(rateLimitHits).where(staleRateLimitHits(now)).run().changes;
}
