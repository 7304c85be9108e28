import type { AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { users } from "../../../db/schema";
import { unreadableFormAlerts } from "~/components/form-messages";
import { passkeyProblems } from "~/features/staff/content/passkeys";
import { handleSecondStepPasskey, passkeyFailure } from "~/features/staff/passkey-answers.server";
import { readPendingSignIn } from "~/features/staff/pending-sign-in.server";
import { secondStepSession } from "~/features/staff/second-step.server";
import { recordActivity } from "~/utils/activity.server";
import { db, staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { requireSameOrigin } from "~/utils/same-origin.server";

/**
 * `/login/verifica/passkey`: the second step with a passkey, for the account the pending
 * sign-in names. Only that account's passkeys are allowed; one that answers ends the sign-in
 * like a code does ('password+passkey'), and one that does not is recorded as a failure.
 */
export async function handleSecondStepPasskeyPost(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return passkeyFailure(unreadableFormAlerts[body.problem].description, body.status, {
      headers: refusedBodyHeaders,
    });
  }
  const read = await readPendingSignIn(request);
  if (!read.ok) return passkeyFailure(passkeyProblems.expired, 400);
  const { pending } = read;
  return handleSecondStepPasskey(request, body.formData, pending.userId, {
    onVerified: async () => {
      const headers = await staffWrite(() =>
        secondStepSession(request, context.clientIp, read, "password+passkey"),
      );
      if (headers === writeRefused) return "refused";
      return headers ? { headers, redirectTo: pending.redirectTo } : "spent";
    },
    onFailed: () => {
      const user = db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.id, pending.userId))
        .get();
      recordActivity(db, {
        action: "sign-in-failed",
        actor: { id: pending.userId, email: user?.email ?? "" },
        subject: "second-step passkey",
      });
    },
  });
}
