import { eq } from "drizzle-orm";
import { beforeAll, expect, test, vi } from "vitest";
import { emailOutbox, sessions, staffActivity, userRoles, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { verifyPassword } from "~/features/staff/password.server";
import { rateLimits } from "~/utils/rate-limit.server";
import { createSession } from "~/utils/session.server";
import { activityAbout } from "../../../tests/support/activity";
import {
  adminExists,
  changeOwnPassword,
  changeUserRole,
  createFirstAdmin,
  inviteUser,
  issueSetupLinkIfNoAdmin,
  listUsers,
  passwordLinkIsValid,
  removeUser,
  requestPasswordReset,
  setPasswordWithToken,
  setupIsOpen,
} from "~/features/staff/users.server";
import { logger } from "~/utils/logger.server";

beforeAll(() => {
  migrateDatabase();
});

const boss = { id: "", email: "prima@example.com" };
const tokenOf = (link: string) => new URL(link).searchParams.get("token") ?? "";
const idOf = (email: string) =>
  db.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id ?? "";
const lastMailTo = (recipient: string) =>
  db.select().from(emailOutbox).where(eq(emailOutbox.recipient, recipient)).all().at(-1);

test("with no admin the start logs one setup link; it creates the first admin once", async () => {
  const log = vi.spyOn(logger, "info").mockImplementation(() => undefined);
  const link = issueSetupLinkIfNoAdmin();
  expect(log).toHaveBeenCalledTimes(1);
  expect(log.mock.calls[0]?.[0]).toContain("http://localhost:3000/primo-amministratore?token=");
  log.mockRestore();
  const token = tokenOf(link ?? "");
  expect(setupIsOpen(token)).toBe(true);

  const account = { name: "Prima", email: "prima@example.com", password: "cavallo-batteria" };
  const created = await createFirstAdmin(token, account);
  expect(created.outcome).toBe("created");
  expect(adminExists()).toBe(true);
  expect(setupIsOpen(token)).toBe(false);
  expect(
    (await createFirstAdmin(token, { ...account, email: "seconda@example.com" })).outcome,
  ).toBe("closed");
  expect(issueSetupLinkIfNoAdmin()).toBeNull();
  boss.id = idOf("prima@example.com");
});

test("an invitation makes the account with its role and queues the e-mail with a 48-hour link", async () => {
  expect(await inviteUser(boss, { name: "Ivo", email: "ivo@example.com", role: "editor" })).toBe(
    "invited",
  );
  expect(await inviteUser(boss, { name: "Ivo", email: "ivo@example.com", role: "admin" })).toBe(
    "email-taken",
  );
  expect(activityAbout("ivo@example.com (Editor)")).toEqual([
    {
      action: "user-invited",
      userId: boss.id,
      actor: "prima@example.com",
      subject: "ivo@example.com (Editor)",
    },
  ]);
  const mail = lastMailTo("ivo@example.com");
  expect(mail?.template).toBe("user-invitation");
  const { setPasswordUrl } = mail?.payload as { setPasswordUrl: string };
  expect(setPasswordUrl).toMatch(/^http:\/\/localhost:3000\/reimposta-password\?token=/);
  expect(listUsers().find((user) => user.email === "ivo@example.com")).toMatchObject({
    role: "editor",
    lastSignInAt: null,
  });

  const token = tokenOf(setPasswordUrl);
  await createSession(idOf("ivo@example.com"));
  expect(await setPasswordWithToken(token, "la-mia-password-nuova")).toBe("set");
  expect(
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, idOf("ivo@example.com")))
      .all(),
  ).toEqual([]);
  const stored = db
    .select({ hash: users.passwordHash })
    .from(users)
    .where(eq(users.email, "ivo@example.com"))
    .get();
  expect(await verifyPassword("la-mia-password-nuova", stored?.hash ?? "")).toBe(true);
  expect(passwordLinkIsValid(token)).toBe(false);
  expect(await setPasswordWithToken(token, "un-altra-password-ancora")).toBe("invalid");
});

