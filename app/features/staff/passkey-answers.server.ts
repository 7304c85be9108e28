import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import { unreadableFormAlerts } from "~/components/form-messages";
import { passkeyProblems, passkeyToasts } from "~/features/staff/content/passkeys";
import { clearedChallengeCookie } from "~/features/staff/passkey-ceremony.server";
import { passkeyIntents, type PasskeyAnswer } from "~/features/staff/passkey-protocol";
import { passkeyNameSchema } from "~/features/staff/passkey-schema";
import {
  finishPasskeyRegistration,
  removeOwnPasskey,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySecondFactor,
  startPasskeySignIn,
  verifyPasskeyForUser,
  type RegistrationOutcome,
} from "~/features/staff/passkeys.server";
import { startSignedInSession } from "~/features/staff/sign-in.server";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { safeRedirect } from "~/utils/redirect";
import { jsonAnswer } from "~/utils/resource-answer.server";
import { requireSameOrigin } from "~/utils/same-origin.server";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

/** The options of a ceremony for the browser, their challenge kept in its cookie. */
export const passkeyOptionsAnswer = (start: { options: unknown; cookie: string }) =>
  jsonAnswer<PasskeyAnswer>(
    { state: "options", options: start.options },
    { headers: { "Set-Cookie": start.cookie, "Cache-Control": "no-store" } },
  );

/** A refused step: the message shown beside the button; the challenge is gone either way. */
export async function passkeyFailure(
  message: string,
  status: number,
  init: { headers?: Record<string, string>; fieldErrors?: Record<string, string[]> } = {},
) {
  const headers = new Headers(init.headers);
  headers.append("Set-Cookie", await clearedChallengeCookie());
  return jsonAnswer<PasskeyAnswer>(
    { state: "failed", message, fieldErrors: init.fieldErrors },
    { status, headers },
  );
}

/** A step that succeeded; `headers` may carry the session's cookie. */
export async function passkeyDone(done: { redirectTo?: string }, headers = new Headers()) {
  headers.append("Set-Cookie", await clearedChallengeCookie());
  return jsonAnswer<PasskeyAnswer>({ state: "done", ...done }, { headers });
}

async function readForm(request: Request) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (body.ok) return { ok: true as const, form: body.formData };
  const answer = await passkeyFailure(unreadableFormAlerts[body.problem].description, body.status, {
    headers: refusedBodyHeaders,
  });
  return { ok: false as const, answer };
}

const registrationMessages: Record<Exclude<RegistrationOutcome, "added">, [string, number]> = {
  expired: [passkeyProblems.expired, 400],
  invalid: [passkeyProblems.registrationInvalid, 400],
  duplicate: [passkeyProblems.duplicate, 409],
};

/**
 * `/admin/account/passkey`: the options to add a passkey, the new passkey itself (both
 * JavaScript only, answered in JSON), and a removal (a plain form, answered by going back to
 * the account page). Another member's passkey, or none, is a 404: nothing is removed.
 */
export async function handleAccountPasskey(request: Request, user: SessionUser) {
  const read = await readForm(request);
  if (!read.ok) return read.answer;
  const { form } = read;
  const intent = form.get("intent");
  if (intent === passkeyIntents.remove) {
    const id = String(form.get("id") ?? "");
    const removed = await staffWrite(() => removeOwnPasskey(user, id));
    if (removed === writeRefused)
      return redirectWithToast("/admin/account", passkeyToasts.refused, {
        headers: retryLaterHeaders,
      });
    if (removed.outcome === "not-found")
      throw data({ message: "Passkey non trovata" }, { status: 404 });
    if (removed.outcome === "required")
      return redirectWithToast("/admin/account", passkeyToasts.required);
    return redirectWithToast("/admin/account", passkeyToasts.removed(removed.name));
  }
  if (intent !== passkeyIntents.options && intent !== passkeyIntents.verify)
    return passkeyFailure(passkeyProblems.invalid, 400);
  const submission = parseWithZod(form, { schema: passkeyNameSchema });
  if (submission.status !== "success") {
    const fieldErrors = { name: submission.error?.name ?? [] };
    return passkeyFailure(fieldErrors.name[0] ?? "", 400, { fieldErrors });
  }
  const { name } = submission.value;
  if (intent === passkeyIntents.options)
    return passkeyOptionsAnswer(await startPasskeyRegistration(user));
  const outcome = await staffWrite(() =>
    finishPasskeyRegistration(request, user, name, form.get("response")),
  );
  if (outcome === writeRefused)
    return passkeyFailure(passkeyProblems.unavailable, 503, { headers: retryLaterHeaders });
  if (outcome !== "added") {
    const [message, status] = registrationMessages[outcome];
    return passkeyFailure(message, status);
  }
  return passkeyDone({});
}

