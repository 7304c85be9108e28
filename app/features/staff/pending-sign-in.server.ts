import { createCookie } from "@remix-run/node";
import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import { openState, sealState } from "~/utils/signed-state.server";
import { singleton } from "~/utils/singleton.server";

/** How long the second step waits after the right password. */
export const pendingSignInTtlMs = 5 * 60 * 1000;

const purpose = "second-step";

/** The second step's address: only it and the sign-in page ever receive the cookie. */
export const secondStepPath = "/login/verifica";

const cookie = () =>
  singleton("pending-sign-in-cookie", () =>
    createCookie("accesso-in-corso", {
      path: "/login",
      httpOnly: true,
      sameSite: "lax",
      secure: getEnv().isHttps,
      maxAge: pendingSignInTtlMs / 1000,
    }),
  );

const pendingSchema = z.object({ userId: z.string().min(1), redirectTo: z.string() });

/** Who gave the right password, and where they were going: all the second step knows. */
export type PendingSignIn = z.infer<typeof pendingSchema>;

/** The `Set-Cookie` value that carries the pending sign-in for five minutes. */
export function pendingSignInCookie(pending: PendingSignIn, now = new Date()) {
  return cookie().serialize(
    sealState(purpose, pending, new Date(now.getTime() + pendingSignInTtlMs)),
  );
}

/** The `Set-Cookie` value that removes it, once the sign-in ends either way. */
export const clearedPendingSignInCookie = () => cookie().serialize("", { maxAge: 0 });

/** The request's pending sign-in, or why there is none usable. */
export async function readPendingSignIn(request: Request, now = new Date()) {
  const value: unknown = await cookie().parse(request.headers.get("Cookie"));
  const opened = openState(purpose, typeof value === "string" ? value : null, now);
  if (!opened.ok) return opened;
  const parsed = pendingSchema.safeParse(opened.data);
  return parsed.success
    ? { ok: true as const, pending: parsed.data }
    : { ok: false as const, problem: "forged" as const };
}
