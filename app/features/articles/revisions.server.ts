import { and, asc, desc, eq, gte, lte, max } from "drizzle-orm";
import {
  apiTokens,
  articleRevisions,
  users,
  type articles,
  type events,
  type pages,
} from "../../../db/schema";
import { db, type DbOrTx } from "~/utils/db.server";
import { uploadNamesIn } from "~/features/articles/uploads.server";
import {
  planRevision,
  readVersion,
  type ArticleVersion,
  type RevisionAuthor,
  type RevisionSource,
  type StoredRevision,
} from "~/features/articles/revision-store";

/**
 * The article's revisions in the database (decision 0204): every save keeps the version it
 * wrote, in the save's transaction, through `keepRevision`; the pages read them back here.
 */

type ArticleRow = typeof articles.$inferSelect;
type EventRow = typeof events.$inferSelect;
type PageRow = typeof pages.$inferSelect;
type RevisionRow = typeof articleRevisions.$inferSelect;

/**
 * A saved piece of content as its revisions keep it: its id (articles and events have ids of
 * one kind, so one table keeps both histories), the version, and what the version shows of
 * the uploads.
 */
export type ContentVersion = {
  id: string;
  version: ArticleVersion;
  /** The addresses and bodies naming the uploads this version shows. */
  images: (string | null)[];
};

/** What a save says about itself: where it came from and who made it. */
export type Saving = { source: RevisionSource; author: RevisionAuthor };

export const byUser = (id: string, source: RevisionSource): Saving => ({
  source,
  author: { kind: "user", id },
});

export const bySite = (source: RevisionSource): Saving => ({ source, author: { kind: "site" } });

const ms = (moment: Date | null) => (moment ? moment.getTime() : null);

/** An article as its revisions keep it. */
export const articleVersion = (row: ArticleRow): ContentVersion => ({
  id: row.id,
  version: versionOf(row),
  images: [row.featuredImageUrl, row.content],
});

/**
 * An event as its revisions keep it: its body, and every other column but its id and times
 * of writing, moments as milliseconds.
 */
export function eventVersion(row: EventRow): ContentVersion {
  const { id, content, createdAt: _created, updatedAt: _updated, ...rest } = row;
  const fields: ArticleVersion["fields"] = {};
  for (const [name, value] of Object.entries(rest))
    fields[name] = value instanceof Date ? value.getTime() : value;
  return { id, version: { content, fields }, images: [row.featuredImageUrl, content] };
}

/**
 * A page's content as its revisions keep it (decision 0266): its fields, as indented JSON so
 * that a comparison shows the lines that changed, and its other columns, as an event's.
 */
export function pageVersion(row: PageRow): ContentVersion {
  const { id, fields, createdAt: _created, updatedAt: _updated, searchText: _words, ...rest } = row;
  const columns: ArticleVersion["fields"] = {};
  for (const [name, value] of Object.entries(rest))
    columns[name] = value instanceof Date ? value.getTime() : value;
  const content = JSON.stringify(JSON.parse(fields), null, 2);
  return { id, version: { content, fields: columns }, images: [content] };
}

/** The version an article row holds: its body and every field that is its own. */
export function versionOf(row: ArticleRow): ArticleVersion {
  return {
    content: row.content,
    fields: {
      title: row.title,
      slug: row.slug,
      excerpt: row.excerpt,
      category: row.category,
      metaTitle: row.metaTitle,
      metaDescription: row.metaDescription,
      keywords: row.keywords,
      status: row.status,
      featuredImageUrl: row.featuredImageUrl,
      featuredImageWidth: row.featuredImageWidth,
      featuredImageHeight: row.featuredImageHeight,
      publishedAt: ms(row.publishedAt),
      unpublishAt: ms(row.unpublishAt),
      authorId: row.authorId,
    },
  };
}

function authorOf(row: RevisionRow): RevisionAuthor {
  if (row.userId !== null) return { kind: "user", id: row.userId };
  if (row.tokenId !== null) return { kind: "token", id: row.tokenId };
  return { kind: "site" };
}

function storedOf(row: RevisionRow): StoredRevision {
  return {
    seq: row.seq,
    kind: row.kind,
    payload: row.payload,
    source: row.source,
    author: authorOf(row),
    firstSavedAt: row.firstSavedAt,
    savedAt: row.savedAt,
    added: row.added,
    removed: row.removed,
  };
}

/** The revisions from the latest full copy at or before `seq` up to `until`, in order. */
function chainOf(tx: DbOrTx, articleId: string, seq: number, until: number) {
  const ofArticle = eq(articleRevisions.articleId, articleId);
  const start = tx
    .select({ seq: max(articleRevisions.seq) })
    .from(articleRevisions)
    .where(and(ofArticle, eq(articleRevisions.kind, "full"), lte(articleRevisions.seq, seq)))
    .get()?.seq;
  if (start === null || start === undefined) return [];
  return tx
    .select()
    .from(articleRevisions)
    .where(and(ofArticle, gte(articleRevisions.seq, start), lte(articleRevisions.seq, until)))
    .orderBy(asc(articleRevisions.seq))
    .all()
    .map(storedOf);
}

