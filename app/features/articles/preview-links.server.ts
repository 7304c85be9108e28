import crypto from "node:crypto";
import { and, eq, gt, sql } from "drizzle-orm";
import { articles, events, pages, previewLinks } from "../../../db/schema";
import {
  db,
  isDatabaseReadOnly,
  isTransientWriteFailure,
  writeWhenUnlocked,
  type DbOrTx,
} from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

const day = 24 * 60 * 60 * 1000;

/** What the editor shows of a link once it was created: enough to tell links apart, nothing to open one. */
const TOKEN_START_LENGTH = 8;

/**
 * How long opening a link waits for another process's write lock to record the open. A
 * visitor is waiting for the page; the count is worth less than their time.
 */
const OPEN_RECORD_WAIT_MS = 200;

const hashOf = (token: string) => crypto.createHash("sha256").update(token, "utf8").digest("hex");

/** Only what a generated token can look like reaches the database. */
const tokenShape = /^[\w-]{43}$/;

/** What a link shows: an article, an event or an entry of the pages' content, by its id. */
export type PreviewTarget = { kind: "article" | "event" | "page"; id: string };

const targets = {
  article: { table: articles, column: previewLinks.articleId, key: "articleId" },
  event: { table: events, column: previewLinks.eventId, key: "eventId" },
  page: { table: pages, column: previewLinks.pageId, key: "pageId" },
} as const;

const columnOf = (target: PreviewTarget) => targets[target.kind].column;

function targetExists(tx: DbOrTx, target: PreviewTarget) {
  const { table } = targets[target.kind];
  return Boolean(tx.select({ id: table.id }).from(table).where(eq(table.id, target.id)).get());
}

/**
 * A new link to `target`, valid `days` days, replacing its previous one: the token comes
 * back once and only its hash is stored. Null when what it shows is gone.
 */
export function createPreviewLink(target: PreviewTarget, days: number, now = new Date()) {
  return db.transaction(
    (tx) => {
      if (!targetExists(tx, target)) return null;
      tx.delete(previewLinks)
        .where(eq(columnOf(target), target.id))
        .run();
      const token = crypto.randomBytes(32).toString("base64url");
      const expiresAt = new Date(now.getTime() + days * day);
      tx.insert(previewLinks)
        .values({
          [targets[target.kind].key]: target.id,
          tokenHash: hashOf(token),
          tokenStart: token.slice(0, TOKEN_START_LENGTH),
          createdAt: now,
          expiresAt,
        })
        .run();
      return { token, expiresAt };
    },
    { behavior: "immediate" },
  );
}

/**
 * Revokes the link `linkId` of `target` at once (the row goes: a revoked link opens nothing
 * and is listed nowhere). False when it has no such link, already revoked or replaced.
 */
export function revokePreviewLink(target: PreviewTarget, linkId: number) {
  return (
    db
      .delete(previewLinks)
      .where(and(eq(previewLinks.id, linkId), eq(columnOf(target), target.id)))
      .run().changes > 0
  );
}

/** The link of `target`, expired or not, as the editor lists it; null when it has none. */
export function currentPreviewLink(target: PreviewTarget) {
  return (
    db
      .select({
        id: previewLinks.id,
        tokenStart: previewLinks.tokenStart,
        createdAt: previewLinks.createdAt,
        expiresAt: previewLinks.expiresAt,
        openCount: previewLinks.openCount,
        lastOpenedAt: previewLinks.lastOpenedAt,
      })
      .from(previewLinks)
      .where(eq(columnOf(target), target.id))
      .get() ?? null
  );
}

export type PreviewLink = NonNullable<ReturnType<typeof currentPreviewLink>>;

const inForce = (token: string, now: Date) =>
  and(eq(previewLinks.tokenHash, hashOf(token)), gt(previewLinks.expiresAt, now));

const opened = {
  articleId: previewLinks.articleId,
  eventId: previewLinks.eventId,
  pageId: previewLinks.pageId,
  expiresAt: previewLinks.expiresAt,
};

function recordOpen(tx: DbOrTx, token: string, now: Date) {
  const [link] = tx
    .update(previewLinks)
    .set({ openCount: sql`${previewLinks.openCount} + 1`, lastOpenedAt: now })
    .where(inForce(token, now))
    .returning(opened)
    .all();
  return link ?? null;
}

function linkInForce(tx: DbOrTx, token: string, now: Date) {
  return tx.select(opened).from(previewLinks).where(inForce(token, now)).get() ?? null;
}

/**
 * The article, event or page a link in force opens and when the link expires, with the open recorded (a
 * count and the last time); null for a malformed, unknown, revoked or expired token, all
 * alike. An open that is no person's reading (`counted` false: a chat app's preview of the
 * link, a prefetch) opens it unrecorded. When the database takes no write now (another
 * process's lock past a short wait, a full disk, a read-only replica) the link still opens,
 * unrecorded, and the log says so.
 */
export async function openPreviewLink(token: string, now = new Date(), counted = true) {
  if (!tokenShape.test(token)) return null;
  if (!counted) return linkInForce(db, token, now);
  try {
    return await writeWhenUnlocked(() => recordOpen(db, token, now), {
      withinMs: OPEN_RECORD_WAIT_MS,
    });
  } catch (error) {
    if (!isTransientWriteFailure(error) && !isDatabaseReadOnly(error)) throw error;
    logger.error({ err: error }, "Apertura del link di anteprima non registrata:");
    return linkInForce(db, token, now);
  }
}
