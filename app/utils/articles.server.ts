import { count, desc } from "drizzle-orm";
import { articles } from "../../db/schema";
import { db } from "~/utils/db.server";
import { formatDate } from "~/utils/format";

/** The list's counters: 'Totale', 'Pubblicati', 'Bozze'. */
export function articleCounts() {
  const byStatus = db.select({ status: articles.status, n: count() }).from(articles).groupBy(articles.status).all();
  const of = (status: (typeof byStatus)[number]["status"]) => byStatus.find((row) => row.status === status)?.n ?? 0;
  return { total: byStatus.reduce((sum, row) => sum + row.n, 0), published: of("published"), drafts: of("draft") };
}

/** The article list of the admin, newest created first, with dates ready to show. */
export function listArticlesForAdmin() {
  return db
    .select({
      id: articles.id,
      title: articles.title,
      excerpt: articles.excerpt,
      category: articles.category,
      status: articles.status,
      createdAt: articles.createdAt,
      publishedAt: articles.publishedAt,
    })
    .from(articles)
    .orderBy(desc(articles.createdAt))
    .all()
    .map((article) => ({
      ...article,
      createdAt: formatDate(article.createdAt),
      publishedAt: article.publishedAt ? formatDate(article.publishedAt) : null,
    }));
}
