// The facts the auth guard reads to hold a member at the second factor's setup: the policy
// the administrators chose and whether the member has a second factor. The staff pages change
// both; the guard, in the shared core, only reads them.
import { count, eq } from "drizzle-orm";
import { passkeys, users } from "../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import type { Role, SessionUser } from "~/utils/session.server";
import { readSettings } from "~/utils/settings.server";
import { twoStepPolicies, type TwoStepPolicy } from "~/utils/two-step-policy";

export const twoStepPolicySetting = "two-step-policy";

export function readTwoStepPolicy(tx: DbOrTx = db): TwoStepPolicy {
  const value = readSettings([twoStepPolicySetting], tx).get(twoStepPolicySetting);
  return twoStepPolicies.find((policy) => policy === value) ?? "none";
}

export function policyCovers(policy: TwoStepPolicy, roles: readonly Role[]) {
  if (policy === "everyone") return true;
  return policy === "admins" && roles.includes("admin");
}

/** What a member has besides the password: the authenticator app, and how many passkeys. */
export type SecondFactors = { totp: boolean; passkeys: number };

export function secondFactorsOf(userId: string, tx: DbOrTx = db): SecondFactors {
  const user = tx
    .select({ enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, userId))
    .get();
  const keys =
    tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)).get()?.n ?? 0;
  return { totp: Boolean(user?.enabledAt), passkeys: keys };
}

export const hasSecondFactor = (factors: SecondFactors) => factors.totp || factors.passkeys > 0;

/**
 * Whether `user` is held at the second factor's setup: the policy covers their role and
 * they have neither the app nor a passkey.
 */
export function mustSetUpSecondFactor(user: Pick<SessionUser, "id" | "roles">, tx: DbOrTx = db) {
  return (
    policyCovers(readTwoStepPolicy(tx), user.roles) &&
    !hasSecondFactor(secondFactorsOf(user.id, tx))
  );
}