function latestSeq(tx: DbOrTx, articleId: string) {
  return (
    tx
      .select({ seq: max(articleRevisions.seq) })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .get()?.seq ?? null
  );
}

/**
 * Keeps `row`, as the save just wrote it, as the article's newest revision, or folds it into
 * the newest when it is another autosave of the same session. Runs in the save's transaction,
 * so the article and its history never disagree.
 */
export function keepRevision(tx: DbOrTx, row: ContentVersion, saving: Saving, savedAt: Date) {
  const latest = latestSeq(tx, row.id);
  // A fold re-encodes the newest revision against the one before it, so the chain starts
  // at the full copy before that one.
  const chain = latest === null ? [] : chainOf(tx, row.id, Math.max(latest - 1, 1), latest);
  const { replaces, revision } = planRevision(chain, row.version, { ...saving, savedAt });
  const values = {
    articleId: row.id,
    seq: revision.seq,
    kind: revision.kind,
    payload: Buffer.from(revision.payload),
    source: revision.source,
    userId: revision.author.kind === "user" ? revision.author.id : null,
    tokenId: revision.author.kind === "token" ? revision.author.id : null,
    firstSavedAt: revision.firstSavedAt,
    savedAt: revision.savedAt,
    added: revision.added,
    removed: revision.removed,
    images: [...uploadNamesIn(row.images)].join(" "),
  };
  if (replaces === null) tx.insert(articleRevisions).values(values).run();
  else
    tx.update(articleRevisions)
      .set(values)
      .where(and(eq(articleRevisions.articleId, row.id), eq(articleRevisions.seq, replaces)))
      .run();
}

/**
 * An article written before revisions were kept has none: the version it had is kept first,
 * as the site's, so the save about to replace it loses nothing.
 */
export function keepBaseline(tx: DbOrTx, before: ContentVersion, savedAt: Date) {
  if (latestSeq(tx, before.id) !== null) return;
  keepRevision(tx, before, { source: "baseline", author: { kind: "site" } }, savedAt);
}

/** The version kept as revision `seq` of the article, or null when there is none. */
export function readRevision(articleId: string, seq: number, tx: DbOrTx = db) {
  const chain = chainOf(tx, articleId, seq, seq);
  if (chain.at(-1)?.seq !== seq) return null;
  return readVersion(chain, seq);
}

/** The number of the article's newest revision, which is also how many it has; null for none. */
export const latestRevision = (articleId: string) => latestSeq(db, articleId);

/** The article's newest revision: what a deleted article held when it went. */
export function readLatestRevision(articleId: string, tx: DbOrTx = db) {
  const seq = latestSeq(tx, articleId);
  return seq === null ? null : { seq, version: readRevision(articleId, seq, tx) };
}

export type RevisionAuthorName =
  { kind: "user"; name: string | null } | { kind: "token"; name: string | null } | { kind: "site" };

/**
 * The article's revisions, newest first, with who saved each and the size of its change:
 * all of them, or `limit` from `offset`.
 */
export function listRevisions(articleId: string, { limit = -1, offset = 0 } = {}) {
  return db
    .select({
      seq: articleRevisions.seq,
      source: articleRevisions.source,
      firstSavedAt: articleRevisions.firstSavedAt,
      savedAt: articleRevisions.savedAt,
      added: articleRevisions.added,
      removed: articleRevisions.removed,
      userId: articleRevisions.userId,
      tokenId: articleRevisions.tokenId,
      userName: users.name,
      userEmail: users.email,
      tokenName: apiTokens.name,
    })
    .from(articleRevisions)
    .leftJoin(users, eq(users.id, articleRevisions.userId))
    .leftJoin(apiTokens, eq(apiTokens.id, articleRevisions.tokenId))
    .where(eq(articleRevisions.articleId, articleId))
    .orderBy(desc(articleRevisions.seq))
    .limit(limit)
    .offset(offset)
    .all()
    .map((row) => ({
      seq: row.seq,
      source: row.source,
      firstSavedAt: row.firstSavedAt,
      savedAt: row.savedAt,
      added: row.added,
      removed: row.removed,
      author: ((): RevisionAuthorName => {
        if (row.userId !== null) return { kind: "user", name: row.userName || row.userEmail };
        if (row.tokenId !== null) return { kind: "token", name: row.tokenName };
        return { kind: "site" };
      })(),
    }));
}

export type RevisionListing = ReturnType<typeof listRevisions>[number];
