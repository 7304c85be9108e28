import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type AppLoadContext } from "@remix-run/node";
import { eq } from "drizzle-orm";
import { Authenticator } from "remix-auth";
import { FormStrategy } from "remix-auth-form";
import { users } from "../../../db/schema";
import { loginAlerts } from "~/features/staff/content/admin";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import { db, staffWrite, writeRefused, type DbOrTx } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { hashPassword, passwordVersionOf, verifyPassword } from "~/features/staff/password.server";
import { admitAttempt, forgetHits } from "~/utils/rate-limit.server";
import { safeRedirect } from "~/utils/redirect";
import { requireSameOrigin } from "~/utils/same-origin.server";
import { loginSchema } from "~/features/staff/login-schema";
import {
  insertSession,
  sessionCookie,
  sessionOriginOf,
  type SignInMethod,
} from "~/utils/session.server";
import { recordActivity } from "~/utils/activity.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import {
  accountLimitKey,
  browserCookie,
  browserIdOf,
  recognizeBrowser,
  sentBrowserId,
} from "~/features/staff/known-devices.server";
import { singleton } from "~/utils/singleton.server";
import { hasSecondFactor, secondFactorsOf } from "~/utils/second-factor-gate.server";
import { pendingSignInCookie, secondStepPath } from "~/features/staff/pending-sign-in.server";
import { logger } from "~/utils/logger.server";

/** Wrong e-mail or wrong password: one error for both, so nobody learns which accounts exist. */
class InvalidCredentials extends Error {
  constructor() {
    super("Credenziali non valide");
    this.name = "InvalidCredentials";
  }
}

// Checked when the e-mail matches no account, so that answer takes as long as a wrong password.
const standInHash = () =>
  singleton("stand-in-password-hash", () => hashPassword("nessun-account-ha-questa-password"));

async function verifyCredentials(form: FormData) {
  const parsed = loginSchema.safeParse(Object.fromEntries(form));
  if (!parsed.success) throw new InvalidCredentials();
  const { email, password } = parsed.data;
  const user = db
    .select({ id: users.id, passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.email, email))
    .get();
  const matches = await verifyPassword(password, user?.passwordHash ?? (await standInHash()));
  if (!user || !matches) throw new InvalidCredentials();
  return { userId: user.id, passwordVersion: passwordVersionOf(user.passwordHash) };
}

const authenticator = () =>
  singleton("authenticator", () =>
    new Authenticator<{ userId: string; passwordVersion: string }>().use(
      new FormStrategy(({ form }) => verifyCredentials(form)),
      "password",
    ),
  );

export type SignInResult =
  | { outcome: "signed-in"; userId: string }
  | { outcome: "second-step"; userId: string; passwordVersion: string }
  | { outcome: "invalid" }
  | { outcome: "throttled"; minutes: number };

/**
 * Checks an e-mail and password posted from the sign-in form. Past 10 failed attempts from
 * one address, or 5 on one account, within 15 minutes, the check is not even made; a browser
 * the account has signed in from (`browserId`, its `dispositivo` cookie) has 5 of its own
 * instead of the account's, so guesses from elsewhere never lock the member out of it. Each
 * attempt is counted as a failure before the password is checked, and taken back if it was
 * right: a hundred attempts sent at once cannot all slip in before the first one fails.
 * A member with a second factor is not signed in yet: the second step follows.
 */
export async function signIn(
  form: FormData,
  ip: string | null,
  now = new Date(),
  browserId: string | null = null,
): Promise<SignInResult> {
  const account =
    String(form.get("email") ?? "")
      .trim()
      .toLowerCase() || null;
  const admitted = db.transaction((tx) =>
    admitAttempt(
      tx,
      [
        ["login-ip", ip],
        ["login-account", accountLimitKey(tx, account, browserId)],
      ],
      now,
    ),
  );
  if (!admitted.admitted) return { outcome: "throttled", minutes: admitted.minutes };
  // remix-auth reads the form from a request; this one carries the form the body limit let through.
  const request = new Request("http://sito.invalid/login", { method: "POST", body: form });
  let checked: { userId: string; passwordVersion: string };
  try {
    checked = await authenticator().authenticate("password", request);
  } catch (error) {
    if (error instanceof InvalidCredentials) {
      recordFailedSignIn(account, now);
      return { outcome: "invalid" };
    }
    forgetHits(db, admitted.hits);
    throw error;
  }
  const secondStep = hasSecondFactor(secondFactorsOf(checked.userId));
  forgetHits(db, admitted.hits);
  return secondStep
    ? { outcome: "second-step", ...checked }
    : { outcome: "signed-in", userId: checked.userId };
}

