import { and, eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, test } from "vitest";
import { passkeys, staffActivity, userRoles, users } from "../../../db/schema";
import { requireUserWithRole } from "~/utils/auth.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { createSession } from "~/utils/session.server";
import {
  confirmAuthenticatorApp,
  disableAuthenticatorApp,
  renewRecoveryCodes,
} from "./authenticator-app.server";
import { hashPassword } from "./password.server";
import { recoveryCodesLeft } from "./recovery-codes.server";
import { checkSecondFactorCode } from "./second-factor.server";
import { newTotpKey } from "./totp.server";
import { sealTotpKey } from "./totp-key.server";
import { setTwoStepPolicy } from "./two-step-policy.server";
import { mustSetUpSecondFactor, policyCovers } from "~/utils/second-factor-gate.server";
import type { TwoStepPolicy } from "~/utils/two-step-policy";

const password = "una-password-abbastanza-lunga";
let serial = 0;
let passwordHash = "";

/** A member with the app on (its key returned), or without it. */
async function member(role: "admin" | "editor", withApp: boolean) {
  serial += 1;
  const key = newTotpKey();
  const user = db
    .insert(users)
    .values({
      email: `membro-${serial}@example.com`,
      passwordHash,
      totpSecret: withApp ? sealTotpKey(key) : null,
      totpEnabledAt: withApp ? new Date() : null,
    })
    .returning()
    .get();
  db.insert(userRoles).values({ userId: user.id, role }).run();
  return { id: user.id, email: user.email, roles: [role], key };
}

const seconds = (date: Date) => Math.floor(date.getTime() / 1000);
const codeFor = (key: string, at: Date) => generateSync({ secret: key, epoch: seconds(at) });
const activity = (userId: string, action: string) =>
  db
    .select()
    .from(staffActivity)
    .where(and(eq(staffActivity.userId, userId), eq(staffActivity.action, action)))
    .all();

beforeAll(async () => {
  migrateDatabase();
  passwordHash = await hashPassword(password);
});

/** Turns the app on through its page's function; returns the member and the codes shown. */
async function withRecoveryCodes(at: Date) {
  const person = await member("editor", false);
  const key = newTotpKey();
  db.update(users)
    .set({ totpSecret: sealTotpKey(key) })
    .where(eq(users.id, person.id))
    .run();
  const enabled = confirmAuthenticatorApp(person, codeFor(key, at), "192.0.2.10", at);
  if (enabled.outcome !== "done") throw new Error("non attivata");
  return { ...person, key, codes: enabled.codes };
}

describe("turning the app on", () => {
  test("a wrong first code leaves it off; the right one turns it on with ten codes", async () => {
    const at = new Date("2026-05-01T10:00:00Z");
    const person = await member("editor", false);
    const key = newTotpKey();
    db.update(users)
      .set({ totpSecret: sealTotpKey(key) })
      .where(eq(users.id, person.id))
      .run();
    expect(confirmAuthenticatorApp(person, "000000", null, at)).toEqual({ outcome: "wrong" });
    const enabled = confirmAuthenticatorApp(person, codeFor(key, at), null, at);
    expect(enabled).toMatchObject({ outcome: "done" });
    const codes = enabled.outcome === "done" ? enabled.codes : [];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    expect(recoveryCodesLeft(db, person.id)).toBe(10);
    expect(db.select().from(users).where(eq(users.id, person.id)).get()?.totpEnabledAt).toEqual(at);
    expect(activity(person.id, "totp-enabled")).toHaveLength(1);
  });
});

describe("recovery codes", () => {
  test("one works once, in either case and with spaces; the count goes down", async () => {
    const at = new Date("2026-05-02T10:00:00Z");
    const person = await withRecoveryCodes(at);
    const [first = ""] = person.codes;
    const check = (code: string) =>
      checkSecondFactorCode(
        { userId: person.id, ip: "192.0.2.11", code, allowRecovery: true, signingIn: true },
        at,
      );
    expect(check(` ${first.toUpperCase()} `)).toEqual({
      outcome: "accepted",
      method: "recovery",
      recoveryCodesLeft: 9,
      then: null,
    });
    expect(check(first)).toEqual({ outcome: "wrong" });
    expect(activity(person.id, "recovery-code-used")).toHaveLength(1);
    expect(activity(person.id, "sign-in-failed")).toHaveLength(1);
  });

  test("new codes replace the old ones, for a code from the app only", async () => {
    const at = new Date("2026-05-03T10:00:00Z");
    const person = await withRecoveryCodes(at);
    const later = new Date(at.getTime() + 60_000);
    expect(renewRecoveryCodes(person, person.codes[0] ?? "", null, later)).toEqual({
      outcome: "wrong",
    });
    const renewed = renewRecoveryCodes(person, codeFor(person.key, later), null, later);
    expect(renewed).toMatchObject({ outcome: "done" });
    const check = (code: string) =>
      checkSecondFactorCode(
        { userId: person.id, ip: null, code, allowRecovery: true, signingIn: false },
        later,
      ).outcome;
    expect(check(person.codes[1] ?? "")).toBe("wrong");
    expect(check(renewed.outcome === "done" ? (renewed.codes[0] ?? "") : "")).toBe("accepted");
    expect(activity(person.id, "recovery-codes-renewed")).toHaveLength(1);
  });
});

