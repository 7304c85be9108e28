import { and, count, desc, eq, sql, type SQL } from "drizzle-orm";
import { articles, deletedArticles } from "../../../db/schema";
import { sampleArticles } from "~/features/articles/content/sample-articles";
import { db, type DbOrTx } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { formatDate, formatMoment } from "~/utils/format";
import type { ArticleInput } from "~/features/articles/article-schema";
import { sampleArticleRow } from "~/features/articles/sample-article-row";
import { followedRevision } from "~/features/articles/article-translations.server";
import { foundByIndex } from "~/features/articles/article-search.server";
import { searchTermsOf } from "~/features/articles/search-query";
import { uploadedImageSize } from "~/features/articles/uploads.server";
import { articleVersion, keepBaseline, type Saving } from "~/features/articles/revisions.server";
import { recordArticleRemoval } from "~/features/articles/article-activity.server";
import { saveContent } from "~/features/articles/content-save.server";

export type ArticleStatus = (typeof articles.$inferSelect)["status"];

/** The list's counters: 'Totale', 'Pubblicati', 'Programmati', 'Bozze'. */
export function articleCounts() {
  const byStatus = db
    .select({ status: articles.status, n: count() })
    .from(articles)
    .groupBy(articles.status)
    .all();
  const of = (status: ArticleStatus) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return {
    total: byStatus.reduce((sum, row) => sum + row.n, 0),
    published: of("published"),
    scheduled: of("scheduled"),
    drafts: of("draft"),
  };
}

export const ARTICLES_PER_PAGE = 25;

export type ArticleListQuery = {
  q: string;
  status: ArticleStatus | null;
  category: string | null;
  page: number;
};

/**
 * One page of the admin's article list, newest created first, with dates ready to show:
 * the articles of any status the search index finds for `q` (the blog's search, decision
 * 0228), of one status and one category when asked.
 */
