import { and, asc, eq, lte } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { articleSchema } from "~/features/articles/article-schema";
import { updateArticle, type Article } from "~/features/articles/articles.server";

/** The form an editor would post to publish `article` as it stands. */
function publishingInput(article: Article) {
  return articleSchema(article.category, { published: true }).parse({
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
    intent: "publish",
  });
}

/**
 * Publishes every scheduled article whose time has come, `now` included, each through the
 * same save as an editor's 'Pubblica' (`updateArticle`: its events forget the blog's cached
 * pages, purge the edge, tell live readers). The article keeps its planned time as its date.
 * A time missed while the server was down is simply due at the next round. An article saved
 * by someone between the read and the write is left for the next round, which reads it again;
 * once published it is no longer scheduled, so each is published once. Answers how many.
 */
export async function publishDueArticles(now = new Date()) {
  const due = db
    .select()
    .from(articles)
    .where(and(eq(articles.status, "scheduled"), lte(articles.publishedAt, now)))
    .orderBy(asc(articles.publishedAt))
    .all();
  let published = 0;
  for (const article of due) {
    try {
      const result = await updateArticle(
        article,
        publishingInput(article),
        article.updatedAt.getTime(),
        { now },
      );
      if (result.outcome === "saved") published += 1;
    } catch (error) {
      // One article that cannot be published (a lock held too long, a row an old import
      // wrote past today's rules) does not hold the others back; the next round tries again.
      console.error(`Pubblicazione programmata di ${article.slug} non riuscita:`, error);
    }
  }
  return published;
}
