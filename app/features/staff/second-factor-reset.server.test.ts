import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import {
  emailOutbox,
  passkeys,
  recoveryCodes,
  sessions,
  staffActivity,
  userRoles,
  users,
} from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { createSession } from "~/utils/session.server";
import { issueRecoveryCodes } from "./recovery-codes.server";
import { resetSecondFactor } from "./second-factor-reset.server";
import { newTotpKey } from "./totp.server";
import { sealTotpKey } from "./totp-key.server";

beforeAll(() => migrateDatabase());

function memberWithEverything(email: string) {
  const user = db
    .insert(users)
    .values({
      email,
      passwordHash: "x",
      totpSecret: sealTotpKey(newTotpKey()),
      totpEnabledAt: new Date(),
      totpLastStep: 1,
    })
    .returning()
    .get();
  db.insert(userRoles).values({ userId: user.id, role: "editor" }).run();
  issueRecoveryCodes(db, user.id);
  db.insert(passkeys)
    .values({
      id: `cred-${email}`,
      userId: user.id,
      name: "Portatile",
      publicKey: Buffer.from([1]),
    })
    .run();
  return user.id;
}

test("a reset removes the key, the codes, the passkeys and the sessions, and tells the member", async () => {
  const admin = { id: memberWithEverything("capo@example.com"), email: "capo@example.com" };
  const id = memberWithEverything("persa@example.com");
  await createSession(id);
  await createSession(id);

  expect(resetSecondFactor(admin, id)).toBe("done");
  expect(db.select().from(users).where(eq(users.id, id)).get()).toMatchObject({
    totpSecret: null,
    totpEnabledAt: null,
    totpLastStep: null,
  });
  for (const table of [recoveryCodes, passkeys, sessions])
    expect(db.select().from(table).where(eq(table.userId, id)).all()).toEqual([]);
  expect(
    db.select().from(emailOutbox).where(eq(emailOutbox.recipient, "persa@example.com")).all(),
  ).toEqual([
    expect.objectContaining({
      template: "second-factor-reset",
      subject: expect.stringContaining("Verifica in due passaggi azzerata"),
      payload: { signInUrl: expect.stringMatching(/\/login$/) },
    }),
  ]);
  expect(
    db.select().from(staffActivity).where(eq(staffActivity.action, "second-factor-reset")).all(),
  ).toEqual([
    expect.objectContaining({ userId: admin.id, actor: admin.email, subject: "persa@example.com" }),
  ]);
  // The administrator's own factors are untouched.
  expect(db.select().from(passkeys).where(eq(passkeys.userId, admin.id)).all()).toHaveLength(1);
});

test("nobody resets their own, and an unknown member is said so", () => {
  const id = memberWithEverything("sola@example.com");
  expect(resetSecondFactor({ id, email: "sola@example.com" }, id)).toBe("self");
  expect(db.select().from(passkeys).where(eq(passkeys.userId, id)).all()).toHaveLength(1);
  expect(resetSecondFactor(null, "nessuno")).toBe("not-found");
});
