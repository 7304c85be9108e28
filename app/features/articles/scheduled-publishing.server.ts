import { and, asc, eq, lte } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { articleSchema } from "~/features/articles/article-schema";
import { updateArticle, type Article } from "~/features/articles/articles.server";
import { bySite } from "~/features/articles/revisions.server";
import { logger } from "~/utils/logger.server";

/** The form an editor would post to give `article`, as it stands, another status. */
function inputWithStatus(article: Article, status: "published" | "archived") {
  const input = articleSchema(article.category, { published: true }).parse({
    title: article.title,
    slug: article.slug,
    excerpt: article.excerpt,
    content: article.content,
    category: article.category,
    meta_title: article.metaTitle ?? "",
    meta_description: article.metaDescription ?? "",
    keywords: article.keywords ?? "",
    featured_image_url: article.featuredImageUrl ?? "",
    featured_image_initial: article.featuredImageUrl ?? "",
    intent: "save",
    status,
  });
  // Published, it keeps its 'Ritira il'; the form would check that time again, and after a
  // stop both may be past.
  return status === "published" ? { ...input, unpublishAt: article.unpublishAt } : input;
}

/**
 * Saves `article` with `status` through the editor's save (`updateArticle`: its events forget
 * the blog's cached pages, purge the edge, tell live readers); true when it was written. A
 * save by someone between the read and the write wins: the next round reads it again.
 */
async function changeStatus(article: Article, status: "published" | "archived", now: Date) {
  try {
    const result = await updateArticle(
      article,
      inputWithStatus(article, status),
      article.updatedAt.getTime(),
      bySite("schedule"),
      { now },
    );
    return result.outcome === "saved";
  } catch (error) {
    // One article that cannot be saved (a lock held too long, a row an old import wrote past
    // today's rules) does not hold the others back; the next round tries again.
    logger.error({ err: error }, `Cambio programmato di ${article.slug} non riuscito:`);
    return false;
  }
}

/**
 * The round of scheduled changes due at `now`: scheduled articles whose time has come are
 * published (keeping their planned time as their date), then published articles whose
 * 'Ritira il' has come are archived, so an article both due after a stop goes out and back.
 * A time missed while the server was down is simply due at the next round; once changed, an
 * article is no longer due, so each change is made once. Answers how many of each.
 */
export async function applyDueSchedules(now = new Date()) {
  const due = (status: "scheduled" | "published", column: typeof articles.publishedAt) =>
    db
      .select()
      .from(articles)
      .where(and(eq(articles.status, status), lte(column, now)))
      .orderBy(asc(column))
      .all();
  let published = 0;
  for (const article of due("scheduled", articles.publishedAt))
    if (await changeStatus(article, "published", now)) published += 1;
  let archived = 0;
  for (const article of due("published", articles.unpublishAt))
    if (await changeStatus(article, "archived", now)) archived += 1;
  return { published, archived };
}
