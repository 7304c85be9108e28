import { and, desc, eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { categoriesBySlug } from "~/features/blog/categories.server";
import { db } from "~/utils/db.server";

/**
 * The published articles' lists that pages other than the blog's show too (the feed, the
 * search's suggestions): plain reads, without the pages' rendering. The blog is Italian: a
 * translation (Languages issue) is none of its articles.
 */
export const published = and(eq(articles.status, "published"), eq(articles.language, "it"));

/** The categories that have published articles, one per page (see `categoriesBySlug`). */
export function publishedCategories() {
  const names = db
    .selectDistinct({ category: articles.category })
    .from(articles)
    .where(published)
    .orderBy(articles.category)
    .all()
    .map((row) => row.category);
  return categoriesBySlug(names);
}

/** The newest published articles with their content, for the feed. */
export function latestPublishedArticles(limit: number) {
  return db
    .select()
    .from(articles)
    .where(published)
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
    .all();
}
