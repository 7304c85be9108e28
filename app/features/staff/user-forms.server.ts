import crypto from "node:crypto";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, type AppLoadContext } from "@remix-run/node";
import {
  accountAlerts,
  forgotPasswordAlerts,
  invitePage,
  setPasswordAlerts,
  setupAlerts,
  setupEmailTaken,
  userToasts,
} from "~/features/staff/content/admin-users";
import {
  unreadableFormAlerts,
  writeRefusedAlert,
  type FormAlertContent,
} from "~/components/form-messages";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { requireSameOrigin } from "~/utils/same-origin.server";
import { accountPasswordSchema } from "~/features/staff/account-password-schema";
import { forgotPasswordSchema } from "~/features/staff/forgot-password-schema";
import { invitationSchema } from "~/features/staff/invitation-schema";
import { setPasswordSchema } from "~/features/staff/set-password-schema";
import { setupSchema } from "~/features/staff/setup-schema";
import { userChangeSchema } from "~/features/staff/user-change-schema";
import { startSignedInSession } from "~/features/staff/sign-in.server";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";
import {
  changeOwnPassword,
  changeUserRole,
  createFirstAdmin,
  inviteUser,
  passwordLinkIsValid,
  removeUser,
  requestPasswordReset,
  setPasswordWithToken,
  setupIsOpen,
  type UserChange,
} from "~/features/staff/users.server";

const passwordFields = ["password", "password_confirm", "current_password"];

/** A refusal page (404): the link opens nothing, and the page says so. */
const linkRefused = () => data({ message: "Link non valido" }, { status: 404 });

/** The token a page was opened with: from the form when posted, else from the address. */
function tokenOf(request: Request, form?: FormData) {
  const posted = form?.get("token");
  return typeof posted === "string" ? posted : new URL(request.url).searchParams.get("token");
}

type Read =
  { ok: true; formData: FormData } | { ok: false; answer: ReturnType<typeof refusedAnswer> };

function refusedAnswer(alert: FormAlertContent, status: number) {
  return data({ result: undefined, alert, attempt: null }, { status, headers: refusedBodyHeaders });
}

async function readBody(request: Request): Promise<Read> {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (body.ok) return { ok: true, formData: body.formData };
  return { ok: false, answer: refusedAnswer(unreadableFormAlerts[body.problem], body.status) };
}

type Replyable = {
  reply: (options?: { hideFields?: string[]; fieldErrors?: Record<string, string[]> }) => unknown;
};
type ReplyInit = { headers?: HeadersInit; fieldErrors?: Record<string, string[]> };

/**
 * The form's answer with what was typed, except passwords. `attempt` is new on every answer:
 * the page clears its password fields with it.
 */
function replyWith<S extends Replyable>(
  submission: S,
  alert: FormAlertContent | null,
  status: number,
  init?: ReplyInit,
) {
  const result = submission.reply({
    hideFields: passwordFields,
    fieldErrors: init?.fieldErrors,
  }) as ReturnType<S["reply"]>;
  return data({ result, alert, attempt: crypto.randomUUID() }, { status, headers: init?.headers });
}

/** The database refused the write for a passing reason: 503, the form again with what was typed. */
const refusedWrite = <S extends Replyable>(submission: S) =>
  replyWith(submission, writeRefusedAlert, 503, { headers: retryLaterHeaders });

/** `/primo-amministratore` opened: the form if the link still works, else the refusal page. */
export function requireOpenSetup(request: Request) {
  const token = tokenOf(request);
  if (!setupIsOpen(token)) throw linkRefused();
  return { token: token ?? "" };
}

/**
 * The first administrator's form: made, signed in (like every way in, so this browser is the
 * account's first known one), and sent to the admin.
 */
export async function handleSetup(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const token = tokenOf(request, body.formData);
  if (!setupIsOpen(token)) throw linkRefused();
  const submission = parseWithZod(body.formData, { schema: setupSchema });
  if (submission.status !== "success") return replyWith(submission, null, 400);
  const { name, email, password } = submission.value;
  const created = await staffWrite(() =>
    createFirstAdmin(token ?? undefined, { name, email, password }),
  );
  if (created === writeRefused) return refusedWrite(submission);
  if (created.outcome === "closed") return replyWith(submission, setupAlerts.closed, 403);
  if (created.outcome === "email-taken") {
    return replyWith(submission, null, 400, { fieldErrors: { email: [setupEmailTaken] } });
  }
  const headers = await staffWrite(() =>
    startSignedInSession(request, context.clientIp, created.userId, "password"),
  );
  // The account exists; only the signing in was refused, which the sign-in page does again.
  if (headers === writeRefused) return redirectWithToast("/login", userToasts.adminCreatedSignIn);
  return redirectWithToast("/admin", userToasts.adminCreated, { headers });
}

