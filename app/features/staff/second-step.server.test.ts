import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, test } from "vitest";
import { sessions, userRoles, users } from "../../../db/schema";
import { handleSignIn, startSignedInSession } from "~/features/staff/sign-in.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { hashPassword, passwordVersionOf } from "./password.server";
import { pendingSignInCookie, pendingSignInTtlMs } from "./pending-sign-in.server";
import { issueRecoveryCodes, spendRecoveryCode } from "./recovery-codes.server";
import { handleSecondStep, requirePendingSignIn } from "./second-step.server";
import { newTotpKey } from "./totp.server";
import { sealTotpKey } from "./totp-key.server";
import { changeOwnPassword } from "./users.server";

const key = newTotpKey();
let userId = "";
let codes: string[] = [];

beforeAll(() => {
  migrateDatabase();
  userId = db
    .insert(users)
    .values({
      email: "passo@example.com",
      passwordHash: "x",
      totpSecret: sealTotpKey(key),
      totpEnabledAt: new Date(),
    })
    .returning()
    .get().id;
  db.insert(userRoles).values({ userId, role: "editor" }).run();
  codes = issueRecoveryCodes(db, userId);
});

/** The cookies an answer sets, as the browser sends them back. */
const cookiePairs = (answer: Response) =>
  answer.headers
    .getSetCookie()
    .map((cookie) => cookie.split(";")[0])
    .join("; ");

const context = { cspNonce: "n", clientIp: "192.0.2.30", buildVersion: "test" } as never;

const formPost = (url: string, cookie: string, fields: Record<string, string>) =>
  new Request(`http://localhost:3000${url}`, {
    method: "POST",
    headers: {
      Origin: "http://localhost:3000",
      Cookie: cookie,
      "Content-Type": "application/x-www-form-urlencoded",
    },
    body: new URLSearchParams(fields),
  });

/** The sign-in form's post; a right password answers the pending sign-in's cookie. */
const passwordStep = async (email: string, password: string, ip = "192.0.2.30", cookie = "") =>
  (await handleSignIn(formPost("/login", cookie, { email, password, redirectTo: "/admin" }), {
    ...(context as object),
    clientIp: ip,
  } as never)) as Response;

/** The second step's code form, posted with `cookie`. */
const codeStep = (cookie: string, code: string) =>
  handleSecondStep(formPost("/login/verifica", cookie, { code }), context) as Promise<Response>;

async function post(code: string, issuedAt = new Date()) {
  const pending = { userId, redirectTo: "/admin/media", passwordVersion: passwordVersionOf("x") };
  return codeStep((await pendingSignInCookie(pending, issuedAt)).split(";")[0] ?? "", code);
}

const sessionsOf = () =>
  db
    .select({ method: sessions.signInMethod })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .all();

describe("the second step", () => {
  test("without a pending sign-in, or an expired one, leads back to /login with a message", async () => {
    const opened = await requirePendingSignIn(
      new Request("http://localhost:3000/login/verifica"),
    ).catch((thrown: unknown) => thrown);
    expect((opened as Response).headers.get("Location")).toBe("/login");
    expect((opened as Response).headers.getSetCookie().join()).toMatch(/messaggio=/);
    const late = (await post(
      generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) }),
      new Date(Date.now() - pendingSignInTtlMs - 1000),
    )) as Response;
    expect(late.status).toBe(303);
    expect(late.headers.get("Location")).toBe("/login");
    expect(sessionsOf()).toEqual([]);
  });

  test("a wrong code answers 401 and starts nothing; the right one starts the session and goes back", async () => {
    const wrong = (await post("000000")) as unknown as { init: { status: number } };
    expect(wrong.init.status).toBe(401);
    expect(sessionsOf()).toEqual([]);
    const right = (await post(
      generateSync({ secret: key, epoch: Math.floor(Date.now() / 1000) }),
    )) as Response;
    expect(right.status).toBe(303);
    expect(right.headers.get("Location")).toBe("/admin/media");
    const cookies = right.headers.getSetCookie().join("\n");
    expect(cookies).toMatch(/sessione=/);
    expect(cookies).toMatch(/accesso-in-corso=;/);
    expect(sessionsOf()).toEqual([{ method: "password+totp" }]);
  });

  test("a recovery code signs in and, with 3 or fewer left, says so", async () => {
    for (const code of codes.slice(0, 6)) spendRecoveryCode(db, userId, code);
    const signedIn = (await post(codes[6] ?? "")) as Response;
    expect(signedIn.status).toBe(303);
    expect(signedIn.headers.getSetCookie().join()).toMatch(/messaggio=/);
    expect(sessionsOf()).toContainEqual({ method: "password+recovery" });
  });
});