describe("throttling, as for passwords", () => {
  test("five wrong codes on one account stop the right one for 15 minutes", async () => {
    const person = await member("editor", true);
    const start = new Date("2026-05-04T09:00:00Z");
    for (let i = 0; i < 5; i += 1) {
      expect(
        checkSecondFactorCode(
          {
            userId: person.id,
            ip: `198.51.100.${i}`,
            code: "123456",
            allowRecovery: true,
            signingIn: true,
          },
          start,
        ).outcome,
      ).toBe("wrong");
    }
    const later = new Date(start.getTime() + 60_000);
    expect(
      checkSecondFactorCode(
        {
          userId: person.id,
          ip: "198.51.100.99",
          code: codeFor(person.key, later),
          allowRecovery: true,
          signingIn: true,
        },
        later,
      ),
    ).toEqual({ outcome: "throttled", minutes: 14 });
  });

  test("ten wrong codes from one address stop that address on any account", async () => {
    const start = new Date("2026-05-05T09:00:00Z");
    const people = await Promise.all(Array.from({ length: 3 }, () => member("editor", true)));
    for (let i = 0; i < 10; i += 1) {
      const person = people[i % 3]!;
      checkSecondFactorCode(
        {
          userId: person.id,
          ip: "203.0.113.50",
          code: "000000",
          allowRecovery: true,
          signingIn: true,
        },
        start,
      );
    }
    const fresh = await member("editor", true);
    const code = codeFor(fresh.key, start);
    const attempt = (ip: string) =>
      checkSecondFactorCode(
        { userId: fresh.id, ip, code, allowRecovery: true, signingIn: true },
        start,
      ).outcome;
    expect(attempt("203.0.113.50")).toBe("throttled");
    expect(attempt("203.0.113.51")).toBe("accepted");
  });

  test("a right code takes its attempt back: four wrong and a right one leave room", async () => {
    const person = await member("editor", true);
    const start = new Date("2026-05-06T09:00:00Z");
    const check = (code: string, at: Date) =>
      checkSecondFactorCode(
        { userId: person.id, ip: null, code, allowRecovery: true, signingIn: true },
        at,
      ).outcome;
    for (let i = 0; i < 4; i += 1) check("999999", start);
    expect(check(codeFor(person.key, start), start)).toBe("accepted");
    const next = new Date(start.getTime() + 30_000);
    expect(check(codeFor(person.key, next), next)).toBe("accepted");
  });
});

describe("turning the app off", () => {
  test("needs the password and a code; the key and the codes go", async () => {
    const at = new Date("2026-05-07T10:00:00Z");
    const person = await withRecoveryCodes(at);
    expect(
      await disableAuthenticatorApp(person, "sbagliata-sbagliata", person.codes[0] ?? "", null, at),
    ).toEqual({
      outcome: "wrong-password",
    });
    expect(await disableAuthenticatorApp(person, password, "111111", null, at)).toEqual({
      outcome: "wrong-code",
    });
    expect(
      await disableAuthenticatorApp(person, password, person.codes[0] ?? "", null, at),
    ).toEqual({
      outcome: "done",
    });
    const row = db.select().from(users).where(eq(users.id, person.id)).get();
    expect(row).toMatchObject({ totpSecret: null, totpEnabledAt: null, totpLastStep: null });
    expect(recoveryCodesLeft(db, person.id)).toBe(0);
    expect(activity(person.id, "totp-disabled")).toHaveLength(1);
  });
});

describe("the two-step policy", () => {
  test.each<[TwoStepPolicy, boolean, boolean]>([
    ["none", false, false],
    ["admins", true, false],
    ["everyone", true, true],
  ])("'%s' covers an admin: %s, an editor: %s", (policy, admin, editor) => {
    expect(policyCovers(policy, ["admin"])).toBe(admin);
    expect(policyCovers(policy, ["editor"])).toBe(editor);
    expect(policyCovers(policy, ["admin", "editor"])).toBe(admin);
  });

  test("holds a covered member without a second factor at its setup, on every staff page", async () => {
    const changer = await member("admin", true);
    const bare = await member("editor", false);
    const withApp = await member("editor", true);
    const withPasskey = await member("editor", false);
    db.insert(passkeys)
      .values({
        id: "cred-1",
        userId: withPasskey.id,
        name: "Telefono",
        publicKey: Buffer.from([1]),
      })
      .run();
    expect(setTwoStepPolicy(changer, "everyone")).toBe("changed");
    expect(setTwoStepPolicy(changer, "everyone")).toBe("unchanged");
    expect(activity(changer.id, "settings-changed")).toHaveLength(1);
    expect(mustSetUpSecondFactor(bare)).toBe(true);
    expect(mustSetUpSecondFactor(withApp)).toBe(false);
    expect(mustSetUpSecondFactor(withPasskey)).toBe(false);

    const cookie = (await createSession(bare.id)).split(";")[0] ?? "";
    const request = new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } });
    const held = await requireUserWithRole(request, "editor").catch((thrown: unknown) => thrown);
    expect(held).toBeInstanceOf(Response);
    expect((held as Response).headers.get("Location")).toBe("/admin/account/app-di-autenticazione");
    await expect(
      requireUserWithRole(request, "editor", { allowWithoutSecondFactor: true }),
    ).resolves.toMatchObject({ user: { id: bare.id } });
    expect(await disableAuthenticatorApp(withApp, password, "123456", null)).toEqual({
      outcome: "required",
    });
    setTwoStepPolicy(changer, "none");
    expect(mustSetUpSecondFactor(bare)).toBe(false);
  });
});
