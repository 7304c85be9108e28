import crypto from "node:crypto";
import { and, eq, gt, isNull, lt, or } from "drizzle-orm";
import { userTokens, type userTokenPurposes } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";

export type TokenPurpose = (typeof userTokenPurposes)[number];

const hour = 60 * 60 * 1000;

/** How long each kind of link stays valid. */
export const tokenLifetimesMs: Record<TokenPurpose, number> = {
  setup: 24 * hour,
  invitation: 48 * hour,
  // Asked for by the person who will use it, usually within minutes.
  reset: 2 * hour,
};

const hashOf = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** Only what a generated token can look like reaches the database. */
const tokenShape = /^[\w-]{43}$/;

/**
 * Issues a new single-use token and returns it; only its hash is stored. The unused tokens
 * issued earlier for the same purpose and account stop working: only the latest link counts.
 */
export function issueToken(
  tx: DbOrTx,
  purpose: TokenPurpose,
  userId: string | null,
  now = new Date(),
) {
  const owner = userId === null ? isNull(userTokens.userId) : eq(userTokens.userId, userId);
  tx.delete(userTokens)
    .where(and(eq(userTokens.purpose, purpose), owner, isNull(userTokens.usedAt)))
    .run();
  const token = crypto.randomBytes(32).toString("base64url");
  tx.insert(userTokens)
    .values({
      tokenHash: hashOf(token),
      purpose,
      userId,
      expiresAt: new Date(now.getTime() + tokenLifetimesMs[purpose]),
      createdAt: now,
    })
    .run();
  return token;
}

function validCondition(purposes: readonly TokenPurpose[], token: string, now: Date) {
  return and(
    eq(userTokens.tokenHash, hashOf(token)),
    or(...purposes.map((purpose) => eq(userTokens.purpose, purpose))),
    isNull(userTokens.usedAt),
    gt(userTokens.expiresAt, now),
  );
}

/** The unused, unexpired token for one of `purposes`, or null. Nothing is changed. */
export function findValidToken(
  tx: DbOrTx,
  purposes: readonly TokenPurpose[],
  token: string | null,
  now = new Date(),
) {
  if (!token || !tokenShape.test(token)) return null;
  return (
    tx
      .select({ id: userTokens.id, purpose: userTokens.purpose, userId: userTokens.userId })
      .from(userTokens)
      .where(validCondition(purposes, token, now))
      .get() ?? null
  );
}

/**
 * Marks the token used, if it still is valid: a conditional update, so of two posts with
 * the same link only one gets it. Call inside the transaction that does what it allows.
 */
export function consumeToken(
  tx: DbOrTx,
  purposes: readonly TokenPurpose[],
  token: string | null,
  now = new Date(),
) {
  if (!token || !tokenShape.test(token)) return null;
  return (
    tx
      .update(userTokens)
      .set({ usedAt: now })
      .where(validCondition(purposes, token, now))
      .returning({ id: userTokens.id, purpose: userTokens.purpose, userId: userTokens.userId })
      .all()[0] ?? null
  );
}

/** Drops tokens past their expiry, used or not: they can open nothing any more. */
export function pruneExpiredTokens(tx: DbOrTx, now = new Date()) {
  return tx.delete(userTokens).where(lt(userTokens.expiresAt, now)).run().changes;
}
