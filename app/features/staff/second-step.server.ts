import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { unreadableFormAlerts } from "~/components/form-messages";
import { startSignedInSession } from "~/features/staff/sign-in.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { requireSameOrigin } from "~/utils/same-origin.server";
import type { SignInMethod } from "~/utils/session.server";
import { redirectWithToast, toastHeaders, type Toast } from "~/utils/toast.server";
import { secondStepAlerts, secondStepToasts } from "~/features/staff/content/two-step";
import {
  clearedPendingSignInCookie,
  readPendingSignIn,
  spendPendingSignIn,
  type OpenPendingSignIn,
  type PendingSignInProblem,
} from "~/features/staff/pending-sign-in.server";
import { sentBrowserId } from "~/features/staff/known-devices.server";
import { fewRecoveryCodesLeft } from "~/features/staff/two-step";
import { checkSecondFactorCode } from "~/features/staff/second-factor.server";
import { secondFactorsOf } from "~/utils/second-factor-gate.server";
import { secondStepSchema } from "~/features/staff/second-factor-schema";

const signInAgainToasts: Record<PendingSignInProblem, Toast> = {
  missing: secondStepToasts.expired,
  forged: secondStepToasts.expired,
  expired: secondStepToasts.expired,
  spent: secondStepToasts.spent,
  "password-changed": secondStepToasts.passwordChanged,
};

/** Back to the sign-in page, the pending state dropped, with why. */
async function signInAgain(problem: PendingSignInProblem) {
  return redirectWithToast("/login", signInAgainToasts[problem], {
    headers: { "Set-Cookie": await clearedPendingSignInCookie() },
  });
}

/**
 * The second step's page: who is signing in and which ways they have. Without a usable
 * pending sign-in (none, forged, older than five minutes, already used, begun with a
 * password changed since): back to /login, saying so.
 */
export async function requirePendingSignIn(request: Request) {
  const read = await readPendingSignIn(request);
  if (!read.ok) throw await signInAgain(read.problem);
  const factors = secondFactorsOf(read.pending.userId);
  return { pending: read.pending, factors };
}

/**
 * Where a second step that passed ends, whichever way it took (a code, a passkey): the
 * pending sign-in used up with the session, both in one transaction, and the headers that
 * set the session and drop the pending state. Null when the pending sign-in can no longer
 * end in a session (another post used it first, or the password changed meanwhile): no
 * session starts. `warning` travels as a toast.
 */
export async function secondStepSession(
  request: Request,
  ip: string | null,
  open: OpenPendingSignIn,
  method: SignInMethod,
  warning?: Parameters<typeof toastHeaders>[0],
) {
  const now = new Date();
  const headers = await startSignedInSession(request, ip, open.pending.userId, method, now, (tx) =>
    spendPendingSignIn(tx, open, now),
  );
  if (!headers) return null;
  headers.append("Set-Cookie", await clearedPendingSignInCookie());
  if (warning) headers.append("Set-Cookie", (await toastHeaders(warning))["Set-Cookie"]);
  return headers;
}

/** A code's second step that passed: the session, and on to the way back. */
async function finishSecondStep(
  request: Request,
  ip: string | null,
  open: OpenPendingSignIn,
  method: SignInMethod,
  warning?: Parameters<typeof toastHeaders>[0],
) {
  const headers = await secondStepSession(request, ip, open, method, warning);
  if (!headers) return signInAgain("spent");
  return redirect(open.pending.redirectTo, { status: 303, headers });
}

/** The code form's post: a code from the app or a recovery code, under the sign-in's limits. */
export async function handleSecondStep(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const read = await readPendingSignIn(request);
  if (!read.ok) return signInAgain(read.problem);
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    return data(
      { result: undefined, alert: unreadableFormAlerts[body.problem] },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const submission = parseWithZod(body.formData, { schema: secondStepSchema });
  const answer = (
    status: number,
    alert: (typeof secondStepAlerts)["refused"] | null,
    init?: { headers?: HeadersInit; wrong?: boolean },
  ) =>
    data(
      {
        result: submission.reply({
          hideFields: ["code"],
          fieldErrors: init?.wrong ? { code: [secondStepAlerts.wrongCode] } : undefined,
        }),
        alert,
      },
      { status, headers: init?.headers },
    );
  if (submission.status !== "success") return answer(400, null);
  const browserId = await sentBrowserId(request);
  const checked = await staffWrite(() =>
    checkSecondFactorCode({
      browserId,
      userId: read.pending.userId,
      ip: context.clientIp,
      code: submission.value.code,
      allowRecovery: true,
      signingIn: true,
    }),
  );
  if (checked === writeRefused)
    return answer(503, secondStepAlerts.refused, { headers: retryLaterHeaders });
  if (checked.outcome === "throttled") {
    return answer(429, secondStepAlerts.throttled(checked.minutes), {
      headers: { "Retry-After": String(checked.minutes * 60) },
    });
  }
  if (checked.outcome === "wrong") return answer(401, null, { wrong: true });
  const recovery = checked.method === "recovery";
  const finished = await staffWrite(() =>
    finishSecondStep(
      request,
      context.clientIp,
      read,
      recovery ? "password+recovery" : "password+totp",
      recovery && checked.recoveryCodesLeft <= fewRecoveryCodesLeft
        ? secondStepToasts.fewCodesLeft(checked.recoveryCodesLeft)
        : undefined,
    ),
  );
  if (finished === writeRefused)
    return answer(503, secondStepAlerts.refused, { headers: retryLaterHeaders });
  return finished;
}