/** `/reimposta-password` opened: the form if the link still works, else the refusal page. */
export function requireValidPasswordLink(request: Request) {
  const token = tokenOf(request);
  if (!passwordLinkIsValid(token)) throw linkRefused();
  return { token: token ?? "" };
}

/** A password chosen from an invitation or reset link; then to the sign-in screen. */
export async function handleSetPassword(request: Request) {
  requireSameOrigin(request);
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const token = tokenOf(request, body.formData);
  if (!passwordLinkIsValid(token)) throw linkRefused();
  const submission = parseWithZod(body.formData, { schema: setPasswordSchema });
  if (submission.status !== "success") return replyWith(submission, null, 400);
  const outcome = await staffWrite(() =>
    setPasswordWithToken(token ?? undefined, submission.value.password),
  );
  if (outcome === writeRefused) return refusedWrite(submission);
  if (outcome === "invalid") return replyWith(submission, setPasswordAlerts.invalid, 404);
  return redirectWithToast("/login", userToasts.passwordSet);
}

/** 'Password dimenticata?': the same answer for every address, at most five an hour per IP. */
export async function handleForgotPassword(request: Request, context: AppLoadContext) {
  requireSameOrigin(request);
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const submission = parseWithZod(body.formData, { schema: forgotPasswordSchema });
  if (submission.status !== "success") return replyWith(submission, null, 400);
  const result = await staffWrite(() =>
    requestPasswordReset(submission.value.email, context.clientIp),
  );
  if (result === writeRefused) return refusedWrite(submission);
  if (result.outcome === "throttled") {
    return replyWith(submission, forgotPasswordAlerts.throttled(result.minutes), 429, {
      headers: { "Retry-After": String(result.minutes * 60) },
    });
  }
  emitDomainEvent("mailQueued", { reason: "password-reset" });
  return data({
    result: submission.reply({ resetForm: true }),
    alert: null,
    accepted: true,
    attempt: crypto.randomUUID(),
  });
}

/** The invitation form: the account, its role and the e-mail with the link. */
export async function handleInvitation(request: Request, actor: SessionUser) {
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const submission = parseWithZod(body.formData, { schema: invitationSchema });
  if (submission.status !== "success") return replyWith(submission, null, 400);
  const outcome = await staffWrite(() => inviteUser(actor, submission.value));
  if (outcome === writeRefused) return refusedWrite(submission);
  if (outcome === "email-taken") {
    return replyWith(submission, null, 400, { fieldErrors: { email: [invitePage.emailTaken] } });
  }
  emitDomainEvent("mailQueued", { reason: "invitation" });
  return redirectWithToast("/admin/utenti", userToasts.invited(submission.value.email));
}

const changeToasts: Record<Exclude<UserChange, "done">, Toast> = {
  self: userToasts.self,
  "last-admin": userToasts.lastAdmin,
  "not-found": userToasts.notFound,
};

/** A role changed or a user removed from the list; the answer is a message on the list. */
export async function handleUserChange(request: Request, actor: SessionUser) {
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const submission = parseWithZod(body.formData, { schema: userChangeSchema });
  if (submission.status !== "success")
    throw data({ message: "Richiesta non valida" }, { status: 400 });
  const change = submission.value;
  const outcome = await staffWrite(() =>
    change.intent === "role"
      ? changeUserRole(actor, change.userId, change.role)
      : removeUser(actor, change.userId),
  );
  if (outcome === writeRefused) return redirectWithToast("/admin/utenti", userToasts.changeRefused);
  if (outcome !== "done") return redirectWithToast("/admin/utenti", changeToasts[outcome]);
  return redirectWithToast(
    "/admin/utenti",
    change.intent === "role" ? userToasts.roleChanged : userToasts.removed,
  );
}

/** One's own new password; the other sessions end, this one stays. */
export async function handleAccountPassword(request: Request, user: SessionUser) {
  const body = await readBody(request);
  if (!body.ok) return body.answer;
  const submission = parseWithZod(body.formData, { schema: accountPasswordSchema });
  if (submission.status !== "success") return replyWith(submission, null, 400);
  const changed = await staffWrite(() =>
    changeOwnPassword(user, submission.value.current_password, submission.value.password),
  );
  if (changed === writeRefused) return refusedWrite(submission);
  const { outcome, minutes } = changed;
  if (outcome === "throttled") {
    return replyWith(submission, accountAlerts.throttled(minutes), 429, {
      headers: { "Retry-After": String(minutes * 60) },
    });
  }
  if (outcome === "wrong-current") {
    return replyWith(submission, null, 400, {
      fieldErrors: { current_password: [accountAlerts.wrongCurrent] },
    });
  }
  return redirectWithToast("/admin/account", userToasts.passwordChanged);
}
