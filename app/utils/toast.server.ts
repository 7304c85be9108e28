import { createCookieSessionStorage, redirect } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import { singleton } from "~/utils/singleton.server";

export const toastSchema = z.object({
  type: z.enum(["success", "error"]),
  title: z.string(),
  description: z.string(),
});
export type Toast = z.infer<typeof toastSchema>;

const toastKey = "toast";

/** The cookie that carries a one-time message to the next page. */
export const toastCookieName = "messaggio";

const storage = () =>
  singleton("toast-session", () => {
    const env = getEnv();
    return createCookieSessionStorage({
      cookie: {
        name: toastCookieName,
        path: "/",
        httpOnly: true,
        sameSite: "lax",
        secure: env.isHttps,
        secrets: [env.SESSION_SECRET],
      },
    });
  });

/** Headers that carry a one-time message to the next page the visitor sees. */
export async function toastHeaders(toast: Toast) {
  const session = await storage().getSession();
  session.flash(toastKey, toast);
  return { "Set-Cookie": await storage().commitSession(session) };
}

export async function redirectWithToast(url: string, toast: Toast, init: ResponseInit = {}) {
  const headers = new Headers(init.headers);
  for (const [name, value] of Object.entries(await toastHeaders(toast)))
    headers.append(name, value);
  return redirect(url, { status: 303, ...init, headers });
}

/** The waiting message, if any, and the header that removes it once shown. */
export async function readToast(request: Request) {
  const session = await storage().getSession(request.headers.get("Cookie"));
  const parsed = toastSchema.safeParse(session.get(toastKey));
  if (!parsed.success) return { toast: null, headers: null };
  return { toast: parsed.data, headers: { "Set-Cookie": await storage().destroySession(session) } };
}
