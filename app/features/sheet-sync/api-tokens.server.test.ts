import crypto from "node:crypto";
import { desc, eq } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { apiTokens, contactAuditLog, users } from "../../../db/schema";
import {
  apiTokenPattern,
  createApiToken,
  defaultTokenName,
  listApiTokens,
  revokeApiToken,
  tokenFromAuthorization,
} from "~/features/sheet-sync/api-tokens.server";
import { db, migrateDatabase } from "~/utils/db.server";

let staff: { id: string; email: string };

beforeAll(() => {
  migrateDatabase();
  staff = db
    .insert(users)
    .values({ email: "token-api@example.com", passwordHash: "x" })
    .returning()
    .get();
});

const sha256 = (text: string) => crypto.createHash("sha256").update(text).digest("hex");
const lastAudit = () => db.select().from(contactAuditLog).orderBy(desc(contactAuditLog.id)).get();

test("a new token is shown once, matches the pattern and is stored only as its SHA-256; its creation is audited", () => {
  const created = createApiToken("  Make produzione  ", staff);
  expect(created.token).toMatch(apiTokenPattern);
  expect(created.token).toMatch(/^art_[A-Za-z0-9_-]{43}$/);
  expect(created.name).toBe("Make produzione");
  const row = db.select().from(apiTokens).where(eq(apiTokens.id, created.id)).get();
  expect(row).toMatchObject({
    name: "Make produzione",
    tokenHash: sha256(created.token),
    createdBy: staff.id,
    lastUsedAt: null,
    revokedAt: null,
  });
  expect(JSON.stringify(db.select().from(apiTokens).all())).not.toContain(created.token);
  expect(lastAudit()).toMatchObject({
    action: "api-token-create",
    actor: staff.email,
    subject: "Make produzione",
  });
});

test("a blank name becomes the default one, and two tokens never match", () => {
  const first = createApiToken("   ", staff);
  const second = createApiToken("", staff);
  expect(first.name).toBe(defaultTokenName);
  expect(first.token).not.toBe(second.token);
});

test("the list holds the tokens in force, newest first, without any secret", () => {
  const older = createApiToken("Più vecchio", staff, new Date("2026-01-01T10:00:00Z"));
  const newer = createApiToken("Più nuovo", staff, new Date("2030-01-01T10:00:00Z"));
  const list = listApiTokens();
  expect(list[0]).toEqual({
    id: newer.id,
    name: "Più nuovo",
    createdAt: new Date("2030-01-01T10:00:00Z"),
    lastUsedAt: null,
  });
  expect(list.map((token) => token.id)).toContain(older.id);
  expect(Object.keys(list[0]!)).toEqual(["id", "name", "createdAt", "lastUsedAt"]);
});

test("a Bearer header with the token finds it and records its use", () => {
  const { id, name, token } = createApiToken("Usato", staff);
  const now = new Date("2026-03-10T09:00:00Z");
  expect(tokenFromAuthorization(db, `Bearer ${token}`, now)).toEqual({ id, name });
  expect(tokenFromAuthorization(db, `bearer   ${token} `, now)).toEqual({ id, name });
  expect(listApiTokens().find((row) => row.id === id)?.lastUsedAt).toEqual(now);
});

test("a revoked token is refused at once and leaves the list; a second revocation finds nothing", () => {
  const { id, token } = createApiToken("Da revocare", staff);
  expect(revokeApiToken(id, staff)).toBe(true);
  expect(lastAudit()).toMatchObject({
    action: "api-token-revoke",
    actor: staff.email,
    subject: "Da revocare",
  });
  expect(tokenFromAuthorization(db, `Bearer ${token}`)).toBeNull();
  expect(listApiTokens().map((row) => row.id)).not.toContain(id);
  expect(revokeApiToken(id, staff)).toBe(false);
});

test("missing, malformed and unknown tokens are refused, and nothing is marked as used", () => {
  const { id, token } = createApiToken("Intatto", staff);
  for (const header of [
    null,
    "",
    "Bearer",
    `Basic ${token}`,
    token,
    `Bearer art_corto`,
    `Bearer ${token.replace("art_", "tok_")}`,
    `Bearer art_${"A".repeat(43)}`,
    `Bearer ${token} altro`,
  ]) {
    expect(tokenFromAuthorization(db, header), String(header)).toBeNull();
  }
  expect(listApiTokens().find((row) => row.id === id)?.lastUsedAt).toBeNull();
});
