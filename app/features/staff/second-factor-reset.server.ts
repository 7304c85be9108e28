import { eq } from "drizzle-orm";
import { passkeys, recoveryCodes, sessions, users } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { recordActivity, type ActivityActor } from "~/utils/activity.server";
import { queueEmail } from "~/features/mail/outbox.server";

export type SecondFactorReset = "done" | "self" | "not-found";

/**
 * Removes every second factor of `userId` (the app's key, the recovery codes, the passkeys)
 * and ends their sessions, for a member who lost them: they sign in with the password alone
 * and, if the policy covers them, set one up again at once. The member is told by e-mail.
 * `actor` is the administrator, or null for the command line; nobody resets their own.
 */
export function resetSecondFactor(
  actor: ActivityActor,
  userId: string,
  now = new Date(),
): SecondFactorReset {
  return db.transaction(
    (tx) => {
      if (actor?.id === userId) return "self";
      const target = tx
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, userId))
        .get();
      if (!target) return "not-found";
      tx.update(users)
        .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, updatedAt: now })
        .where(eq(users.id, userId))
        .run();
      tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId)).run();
      tx.delete(passkeys).where(eq(passkeys.userId, userId)).run();
      tx.delete(sessions).where(eq(sessions.userId, userId)).run();
      recordActivity(tx, { action: "second-factor-reset", actor, subject: target.email }, now);
      queueEmail(tx, "second-factor-reset", target.email, {
        signInUrl: `${getEnv().SITE_URL}/login`,
      });
      return "done";
    },
    { behavior: "immediate" },
  );
}

/** The command line's way in: the member named by their e-mail. */
export function resetSecondFactorOf(email: string, now = new Date()) {
  const user = db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email.trim().toLowerCase()))
    .get();
  return user ? resetSecondFactor(null, user.id, now) : ("not-found" as const);
}