/** A wrong password in the activity log: the typed e-mail, and its account when it has one. */
function recordFailedSignIn(email: string | null, now: Date) {
  db.transaction((tx) => {
    const user = email
      ? tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()
      : undefined;
    recordActivity(
      tx,
      {
        action: "sign-in-failed",
        actor: { id: user?.id ?? null, email: email ?? "" },
        subject: "password",
      },
      now,
    );
  });
}

/**
 * The sign-in form's post: the body within the public limit, the schema, the check, and
 * then the session and the way back (`redirectTo`, same-site paths only, else /admin).
 * Every refusal comes back to the form with the typed e-mail kept.
 */
export async function handleSignIn(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data(
      { result: undefined, alert, attempt: null },
      { status: body.status, headers: refusedBodyHeaders },
    );
  }
  const submission = parseWithZod(body.formData, { schema: loginSchema });
  // `attempt` is new on every answer: the page clears the password field with it.
  const answer = (alert: FormAlertContent | null, status: number, headers?: HeadersInit) =>
    data(
      {
        result: submission.reply({ hideFields: ["password"] }),
        alert,
        attempt: crypto.randomUUID(),
      },
      { status, headers },
    );
  if (submission.status !== "success") return answer(null, 400);
  const refused = () => answer(loginAlerts.refused, 503, retryLaterHeaders);
  let result: SignInResult | typeof writeRefused;
  try {
    const browserId = await sentBrowserId(request);
    result = await staffWrite(() => signIn(body.formData, context.clientIp, new Date(), browserId));
  } catch (error) {
    logger.error({ err: error }, "Errore durante il login:");
    return answer(loginAlerts.unexpected, 500);
  }
  if (result === writeRefused) return refused();
  if (result.outcome === "throttled") {
    return answer(loginAlerts.throttled(result.minutes), 429, {
      "Retry-After": String(result.minutes * 60),
    });
  }
  if (result.outcome === "invalid") return answer(loginAlerts.invalid, 401);
  const { userId } = result;
  const redirectTo = safeRedirect(submission.value.redirectTo, "/admin");
  if (result.outcome === "second-step") {
    const { passwordVersion } = result;
    return redirect(secondStepPath, {
      status: 303,
      headers: {
        "Set-Cookie": await pendingSignInCookie({ userId, redirectTo, passwordVersion }),
      },
    });
  }
  const headers = await staffWrite(() =>
    startSignedInSession(request, context.clientIp, userId, "password"),
  );
  if (headers === writeRefused) return refused();
  return redirect(redirectTo, { status: 303, headers });
}

/**
 * Where every way in ends once every check has passed (a password alone, a second step, a
 * passkey): the session, the account's last sign-in, the activity log's row and the browser
 * among the account's known ones (a new one queues a warning e-mail), in one transaction.
 * Returns the headers that set the session's cookie and the browser's. `claim`, when given,
 * runs first in that transaction and takes what the sign-in uses up (a pending sign-in):
 * when it returns false, nothing is written and the answer is null.
 */
export async function startSignedInSession(
  request: Request,
  ip: string | null,
  userId: string,
  method: SignInMethod,
  now?: Date,
): Promise<Headers>;
export async function startSignedInSession(
  request: Request,
  ip: string | null,
  userId: string,
  method: SignInMethod,
  now: Date,
  claim: (tx: DbOrTx) => boolean,
): Promise<Headers | null>;
export async function startSignedInSession(
  request: Request,
  ip: string | null,
  userId: string,
  method: SignInMethod,
  now = new Date(),
  claim?: (tx: DbOrTx) => boolean,
) {
  const origin = sessionOriginOf(request, ip, method);
  const browserId = await browserIdOf(request);
  const started = db.transaction((tx) => {
    if (claim && !claim(tx)) return null;
    const id = insertSession(tx, userId, now, origin);
    tx.update(users).set({ lastSignInAt: now }).where(eq(users.id, userId)).run();
    const email = tx.select({ email: users.email }).from(users).where(eq(users.id, userId)).get();
    const actor = { id: userId, email: email?.email ?? "" };
    recordActivity(tx, { action: "sign-in", actor, subject: method }, now);
    return { sessionId: id, warned: recognizeBrowser(tx, actor, browserId, origin, now) };
  });
  if (!started) return null;
  const { sessionId, warned } = started;
  if (warned) emitDomainEvent("mailQueued", { reason: "new-sign-in" });
  const headers = new Headers();
  headers.append("Set-Cookie", await sessionCookie(sessionId));
  headers.append("Set-Cookie", await browserCookie(browserId));
  return headers;
}
