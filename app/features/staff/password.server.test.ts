import { expect, test } from "vitest";
import { hashPassword, verifyPassword } from "~/features/staff/password.server";

test("a hashed password verifies, a wrong one does not", async () => {
  const stored = await hashPassword("una password lunga e sicura");
  expect(stored).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(await verifyPassword("una password lunga e sicura", stored)).toBe(true);
  expect(await verifyPassword("un'altra password", stored)).toBe(false);
});

test("the same password hashes differently each time (random salt)", async () => {
  expect(await hashPassword("segreto")).not.toBe(await hashPassword("segreto"));
});

test("a malformed stored hash never verifies", async () => {
  expect(await verifyPassword("segreto", "md5$abc")).toBe(false);
});
