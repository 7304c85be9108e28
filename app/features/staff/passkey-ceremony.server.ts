import { createCookie } from "@remix-run/node";
import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
  type WebAuthnCredential,
} from "@simplewebauthn/server";
import * as z from "zod";
import { getEnv } from "~/utils/env.server";
import { sealState } from "~/utils/signed-state.server";
import { singleton } from "~/utils/singleton.server";
import { openUnspentState } from "~/utils/spent-states.server";

/**
 * The WebAuthn ceremonies' server half: the relying party, the options sent to the browser,
 * the challenge kept until the answer comes back, and the check of that answer. What is stored
 * (which passkeys exist, whose they are) is `passkeys.server.ts`.
 */

/** How long a ceremony may take, from the options to the answer. */
export const CHALLENGE_TTL_MS = 5 * 60 * 1000;

/**
 * What a challenge was issued for: adding a passkey to an account, signing in without an
 * e-mail, or the second step after a password (for one given account).
 */
export type CeremonyPurpose = "registration" | "sign-in" | "second-factor";

/** The relying party is the site itself: its host name is the RP ID, its origin the one expected. */
export function relyingParty() {
  const env = getEnv();
  const url = new URL(env.SITE_URL);
  return { id: url.hostname, origin: url.origin, name: env.SITE_NAME };
}

export const challengeCookieName = "passkey-sfida";

// The value is sealed by `sealState`, which signs it with its purpose and its end: a
// challenge made for one ceremony is worthless at another.
const challengeCookie = () =>
  singleton("passkey-challenge-cookie", () =>
    createCookie(challengeCookieName, {
      path: "/",
      httpOnly: true,
      sameSite: "strict",
      secure: getEnv().isHttps,
      maxAge: CHALLENGE_TTL_MS / 1000,
    }),
  );

const challengeData = z.object({
  challenge: z.string().min(16),
  // The account the ceremony is for; null when signing in without an e-mail.
  userId: z.string().nullable(),
});

const sealedPurpose = (purpose: CeremonyPurpose) => `passkey-${purpose}`;

/** The `Set-Cookie` value that keeps `challenge` for `purpose` (and `userId`) for five minutes. */
export function challengeCookieFor(
  challenge: string,
  purpose: CeremonyPurpose,
  userId: string | null,
  now = new Date(),
) {
  const ends = new Date(now.getTime() + CHALLENGE_TTL_MS);
  return challengeCookie().serialize(
    sealState(sealedPurpose(purpose), { challenge, userId }, ends),
  );
}

/**
 * The `Set-Cookie` value that drops the challenge from the browser. That each is answered
 * once is the server's to ensure: a right answer spends its challenge (`spendState`).
 */
export const clearedChallengeCookie = () => challengeCookie().serialize("", { maxAge: 0 });

/**
 * The request's challenge if it was sealed by this site, is unexpired, has not been answered
 * yet and was issued for `purpose` (and for `userId`, when one is given); null otherwise.
 * `state` names it for `spendState`.
 */
export async function readChallenge(
  request: Request,
  purpose: CeremonyPurpose,
  userId: string | null = null,
  now = new Date(),
) {
  const value: unknown = await challengeCookie().parse(request.headers.get("Cookie"));
  const opened = openUnspentState(
    sealedPurpose(purpose),
    typeof value === "string" ? value : null,
    now,
  );
  if (!opened.ok) return null;
  const parsed = challengeData.safeParse(opened.data);
  if (!parsed.success) return null;
  if (userId !== null && parsed.data.userId !== userId) return null;
  return { ...parsed.data, purpose, state: { id: opened.id, expiresAt: opened.expiresAt } };
}

/** A passkey as the ceremonies need it. */
export type StoredCredential = {
  id: string;
  publicKey: Uint8Array;
  counter: number;
  transports: string[];
};

/** The account's id as the authenticator keeps it (the user handle). */
export const userHandleOf = (userId: string) => new TextEncoder().encode(userId);

/**
 * Options to add a passkey to `user`: discoverable where the authenticator can (so signing
 * in needs no e-mail), the account's passkeys excluded, user verification preferred.
 */
export async function registrationOptions(
  user: { id: string; email: string; name: string },
  existing: Pick<StoredCredential, "id" | "transports">[],
): Promise<PublicKeyCredentialCreationOptionsJSON> {
  const rp = relyingParty();
  return generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.email,
    userID: userHandleOf(user.id),
    userDisplayName: user.name || user.email,
    timeout: CHALLENGE_TTL_MS,
    attestationType: "none",
    excludeCredentials: existing.map(({ id, transports }) => ({ id, transports })),
    authenticatorSelection: { residentKey: "preferred", userVerification: "preferred" },
  });
}

/**
 * Options to sign in with a passkey: any of the site's discoverable ones when `allowed` is
 * empty, else only those (the second step, for one account).
 */
export function authenticationOptions(
  allowed: Pick<StoredCredential, "id" | "transports">[] = [],
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: relyingParty().id,
    timeout: CHALLENGE_TTL_MS,
    userVerification: "preferred",
    allowCredentials: allowed.map(({ id, transports }) => ({ id, transports })),
  });
}

/** An answer the browser posted, parsed from its JSON; null when it is no WebAuthn answer. */
export function parseCeremonyAnswer<
  T extends RegistrationResponseJSON | AuthenticationResponseJSON,
>(posted: unknown): T | null {
  if (typeof posted !== "string" || posted.length > 64 * 1024) return null;
  try {
    const value: unknown = JSON.parse(posted);
    const shape = z.object({
      id: z.string().min(1).max(1024),
      rawId: z.string(),
      type: z.literal("public-key"),
      response: z.object({ clientDataJSON: z.string() }).loose(),
    });
    return shape.safeParse(value).success ? (value as T) : null;
  } catch {
    return null;
  }
}

/** The new credential if `answer` is a valid registration for `expectedChallenge`, else null. */
export async function verifiedRegistration(
  answer: RegistrationResponseJSON,
  expectedChallenge: string,
) {
  const rp = relyingParty();
  try {
    const result = await verifyRegistrationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      // 'preferred': a security key without a PIN is still a passkey.
      requireUserVerification: false,
    });
    if (!result.verified) return null;
    const { credential, credentialBackedUp } = result.registrationInfo;
    return {
      id: credential.id,
      publicKey: credential.publicKey,
      counter: credential.counter,
      transports: credential.transports ?? [],
      backedUp: credentialBackedUp,
    };
  } catch {
    return null;
  }
}

/**
 * The authenticator's new counter if `answer` was signed by `credential` for
 * `expectedChallenge` (and names `userId` as its user, when it names one); null otherwise.
 */
export async function verifiedAssertion(
  answer: AuthenticationResponseJSON,
  expectedChallenge: string,
  credential: StoredCredential,
  userId: string,
) {
  const handle = answer.response.userHandle;
  if (handle && handle !== Buffer.from(userHandleOf(userId)).toString("base64url")) return null;
  const rp = relyingParty();
  const stored: WebAuthnCredential = {
    id: credential.id,
    publicKey: new Uint8Array(credential.publicKey),
    counter: credential.counter,
    transports: credential.transports,
  };
  try {
    const result = await verifyAuthenticationResponse({
      response: answer,
      expectedChallenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      credential: stored,
      requireUserVerification: false,
    });
    return result.verified ? { newCounter: result.authenticationInfo.newCounter } : null;
  } catch {
    return null;
  }
}
