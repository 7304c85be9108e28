import { eq } from "drizzle-orm";
import { recoveryCodes, users } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { recordActivity } from "~/utils/activity.server";
import { checkOwnPassword } from "~/features/staff/users.server";
import { sealTotpKey, openTotpKey } from "~/features/staff/totp-key.server";
import { groupedKey, newTotpKey, totpQrSvg, totpUri } from "~/features/staff/totp.server";
import { issueRecoveryCodes, recoveryCodesLeft } from "~/features/staff/recovery-codes.server";
import { checkSecondFactorCode } from "~/features/staff/second-factor.server";
import {
  secondFactorsOf,
  policyCovers,
  readTwoStepPolicy,
} from "~/utils/second-factor-gate.server";
import type { SessionUser } from "~/utils/session.server";

type Member = Pick<SessionUser, "id" | "email" | "roles">;

/** Since when the app is on for `userId`, or null. */
export const appEnabledSince = (userId: string) =>
  db.select({ at: users.totpEnabledAt }).from(users).where(eq(users.id, userId)).get()?.at ?? null;

/**
 * The authenticator app as its page shows it. Off: the key to add to the app (kept, sealed,
 * until confirmed, so that reopening the page shows the one already scanned), its QR code
 * and the key typed out. On: since when, and how many recovery codes are left.
 */
export async function authenticatorAppOf(user: Member) {
  const row = db
    .select({ secret: users.totpSecret, enabledAt: users.totpEnabledAt })
    .from(users)
    .where(eq(users.id, user.id))
    .get();
  if (row?.enabledAt) {
    return {
      enabled: true as const,
      enabledAt: row.enabledAt,
      recoveryCodesLeft: recoveryCodesLeft(db, user.id),
    };
  }
  let key = row?.secret ? openTotpKey(row.secret) : null;
  if (!key) {
    key = newTotpKey();
    db.update(users)
      .set({ totpSecret: sealTotpKey(key) })
      .where(eq(users.id, user.id))
      .run();
  }
  const uri = totpUri(getEnv().SITE_NAME, user.email, key);
  return { enabled: false as const, key: groupedKey(key), qrSvg: await totpQrSvg(uri) };
}

export type AppChange =
  | { outcome: "done"; codes: string[] }
  | { outcome: "wrong" }
  | { outcome: "throttled"; minutes: number };

/**
 * The first code from the app turns it on: the key is known to work. Ten recovery codes are
 * made with it, returned to be shown once. Wrong codes count against the account's limit.
 */
export function confirmAuthenticatorApp(
  user: Member,
  code: string,
  ip: string | null,
  now = new Date(),
): AppChange {
  const checked = checkSecondFactorCode(
    { userId: user.id, ip, code, allowRecovery: false, signingIn: false, setup: true },
    now,
    (tx) => {
      tx.update(users).set({ totpEnabledAt: now }).where(eq(users.id, user.id)).run();
      recordActivity(tx, { action: "totp-enabled", actor: user }, now);
      return issueRecoveryCodes(tx, user.id, now);
    },
  );
  return checked.outcome === "accepted" ? { outcome: "done", codes: checked.then } : checked;
}

/** New recovery codes for a code from the app; the earlier ones stop working. */
export function renewRecoveryCodes(
  user: Member,
  code: string,
  ip: string | null,
  now = new Date(),
): AppChange {
  const checked = checkSecondFactorCode(
    { userId: user.id, ip, code, allowRecovery: false, signingIn: false },
    now,
    (tx) => {
      recordActivity(tx, { action: "recovery-codes-renewed", actor: user }, now);
      return issueRecoveryCodes(tx, user.id, now);
    },
  );
  return checked.outcome === "accepted" ? { outcome: "done", codes: checked.then } : checked;
}

export type AppRemoval =
  | { outcome: "done" }
  | { outcome: "wrong-password" }
  | { outcome: "wrong-code" }
  | { outcome: "required" }
  | { outcome: "throttled"; minutes: number };

/**
 * Turns the app off with the password and a code (the app's or a recovery code): the key and
 * the recovery codes go. Refused while the policy covers the member and the app is their
 * only second factor.
 */
export async function disableAuthenticatorApp(
  user: Member,
  password: string,
  code: string,
  ip: string | null,
  now = new Date(),
): Promise<AppRemoval> {
  if (policyCovers(readTwoStepPolicy(), user.roles) && secondFactorsOf(user.id).passkeys === 0)
    return { outcome: "required" };
  const checkedPassword = await checkOwnPassword(user, password, now);
  if (checkedPassword.outcome === "throttled") return checkedPassword;
  if (checkedPassword.outcome === "wrong") return { outcome: "wrong-password" };
  const checked = checkSecondFactorCode(
    { userId: user.id, ip, code, allowRecovery: true, signingIn: false },
    now,
    (tx) => {
      tx.update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null })
        .where(eq(users.id, user.id))
        .run();
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, user.id)).run();
      recordActivity(tx, { action: "totp-disabled", actor: user }, now);
      return null;
    },
  );
  if (checked.outcome === "accepted") return { outcome: "done" };
  return checked.outcome === "wrong" ? { outcome: "wrong-code" } : checked;
}
