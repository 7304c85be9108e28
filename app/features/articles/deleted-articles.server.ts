import { count, desc, eq, gte, inArray, lt } from "drizzle-orm";
import { articleRevisions, deletedArticles, users } from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { readLatestRevision } from "~/features/articles/revisions.server";
import { saveContent } from "~/features/articles/content-save.server";

/** How long a deleted article can be restored before the daily run purges it (decision 0205). */
export const DELETED_KEEP_DAYS = 30;
const DAY_MS = 86_400_000;
/** Deleted before this, an article is the purge's: neither listed nor restored. */
const purgeCutoff = (now: Date) => new Date(now.getTime() - DELETED_KEEP_DAYS * DAY_MS);

/** The deleted articles an admin can still restore, the latest deleted first. */
export function listDeletedArticles(now = new Date()) {
  return db
    .select({
      id: deletedArticles.articleId,
      title: deletedArticles.title,
      slug: deletedArticles.slug,
      status: deletedArticles.status,
      deletedAt: deletedArticles.deletedAt,
      deletedByName: users.name,
      deletedByEmail: users.email,
    })
    .from(deletedArticles)
    .leftJoin(users, eq(users.id, deletedArticles.deletedBy))
    .where(gte(deletedArticles.deletedAt, purgeCutoff(now)))
    .orderBy(desc(deletedArticles.deletedAt))
    .all()
    .map((row) => ({
      ...row,
      purgeAt: new Date(row.deletedAt.getTime() + DELETED_KEEP_DAYS * DAY_MS),
    }));
}

export type RestoreResult =
  | { outcome: "restored"; id: string; title: string; slug: string; slugTakenBy: string | null }
  | { outcome: "expired"; title: string }
  | { outcome: "missing" };

/** A field of a kept version as the column wants it. */
const text = (value: unknown) => (typeof value === "string" ? value : null);
const number = (value: unknown) => (typeof value === "number" ? value : null);

/**
 * Puts a deleted article back, as a draft under its id, from its latest revision: with its
 * address if it is still free, else the first free `slug-2`, `slug-3`… (`slugTakenBy` is the
 * address it could not have back). The restore is itself a revision. One deleted more than
 * 30 days ago is the purge's, whether or not it has run yet: it stays as it is.
 */
export function restoreDeletedArticle(id: string, userId: string, now = new Date()): RestoreResult {
  return saveContent((save, tx): RestoreResult => {
    const entry = tx.select().from(deletedArticles).where(eq(deletedArticles.articleId, id)).get();
    if (entry && entry.deletedAt.getTime() < purgeCutoff(now).getTime())
      return { outcome: "expired", title: entry.title };
    const kept = entry ? readLatestRevision(id, tx) : null;
    if (!entry || !kept?.version) return { outcome: "missing" };
    const { fields, content } = kept.version;
    const wanted = text(fields.slug) ?? entry.slug;
    const authorId = text(fields.authorId);
    const authorExists =
      authorId !== null &&
      Boolean(tx.select({ id: users.id }).from(users).where(eq(users.id, authorId)).get());
    const saved = save({
      kind: "article",
      create: {
        id,
        title: text(fields.title) ?? entry.title,
        slug: wanted,
        excerpt: text(fields.excerpt) ?? "",
        content,
        category: text(fields.category) ?? "",
        metaTitle: text(fields.metaTitle),
        metaDescription: text(fields.metaDescription),
        keywords: text(fields.keywords),
        featuredImageUrl: text(fields.featuredImageUrl),
        featuredImageWidth: number(fields.featuredImageWidth),
        featuredImageHeight: number(fields.featuredImageHeight),
        status: "draft",
        authorId: authorExists ? authorId : null,
      },
      takenSlug: "next-free",
      restored: true,
      saving: { source: "restore", author: { kind: "user", id: userId } },
      now,
    });
    if (saved.outcome !== "saved") throw new Error(`Restore not saved (${saved.outcome})`);
    tx.delete(deletedArticles).where(eq(deletedArticles.articleId, id)).run();
    const { title, slug } = saved.row;
    return { outcome: "restored", id, title, slug, slugTakenBy: slug === wanted ? null : wanted };
  });
}

/** How many deleted articles the next purge removes. */
export function countDeletedArticles(now = new Date()) {
  return (
    db
      .select({ n: count() })
      .from(deletedArticles)
      .where(lt(deletedArticles.deletedAt, purgeCutoff(now)))
      .get()?.n ?? 0
  );
}

/** Purges the articles deleted more than 30 days ago, with their revisions; how many went. */
export function purgeDeletedArticles(tx: DbOrTx, now = new Date()) {
  const expired = tx
    .select({ id: deletedArticles.articleId })
    .from(deletedArticles)
    .where(lt(deletedArticles.deletedAt, purgeCutoff(now)))
    .all()
    .map((row) => row.id);
  if (expired.length === 0) return 0;
  tx.delete(articleRevisions).where(inArray(articleRevisions.articleId, expired)).run();
  tx.delete(deletedArticles).where(inArray(deletedArticles.articleId, expired)).run();
  return expired.length;
}
