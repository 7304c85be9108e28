import crypto from "node:crypto";
import { and, desc, eq, isNull } from "drizzle-orm";
import { apiTokens } from "../../../db/schema";
import { recordActivity } from "~/utils/activity.server";
import { recordAudit, type AuditActor } from "~/utils/audit.server";
import { db, insertedRow, type DbOrTx } from "~/utils/db.server";

/** What a token looks like: the prefix tells it apart in a leaked log or config at a glance. */
export const apiTokenPattern = /^art_[A-Za-z0-9_-]{32,}$/;
export const defaultTokenName = "Make";

const hashOf = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** A new token for the sheet automation: returned once, stored only as its hash. */
export function createApiToken(name: string, actor: NonNullable<AuditActor>, now = new Date()) {
  const token = `art_${crypto.randomBytes(32).toString("base64url")}`;
  const tokenName = name.trim() || defaultTokenName;
  return db.transaction(
    (tx) => {
      const row = insertedRow(
        tx
          .insert(apiTokens)
          .values({
            name: tokenName,
            tokenHash: hashOf(token),
            createdBy: actor.id,
            createdAt: now,
          })
          .returning({ id: apiTokens.id })
          .all(),
      );
      recordAudit(tx, { action: "api-token-create", actor, subject: tokenName }, now);
      recordActivity(tx, { action: "token-created", actor, subject: tokenName }, now);
      return { id: row.id, name: tokenName, token };
    },
    { behavior: "immediate" },
  );
}

export type ApiTokenRow = { id: number; name: string; createdAt: Date; lastUsedAt: Date | null };

/** The tokens still in force, newest first. */
export function listApiTokens(): ApiTokenRow[] {
  return db
    .select({
      id: apiTokens.id,
      name: apiTokens.name,
      createdAt: apiTokens.createdAt,
      lastUsedAt: apiTokens.lastUsedAt,
    })
    .from(apiTokens)
    .where(isNull(apiTokens.revokedAt))
    .orderBy(desc(apiTokens.createdAt), desc(apiTokens.id))
    .all();
}

/** Revokes a token at once; false when there was none in force with that id. */
export function revokeApiToken(id: number, actor: NonNullable<AuditActor>, now = new Date()) {
  return db.transaction(
    (tx) => {
      const [row] = tx
        .update(apiTokens)
        .set({ revokedAt: now })
        .where(and(eq(apiTokens.id, id), isNull(apiTokens.revokedAt)))
        .returning({ name: apiTokens.name })
        .all();
      if (row) {
        recordAudit(tx, { action: "api-token-revoke", actor, subject: row.name }, now);
        recordActivity(tx, { action: "token-revoked", actor, subject: row.name }, now);
      }
      return Boolean(row);
    },
    { behavior: "immediate" },
  );
}

/**
 * The token in force that an `Authorization: Bearer …` header names, marked as used; null for
 * a missing, malformed, unknown or revoked one. Only hashes are compared, so the lookup
 * leaks nothing through its timing.
 */
export function tokenFromAuthorization(tx: DbOrTx, header: string | null, now = new Date()) {
  const token = /^Bearer\s+(\S+)\s*$/i.exec(header ?? "")?.[1];
  if (!token || !apiTokenPattern.test(token)) return null;
  return (
    tx
      .update(apiTokens)
      .set({ lastUsedAt: now })
      .where(and(eq(apiTokens.tokenHash, hashOf(token)), isNull(apiTokens.revokedAt)))
      .returning({ id: apiTokens.id, name: apiTokens.name })
      .all()[0] ?? null
  );
}
