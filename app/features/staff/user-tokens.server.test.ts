import crypto from "node:crypto";
import { eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { userTokens, users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import {
  consumeToken,
  findValidToken,
  issueToken,
  pruneExpiredTokens,
  tokenLifetimesMs,
} from "~/features/staff/user-tokens.server";

let userId: string;

beforeAll(() => {
  migrateDatabase();
  userId = db
    .insert(users)
    .values({ email: "token@example.com", passwordHash: "x" })
    .returning()
    .get().id;
});

test("only the SHA-256 of a token is stored", () => {
  const token = issueToken(db, "invitation", userId);
  const stored = db
    .select()
    .from(userTokens)
    .all()
    .map((row) => row.tokenHash);
  expect(stored).not.toContain(token);
  expect(stored).toContain(crypto.createHash("sha256").update(token).digest("hex"));
});

test("a token is valid for its purpose only, until it expires", () => {
  const now = new Date("2026-01-01T10:00:00Z");
  const token = issueToken(db, "reset", userId, now);
  expect(findValidToken(db, ["reset"], token, now)?.userId).toBe(userId);
  expect(findValidToken(db, ["setup"], token, now)).toBeNull();
  const justBefore = new Date(now.getTime() + tokenLifetimesMs.reset - 1);
  expect(findValidToken(db, ["reset"], token, justBefore)).not.toBeNull();
  expect(
    findValidToken(db, ["reset"], token, new Date(now.getTime() + tokenLifetimesMs.reset)),
  ).toBeNull();
});

test("the lifetimes are 24 hours for setup and 48 for an invitation", () => {
  expect(tokenLifetimesMs.setup).toBe(24 * 60 * 60 * 1000);
  expect(tokenLifetimesMs.invitation).toBe(48 * 60 * 60 * 1000);
});

test("a token is used once: the second consumption gets nothing", () => {
  const token = issueToken(db, "invitation", userId);
  expect(consumeToken(db, ["invitation"], token)?.userId).toBe(userId);
  expect(consumeToken(db, ["invitation"], token)).toBeNull();
  expect(findValidToken(db, ["invitation"], token)).toBeNull();
});

test("a new token for the same purpose and account makes the older unused one invalid", () => {
  const first = issueToken(db, "setup", null);
  const second = issueToken(db, "setup", null);
  expect(findValidToken(db, ["setup"], first)).toBeNull();
  expect(findValidToken(db, ["setup"], second)).not.toBeNull();
});

test("made-up, empty and oversized tokens find nothing", () => {
  for (const token of [null, "", "abc", "x".repeat(43), "x".repeat(5000)]) {
    expect(findValidToken(db, ["setup", "invitation", "reset"], token)).toBeNull();
    expect(consumeToken(db, ["setup", "invitation", "reset"], token)).toBeNull();
  }
});

test("expired tokens are pruned, live ones stay", () => {
  const old = new Date("2020-01-01T00:00:00Z");
  issueToken(db, "reset", userId, old);
  const live = issueToken(db, "invitation", userId);
  expect(pruneExpiredTokens(db)).toBeGreaterThan(0);
  expect(findValidToken(db, ["invitation"], live)).not.toBeNull();
  expect(db.select().from(userTokens).where(eq(userTokens.purpose, "reset")).all()).toEqual([]);
});
