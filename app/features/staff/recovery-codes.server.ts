import crypto from "node:crypto";
import { and, count, eq, isNull } from "drizzle-orm";
import { recoveryCodes } from "../../../db/schema";
import type { DbOrTx } from "~/utils/db.server";
import { recoveryCodeCount } from "~/features/staff/two-step";

// No 0/o, 1/l/i: a code read off paper is typed right the first time.
const alphabet = "abcdefghjkmnpqrstuvwxyz23456789";

function newCode() {
  const chars = Array.from({ length: 10 }, () => alphabet[crypto.randomInt(alphabet.length)]);
  return `${chars.slice(0, 5).join("")}-${chars.slice(5).join("")}`;
}

/** A typed code as it is hashed: case, spaces and hyphens do not matter. */
const normalized = (typed: string) => typed.toLowerCase().replace(/[\s-]+/g, "");

const hashOf = (typed: string) =>
  crypto.createHash("sha256").update(normalized(typed)).digest("hex");

/** Whether `typed` has a recovery code's shape (ten letters and digits of the alphabet). */
export const isRecoveryCodeShape = (typed: string) =>
  new RegExp(`^[${alphabet}]{10}$`).test(normalized(typed));

/** Ten new codes for `userId`, replacing any earlier ones; only their hashes are stored. */
export function issueRecoveryCodes(tx: DbOrTx, userId: string, now = new Date()) {
  const codes = new Set<string>();
  while (codes.size < recoveryCodeCount) codes.add(newCode());
  tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
  tx.insert(recoveryCodes)
    .values([...codes].map((code) => ({ userId, codeHash: hashOf(code), createdAt: now })))
    .run();
  return [...codes];
}

/** Uses `typed` up if it is one of `userId`'s unused codes; one statement, so never twice. */
export function spendRecoveryCode(tx: DbOrTx, userId: string, typed: string, now = new Date()) {
  if (!isRecoveryCodeShape(typed)) return false;
  return (
    tx
      .update(recoveryCodes)
      .set({ usedAt: now })
      .where(
        and(
          eq(recoveryCodes.userId, userId),
          eq(recoveryCodes.codeHash, hashOf(typed)),
          isNull(recoveryCodes.usedAt),
        ),
      )
      .run().changes === 1
  );
}

export function recoveryCodesLeft(tx: DbOrTx, userId: string) {
  return (
    tx
      .select({ left: count() })
      .from(recoveryCodes)
      .where(and(eq(recoveryCodes.userId, userId), isNull(recoveryCodes.usedAt)))
      .get()?.left ?? 0
  );
}
