import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, test } from "vitest";
import { sessions, userRoles, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { pendingSignInCookie, pendingSignInTtlMs } from "./pending-sign-in.server";
import { issueRecoveryCodes, spendRecoveryCode } from "./recovery-codes.server";
import { handleSecondStep, requirePendingSignIn } from "./second-step.server";
import { newTotpKey } from "./totp.server";
import { sealTotpKey } from "./totp-key.server";

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

const context = { cspNonce: "n", clientIp: "192.0.2.30", buildVersion: "test" } as never;

async function post(code: string, issuedAt = new Date()) {
  const cookie =
    (await pendingSignInCookie({ userId, redirectTo: "/admin/media" }, issuedAt)).split(";")[0] ??
    "";
  return handleSecondStep(
    new Request("http://localhost:3000/login/verifica", {
      method: "POST",
      headers: { Cookie: cookie, "Content-Type": "application/x-www-form-urlencoded" },
      body: new URLSearchParams({ code }),
    }),
    context,
  );
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
