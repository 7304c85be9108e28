import { eq } from "drizzle-orm";
import { apiTokens, type articleStatuses, users } from "../../../db/schema";
import { recordActivity, type ActivityActor, type StaffAction } from "~/utils/activity.server";
import type { DbOrTx } from "~/utils/db.server";
import type { RevisionAuthor } from "~/features/articles/revision-store";

type ArticleStatus = (typeof articleStatuses)[number];

/**
 * Who the staff activity log names for a change saved by `author`, the revision's author: a
 * member of staff by their e-mail as it is now, the command line, a schedule and the sheet's
 * token as the system ('sistema'), the token's name then going into the subject.
 */
function actorOf(tx: DbOrTx, author: RevisionAuthor): { actor: ActivityActor; via: string | null } {
  if (author.kind === "user") {
    const user = tx.select({ email: users.email }).from(users).where(eq(users.id, author.id)).get();
    return { actor: user ? { id: author.id, email: user.email } : null, via: null };
  }
  if (author.kind === "token") {
    const token = tx
      .select({ name: apiTokens.name })
      .from(apiTokens)
      .where(eq(apiTokens.id, author.id))
      .get();
    return { actor: null, via: token ? `token ${token.name}` : "token" };
  }
  return { actor: null, via: null };
}

/**
 * What a save from `before` (null: a new article) to `after` is in the log: a new article is
 * created (and published, when it goes out at once); an existing one is published when it
 * goes on the site and unpublished when it leaves it. Other edits are the revisions' to keep.
 */
export function articleActions(before: ArticleStatus | null, after: ArticleStatus) {
  const actions: StaffAction[] = [];
  if (before === null) actions.push("article-created");
  if (before !== "published" && after === "published") actions.push("article-published");
  if (before === "published" && after !== "published") actions.push("article-unpublished");
  return actions;
}

/** Records a save of the article titled `title`, in the save's transaction. */
export function recordArticleSave(
  tx: DbOrTx,
  author: RevisionAuthor,
  change: { title: string; before: ArticleStatus | null; after: ArticleStatus },
  at: Date,
) {
  const actions = articleActions(change.before, change.after);
  if (actions.length === 0) return;
  const { actor, via } = actorOf(tx, author);
  const subject = via ? `${change.title} (${via})` : change.title;
  for (const action of actions) recordActivity(tx, { action, actor, subject }, at);
}

/** Records that the article titled `title` was deleted or restored, in that transaction. */
export function recordArticleRemoval(
  tx: DbOrTx,
  action: "article-deleted" | "article-restored",
  author: RevisionAuthor,
  title: string,
  at: Date,
) {
  const { actor, via } = actorOf(tx, author);
  recordActivity(tx, { action, actor, subject: via ? `${title} (${via})` : title }, at);
}
