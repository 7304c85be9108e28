import { beforeAll, expect, test } from "vitest";
import { users } from "../../../db/schema";
import {
  createArticle,
  deleteArticle,
  findArticle,
  updateArticle,
} from "~/features/articles/articles.server";
import { articleActions } from "~/features/articles/article-activity.server";
import { articleSchema } from "~/features/articles/article-schema";
import { restoreDeletedArticle } from "~/features/articles/deleted-articles.server";
import { byUser } from "~/features/articles/revisions.server";
import { applyDueSchedules } from "~/features/articles/scheduled-publishing.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { activityAbout } from "../../../tests/support/activity";

const editor = { id: "", email: "redattrice@example.com" };

beforeAll(() => {
  migrateDatabase();
  editor.id = db
    .insert(users)
    .values({ email: editor.email, passwordHash: "x" })
    .returning()
    .get().id;
});

const form = (title: string, intent: "draft" | "publish", extra: Record<string, string> = {}) =>
  articleSchema(undefined, { now: new Date(0) }).parse({
    title,
    category: "SEO",
    content: "Testo.",
    intent,
    ...extra,
  });

const savedId = (result: Awaited<ReturnType<typeof createArticle>>) => {
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return result.id;
};

test("which saves are in the log: a new article, going on the site, leaving it", () => {
  expect(articleActions(null, "draft")).toEqual(["article-created"]);
  expect(articleActions(null, "published")).toEqual(["article-created", "article-published"]);
  expect(articleActions("draft", "draft")).toEqual([]);
  expect(articleActions("scheduled", "published")).toEqual(["article-published"]);
  expect(articleActions("published", "published")).toEqual([]);
  expect(articleActions("published", "archived")).toEqual(["article-unpublished"]);
});

test("an editor's article: created, published, unpublished, deleted and restored, each by them", async () => {
  const title = "Il diario della redattrice";
  const id = savedId(await createArticle(form(title, "draft"), editor.id));
  const draft = findArticle(id)!;
  await updateArticle(
    draft,
    { ...form(title, "publish"), slug: draft.slug },
    draft.updatedAt.getTime(),
    byUser(editor.id, "editor"),
  );
  const published = findArticle(id)!;
  // A save that changes the text only is not in the log: the revisions keep it.
  await updateArticle(
    published,
    { ...form(title, "publish", { content: "Altro testo." }), slug: published.slug },
    published.updatedAt.getTime(),
    byUser(editor.id, "editor"),
  );
  const edited = findArticle(id)!;
  await updateArticle(
    edited,
    { ...form(title, "draft"), slug: edited.slug },
    edited.updatedAt.getTime(),
    byUser(editor.id, "editor"),
  );
  expect(deleteArticle(id, editor.id)).toBe(true);
  expect(restoreDeletedArticle(id, editor.id).outcome).toBe("restored");

  const by = { userId: editor.id, actor: editor.email, subject: title };
  expect(activityAbout(title)).toEqual(
    [
      "article-created",
      "article-published",
      "article-unpublished",
      "article-deleted",
      "article-restored",
    ].map((action) => ({ action, ...by })),
  );
});

test("a scheduled article is published by the system ('sistema')", async () => {
  const title = "Uscita programmata";
  const created = savedId(
    await createArticle(
      form(title, "publish", { publish_at: "2026-01-10T09:00" }),
      editor.id,
      new Date("2026-01-01T09:00:00Z"),
    ),
  );
  expect(findArticle(created)?.status).toBe("scheduled");
  await applyDueSchedules(new Date("2026-01-10T09:00:00Z"));
  expect(activityAbout(title)).toEqual([
    { action: "article-created", userId: editor.id, actor: editor.email, subject: title },
    { action: "article-published", userId: null, actor: "sistema", subject: title },
  ]);
});