/** An editor with a password and the app turned on: their id and recovery codes. */
async function memberWithApp(email: string, password: string) {
  const id = db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(password),
      totpSecret: sealTotpKey(key),
      totpEnabledAt: new Date(),
    })
    .returning()
    .get().id;
  db.insert(userRoles).values({ userId: id, role: "editor" }).run();
  return { id, recovery: issueRecoveryCodes(db, id) };
}

describe("a pending sign-in", () => {
  const password = "la-password-del-passo";
  const member = { id: "", email: "in-corso@example.com" };
  let recovery: string[] = [];

  beforeAll(async () => {
    ({ id: member.id, recovery } = await memberWithApp(member.email, password));
  });

  const rightPassword = async () => cookiePairs(await passwordStep(member.email, password));

  const memberSessions = () =>
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, member.id)).all();

  test("started before the password changed, starts no session with a right code", async () => {
    const pending = await rightPassword();
    await changeOwnPassword({ ...member, sessionId: "" }, password, "una-password-tutta-nuova");
    try {
      const answer = await codeStep(pending, recovery[0] ?? "");
      expect(answer.status).toBe(303);
      expect(answer.headers.get("Location")).toBe("/login");
      expect(answer.headers.getSetCookie().join()).toMatch(/accesso-in-corso=;/);
      expect(memberSessions()).toEqual([]);
      // Nothing was spent on it: the recovery code still works.
      expect(spendRecoveryCode(db, member.id, recovery[0] ?? "")).toBe(true);
    } finally {
      db.update(users)
        .set({ passwordHash: await hashPassword(password) })
        .where(eq(users.id, member.id))
        .run();
    }
  });

  test("that ended in a session opens no second one with a later code", async () => {
    const before = memberSessions().length;
    const pending = await rightPassword();
    const first = await codeStep(pending, recovery[1] ?? "");
    expect(first.headers.get("Location")).toBe("/admin");
    const again = await codeStep(pending, recovery[2] ?? "");
    expect(again.status).toBe(303);
    expect(again.headers.get("Location")).toBe("/login");
    expect(memberSessions()).toHaveLength(before + 1);
    // Refused before the code was looked at: it is still unused.
    expect(spendRecoveryCode(db, member.id, recovery[2] ?? "")).toBe(true);
  });

  test("posted twice at once with two right codes opens one session", async () => {
    const before = memberSessions().length;
    const pending = await rightPassword();
    const answers = await Promise.all([
      codeStep(pending, recovery[3] ?? ""),
      codeStep(pending, recovery[4] ?? ""),
    ]);
    expect(answers.map((answer) => answer.headers.get("Location")).sort()).toEqual([
      "/admin",
      "/login",
    ]);
    expect(memberSessions()).toHaveLength(before + 1);
  });
});

test("failures on the account from elsewhere leave the second step open to a browser the account used", async () => {
  const password = "la-password-di-casa";
  const email = "passo-di-casa@example.com";
  const { id, recovery: codes } = await memberWithApp(email, password);
  const [recovery = ""] = codes;
  const first = await startSignedInSession(
    new Request("http://localhost:3000/login/verifica", { method: "POST" }),
    "192.0.2.50",
    id,
    "password+totp",
  );
  const known = first.get("Set-Cookie")?.match(/dispositivo=[^;]+/)?.[0] ?? "";
  expect(known).not.toBe("");

  const pending = cookiePairs(await passwordStep(email, password, "192.0.2.51", known));
  for (let i = 0; i < 5; i += 1) await passwordStep(email, `indovina-${i}`, `203.0.113.${140 + i}`);
  const answer = await codeStep(`${known}; ${pending}`, recovery);
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/admin");
});
