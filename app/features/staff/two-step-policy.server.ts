import { db } from "~/utils/db.server";
import { putSettings } from "~/utils/settings.server";
import { recordActivity } from "~/utils/activity.server";
import { twoStepAdmin } from "~/features/staff/content/two-step";
import type { TwoStepPolicy } from "~/utils/two-step-policy";
import { readTwoStepPolicy, twoStepPolicySetting } from "~/utils/second-factor-gate.server";

/** Sets the policy and records who changed it; "unchanged" writes nothing. */
export function setTwoStepPolicy(
  actor: { id: string; email: string },
  policy: TwoStepPolicy,
  now = new Date(),
) {
  return db.transaction(
    (tx) => {
      if (readTwoStepPolicy(tx) === policy) return "unchanged" as const;
      putSettings(tx, [[twoStepPolicySetting, policy]], now);
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
