import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { sessions, staffActivity, userRoles, users } from "../../../db/schema";
import { requireUserWithRole } from "~/utils/auth.server";
import { handleSignIn, signIn, startSignedInSession } from "~/features/staff/sign-in.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { hashPassword, passwordVersionOf } from "~/features/staff/password.server";
import {
  createSession,
  destroySession,
  endOtherSessions,
  readSession,
  SESSION_TTL_MS,
} from "~/utils/session.server";

const password = "una-password-abbastanza-lunga";

async function account(email: string, role: "admin" | "editor") {
  const user = db
    .insert(users)
    .values({ email, passwordHash: await hashPassword(password), name: email })
    .returning()
    .get();
  db.insert(userRoles).values({ userId: user.id, role }).run();
  return user.id;
}

function form(email: string, typed: string) {
  const data = new FormData();
  data.set("email", email);
  data.set("password", typed);
  return data;
}

const requestWith = (cookie: string, init: RequestInit & { url?: string } = {}) =>
  new Request(init.url ?? "http://localhost:3000/admin", {
    ...init,
    headers: { Cookie: cookie.split(";")[0] ?? "", ...init.headers },
  });

let adminId = "";
let editorId = "";
beforeAll(async () => {
  migrateDatabase();
  adminId = await account("capo@example.com", "admin");
  editorId = await account("redattrice@example.com", "editor");
});

describe("signing in", () => {
  test("the right password signs in, whatever the case of the e-mail, and the session records the time", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    expect(await signIn(form("Capo@Example.com", password), "198.51.100.1", now)).toEqual({
      outcome: "signed-in",
      userId: adminId,
    });
    const request = new Request("http://localhost/login", { method: "POST" });
    await startSignedInSession(request, "198.51.100.1", adminId, "password", now);
    expect(db.select().from(users).where(eq(users.id, adminId)).get()?.lastSignInAt).toEqual(now);
  });

  test("a wrong password and an unknown e-mail get the same answer", async () => {
    expect(await signIn(form("capo@example.com", "sbagliata"), "198.51.100.2")).toEqual({
      outcome: "invalid",
    });
    expect(await signIn(form("nessuno@example.com", password), "198.51.100.3")).toEqual({
      outcome: "invalid",
    });
  });

  test("five failures on one account stop the sixth attempt for 15 minutes, the right password too", async () => {
    const start = new Date("2026-03-02T09:00:00Z");
    for (let i = 0; i < 5; i += 1) {
      const at = new Date(start.getTime() + i * 1000);
      expect(
        await signIn(form("redattrice@example.com", `no-${i}`), `198.51.100.${20 + i}`, at),
      ).toEqual({ outcome: "invalid" });
    }
    const later = new Date(start.getTime() + 60_000);
    expect(await signIn(form("redattrice@example.com", password), "198.51.100.40", later)).toEqual({
      outcome: "throttled",
      minutes: 14,
    });
    const afterWindow = new Date(start.getTime() + 15 * 60_000 + 1);
    expect(
      await signIn(form("redattrice@example.com", password), "198.51.100.40", afterWindow),
    ).toMatchObject({ outcome: "signed-in" });
  });

  test("ten failures from one address stop that address, whatever account it tries", async () => {
    const start = new Date("2026-03-03T09:00:00Z");
    for (let i = 0; i < 10; i += 1) {
      expect(await signIn(form(`persona-${i}@example.com`, "x"), "203.0.113.77", start)).toEqual({
        outcome: "invalid",
      });
    }
    expect(await signIn(form("capo@example.com", password), "203.0.113.77", start)).toEqual({
      outcome: "throttled",
      minutes: 15,
    });
    expect(await signIn(form("capo@example.com", password), "203.0.113.78", start)).toMatchObject({
      outcome: "signed-in",
    });
  });
});

test("twenty attempts sent at once from one address: ten are checked, the rest refused unchecked", async () => {
  const at = new Date("2026-03-04T09:00:00Z");
  const results = await Promise.all(
    Array.from({ length: 20 }, (_, i) =>
      signIn(form(`insieme-${i}@example.com`, "x"), "203.0.113.99", at),
    ),
  );
  expect(results.filter((result) => result.outcome === "invalid")).toHaveLength(10);
  expect(results.filter((result) => result.outcome === "throttled")).toHaveLength(10);
});

test("a member with the app gets the second step instead of a session; a wrong password is logged", async () => {
  const id = await account("con-app@example.com", "editor");
  db.update(users)
    .set({ totpSecret: "v1:sigillata", totpEnabledAt: new Date() })
    .where(eq(users.id, id))
    .run();
  const at = new Date("2026-03-05T09:00:00Z");
  const stored = db.select().from(users).where(eq(users.id, id)).get();
  expect(await signIn(form("con-app@example.com", password), "198.51.100.60", at)).toEqual({
    outcome: "second-step",
    userId: id,
    passwordVersion: passwordVersionOf(stored?.passwordHash ?? ""),
  });
  expect(db.select().from(users).where(eq(users.id, id)).get()?.lastSignInAt).toBeNull();
  await signIn(form("con-app@example.com", "sbagliata"), "198.51.100.61", at);
  await signIn(form("sconosciuta@example.com", "sbagliata"), "198.51.100.62", at);
  expect(
    db
      .select({ userId: staffActivity.userId, actor: staffActivity.actor })
      .from(staffActivity)
      .where(eq(staffActivity.action, "sign-in-failed"))
      .all(),
  ).toEqual(
    expect.arrayContaining([
      { userId: id, actor: "con-app@example.com" },
      { userId: null, actor: "sconosciuta@example.com" },
    ]),
  );
});

