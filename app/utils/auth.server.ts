import { data, redirect } from "@remix-run/node";
import { safeRedirect } from "~/utils/redirect";
import { requireSameOrigin } from "~/utils/same-origin.server";
import { mustSetUpSecondFactor } from "~/utils/second-factor-gate.server";
import { readSession, type Role, type SessionUser } from "~/utils/session.server";
import { secondFactorSetupPath } from "~/utils/two-step-policy";

/** Whether `user` may do what `role` may: an admin may do everything an editor may. */
export function hasRole(user: Pick<SessionUser, "roles">, role: Role) {
  return user.roles.includes("admin") || user.roles.includes(role);
}

function loginRedirect(request: Request) {
  const url = new URL(request.url);
  const back = safeRedirect(`${url.pathname}${url.search}`, "/admin");
  return redirect(`/login?${new URLSearchParams({ redirectTo: back })}`, 303);
}

/**
 * The first line of every admin loader and action: the signed-in user if they hold `role`
 * (and, for a post, it came from this site). Signed out: 303 to /login, coming back here
 * afterwards. Without the role: 403. Covered by the two-step policy without a second
 * factor: 303 to its setup, unless `allowWithoutSecondFactor` (the setup itself, the account
 * page where passkeys are added, the shell around them).
 */
export async function requireUserWithRole(
  request: Request,
  role: Role,
  options: { allowWithoutSecondFactor?: boolean } = {},
) {
  requireSameOrigin(request);
  const session = await readSession(request);
  if (!session) throw loginRedirect(request);
  if (!hasRole(session.user, role)) {
    throw data({ message: "Accesso non autorizzato" }, { status: 403 });
  }
  if (!options.allowWithoutSecondFactor && mustSetUpSecondFactor(session.user))
    throw redirect(secondFactorSetupPath, 303);
  return session;
}
