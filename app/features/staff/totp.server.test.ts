import { eq } from "drizzle-orm";
import { generateSync } from "otplib";
import { beforeAll, describe, expect, test } from "vitest";
import { users } from "../../../db/schema";
import { db, migrateDatabase } from "~/utils/db.server";
import { acceptTotpCode, groupedKey, newTotpKey, totpQrSvg, totpUri } from "./totp.server";
import { openTotpKey, sealTotpKey } from "./totp-key.server";

const key = newTotpKey();
const sealed = sealTotpKey(key);
let userId = "";

beforeAll(() => {
  migrateDatabase();
  userId = db
    .insert(users)
    .values({ email: "totp@example.com", passwordHash: "x", totpSecret: sealed })
    .returning()
    .get().id;
});

const at = (seconds: number) => new Date(seconds * 1000);
const codeAt = (seconds: number) => generateSync({ secret: key, epoch: seconds });
const resetLastStep = () =>
  db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId)).run();

describe("the key's storage", () => {
  test("sealed, the key is not in the stored value, and opens back to itself", () => {
    expect(sealed).not.toContain(key);
    expect(sealed).toMatch(/^v1:[\w-]+$/);
    expect(openTotpKey(sealed)).toBe(key);
    // A new IV each time: the same key never looks the same twice.
    expect(sealTotpKey(key)).not.toBe(sealed);
  });

  test("an altered value does not open", () => {
    const body = sealed.slice(3);
    const flipped = `v1:${body.slice(0, -2)}${body.endsWith("AA") ? "BB" : "AA"}`;
    expect(openTotpKey(flipped)).toBeNull();
    expect(openTotpKey("v2:abc")).toBeNull();
    expect(openTotpKey(key)).toBeNull();
  });

  test("the key is shown in groups of four, and in a QR code as inline SVG", async () => {
    expect(groupedKey("ABCDEFGHIJ")).toBe("ABCD EFGH IJ");
    const svg = await totpQrSvg(totpUri("Agenzia", "totp@example.com", key));
    expect(svg).toMatch(/^<svg[^>]*xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
    expect(svg).not.toContain(key);
  });
});

describe("a code", () => {
  const now = 1_900_000_005;

  test.each([
    ["the current step", 0],
    ["one step before", -30],
    ["one step after", 30],
  ])("from %s is accepted", (_, offset) => {
    resetLastStep();
    expect(acceptTotpCode(db, userId, sealed, codeAt(now + offset), at(now))).toBe(true);
  });

  test.each([
    ["two steps before", -60],
    ["two steps after", 60],
  ])("from %s is refused", (_, offset) => {
    resetLastStep();
    expect(acceptTotpCode(db, userId, sealed, codeAt(now + offset), at(now))).toBe(false);
  });

  test("is accepted once: the same code again, or an earlier one, is refused", () => {
    resetLastStep();
    const code = codeAt(now);
    expect(acceptTotpCode(db, userId, sealed, code, at(now))).toBe(true);
    expect(acceptTotpCode(db, userId, sealed, code, at(now + 5))).toBe(false);
    expect(acceptTotpCode(db, userId, sealed, codeAt(now - 30), at(now + 5))).toBe(false);
    expect(acceptTotpCode(db, userId, sealed, codeAt(now + 30), at(now + 30))).toBe(true);
  });

  test("typed with spaces counts; letters, other lengths and a missing key do not", () => {
    resetLastStep();
    const code = codeAt(now);
    expect(acceptTotpCode(db, userId, null, code, at(now))).toBe(false);
    expect(acceptTotpCode(db, userId, sealed, `${code}0`, at(now))).toBe(false);
    expect(
      acceptTotpCode(db, userId, sealed, `${code.slice(0, 3)} ${code.slice(3)}`, at(now)),
    ).toBe(true);
  });
});
