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

/** The log's actions of each kind of content. */
const kindActions = {
  article: {
    created: "article-created",
    published: "article-published",
    unpublished: "article-unpublished",
  },
  event: {
    created: "event-created",
    published: "event-published",
    unpublished: "event-unpublished",
  },
  page: {
    created: "page-created",
    published: "page-published",
    unpublished: "page-unpublished",
  },
} as const satisfies Record<string, Record<string, StaffAction>>;

export type ContentKindName = keyof typeof kindActions;

/**
 * What a save from `before` (null: new content) to `after` is in the log: new content is
 * created (and published, when it goes out at once); existing content is published when it
 * goes on the site and unpublished when it leaves it. Other edits are the revisions' to keep.
 */
export function articleActions(
  before: ArticleStatus | null,
  after: ArticleStatus,
  kind: ContentKindName = "article",
) {
  const names = kindActions[kind];
  const actions: StaffAction[] = [];
  if (before === null) actions.push(names.created);
  if (before !== "published" && after === "published") actions.push(names.published);
  if (before === "published" && after !== "published") actions.push(names.unpublished);
  return actions;
}

/** Records a save of the content titled `title`, in the save's transaction. */
export function recordArticleSave(
  tx: DbOrTx,
  author: RevisionAuthor,
  change: {
    title: string;
    before: ArticleStatus | null;
    after: ArticleStatus;
    kind?: ContentKindName;
    /** Actions of the kind's own, beside the publication's: an event cancelled or moved. */
    also?: StaffAction[];
  },
  at: Date,
) {
  const actions = [
    ...articleActions(change.before, change.after, change.kind),
    ...(change.also ?? []),
  ];
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
