import { eq } from "drizzle-orm";
import { articles, userRoles, users } from "../../../db/schema";
import { sampleArticles } from "~/features/articles/content/sample-articles";
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
    return { adminCreated: Boolean(created), articlesCreated: inserted.length };
  });
}
