import { count, eq, isNotNull } from "drizzle-orm";
import { passkeys, users } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { recordActivity } from "~/utils/activity.server";
import { admitAttempt, forgetHits } from "~/utils/rate-limit.server";
import { acceptTotpCode, totpCodeOf } from "~/features/staff/totp.server";
import { recoveryCodesLeft, spendRecoveryCode } from "~/features/staff/recovery-codes.server";
import type { SecondFactors } from "~/utils/second-factor-gate.server";
import { accountLimitKey } from "~/features/staff/known-devices.server";

/** Every member's second factors, for the users page. */
export function allSecondFactors(tx: DbOrTx = db) {
  const byUser = new Map<string, SecondFactors>();
  for (const row of tx
    .select({ id: users.id })
    .from(users)
    .where(isNotNull(users.totpEnabledAt))
    .all())
    byUser.set(row.id, { totp: true, passkeys: 0 });
  for (const row of tx
    .select({ userId: passkeys.userId, n: count() })
    .from(passkeys)
    .groupBy(passkeys.userId)
    .all())
    byUser.set(row.userId, { totp: byUser.get(row.userId)?.totp ?? false, passkeys: row.n });
  return byUser;
}

export type CodeCheck<T = null> =
  | { outcome: "accepted"; method: "totp" | "recovery"; recoveryCodesLeft: number; then: T }
  | { outcome: "wrong" }
  | { outcome: "throttled"; minutes: number };

/**
 * Checks a code typed for `userId`: the app's six digits or, where `allowRecovery`, a
 * recovery code (used up by it). `setup` checks the code of a key not yet turned on, its
 * first, and nothing else. Under the sign-in's limits, per account (or, from a browser the
 * account knows, `browserId`, per that browser: `accountLimitKey`) and per address: the
 * attempt counts as a failure and is taken back if the code was right. `signingIn` records a
 * wrong code as a failed sign-in. `then` runs in the same transaction once the code is
 * accepted: what the code allows is done together with its use.
 */
export function checkSecondFactorCode<T = null>(
  input: {
    userId: string;
    ip: string | null;
    code: string;
    allowRecovery: boolean;
    signingIn: boolean;
    setup?: boolean;
    browserId?: string | null;
  },
  now = new Date(),
  then?: (tx: DbOrTx, user: { id: string; email: string }) => T,
): CodeCheck<T> {
  return db.transaction(
    (tx) => {
      const user = tx
        .select({
          email: users.email,
          totpSecret: users.totpSecret,
          enabledAt: users.totpEnabledAt,
        })
        .from(users)
        .where(eq(users.id, input.userId))
        .get();
      const attempt = admitAttempt(
        tx,
        [
          ["login-ip", input.ip],
          ["login-account", accountLimitKey(tx, user?.email ?? null, input.browserId ?? null)],
        ],
        now,
      );
      if (!attempt.admitted) return { outcome: "throttled", minutes: attempt.minutes };
      const enabled = Boolean(user?.enabledAt);
      const appUsable = input.setup ? !enabled : enabled;
      const isAppCode = totpCodeOf(input.code) !== null;
      let method: "totp" | "recovery" | null = null;
      if (
        appUsable &&
        isAppCode &&
        acceptTotpCode(tx, input.userId, user?.totpSecret ?? null, input.code, now)
      )
        method = "totp";
      else if (
        enabled &&
        !input.setup &&
        !isAppCode &&
        input.allowRecovery &&
        spendRecoveryCode(tx, input.userId, input.code, now)
      )
        method = "recovery";
      if (!user || !method) {
        if (user && input.signingIn) {
          recordActivity(
            tx,
            {
              action: "sign-in-failed",
              actor: { id: input.userId, email: user.email },
              subject: "second-step",
            },
            now,
          );
        }
        return { outcome: "wrong" };
      }
      forgetHits(tx, attempt.hits);
      if (method === "recovery") {
        recordActivity(
          tx,
          { action: "recovery-code-used", actor: { id: input.userId, email: user.email } },
          now,
        );
      }
      const done = then ? then(tx, { id: input.userId, email: user.email }) : (null as T);
      return {
        outcome: "accepted",
        method,
        recoveryCodesLeft: recoveryCodesLeft(tx, input.userId),
        then: done,
      };
    },
    { behavior: "immediate" },
  );
}
