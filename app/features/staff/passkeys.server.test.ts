import { createCookie } from "@remix-run/node";
import { and, eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { passkeys, sessions, staffActivity, userRoles, users } from "../../../db/schema";
import { softwarePasskey } from "../../../tests/support/software-passkey";
import { handleSignIn } from "~/features/staff/sign-in.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { hashPassword } from "~/features/staff/password.server";
import { passkeyNameSchema } from "~/features/staff/passkey-schema";
import {
  handleAccountPasskey,
  handlePasskeySignIn,
  handleSecondStepPasskey,
} from "~/features/staff/passkey-answers.server";
import {
  CHALLENGE_TTL_MS,
  challengeCookieFor,
  challengeCookieName,
  readChallenge,
} from "~/features/staff/passkey-ceremony.server";
import { passkeyIntents } from "~/features/staff/passkey-protocol";
import {
  finishPasskeyRegistration,
  hasPasskey,
  listPasskeys,
  signInWithPasskey,
  startPasskeyRegistration,
  startPasskeySecondFactor,
  startPasskeySignIn,
  verifyPasskeyForUser,
} from "~/features/staff/passkeys.server";
import { rateLimits } from "~/utils/rate-limit.server";
import { handleSecondStepPasskeyPost } from "~/features/staff/second-step-passkey.server";
import type { SessionUser } from "~/utils/session.server";
import { setTwoStepPolicy } from "~/features/staff/two-step-policy.server";

const site = "http://localhost:3000";

function member(email: string): SessionUser {
  const row = db
    .insert(users)
    .values({ email, passwordHash: "x", name: "Persona" })
    .returning()
    .all()[0];
  if (!row) throw new Error("account non creato");
  db.insert(userRoles).values({ userId: row.id, role: "editor" }).run();
  return { id: row.id, email, name: row.name, roles: ["editor"], sessionId: "s" };
}

function storedPasskey(userId: string, id: string, name = "Telefono") {
  db.insert(passkeys)
    .values({ id, userId, name, publicKey: Buffer.from([1, 2, 3]), transports: ["internal"] })
    .run();
}

/** The request a browser sends back with the cookie `setCookie` gave it. */
function withCookie(setCookie: string, init: RequestInit = {}, url = `${site}/login/passkey`) {
  const headers = new Headers(init.headers);
  headers.set("Cookie", setCookie.split(";")[0] ?? "");
  headers.set("Origin", site);
  return new Request(url, { method: "POST", ...init, headers });
}

const form = (fields: Record<string, string>) => ({ body: new URLSearchParams(fields) });

function formData(fields: Record<string, string>) {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
}

const activity = (action: string) =>
  db
    .select()
    .from(staffActivity)
    .where(eq(staffActivity.action, action as "sign-in"))
    .all();

/** A WebAuthn answer of the right shape that no authenticator signed. */
const forgedAssertion = (id: string) =>
  JSON.stringify({
    id,
    rawId: id,
    type: "public-key",
    clientExtensionResults: {},
    response: { clientDataJSON: "e30", authenticatorData: "AA", signature: "AA" },
  });

beforeAll(() => {
  migrateDatabase();
});

describe("the options", () => {
  test("name the site's host as the relying party and exclude the account's passkeys", async () => {
    const user = member("opzioni@example.com");
    storedPasskey(user.id, "cred-opzioni-1");
    storedPasskey(user.id, "cred-opzioni-2", "Portatile");
    storedPasskey(member("altri@example.com").id, "cred-di-altri");

    const { options, cookie } = await startPasskeyRegistration(user);
    expect(options.rp.id).toBe("localhost");
    expect(options.user.name).toBe("opzioni@example.com");
    expect(options.excludeCredentials?.map((credential) => credential.id).sort()).toEqual([
      "cred-opzioni-1",
      "cred-opzioni-2",
    ]);
    expect(options.authenticatorSelection).toMatchObject({
      residentKey: "preferred",
      userVerification: "preferred",
    });
    expect(cookie).toMatch(new RegExp(`^${challengeCookieName}=`));
    expect(cookie).toMatch(/Max-Age=300/);
    expect(cookie).toMatch(/HttpOnly/);

    const signIn = await startPasskeySignIn();
    expect(signIn.options.rpId).toBe("localhost");
    expect(signIn.options.allowCredentials ?? []).toEqual([]);
    const second = await startPasskeySecondFactor(user.id);
    expect(second?.options.allowCredentials?.map((credential) => credential.id).sort()).toEqual([
      "cred-opzioni-1",
      "cred-opzioni-2",
    ]);
    const without = member("senza@example.com");
    expect(await startPasskeySecondFactor(without.id)).toBeNull();
    expect([hasPasskey(user.id), hasPasskey(without.id)]).toEqual([true, false]);
  });

  test("for signing in come from /login/passkey as JSON with the challenge's cookie", async () => {
    const answer = await handlePasskeySignIn(
      new Request(`${site}/login/passkey`, {
        method: "POST",
        headers: { Origin: site },
        ...form({ intent: passkeyIntents.options }),
      }),
      { clientIp: "192.0.2.10", cspNonce: "n", buildVersion: "test" } as never,
    );
    expect(answer.status).toBe(200);
    expect(answer.headers.get("Set-Cookie")).toMatch(/^passkey-sfida=/);
    const body = (await answer.json()) as { state: string; options: { rpId: string } };
    expect(body).toMatchObject({ state: "options", options: { rpId: "localhost" } });
  });
});

describe("the challenge's cookie", () => {
  const now = new Date("2026-11-27T10:00:00Z");

  test("is read back for its purpose and account within five minutes", async () => {
    const cookie = await challengeCookieFor("sfida-di-prova-abcdef", "registration", "u1", now);
    const request = withCookie(cookie);
    expect(await readChallenge(request, "registration", "u1", now)).toMatchObject({
      challenge: "sfida-di-prova-abcdef",
      purpose: "registration",
      userId: "u1",
    });
    const later = new Date(now.getTime() + CHALLENGE_TTL_MS - 1000);
    expect(await readChallenge(request, "registration", "u1", later)).not.toBeNull();
  });

  test("is refused once expired, for another purpose or account, or when forged", async () => {
    const cookie = await challengeCookieFor("sfida-di-prova-abcdef", "sign-in", null, now);
    const expired = new Date(now.getTime() + CHALLENGE_TTL_MS + 1);
    expect(await readChallenge(withCookie(cookie), "sign-in", null, expired)).toBeNull();
    expect(await readChallenge(withCookie(cookie), "registration", null, now)).toBeNull();
    expect(await readChallenge(withCookie(cookie), "second-factor", null, now)).toBeNull();
    const forOne = await challengeCookieFor("sfida-di-prova-abcdef", "second-factor", "u1", now);
    expect(await readChallenge(withCookie(forOne), "second-factor", "u2", now)).toBeNull();

    const state = {
      challenge: "sfida-scelta-da-altri",
      purpose: "sign-in",
      userId: null,
      expiresAt: now.getTime() + CHALLENGE_TTL_MS,
    };
    const otherSecret = createCookie(challengeCookieName, { secrets: ["x".repeat(40)] });
    const unsigned = `${challengeCookieName}=${btoa(JSON.stringify(state))}`;
    for (const forged of [await otherSecret.serialize(state), unsigned]) {
      expect(await readChallenge(withCookie(forged), "sign-in", null, now)).toBeNull();
    }
  });
});

describe("a passkey's name", () => {
  test("is required, at most 60 characters, on one line", () => {
    const errorOf = (name: string) =>
      passkeyNameSchema.safeParse({ name }).error?.issues[0]?.message ?? null;
    expect(passkeyNameSchema.safeParse({}).error?.issues[0]?.message).toBe(
      "Dai un nome alla passkey, ad esempio «Portatile dell'ufficio».",
    );
    expect(errorOf("   ")).toBe("Dai un nome alla passkey, ad esempio «Portatile dell'ufficio».");
    expect(errorOf("x".repeat(61))).toBe(
      "Il nome della passkey può contenere al massimo 60 caratteri.",
    );
    expect(errorOf("riga\nnuova")).toMatch(/non può contenere a capo/);
    expect(errorOf("x".repeat(60))).toBeNull();
  });

  test("is checked before any option is given, with the message for its field", async () => {
    const user = member("nome@example.com");
    const answer = await handleAccountPasskey(
      new Request(`${site}/admin/account/passkey`, {
        method: "POST",
        ...form({ intent: passkeyIntents.options, name: "x".repeat(61) }),
      }),
      user,
    );
    expect(answer.status).toBe(400);
    expect(await answer.json()).toMatchObject({
      state: "failed",
      fieldErrors: { name: ["Il nome della passkey può contenere al massimo 60 caratteri."] },
    });
  });
});

describe("removing a passkey", () => {
  const removal = (id: string) =>
    new Request(`${site}/admin/account/passkey`, {
      method: "POST",
      ...form({ intent: passkeyIntents.remove, id }),
    });

  test("removes one's own, with its activity row", async () => {
    const user = member("rimuove@example.com");
    storedPasskey(user.id, "cred-propria", "Chiavetta");
    const answer = await handleAccountPasskey(removal("cred-propria"), user);
    expect(answer.status).toBe(303);
    expect(answer.headers.get("Location")).toBe("/admin/account");
    expect(listPasskeys(user.id)).toEqual([]);
    const row = activity("passkey-removed").find((entry) => entry.userId === user.id);
    expect(row).toMatchObject({ actor: "rimuove@example.com", subject: "Chiavetta" });
  });

  test("of another member is a 404 and removes nothing", async () => {
    const owner = member("proprietaria@example.com");
    const intruder = member("intruso@example.com");
    storedPasskey(owner.id, "cred-altrui");
    let status = 0;
    try {
      await handleAccountPasskey(removal("cred-altrui"), intruder);
    } catch (thrown) {
      status = (thrown as { init?: { status?: number } }).init?.status ?? 0;
    }
    expect(status).toBe(404);
    expect(listPasskeys(owner.id).map((passkey) => passkey.id)).toEqual(["cred-altrui"]);
    expect(activity("passkey-removed").some((entry) => entry.userId === intruder.id)).toBe(false);
  });

  test("that is the last second factor the policy asks of its owner is kept", async () => {
    const user = member("obbligata@example.com");
    storedPasskey(user.id, "cred-unica", "Unica");
    setTwoStepPolicy({ id: user.id, email: user.email }, "everyone");
    try {
      const refused = await handleAccountPasskey(removal("cred-unica"), user);
      expect(refused.status).toBe(303);
      expect(listPasskeys(user.id).map((passkey) => passkey.id)).toEqual(["cred-unica"]);
      storedPasskey(user.id, "cred-seconda", "Seconda");
      await handleAccountPasskey(removal("cred-unica"), user);
      expect(listPasskeys(user.id).map((passkey) => passkey.id)).toEqual(["cred-seconda"]);
    } finally {
      setTwoStepPolicy({ id: user.id, email: user.email }, "none");
    }
  });
});

describe("a ceremony's answer", () => {
  test("that no authenticator signed adds nothing", async () => {
    const user = member("registra@example.com");
    const { cookie } = await startPasskeyRegistration(user);
    const outcome = await finishPasskeyRegistration(
      withCookie(cookie),
      user,
      "Telefono",
      forgedAssertion("nuova"),
    );
    expect(outcome).toBe("invalid");
    expect(await finishPasskeyRegistration(new Request(site), user, "Telefono", "{}")).toBe(
      "expired",
    );
    expect(listPasskeys(user.id)).toEqual([]);
  });

  test("that fails signs nobody in and records the failure under the passkey's account", async () => {
    const user = member("accede@example.com");
    storedPasskey(user.id, "cred-accesso");
    const { cookie } = await startPasskeySignIn();
    const result = await signInWithPasskey(
      withCookie(cookie),
      forgedAssertion("cred-accesso"),
      "192.0.2.20",
    );
    expect(result).toEqual({ outcome: "invalid" });
    const failed = activity("sign-in-failed").at(-1);
    expect(failed).toMatchObject({ userId: null, actor: "accede@example.com", subject: "passkey" });
    expect(
      db
        .select()
        .from(passkeys)
        .where(and(eq(passkeys.id, "cred-accesso"), eq(passkeys.counter, 0)))
        .get()?.lastUsedAt,
    ).toBeNull();

    await signInWithPasskey(withCookie(cookie), forgedAssertion("sconosciuta"), "192.0.2.20");
    expect(activity("sign-in-failed").at(-1)).toMatchObject({ userId: null, actor: "" });
  });

  test("for another account's passkey does not pass the second step", async () => {
    const user = member("secondo@example.com");
    storedPasskey(user.id, "cred-secondo");
    storedPasskey(member("terza@example.com").id, "cred-terza");
    const start = await startPasskeySecondFactor(user.id);
    const request = withCookie(start?.cookie ?? "");
    expect(await verifyPasskeyForUser(request, user.id, forgedAssertion("cred-terza"))).toEqual({
      outcome: "invalid",
      email: "",
    });
    expect(await verifyPasskeyForUser(request, "altro", forgedAssertion("cred-secondo"))).toEqual({
      outcome: "expired",
    });
  });

  test("is throttled per address like passwords", async () => {
    const { cookie } = await startPasskeySignIn();
    const ip = "192.0.2.30";
    for (let attempt = 0; attempt < rateLimits["login-ip"].limit; attempt += 1) {
      expect((await signInWithPasskey(withCookie(cookie), forgedAssertion("x"), ip)).outcome).toBe(
        "invalid",
      );
    }
    const throttled = await signInWithPasskey(withCookie(cookie), forgedAssertion("x"), ip);
    expect(throttled).toEqual({ outcome: "throttled", minutes: 15 });
  });

  test("of the second step names only its account's passkeys and starts no session when wrong", async () => {
    const user = member("passo@example.com");
    storedPasskey(user.id, "cred-passo");
    const hooks = { onVerified: vi.fn(), onFailed: vi.fn() };
    const post = (fields: Record<string, string>, cookie = "") =>
      handleSecondStepPasskey(
        withCookie(cookie, {}, `${site}/login/verifica`),
        formData(fields),
        user.id,
        hooks,
      );
    const start = await post({ intent: passkeyIntents.options });
    const body = (await start.json()) as { options: { allowCredentials: { id: string }[] } };
    expect(body.options.allowCredentials.map((credential) => credential.id)).toEqual([
      "cred-passo",
    ]);
    const wrong = await post(
      { intent: passkeyIntents.verify, response: forgedAssertion("cred-passo") },
      start.headers.get("Set-Cookie") ?? "",
    );
    expect(wrong.status).toBe(401);
    expect(hooks.onFailed).toHaveBeenCalledTimes(1);
    expect(hooks.onVerified).not.toHaveBeenCalled();
    const none = await handleSecondStepPasskey(
      new Request(site),
      formData({ intent: passkeyIntents.options }),
      member("nessuna@example.com").id,
      hooks,
    );
    expect(none.status).toBe(404);
  });
});

describe("a passkey's right answer", () => {
  const context = { clientIp: "192.0.2.40", cspNonce: "n", buildVersion: "test" } as never;
  const password = "la-password-della-passkey";

  /** A member with a passkey of their own that really signs, and a password. */
  async function memberWithPasskey(email: string) {
    const user = member(email);
    db.update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, user.id))
      .run();
    const passkey = softwarePasskey(user.id);
    db.insert(passkeys)
      .values({ id: passkey.id, userId: user.id, name: "Telefono", publicKey: passkey.publicKey })
      .run();
    return { user, passkey };
  }

  const sessionsOf = (userId: string) =>
    db
      .select({ method: sessions.signInMethod })
      .from(sessions)
      .where(eq(sessions.userId, userId))
      .all();

  const cookiePairs = (answer: Response) =>
    answer.headers
      .getSetCookie()
      .map((cookie) => cookie.split(";")[0])
      .filter((pair) => !pair?.endsWith("="))
      .join("; ");

  const post = (url: string, cookie: string, fields: Record<string, string>) =>
    new Request(`${site}${url}`, {
      method: "POST",
      headers: { Origin: site, Cookie: cookie },
      body: new URLSearchParams(fields),
    });

  /** The options of `url`'s ceremony: the challenge's cookie and the challenge itself. */
  async function ceremony(url: string, handler: typeof handlePasskeySignIn, cookie = "") {
    const answer = await handler(post(url, cookie, { intent: passkeyIntents.options }), context);
    const body = (await answer.json()) as { options: { challenge: string } };
    return { cookie: cookiePairs(answer), challenge: body.options.challenge };
  }

  test("signs in at /login/passkey once: the same answer posted again is refused", async () => {
    const { user, passkey } = await memberWithPasskey("una-volta@example.com");
    const { cookie, challenge } = await ceremony("/login/passkey", handlePasskeySignIn);
    const fields = {
      intent: passkeyIntents.verify,
      response: passkey.answer(challenge, site),
      redirectTo: "/admin",
    };
    const first = await handlePasskeySignIn(post("/login/passkey", cookie, fields), context);
    expect(await first.json()).toEqual({ state: "done", redirectTo: "/admin" });
    const replayed = await handlePasskeySignIn(post("/login/passkey", cookie, fields), context);
    expect(replayed.status).toBe(400);
    expect(await replayed.json()).toMatchObject({
      state: "failed",
      message: "La richiesta è scaduta: riprova.",
    });
    expect(sessionsOf(user.id)).toEqual([{ method: "passkey" }]);
  });

  test("posted twice at once at /login/passkey opens one session", async () => {
    const { user, passkey } = await memberWithPasskey("insieme@example.com");
    const { cookie, challenge } = await ceremony("/login/passkey", handlePasskeySignIn);
    const fields = { intent: passkeyIntents.verify, response: passkey.answer(challenge, site) };
    const answers = await Promise.all([
      handlePasskeySignIn(post("/login/passkey", cookie, fields), context),
      handlePasskeySignIn(post("/login/passkey", cookie, fields), context),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    expect(sessionsOf(user.id)).toEqual([{ method: "passkey" }]);
  });

  test("answers the second step once, posted again or twice at once", async () => {
    const { user, passkey } = await memberWithPasskey("secondo-passo@example.com");
    const signIn = await handleSignIn(
      post("/login", "", { email: user.email, password, redirectTo: "/admin" }),
      context,
    );
    expect((signIn as Response).headers.get("Location")).toBe("/login/verifica");
    const pending = cookiePairs(signIn as Response);
    const secondStep = (cookie: string, fields: Record<string, string>) =>
      handleSecondStepPasskeyPost(post("/login/verifica/passkey", cookie, fields), context);
    const options = await secondStep(pending, { intent: passkeyIntents.options });
    const { challenge } = ((await options.json()) as { options: { challenge: string } }).options;
    const cookie = `${pending}; ${cookiePairs(options)}`;
    const fields = { intent: passkeyIntents.verify, response: passkey.answer(challenge, site) };
    const answers = await Promise.all([secondStep(cookie, fields), secondStep(cookie, fields)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 400]);
    const replayed = await secondStep(cookie, fields);
    expect(replayed.status).toBe(400);
    expect(sessionsOf(user.id)).toEqual([{ method: "password+passkey" }]);
  });
});