test("nobody changes their own role or removes themselves", () => {
  expect(changeUserRole(boss, boss.id, "editor")).toBe("self");
  expect(removeUser(boss, boss.id)).toBe("self");
});

test("the last admin cannot be demoted or removed; each change is in the activity log", async () => {
  await inviteUser(boss, { name: "Seconda", email: "seconda@example.com", role: "admin" });
  const first = boss;
  const second = { id: idOf("seconda@example.com"), email: "seconda@example.com" };
  expect(changeUserRole(second, first.id, "editor")).toBe("done");
  // `second` is the only admin left: whoever asks, it stays one.
  expect(changeUserRole(first, second.id, "editor")).toBe("last-admin");
  expect(removeUser(first, second.id)).toBe("last-admin");
  expect(changeUserRole(second, first.id, "admin")).toBe("done");
  expect(removeUser(first, second.id)).toBe("done");
  expect(removeUser(first, second.id)).toBe("not-found");
  expect(db.select().from(userRoles).where(eq(userRoles.role, "admin")).all()).toHaveLength(1);
  expect(activityAbout("prima@example.com (Editor)")).toEqual([
    {
      action: "role-changed",
      userId: null,
      actor: "seconda@example.com",
      subject: "prima@example.com (Editor)",
    },
  ]);
  expect(activityAbout("prima@example.com (Amministratore)")).toMatchObject([
    { action: "role-changed", actor: "seconda@example.com" },
  ]);
  // The removed account's rows keep its e-mail; the link to the account is cleared.
  expect(activityAbout("seconda@example.com")).toEqual([
    {
      action: "user-removed",
      userId: first.id,
      actor: "prima@example.com",
      subject: "seconda@example.com",
    },
  ]);
});

test("a reset is queued only for a known address, and the answer is the same for both", () => {
  const now = new Date("2026-03-01T09:00:00Z");
  const known = requestPasswordReset("ivo@example.com", "192.0.2.10", now);
  const unknown = requestPasswordReset("nessuno@example.com", "192.0.2.10", now);
  expect(known).toEqual(unknown);
  expect(lastMailTo("ivo@example.com")?.template).toBe("password-reset");
  expect(lastMailTo("nessuno@example.com")).toBeUndefined();
});

test("reset requests are limited per IP", () => {
  const now = new Date("2026-03-02T09:00:00Z");
  for (let i = 0; i < rateLimits["password-reset"].limit; i++) {
    expect(requestPasswordReset("nessuno@example.com", "192.0.2.20", now).outcome).toBe("accepted");
  }
  expect(requestPasswordReset("ivo@example.com", "192.0.2.20", now).outcome).toBe("throttled");
  expect(requestPasswordReset("ivo@example.com", "192.0.2.21", now).outcome).toBe("accepted");
});

test("changing one's own password needs the current one and ends the other sessions only", async () => {
  const id = idOf("ivo@example.com");
  await createSession(id);
  await createSession(id, new Date(Date.now() + 1000));
  const keptId =
    db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, id))
      .orderBy(sessions.createdAt)
      .all()
      .at(-1)?.id ?? "";
  const user = { id, email: "ivo@example.com", sessionId: keptId };
  expect(
    (await changeOwnPassword(user, "sbagliata-sbagliata", "nuova-password-lunga")).outcome,
  ).toBe("wrong-current");
  expect(
    (await changeOwnPassword(user, "la-mia-password-nuova", "nuova-password-lunga")).outcome,
  ).toBe("changed");
  expect(
    db.select({ id: sessions.id }).from(sessions).where(eq(sessions.userId, id)).all(),
  ).toEqual([{ id: keptId }]);
  expect(
    db
      .select({ action: staffActivity.action, actor: staffActivity.actor })
      .from(staffActivity)
      .where(eq(staffActivity.userId, id))
      .all(),
  ).toEqual([{ action: "password-changed", actor: "ivo@example.com" }]);
});
