import { createCookie } from "@remix-run/node";
import { eq } from "drizzle-orm";
import * as z from "zod";
import { users } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { sealState, type StateStamp } from "~/utils/signed-state.server";
import { singleton } from "~/utils/singleton.server";
import { openUnspentState, spendState } from "~/utils/spent-states.server";
import { passwordVersionOf } from "~/features/staff/password.server";

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

const pendingSchema = z.object({
  userId: z.string().min(1),
  redirectTo: z.string(),
  // The version of the password that was given (`passwordVersionOf`): once it changes, the
  // sign-in started with the old one cannot end.
  passwordVersion: z.string().min(1),
});

/** Who gave the right password, which password it was, and where they were going. */
export type PendingSignIn = z.infer<typeof pendingSchema>;

/** The `Set-Cookie` value that carries the pending sign-in for five minutes. */
export function pendingSignInCookie(pending: PendingSignIn, now = new Date()) {
  return cookie().serialize(
    sealState(purpose, pending, new Date(now.getTime() + pendingSignInTtlMs)),
  );
}

/** The `Set-Cookie` value that removes it, once the sign-in ends either way. */
export const clearedPendingSignInCookie = () => cookie().serialize("", { maxAge: 0 });

/** A pending sign-in that can still end in a session, with what names it among the used ones. */
export type OpenPendingSignIn = { pending: PendingSignIn; state: StateStamp };

const passwordUnchanged = (tx: DbOrTx, pending: PendingSignIn) => {
  const user = tx
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, pending.userId))
    .get();
  return user !== undefined && passwordVersionOf(user.passwordHash) === pending.passwordVersion;
};

/**
 * The request's pending sign-in, or why there is none usable: none, forged, expired, already
 * ended in a session ("spent"), or begun with a password that has changed since.
 */
export async function readPendingSignIn(request: Request, now = new Date()) {
  const value: unknown = await cookie().parse(request.headers.get("Cookie"));
  const opened = openUnspentState(purpose, typeof value === "string" ? value : null, now);
  if (!opened.ok) return opened;
  const parsed = pendingSchema.safeParse(opened.data);
  if (!parsed.success) return { ok: false as const, problem: "forged" as const };
  if (!passwordUnchanged(db, parsed.data))
    return { ok: false as const, problem: "password-changed" as const };
  const open: OpenPendingSignIn = {
    pending: parsed.data,
    state: { id: opened.id, expiresAt: opened.expiresAt },
  };
  return { ok: true as const, ...open };
}

export type PendingSignInProblem = Extract<
  Awaited<ReturnType<typeof readPendingSignIn>>,
  { ok: false }
>["problem"];

/**
 * In the transaction that starts the session: whether the pending sign-in may still end in
 * one (its password unchanged, never used), using it up if so. Of two posts of the same
 * state, however close, one gets true.
 */
export function spendPendingSignIn(tx: DbOrTx, open: OpenPendingSignIn, now = new Date()) {
  return passwordUnchanged(tx, open.pending) && spendState(tx, open.state, now);
}