/**
 * `/login/passkey`: the options to sign in with any passkey, then the browser's answer:
 * checked, throttled like passwords, and ended like every way in, with the way back.
 */
export async function handlePasskeySignIn(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const read = await readForm(request);
  if (!read.ok) return read.answer;
  const { form } = read;
  const intent = form.get("intent");
  if (intent === passkeyIntents.options) return passkeyOptionsAnswer(await startPasskeySignIn());
  if (intent !== passkeyIntents.verify) return passkeyFailure(passkeyProblems.invalid, 400);
  let result: Awaited<ReturnType<typeof signInWithPasskey>> | typeof writeRefused;
  try {
    result = await staffWrite(() =>
      signInWithPasskey(request, form.get("response"), context.clientIp),
    );
  } catch (error) {
    logger.error({ err: error }, "Errore durante l'accesso con passkey:");
    return passkeyFailure(passkeyProblems.unavailable, 500);
  }
  if (result === writeRefused)
    return passkeyFailure(passkeyProblems.unavailable, 503, { headers: retryLaterHeaders });
  if (result.outcome === "throttled") {
    return passkeyFailure(passkeyProblems.throttled(result.minutes), 429, {
      headers: { "Retry-After": String(result.minutes * 60) },
    });
  }
  if (result.outcome === "expired") return passkeyFailure(passkeyProblems.expired, 400);
  if (result.outcome === "invalid") return passkeyFailure(passkeyProblems.invalid, 401);
  const { userId } = result;
  const session = await staffWrite(() =>
    startSignedInSession(request, context.clientIp, userId, "passkey"),
  );
  if (session === writeRefused)
    return passkeyFailure(passkeyProblems.unavailable, 503, { headers: retryLaterHeaders });
  const redirectTo = safeRedirect(String(form.get("redirectTo") ?? ""), "/admin");
  return passkeyDone({ redirectTo }, session);
}

/** What the second step does once a passkey answered: start the session, say where to go. */
export type SecondStepHooks = {
  /**
   * Starts the session (`password+passkey`): "refused" when the database refused the write,
   * "spent" when the pending sign-in can no longer end in one (used by another post).
   */
  onVerified: () => Promise<{ headers: Headers; redirectTo: string } | "refused" | "spent">;
  /** A wrong answer: the second step's own counting and recording of failed attempts. */
  onFailed?: () => void | Promise<void>;
};

/**
 * The second step's passkey posts, for the account `userId` that the step's signed state
 * names (read by the step, with the form, before this is called): the options allowing only
 * that account's passkeys (`intent=passkey-opzioni`), then the answer
 * (`intent=passkey-verifica`, `response`), answered for `PasskeySignInButton`.
 */
export async function handleSecondStepPasskey(
  request: Request,
  form: FormData,
  userId: string,
  hooks: SecondStepHooks,
) {
  const intent = form.get("intent");
  if (intent === passkeyIntents.options) {
    const start = await startPasskeySecondFactor(userId);
    return start ? passkeyOptionsAnswer(start) : passkeyFailure(passkeyProblems.invalid, 404);
  }
  if (intent !== passkeyIntents.verify) return passkeyFailure(passkeyProblems.invalid, 400);
  const result = await staffWrite(() =>
    verifyPasskeyForUser(request, userId, form.get("response")),
  );
  if (result === writeRefused)
    return passkeyFailure(passkeyProblems.unavailable, 503, { headers: retryLaterHeaders });
  if (result.outcome === "expired") return passkeyFailure(passkeyProblems.expired, 400);
  if (result.outcome === "invalid") {
    await hooks.onFailed?.();
    return passkeyFailure(passkeyProblems.invalid, 401);
  }
  const signedIn = await hooks.onVerified();
  if (signedIn === "refused")
    return passkeyFailure(passkeyProblems.unavailable, 503, { headers: retryLaterHeaders });
  if (signedIn === "spent") return passkeyFailure(passkeyProblems.expired, 400);
  return passkeyDone({ redirectTo: signedIn.redirectTo }, signedIn.headers);
}
