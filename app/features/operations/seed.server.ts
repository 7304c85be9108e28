import { and, eq } from "drizzle-orm";
import { articles, userRoles, users } from "../../../db/schema";
import { sampleArticles, sampleTranslations } from "~/features/articles/content/sample-articles";
import { sampleArticleRow } from "~/features/articles/sample-article-row";
import type { Db } from "~/utils/db.server";
import { hashPassword } from "~/features/staff/password.server";

type Admin = { email: string; password: string; name: string };

export async function seedDatabase(db: Db, admin: Admin) {
  const email = admin.email.trim().toLowerCase();
  const passwordHash = await hashPassword(admin.password);
  return db.transaction((tx) => {
    const created = tx
      .insert(users)
      .values({ email, passwordHash, name: admin.name })
      .onConflictDoNothing({ target: users.email })
      .returning({ id: users.id })
      .all()[0];
    if (created) tx.insert(userRoles).values({ userId: created.id, role: "admin" }).run();
    const authorId =
      created?.id ??
      tx.select({ id: users.id }).from(users).where(eq(users.email, email)).get()?.id;
    const inserted = tx
      .insert(articles)
      .values(sampleArticles.map((article) => sampleArticleRow(article, authorId)))
      .onConflictDoNothing({ target: [articles.language, articles.slug] })
      .returning({ id: articles.id })
      .all();
    // A translation joins its original's group, named by the original's id (decision 0264),
    // made from the version the original has before any revision is kept (0).
    for (const translation of sampleTranslations) {
      const original = tx
        .select({ id: articles.id })
        .from(articles)
        .where(and(eq(articles.language, "it"), eq(articles.slug, translation.translationOf)))
        .get();
      if (!original) continue;
      const added = tx
        .insert(articles)
        .values({
          ...sampleArticleRow(translation, authorId),
          translationGroup: original.id,
          translatedFromSeq: 0,
        })
        .onConflictDoNothing({ target: [articles.language, articles.slug] })
        .returning({ id: articles.id })
        .all();
      if (added.length === 0) continue;
      tx.update(articles)
        .set({ translationGroup: original.id })
        .where(eq(articles.id, original.id))
        .run();
      inserted.push(...added);
    }
    return { adminCreated: Boolean(created), articlesCreated: inserted.length };
  });
}
