// Staff sessions and posts for the benches: signing in and posting the editor's form, without
// a browser.
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

/**
 * Posts a new article's editor form as the staff member whose session `cookie` is, a photo
 * as its cover; the answer's status once its body is read (303 when saved).
 */
export async function postNewArticle(
  url: string,
  cookie: string,
  fields: Record<string, string>,
  photo: { bytes: Buffer; name: string },
) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.set(name, value);
  form.set("image", new File([new Uint8Array(photo.bytes)], photo.name, { type: "image/jpeg" }));
  const response = await fetch(`${url}/admin/articoli/nuovo`, {
    method: "POST",
    headers: { Cookie: cookie },
    body: form,
    redirect: "manual",
  });
  await response.arrayBuffer();
  return response.status;
}
