import { sql } from "drizzle-orm";
import { beforeAll, expect, test } from "vitest";
import { users } from "../../db/schema";
import { articleListPage, handleArticleDelete, handleArticleSave } from "~/utils/article-editor.server";
import { createArticle } from "~/utils/articles.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { articleSchema } from "~/utils/schemas/article-schema";
import { readToast } from "~/utils/toast.server";

let staff = { user: { id: "" } };
beforeAll(() => {
  migrateDatabase();
  staff = { user: { id: db.insert(users).values({ email: "redazione@example.com", passwordHash: "x" }).returning().get().id } };
});

const post = (fields: Record<string, string>) =>
  new Request("http://localhost:3000/admin/articoli/nuovo", {
    method: "POST",
    headers: { "Content-Type": "application/x-www-form-urlencoded" },
    body: new URLSearchParams(fields),
  });

type Answer = { init: { status: number } | null; data: { alert: { title: string } | null; result?: { initialValue?: Record<string, unknown> } } };

/** Runs `write` while the database refuses `statement`s on articles, as a full disk or a broken file would. */
async function whileRefusing<T>(statement: "insert" | "update" | "delete", write: () => Promise<T>) {
  db.run(sql.raw(`create trigger refuse_${statement} before ${statement} on articles begin select raise(abort, 'rifiutato'); end`));
  try {
    return await write();
  } finally {
    db.run(sql.raw(`drop trigger refuse_${statement}`));
  }
}

test("a refused insert answers in the form with the spec's alert and what was typed", async () => {
  const fields = { title: "Non entra", category: "SEO", intent: "save", excerpt: "Scritto a mano" };
  const answer = (await whileRefusing("insert", () => handleArticleSave(post(fields), staff, null))) as unknown as Answer;
  expect(answer.init?.status).toBe(500);
  expect(answer.data.alert?.title).toBe("Errore durante la creazione");
  expect(answer.data.result?.initialValue).toMatchObject({ title: "Non entra", excerpt: "Scritto a mano" });
  const draft = (await whileRefusing("insert", () => handleArticleSave(post({ ...fields, intent: "draft" }), staff, null))) as unknown as Answer;
  expect(draft.data.alert?.title).toBe("Errore durante il salvataggio");
});

test("a refused update answers with 'Errore durante l'aggiornamento'", async () => {
  const created = createArticle(articleSchema().parse({ title: "Da aggiornare", category: "SEO" }), staff.user.id);
  if (created.outcome !== "saved") throw new Error(created.outcome);
  const version = db.get<{ updated_at: number }>(sql`select updated_at from articles where id = ${created.id}`).updated_at;
  const fields = { title: "Aggiornato", category: "SEO", intent: "save", updated_at: String(version) };
  const answer = (await whileRefusing("update", () => handleArticleSave(post(fields), staff, created.id))) as unknown as Answer;
  expect(answer.init?.status).toBe(500);
  expect(answer.data.alert?.title).toBe("Errore durante l'aggiornamento");
});

test("a refused delete goes back to the list with 'Errore durante l'eliminazione' and its cause", async () => {
  const created = createArticle(articleSchema().parse({ title: "Da non eliminare", category: "SEO" }), staff.user.id);
  if (created.outcome !== "saved") throw new Error(created.outcome);
  const answer = await whileRefusing("delete", () => handleArticleDelete(created.id));
  expect(answer.status).toBe(303);
  expect(answer.headers.get("Location")).toBe("/admin");
  const cookie = answer.headers.get("Set-Cookie")?.split(";")[0] ?? "";
  const { toast } = await readToast(new Request("http://localhost:3000/admin", { headers: { Cookie: cookie } }));
  expect(toast).toMatchObject({ type: "error", title: "Errore durante l'eliminazione", description: expect.stringMatching(/^Errore: /) });
});

test("a post past 2 MB is refused with 413 and nothing is read further", async () => {
  const answer = (await handleArticleSave(post({ title: "Grande", content: "x".repeat(2 * 1024 * 1024) }), staff, null)) as unknown as Answer;
  expect(answer.init?.status).toBe(413);
});

test("a list that cannot be read becomes the page's load error", () => {
  db.run(sql`alter table articles rename to articles_altrove`);
  try {
    expect(articleListPage(new Request("http://localhost:3000/admin")).loadError).toBe(true);
  } finally {
    db.run(sql`alter table articles_altrove rename to articles`);
  }
  expect(articleListPage(new Request("http://localhost:3000/admin")).loadError).toBe(false);
});