export function listArticlesForAdmin(query: ArticleListQuery) {
  const conditions: SQL[] = [];
  if (query.q) {
    // A query of punctuation alone is no word: it finds nothing, as it would in a title.
    const match = searchTermsOf(query.q).match;
    conditions.push(match ? foundByIndex(match) : sql`0`);
  }
  // Each filter is checked in the list's own index, read newest first, and never looks rows
  // up through another: those rows would be read whole, long body included, to be sorted.
  // SQLite's `+` keeps a column's indexes out of a condition.
  if (query.status) conditions.push(sql`+${articles.status} = ${query.status}`);
  if (query.category) conditions.push(sql`+${articles.category} = ${query.category}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const total = db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  const page = Math.min(Math.max(1, query.page), pageCount);
  const rows = db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      status: articles.status,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
      unpublishAt: articles.unpublishAt,
    })
    .from(articles)
    .where(where)
    .orderBy(desc(articles.createdAt), desc(articles.id))
    .limit(ARTICLES_PER_PAGE)
    .offset((page - 1) * ARTICLES_PER_PAGE)
    .all()
    .map((article) => ({
      ...article,
      createdAt: formatDate(article.createdAt),
      // A planned publication is to the minute; a past one is a day.
      publishedAt: article.publishedAt
        ? article.status === "scheduled"
          ? formatMoment(article.publishedAt)
          : formatDate(article.publishedAt)
        : null,
      unpublishAt: article.unpublishAt ? formatMoment(article.unpublishAt) : null,
    }));
  return { articles: rows, total, page, pageCount };
}

/** The categories the list can be filtered by: those its articles hold. */
export function articleCategories() {
  return db
    .selectDistinct({ category: articles.category })
    .from(articles)
    .orderBy(articles.category)
    .all()
    .map((row) => row.category);
}

export function findArticle(id: string) {
  return db.select().from(articles).where(eq(articles.id, id)).get() ?? null;
}

export type Article = NonNullable<ReturnType<typeof findArticle>>;

type ImageColumns = {
  featuredImageUrl: string;
  featuredImageWidth: number | null;
  featuredImageHeight: number | null;
};

/**
 * The image and, for a file uploaded to the site, its size, so pages reserve its space. The
 * file is read here, before any transaction: a write transaction holds the database's only
 * write lock, and nothing but SQL may run while it is held.
 */
async function imageColumnsOf(url: string): Promise<ImageColumns> {
  const size = await uploadedImageSize(url);
  return {
    featuredImageUrl: url,
    featuredImageWidth: size?.width ?? null,
    featuredImageHeight: size?.height ?? null,
  };
}

/**
 * The image columns a save over `existing` writes. A form that left its image as it found it
 * writes none: the cover generated after publishing changes the image without a new version,
 * and such a form keeps it. Only an image stored before sizes were recorded gets its size.
 */
async function imageChangeOf(
  existing: Article,
  input: ArticleInput,
): Promise<Partial<ImageColumns>> {
  const url = input.featured_image_url;
  if (url !== input.featured_image_initial) return imageColumnsOf(url);
  if (existing.featuredImageUrl !== url || existing.featuredImageWidth !== null) return {};
  const { featuredImageWidth, featuredImageHeight } = await imageColumnsOf(url);
  return featuredImageWidth === null ? {} : { featuredImageWidth, featuredImageHeight };
}

/** What an article is written from: the form's fields, or an importer's. */
export type ArticleFields = Partial<
  Pick<ArticleInput, "publishAt" | "unpublishAt" | "featured_image_alt">
> &
  Pick<
    ArticleInput,
    | "title"
    | "slug"
    | "excerpt"
    | "content"
    | "category"
    | "meta_title"
    | "meta_description"
    | "keywords"
    | "status"
    | "featured_image_url"
  >;

/** The cover as the form gave it, whose alternative text the save sets. */
const coverOf = (input: ArticleFields) => ({
  url: input.featured_image_url,
  alt: input.featured_image_alt,
  title: input.title,
});

/** The columns a form sets, the image apart (see `updateArticle`). */
function columnsOf(input: ArticleFields) {
  return {
    title: input.title,
    slug: input.slug,
    excerpt: input.excerpt,
    content: input.content,
    category: input.category,
    metaTitle: input.meta_title,
    metaDescription: input.meta_description,
    keywords: input.keywords,
    status: input.status,
    // Undefined (an importer's new article) writes nothing.
    unpublishAt: input.unpublishAt,
  };
}

/**
 * `published_at` after a save: for a scheduled article, the time it is to be published. A
 * scheduled article published when due keeps its time; published early by hand, it is
 * published now. A first publication is dated now, an earlier one keeps its date; a schedule
 * given up leaves no date behind.
 */
export function publishedAtAfter(
  existing: Pick<Article, "publishedAt" | "status"> | null,
  input: Pick<ArticleFields, "status" | "publishAt">,
  now: Date,
) {
  const before = existing?.publishedAt ?? null;
  const wasScheduled = existing?.status === "scheduled";
  if (input.status === "scheduled") return input.publishAt ?? now;
  if (input.status === "published") {
    if (wasScheduled) return before && before.getTime() <= now.getTime() ? before : now;
    return before ?? now;
  }
  return wasScheduled ? null : before;
}

export type SaveResult =
  | { outcome: "saved"; id: string; updatedAt: number }
  | { outcome: "slug-taken" }
  | { outcome: "missing" }
  | { outcome: "conflict"; current: Article }
  | { outcome: "not-draft" };

type CreateOptions = {
  /** Where the article comes from, for its first revision; the author's by default. */
  saving?: Saving;
  /** A taken slug becomes the first free one of `slug-2`, `slug-3`… instead of refusing the article. */
  freeSlug?: boolean;
  /** More writes that stand or fall with the article, in its transaction. */
  alongside?: (tx: DbOrTx, id: string) => void;
};

/**
 * A new article by `authorId` (null: an author whose account is gone); published now if
 * created as published.
 */
export async function createArticle(
  input: ArticleFields,
  authorId: string | null,
  now = new Date(),
  { freeSlug = false, alongside, saving }: CreateOptions = {},
): Promise<SaveResult> {
  const image = await imageColumnsOf(input.featured_image_url);
  const saved = saveContent((save, tx) => {
    const result = save({
      kind: "article",
      create: {
        ...columnsOf(input),
        ...image,
        authorId,
        publishedAt: publishedAtAfter(null, input, now),
      },
      takenSlug: freeSlug ? "next-free" : "refuse",
      saving: saving ?? {
        source: "editor",
        author: authorId === null ? { kind: "site" } : { kind: "user", id: authorId },
      },
      now,
      cover: coverOf(input),
    });
    if (result.outcome === "saved") alongside?.(tx, result.row.id);
    return result;
  });
  return saved.outcome === "saved"
    ? { outcome: "saved", id: saved.row.id, updatedAt: now.getTime() }
    : { outcome: "slug-taken" };
}

/**
 * Saves `input` over `existing`, the article as the caller has just read it, only if it is
 * still the version the form was opened on (`baseUpdatedAt`); otherwise nothing is written and
 * the newer version comes back. A first publication sets `published_at`; an earlier one keeps
 * its date. The version written is kept as a revision, in the same transaction, with who
 * made it and how (`saving`). `draftOnly` (the autosave) writes only over a draft, so a
 * published article never changes unasked. The image is measured before the transaction,
 * which runs SQL alone; the version check is part of its update, so of two saves from one
 * version only one is written.
 */
export async function updateArticle(
  existing: Article,
  input: ArticleInput,
  baseUpdatedAt: number | undefined,
  saving: Saving,
  { now = new Date(), draftOnly = false }: { now?: Date; draftOnly?: boolean } = {},
): Promise<SaveResult> {
  // A form opened on an older version than the one just read conflicts whatever happens next.
  if (baseUpdatedAt === undefined || existing.updatedAt.getTime() !== baseUpdatedAt)
    return { outcome: "conflict", current: existing };
  if (draftOnly && existing.status !== "draft") return { outcome: "not-draft" };
  const image = await imageChangeOf(existing, input);
  return saveContent((save, tx): SaveResult => {
    const result = save({
      kind: "article",
      // The update writes only over the version read, so what was read still holds for it.
      update: {
        ...columnsOf(input),
        ...image,
        publishedAt: publishedAtAfter(existing, input, now),
        // A translation saved by a person follows the original as it is now; an autosave
        // is no one's word that it does.
        ...(saving.source === "autosave" ? {} : followedRevision(existing, tx)),
      },
      over: existing,
      draftOnly,
      saving,
      now,
      cover: coverOf(input),
    });
    if (result.outcome === "saved")
      return { outcome: "saved", id: existing.id, updatedAt: result.row.updatedAt.getTime() };
    if (result.outcome === "slug-taken") return result;
    // Someone else wrote since it was read: what they saved is what the author is shown.
    const current = tx.select().from(articles).where(eq(articles.id, existing.id)).get();
    if (!current) return { outcome: "missing" };
    if (current.updatedAt.getTime() !== baseUpdatedAt) return { outcome: "conflict", current };
    return { outcome: "not-draft" };
  });
}

/**
 * Takes an article off the site into the deleted ones (decision 0205): its row goes, so no
 * page, list or feed can show it, and its latest revision keeps what it held for 30 days.
 * False when there was none with this id.
 */
export function deleteArticle(id: string, deletedBy: string | null = null, now = new Date()) {
  const removed = db.transaction(
    (tx) => {
      const article = tx.select().from(articles).where(eq(articles.id, id)).get();
      if (!article) return null;
      keepBaseline(tx, articleVersion(article), article.updatedAt);
      tx.delete(articles).where(eq(articles.id, id)).run();
      tx.insert(deletedArticles)
        .values({
          articleId: id,
          title: article.title,
          slug: article.slug,
          status: article.status,
          deletedBy,
          deletedAt: now,
        })
        .run();
      recordArticleRemoval(
        tx,
        "article-deleted",
        deletedBy === null ? { kind: "site" } : { kind: "user", id: deletedBy },
        article.title,
        now,
      );
      return article;
    },
    { behavior: "immediate" },
  );
  if (!removed) return false;
  emitDomainEvent("articleChanged", {
    id,
    slug: removed.slug,
    before: removed.status,
    after: null,
  });
  return true;
}

/** The built-in article the list's 'Inserisci articolo di esempio' adds. */
export const listSampleArticle = sampleArticles[0];

/** Inserts the sample article unless its slug is taken: "inserted" or "present". */
export function insertSampleArticle(authorId: string) {
  const sample = listSampleArticle;
  if (!sample) return "present";
  const saved = saveContent((save) =>
    save({
      kind: "article",
      create: sampleArticleRow(sample, authorId),
      takenSlug: "refuse",
      saving: { source: "editor", author: { kind: "user", id: authorId } },
      now: new Date(),
    }),
  );
  return saved.outcome === "saved" ? "inserted" : "present";
}
