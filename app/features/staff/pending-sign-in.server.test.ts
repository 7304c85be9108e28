import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { openState, sealState } from "~/utils/signed-state.server";
import { passwordVersionOf } from "./password.server";
import {
  pendingSignInCookie,
  pendingSignInTtlMs,
  readPendingSignIn,
  spendPendingSignIn,
} from "./pending-sign-in.server";

const pending = { userId: "", redirectTo: "/admin/utenti", passwordVersion: "" };

beforeAll(() => {
  migrateDatabase();
  pending.userId = db
    .insert(users)
    .values({ email: "in-attesa@example.com", passwordHash: "hash-di-prima" })
    .returning()
    .get().id;
  pending.passwordVersion = passwordVersionOf("hash-di-prima");
});

const requestWith = (setCookie: string) =>
  new Request("http://localhost:3000/login/verifica", {
    headers: { Cookie: setCookie.split(";")[0] ?? "" },
  });

describe("the pending sign-in", () => {
  const issuedAt = new Date("2026-06-01T10:00:00Z");

  test("reads back within five minutes, with the way back", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Path=\/login/);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const justBefore = new Date(issuedAt.getTime() + pendingSignInTtlMs - 1);
    expect(await readPendingSignIn(requestWith(cookie), justBefore)).toMatchObject({
      ok: true,
      pending,
    });
  });

  test("is used once: after it ended in a session it reads as spent", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const read = await readPendingSignIn(requestWith(cookie), issuedAt);
    if (!read.ok) throw new Error(read.problem);
    expect(db.transaction((tx) => spendPendingSignIn(tx, read, issuedAt))).toBe(true);
    expect(db.transaction((tx) => spendPendingSignIn(tx, read, issuedAt))).toBe(false);
    expect(await readPendingSignIn(requestWith(cookie), issuedAt)).toEqual({
      ok: false,
      problem: "spent",
    });
    const another = await pendingSignInCookie(pending, issuedAt);
    expect(await readPendingSignIn(requestWith(another), issuedAt)).toMatchObject({ ok: true });
  });

  test("ends when the password changes, even to the same one", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const read = await readPendingSignIn(requestWith(cookie), issuedAt);
    db.update(users)
      .set({ passwordHash: "hash-di-dopo" })
      .where(eq(users.id, pending.userId))
      .run();
    try {
      expect(await readPendingSignIn(requestWith(cookie), issuedAt)).toEqual({
        ok: false,
        problem: "password-changed",
      });
      // Changed between the code's check and the session: still no session.
      if (!read.ok) throw new Error(read.problem);
      expect(db.transaction((tx) => spendPendingSignIn(tx, read, issuedAt))).toBe(false);
    } finally {
      db.update(users)
        .set({ passwordHash: "hash-di-prima" })
        .where(eq(users.id, pending.userId))
        .run();
    }
  });

  test("is refused once five minutes have passed", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const expiry = new Date(issuedAt.getTime() + pendingSignInTtlMs);
    expect(await readPendingSignIn(requestWith(cookie), expiry)).toEqual({
      ok: false,
      problem: "expired",
    });
  });

  test("is refused when missing, altered, or signed for another purpose", async () => {
    const cookie = await pendingSignInCookie(pending, issuedAt);
    const value = decodeURIComponent(/^[^=]+=([^;]*)/.exec(cookie)?.[1] ?? "");
    expect(await readPendingSignIn(new Request("http://localhost:3000/"), issuedAt)).toEqual({
      ok: false,
      problem: "missing",
    });
    const raw = JSON.parse(Buffer.from(value, "base64").toString("utf8")) as string;
    const [payload = "", signature = ""] = raw.split(".");
    const changed = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as {
      d: { userId: string };
    };
    changed.d.userId = "amministratore";
    const forged = `${Buffer.from(JSON.stringify(changed)).toString("base64url")}.${signature}`;
    expect(openState("second-step", forged, issuedAt)).toEqual({ ok: false, problem: "forged" });

    const otherPurpose = sealState(
      "passkey-challenge",
      pending,
      new Date(issuedAt.getTime() + 60_000),
    );
    expect(openState("second-step", otherPurpose, issuedAt)).toEqual({
      ok: false,
      problem: "forged",
    });
    expect(openState("passkey-challenge", otherPurpose, issuedAt)).toMatchObject({
      ok: true,
      data: pending,
    });
  });
});
