import { and, desc, eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { categoriesBySlug } from "~/features/blog/categories.server";
import { db } from "~/utils/db.server";
import type { Language } from "~/utils/language";

/**
 * The published articles' lists that pages other than the blog's show too (the feed, the
 * search's suggestions): plain reads, without the pages' rendering. Each language's blog
 * lists its own articles only: an Italian page never shows an English one, nor the reverse.
 */
export const publishedIn = (language: Language) =>
  and(eq(articles.status, "published"), eq(articles.language, language));

/** The Italian blog's articles. */
export const published = publishedIn("it");

/** The categories that have published articles in `language`, one per page (see `categoriesBySlug`). */
export function publishedCategories(language: Language = "it") {
  const names = db
    .selectDistinct({ category: articles.category })
    .from(articles)
    .where(publishedIn(language))
    .orderBy(articles.category)
    .all()
    .map((row) => row.category);
  return categoriesBySlug(names, language);
}

/** The newest published articles in `language` with their content, for the feed. */
export function latestPublishedArticles(limit: number, language: Language = "it") {
  return db
    .select()
    .from(articles)
    .where(publishedIn(language))
    .orderBy(desc(articles.publishedAt))
    .limit(limit)
    .all();
}
