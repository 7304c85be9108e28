import { eq } from "drizzle-orm";
import { settings } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { recordActivity } from "~/utils/activity.server";
import type { Role } from "~/utils/session.server";
import { twoStepAdmin } from "~/features/staff/content/two-step";
import { twoStepPolicies, type TwoStepPolicy } from "~/features/staff/two-step";

const settingKey = "two-step-policy";

export function readTwoStepPolicy(tx: DbOrTx = db): TwoStepPolicy {
  const value = tx
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, settingKey))
    .get()?.value;
  return twoStepPolicies.find((policy) => policy === value) ?? "none";
}

export function policyCovers(policy: TwoStepPolicy, roles: readonly Role[]) {
  if (policy === "everyone") return true;
  return policy === "admins" && roles.includes("admin");
}

/** Sets the policy and records who changed it; "unchanged" writes nothing. */
export function setTwoStepPolicy(
  actor: { id: string; email: string },
  policy: TwoStepPolicy,
  now = new Date(),
) {
  return db.transaction(
    (tx) => {
      if (readTwoStepPolicy(tx) === policy) return "unchanged" as const;
      tx.insert(settings)
        .values({ key: settingKey, value: policy, updatedAt: now })
        .onConflictDoUpdate({ target: settings.key, set: { value: policy, updatedAt: now } })
        .run();
      recordActivity(
        tx,
        {
          action: "settings-changed",
          actor,
          subject: twoStepAdmin.policySubject(twoStepAdmin.policyLabels[policy]),
        },
        now,
      );
      return "changed" as const;
    },
    { behavior: "immediate" },
  );
}
