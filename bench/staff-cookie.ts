import type { StaffAccount } from "../tests/support/users";

/** Signs `account` in by the sign-in form's post (no browser); the session cookie to send. */
export async function sessionCookie(url: string, account: StaffAccount) {
  const response = await fetch(`${url}/login`, {
    method: "POST",
    body: new URLSearchParams({ email: account.email, password: account.password }),
    redirect: "manual",
  });
  const cookie = response.headers.getSetCookie().find((line) => line.startsWith("sessione="));
  if (response.status !== 303 || !cookie)
    throw new Error(`Accesso non riuscito: HTTP ${response.status}`);
  return cookie.split(";")[0] ?? "";
}
