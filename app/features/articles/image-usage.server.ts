import { ne } from "drizzle-orm";
import { articleRevisions, articles, deletedArticles } from "../../../db/schema";
import { uploadNamesIn } from "~/features/articles/uploads.server";
import { db, type DbOrTx } from "~/utils/db.server";

/**
 * Where an image is shown: in an article as it is now (as its cover or in its body), only in
 * an earlier version of one (which a restore can bring back), or in a deleted article kept
 * for 30 days.
 */
export type ImageUse = {
  articleId: string;
  title: string;
  where: "current" | "revision" | "deleted";
};

const wherePriority = { current: 0, revision: 1, deleted: 2 } as const;

/**
 * Every uploaded image some article shows or may show again, by stored name, with the
 * articles that do (decision 0214): the current version of each article, and every kept
 * revision, of a deleted article too. One rule for the media page, its delete, and the
 * retention's clean-up of unused uploads.
 */
export function imageUses(tx: DbOrTx = db) {
  const uses = new Map<string, ImageUse[]>();
  const add = (name: string, use: ImageUse) => {
    const list = uses.get(name) ?? [];
    const same = list.find((known) => known.articleId === use.articleId);
    if (!same) list.push(use);
    else if (wherePriority[use.where] < wherePriority[same.where]) same.where = use.where;
    uses.set(name, list);
  };
  const titles = new Map<string, string>();
  const current = tx
    .select({
      id: articles.id,
      title: articles.title,
      cover: articles.featuredImageUrl,
      content: articles.content,
    })
    .from(articles)
    .all();
  for (const article of current) {
    titles.set(article.id, article.title);
    for (const name of uploadNamesIn([article.cover, article.content]))
      add(name, { articleId: article.id, title: article.title, where: "current" });
  }
  const deleted = new Map(
    tx
      .select({ id: deletedArticles.articleId, title: deletedArticles.title })
      .from(deletedArticles)
      .all()
      .map((row) => [row.id, row.title]),
  );
  const kept = tx
    .selectDistinct({ articleId: articleRevisions.articleId, images: articleRevisions.images })
    .from(articleRevisions)
    .where(ne(articleRevisions.images, ""))
    .all();
  for (const { articleId, images } of kept) {
    const title = titles.get(articleId) ?? deleted.get(articleId);
    // A revision outlives its article only while the article is among the deleted ones; the
    // purge takes both, so any other is a leftover that still keeps its images.
    const where = titles.has(articleId) ? "revision" : "deleted";
    for (const name of images.split(" "))
      add(name, { articleId, title: title ?? "Articolo eliminato", where });
  }
  return uses;
}