describe("sessions", () => {
  test("a session cookie names a row; the user comes with their roles, until it expires", async () => {
    const now = new Date();
    const cookie = await createSession(editorId, now);
    const found = await readSession(requestWith(cookie), now);
    expect(found?.user).toMatchObject({
      id: editorId,
      email: "redattrice@example.com",
      roles: ["editor"],
    });
    expect(
      await readSession(requestWith(cookie), new Date(now.getTime() + SESSION_TTL_MS + 1)),
    ).toBeNull();
  });

  test("a session used after a day is extended for 30 days from then, and its cookie sent again", async () => {
    const start = new Date();
    const cookie = await createSession(editorId, start);
    const nextDay = new Date(start.getTime() + 36 * 60 * 60 * 1000);
    const renewed = await readSession(requestWith(cookie), nextDay);
    expect(renewed?.renewedCookie).toContain("sessione=");
    const row = db
      .select()
      .from(sessions)
      .where(eq(sessions.id, renewed?.user.sessionId ?? ""))
      .get();
    expect(row?.expiresAt.getTime()).toBe(nextDay.getTime() + SESSION_TTL_MS);
  });

  test("a forged or unsigned cookie is nobody", async () => {
    expect(await readSession(requestWith("sessione=qualcosa"))).toBeNull();
  });

  test("signing out deletes the row; a password change ends the other sessions only", async () => {
    const here = await createSession(adminId);
    const elsewhere = await createSession(adminId);
    expect(await destroySession(requestWith(elsewhere))).toContain("Max-Age=0");
    expect(await readSession(requestWith(elsewhere))).toBeNull();
    const third = await createSession(adminId);
    const current = await readSession(requestWith(here));
    endOtherSessions(adminId, current?.user.sessionId ?? null);
    expect(await readSession(requestWith(third))).toBeNull();
    expect(await readSession(requestWith(here))).not.toBeNull();
  });
});

describe("requireUserWithRole", () => {
  test("signed out: 303 to the sign-in, coming back to the same address", async () => {
    const thrown = await requireUserWithRole(
      new Request("http://localhost:3000/admin/utenti?pagina=2"),
      "editor",
    ).catch((e: unknown) => e);
    expect(thrown).toBeInstanceOf(Response);
    expect((thrown as Response).status).toBe(303);
    expect((thrown as Response).headers.get("Location")).toBe(
      "/login?redirectTo=%2Fadmin%2Futenti%3Fpagina%3D2",
    );
  });

  test("an editor asking for an admin's view: 403; an admin may do what an editor may", async () => {
    const editor = requestWith(await createSession(editorId));
    const refused = await requireUserWithRole(editor, "admin").catch((e: unknown) => e);
    expect(refused).toMatchObject({ init: { status: 403 } });
    const admin = requestWith(await createSession(adminId));
    expect((await requireUserWithRole(admin, "editor")).user.id).toBe(adminId);
  });

  test("a post from another origin is refused with 403 even with a valid session", async () => {
    const cookie = await createSession(adminId);
    const crossSite = requestWith(cookie, {
      method: "POST",
      headers: { Origin: "https://evil.example" },
    });
    expect(await requireUserWithRole(crossSite, "editor").catch((e: unknown) => e)).toMatchObject({
      init: { status: 403 },
    });
    const ownSite = requestWith(cookie, {
      method: "POST",
      headers: { Origin: "http://localhost:3000" },
    });
    expect((await requireUserWithRole(ownSite, "editor")).user.id).toBe(adminId);
  });
});

describe("the per-account limit and a browser the account knows", () => {
  const statusOf = (answer: unknown) =>
    answer instanceof Response
      ? answer.status
      : (answer as { init: { status: number } }).init.status;

  const postSignIn = (typed: string, ip: string, cookie = "") =>
    handleSignIn(
      new Request("http://localhost:3000/login", {
        method: "POST",
        headers: {
          Origin: "http://localhost:3000",
          Cookie: cookie,
          "Content-Type": "application/x-www-form-urlencoded",
        },
        body: new URLSearchParams({ email: "di-casa@example.com", password: typed }),
      }),
      { clientIp: ip, cspNonce: "n", buildVersion: "test" } as never,
    );

  test("failures from elsewhere leave the right password through from a browser it used; its own failures still count", async () => {
    await account("di-casa@example.com", "editor");
    const first = await postSignIn(password, "198.51.100.70");
    expect(statusOf(first)).toBe(303);
    const known =
      (
        (first as Response).headers
          .getSetCookie()
          .find((cookie) => cookie.startsWith("dispositivo=")) ?? ""
      ).split(";")[0] ?? "";
    expect(known).toMatch(/^dispositivo=./);

    for (let i = 0; i < 5; i += 1)
      expect(statusOf(await postSignIn(`indovina-${i}`, `203.0.113.${120 + i}`))).toBe(401);
    expect(statusOf(await postSignIn(password, "198.51.100.71"))).toBe(429);
    const unknownBrowser = "dispositivo=" + "x".repeat(43);
    expect(statusOf(await postSignIn(password, "198.51.100.71", unknownBrowser))).toBe(429);
    const atHome = await postSignIn(password, "198.51.100.72", known);
    expect(statusOf(atHome)).toBe(303);
    expect((atHome as Response).headers.get("Location")).toBe("/admin");

    for (let i = 0; i < 5; i += 1)
      expect(statusOf(await postSignIn(`sbagliata-${i}`, "198.51.100.73", known))).toBe(401);
    expect(statusOf(await postSignIn(password, "198.51.100.74", known))).toBe(429);
  });
});
