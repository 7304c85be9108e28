import { and, asc, eq } from "drizzle-orm";
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from "@simplewebauthn/server";
import { passkeys, users } from "../../../db/schema";
import { recordActivity } from "~/utils/activity.server";
import { db } from "~/utils/db.server";
import { admitAttempt, forgetHits } from "~/utils/rate-limit.server";
import { spendState } from "~/utils/spent-states.server";
import type { SessionUser } from "~/utils/session.server";
import {
  secondFactorsOf,
  policyCovers,
  readTwoStepPolicy,
} from "~/utils/second-factor-gate.server";
import {
  authenticationOptions,
  challengeCookieFor,
  parseCeremonyAnswer,
  readChallenge,
  registrationOptions,
  verifiedAssertion,
  verifiedRegistration,
  type CeremonyPurpose,
  type StoredCredential,
} from "~/features/staff/passkey-ceremony.server";

/** A member's passkeys as the account page lists them, oldest first. */
export function listPasskeys(userId: string) {
  return db
    .select({
      id: passkeys.id,
      name: passkeys.name,
      createdAt: passkeys.createdAt,
      lastUsedAt: passkeys.lastUsedAt,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .orderBy(asc(passkeys.createdAt), asc(passkeys.id))
    .all();
}

export type PasskeyListing = ReturnType<typeof listPasskeys>[number];

function credentialsOf(userId: string): StoredCredential[] {
  return db
    .select({
      id: passkeys.id,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .where(eq(passkeys.userId, userId))
    .all();
}

/** Whether the account has a passkey: the second step offers one only then. */
export const hasPasskey = (userId: string) =>
  db.select({ id: passkeys.id }).from(passkeys).where(eq(passkeys.userId, userId)).get() !==
  undefined;

type Member = { id: string; email: string; name: string };

/** Options to add a passkey to `user`, the account's own passkeys excluded. */
export async function startPasskeyRegistration(user: Member, now = new Date()) {
  const options = await registrationOptions(user, credentialsOf(user.id));
  const cookie = await challengeCookieFor(options.challenge, "registration", user.id, now);
  return { options, cookie };
}

export type RegistrationOutcome = "added" | "expired" | "invalid" | "duplicate";

/**
 * Adds the passkey in `posted` (the browser's answer, as JSON) to `user` under `name`, if it
 * answers the challenge this request carries, which it uses up. The activity row is written
 * with it.
 */
export async function finishPasskeyRegistration(
  request: Request,
  user: Pick<Member, "id" | "email">,
  name: string,
  posted: unknown,
  now = new Date(),
): Promise<RegistrationOutcome> {
  const state = await readChallenge(request, "registration", user.id, now);
  if (!state) return "expired";
  const answer = parseCeremonyAnswer<RegistrationResponseJSON>(posted);
  const credential = answer && (await verifiedRegistration(answer, state.challenge));
  if (!credential) return "invalid";
  return db.transaction((tx) => {
    if (!spendState(tx, state.state, now)) return "expired";
    const taken = tx
      .select({ id: passkeys.id })
      .from(passkeys)
      .where(eq(passkeys.id, credential.id))
      .get();
    if (taken) return "duplicate";
    tx.insert(passkeys)
      .values({
        id: credential.id,
        userId: user.id,
        name,
        publicKey: Buffer.from(credential.publicKey),
        counter: credential.counter,
        transports: credential.transports,
        backedUp: credential.backedUp,
        createdAt: now,
      })
      .run();
    recordActivity(tx, { action: "passkey-added", actor: user, subject: name }, now);
    return "added";
  });
}

/**
 * Removes the passkey `id` if it is `user`'s own. Nothing is removed when it is not (another
 * member's, or none), nor when it is the last second factor of a member the two-step policy
 * covers: they would be held at the setup on their next page.
 */
export function removeOwnPasskey(
  user: Pick<Member, "id" | "email"> & Pick<SessionUser, "roles">,
  id: string,
  now = new Date(),
) {
  return db.transaction((tx) => {
    const own = tx
      .select({ name: passkeys.name })
      .from(passkeys)
      .where(and(eq(passkeys.id, id), eq(passkeys.userId, user.id)))
      .get();
    if (!own) return { outcome: "not-found" as const };
    const factors = secondFactorsOf(user.id, tx);
    if (policyCovers(readTwoStepPolicy(tx), user.roles) && !factors.totp && factors.passkeys === 1)
      return { outcome: "required" as const };
    tx.delete(passkeys).where(eq(passkeys.id, id)).run();
    recordActivity(tx, { action: "passkey-removed", actor: user, subject: own.name }, now);
    return { outcome: "removed" as const, name: own.name };
  });
}

/** Options to sign in with any discoverable passkey of the site: no e-mail asked. */
export async function startPasskeySignIn(now = new Date()) {
  const options = await authenticationOptions();
  const cookie = await challengeCookieFor(options.challenge, "sign-in", null, now);
  return { options, cookie };
}

/**
 * Options for the second step after `userId`'s password: only that account's passkeys are
 * allowed. Null when the account has none.
 */
export async function startPasskeySecondFactor(userId: string, now = new Date()) {
  const allowed = credentialsOf(userId);
  if (allowed.length === 0) return null;
  const options = await authenticationOptions(allowed);
  const cookie = await challengeCookieFor(options.challenge, "second-factor", userId, now);
  return { options, cookie };
}

export type AssertionOutcome =
  | { outcome: "verified"; userId: string }
  | { outcome: "expired" }
  | { outcome: "invalid"; email: string };

/**
 * Checks a sign-in answer against the challenge of `purpose` the request carries and the
 * stored public key and counter; on success the challenge is used up and the counter and the
 * last use are updated, together. An answer to a challenge already used is "expired": a
 * counter cannot tell a replay, since synced passkeys always report 0. With `userId`, only
 * that account's passkeys count.
 */
async function checkAssertion(
  request: Request,
  purpose: CeremonyPurpose,
  posted: unknown,
  userId: string | null,
  now: Date,
): Promise<AssertionOutcome> {
  const state = await readChallenge(request, purpose, userId, now);
  if (!state) return { outcome: "expired" };
  const answer = parseCeremonyAnswer<AuthenticationResponseJSON>(posted);
  if (!answer) return { outcome: "invalid", email: "" };
  const stored = db
    .select({
      id: passkeys.id,
      userId: passkeys.userId,
      email: users.email,
      publicKey: passkeys.publicKey,
      counter: passkeys.counter,
      transports: passkeys.transports,
    })
    .from(passkeys)
    .innerJoin(users, eq(users.id, passkeys.userId))
    .where(eq(passkeys.id, answer.id))
    .get();
  if (!stored || (userId !== null && stored.userId !== userId)) {
    return { outcome: "invalid", email: "" };
  }
  const verified = await verifiedAssertion(answer, state.challenge, stored, stored.userId);
  if (!verified) return { outcome: "invalid", email: stored.email };
  const first = db.transaction((tx) => {
    if (!spendState(tx, state.state, now)) return false;
    tx.update(passkeys)
      .set({ counter: verified.newCounter, lastUsedAt: now })
      .where(eq(passkeys.id, stored.id))
      .run();
    return true;
  });
  return first ? { outcome: "verified", userId: stored.userId } : { outcome: "expired" };
}

/**
 * The second step with a passkey: whether `posted` was signed by one of `userId`'s passkeys
 * for the challenge `startPasskeySecondFactor` issued. The caller throttles and records.
 */
export function verifyPasskeyForUser(
  request: Request,
  userId: string,
  posted: unknown,
  now = new Date(),
) {
  return checkAssertion(request, "second-factor", posted, userId, now);
}

export type PasskeySignInResult =
  | { outcome: "signed-in"; userId: string }
  | { outcome: "expired" }
  | { outcome: "invalid" }
  | { outcome: "throttled"; minutes: number };

/**
 * Signing in with a passkey alone. Throttled per address like passwords: each attempt counts
 * as a failure before it is checked and is taken back when it succeeds. A failure is recorded
 * under the passkey's account's e-mail, when the passkey is known, with no id.
 */
export async function signInWithPasskey(
  request: Request,
  posted: unknown,
  ip: string | null,
  now = new Date(),
): Promise<PasskeySignInResult> {
  const admitted = db.transaction((tx) => admitAttempt(tx, [["login-ip", ip]], now));
  if (!admitted.admitted) return { outcome: "throttled", minutes: admitted.minutes };
  let result: AssertionOutcome;
  try {
    result = await checkAssertion(request, "sign-in", posted, null, now);
  } catch (error) {
    forgetHits(db, admitted.hits);
    throw error;
  }
  if (result.outcome === "verified") {
    forgetHits(db, admitted.hits);
    return { outcome: "signed-in", userId: result.userId };
  }
  // An expired challenge is a slow hand, not a guess: it costs no attempt.
  if (result.outcome === "expired") {
    forgetHits(db, admitted.hits);
    return { outcome: "expired" };
  }
  recordActivity(
    db,
    { action: "sign-in-failed", actor: { id: null, email: result.email }, subject: "passkey" },
    now,
  );
  return { outcome: "invalid" };
}
