import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test, vi } from "vitest";
import { articleRevisions, articles, deletedArticles, users } from "../../../db/schema";
import { imageUses } from "~/features/articles/image-usage.server";
import {
  createArticle,
  deleteArticle,
  findArticle,
  updateArticle,
  type Article,
} from "~/features/articles/articles.server";
import { articleSchema } from "~/features/articles/article-schema";
import {
  byUser,
  listRevisions,
  readLatestRevision,
  readRevision,
} from "~/features/articles/revisions.server";
import {
  listDeletedArticles,
  purgeDeletedArticles,
  restoreDeletedArticle,
} from "~/features/articles/deleted-articles.server";
import { fullCopyEvery } from "~/features/articles/revision-store";
import { articleRevisionsPageData } from "~/features/articles/article-revisions.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { purgeExpiredRecords } from "~/features/visitor-data/retention.server";
import { logger } from "~/utils/logger.server";

let anna = "";
let bruno = "";
beforeAll(() => {
  migrateDatabase();
  const user = (email: string, name: string) =>
    db.insert(users).values({ email, name, passwordHash: "x" }).returning().get().id;
  anna = user("anna@example.com", "Anna Neri");
  bruno = user("bruno@example.com", "Bruno Riva");
});

const form = (fields: Record<string, string>) =>
  articleSchema().parse({ category: "SEO", intent: "save", ...fields });

async function created(title: string, content = "Primo paragrafo.") {
  const result = await createArticle(form({ title, content }), anna);
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return findArticle(result.id)!;
}

async function save(article: Article, fields: Record<string, string>, by = anna, at = new Date()) {
  const result = await updateArticle(
    article,
    form({ title: article.title, slug: article.slug, content: article.content, ...fields }),
    article.updatedAt.getTime(),
    byUser(by, "editor"),
    { now: at },
  );
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return findArticle(article.id)!;
}

async function autosave(article: Article, content: string, by: string, at: Date) {
  const result = await updateArticle(
    article,
    form({ title: article.title, slug: article.slug, content, intent: "draft" }),
    article.updatedAt.getTime(),
    byUser(by, "autosave"),
    { now: at, draftOnly: true },
  );
  if (result.outcome !== "saved") throw new Error(result.outcome);
  return findArticle(article.id)!;
}

describe("every save keeps a revision", () => {
  test("creating and saving keep each version with its author and source, and every version reads back", async () => {
    let article = await created("Tre versioni");
    article = await save(article, { content: "Primo paragrafo.\n\nSecondo paragrafo." });
    article = await save(article, { title: "Tre versioni, riviste" }, bruno);
    const list = listRevisions(article.id);
    expect(list.map((revision) => [revision.seq, revision.source, revision.author])).toEqual([
      [3, "editor", { kind: "user", name: "Bruno Riva" }],
      [2, "editor", { kind: "user", name: "Anna Neri" }],
      [1, "editor", { kind: "user", name: "Anna Neri" }],
    ]);
    // Sizes count the characters of the lines changed: the first line gained its line break.
    expect(list[1]).toMatchObject({ added: "Primo paragrafo.\n\nSecondo paragrafo.".length - 2 });
    expect(readRevision(article.id, 1)).toMatchObject({
      content: "Primo paragrafo.",
      fields: { title: "Tre versioni", status: "draft" },
    });
    expect(readRevision(article.id, 3)?.fields.title).toBe("Tre versioni, riviste");
    expect(readRevision(article.id, 4)).toBeNull();
  });

  test("an article written before revisions keeps the version it had before its first save", async () => {
    const id = db
      .insert(articles)
      .values({ title: "Vecchio", slug: "vecchio", category: "SEO", content: "Com'era." })
      .returning()
      .get().id;
    await save(findArticle(id)!, { content: "Com'è ora." });
    expect(listRevisions(id).map((revision) => [revision.source, revision.author])).toEqual([
      ["editor", { kind: "user", name: "Anna Neri" }],
      ["baseline", { kind: "site" }],
    ]);
    expect(readRevision(id, 1)?.content).toBe("Com'era.");
    expect(readRevision(id, 2)?.content).toBe("Com'è ora.");
  });

  test("a save that is not written (a conflict) keeps no revision", async () => {
    const article = await created("Conflitto");
    await save(article, { content: "La loro versione." });
    const late = await updateArticle(
      article,
      form({ title: "Conflitto", content: "La mia." }),
      article.updatedAt.getTime(),
      byUser(anna, "editor"),
    );
    expect(late.outcome).toBe("conflict");
    expect(listRevisions(article.id)).toHaveLength(2);
  });

  test("one person's autosaves within 10 minutes fold into one revision; another person's, a later one or a save do not", async () => {
    // After the article's creation, which is dated now: a save is never dated before the
    // version it builds on.
    const start = new Date(Date.now() + 60 * 60_000);
    const at = (minutes: number) => new Date(start.getTime() + minutes * 60_000);
    let article = await created("Scrittura lunga");
    for (let minute = 1; minute <= 9; minute += 1)
      article = await autosave(article, `Bozza al minuto ${minute}.`, anna, at(minute));
    expect(listRevisions(article.id)).toHaveLength(2);
    article = await autosave(article, "Bozza dopo undici minuti.", anna, at(12));
    article = await autosave(article, "Bozza di Bruno.", bruno, at(13));
    article = await save(article, { content: "Salvata." }, anna, at(14));
    article = await autosave(article, "Di nuovo in bozza.", anna, at(15));
    const list = listRevisions(article.id);
    expect(list.map((revision) => revision.source)).toEqual([
      "autosave",
      "editor",
      "autosave",
      "autosave",
      "autosave",
      "editor",
    ]);
    const folded = list.at(-2)!;
    expect([folded.firstSavedAt, folded.savedAt]).toEqual([at(1), at(9)]);
    expect(readRevision(article.id, 2)?.content).toBe("Bozza al minuto 9.");
    expect(readRevision(article.id, 3)?.content).toBe("Bozza dopo undici minuti.");
  });

  test("past the full copy's interval, any version still reads back and a stored body is a patch", async () => {
    let article = await created("Molte versioni", "Riga 0.");
    for (let n = 1; n <= fullCopyEvery + 5; n += 1)
      article = await save(article, { content: `${article.content}\nRiga ${n}.` });
    const kinds = db
      .select({ seq: articleRevisions.seq, kind: articleRevisions.kind })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, article.id))
      .all();
    expect(kinds.filter((row) => row.kind === "full").map((row) => row.seq)).toEqual([
      1,
      fullCopyEvery + 1,
    ]);
    expect(
      readRevision(article.id, fullCopyEvery + 3)
        ?.content.split("\n")
        .at(-1),
    ).toBe(`Riga ${fullCopyEvery + 2}.`);
    expect(readLatestRevision(article.id)?.version?.content).toBe(article.content);
  });
});

test("the uploads a kept version shows stay in use after the article stops showing them", async () => {
  const old = "0123456789abcdef0123456789abcdef.jpg";
  const inBody = "fedcba9876543210fedcba9876543210.png";
  let article = await created("Immagini nelle versioni", `Testo ![foto](/uploads/${inBody})`);
  article = await save(article, { featured_image_url: `/uploads/${old}` });
  await save(article, {
    featured_image_url: "",
    featured_image_initial: `/uploads/${old}`,
    content: "Senza immagini.",
  });
  const uses = imageUses();
  const shownBefore = {
    articleId: article.id,
    title: "Immagini nelle versioni",
    where: "revision",
  };
  expect(uses.get(old)).toEqual([shownBefore]);
  expect(uses.get(inBody)).toEqual([shownBefore]);
});

describe("deleted articles", () => {
  test("a deleted article leaves every list but keeps its revisions, and comes back as a draft", async () => {
    let article = await created("Da ritrovare", "Il testo da ritrovare.");
    article = await save(article, { status: "published", intent: "publish" });
    expect(deleteArticle(article.id, bruno)).toBe(true);
    expect(findArticle(article.id)).toBeNull();
    expect(listDeletedArticles()).toEqual([
      expect.objectContaining({ id: article.id, title: "Da ritrovare", status: "published" }),
    ]);
    expect(listDeletedArticles()[0]?.deletedByName).toBe("Bruno Riva");
    const restored = restoreDeletedArticle(article.id, anna);
    expect(restored).toMatchObject({
      outcome: "restored",
      slug: "da-ritrovare",
      slugTakenBy: null,
    });
    expect(findArticle(article.id)).toMatchObject({
      title: "Da ritrovare",
      content: "Il testo da ritrovare.",
      status: "draft",
      publishedAt: null,
      authorId: anna,
    });
    expect(listRevisions(article.id).map((revision) => revision.source)).toEqual([
      "restore",
      "editor",
      "editor",
    ]);
    expect(listDeletedArticles()).toEqual([]);
    expect(restoreDeletedArticle(article.id, anna)).toEqual({ outcome: "missing" });
  });

  test("restored while another article has its address, it takes the first free one and says which it could not have", async () => {
    const article = await created("Indirizzo conteso");
    deleteArticle(article.id, anna);
    await created("Indirizzo conteso");
    expect(restoreDeletedArticle(article.id, anna)).toMatchObject({
      outcome: "restored",
      slug: "indirizzo-conteso-2",
      slugTakenBy: "indirizzo-conteso",
    });
  });

  test("a delete the database refuses removes nothing and lists nothing", async () => {
    const article = await created("Non eliminabile");
    db.run(
      "create temp trigger refuse_deleted before insert on deleted_articles begin select raise(abort, 'rifiutato'); end",
    );
    try {
      expect(() => deleteArticle(article.id, anna)).toThrow("rifiutato");
    } finally {
      db.run("drop trigger refuse_deleted");
    }
    expect(findArticle(article.id)).not.toBeNull();
    expect(listDeletedArticles().map((row) => row.id)).not.toContain(article.id);
  });

  test("after 30 days the daily run purges the article and its revisions; before, it stays", async () => {
    vi.spyOn(logger, "error").mockImplementation(() => undefined);
    const article = await created("Da dimenticare");
    const deletedAt = new Date("2026-10-01T10:00:00Z");
    deleteArticle(article.id, anna, deletedAt);
    const day = 86_400_000;
    expect(purgeDeletedArticles(db, new Date(deletedAt.getTime() + 29 * day))).toBe(0);
    expect(listDeletedArticles(new Date(deletedAt.getTime() + 29 * day))).toHaveLength(1);
    expect(listDeletedArticles(new Date(deletedAt.getTime() + 31 * day))).toHaveLength(0);
    const counts = await purgeExpiredRecords({ now: new Date(deletedAt.getTime() + 31 * day) });
    expect(counts.deletedArticles).toBe(1);
    expect(listRevisions(article.id)).toEqual([]);
    expect(
      db.select().from(deletedArticles).where(eq(deletedArticles.articleId, article.id)).all(),
    ).toEqual([]);
    vi.restoreAllMocks();
  });

  test("deleted more than 30 days ago, it is neither listed nor restored, even before the purge runs", async () => {
    const article = await created("Oltre il termine", "Un testo da lasciar andare.");
    const deletedAt = new Date("2026-10-01T10:00:00Z");
    deleteArticle(article.id, anna, deletedAt);
    const day = 86_400_000;
    const late = new Date(deletedAt.getTime() + 31 * day);
    expect(listDeletedArticles(late).map((row) => row.id)).not.toContain(article.id);
    expect(restoreDeletedArticle(article.id, anna, late)).toEqual({
      outcome: "expired",
      title: "Oltre il termine",
    });
    expect(findArticle(article.id)).toBeNull();
    expect(listDeletedArticles(new Date(deletedAt.getTime() + 29 * day))).toEqual([
      expect.objectContaining({ id: article.id }),
    ]);
    expect(listRevisions(article.id).map((revision) => revision.source)).toEqual(["editor"]);
  });
});

describe("the revisions page", () => {
  test("lists 50 versions a page, compares the latest two by default, and takes any address without failing", async () => {
    let article = await created("Pagine di versioni", "Versione 1.");
    for (let n = 2; n <= 55; n += 1) article = await save(article, { content: `Versione ${n}.` });
    const at = (query: string) =>
      articleRevisionsPageData(article.id, new URL(`http://localhost/x?${query}`));
    const first = at("");
    expect(first).toMatchObject({ latest: 55, page: 1, pageCount: 2 });
    expect(first.revisions.map((revision) => revision.seq).slice(0, 2)).toEqual([55, 54]);
    expect(first.revisions).toHaveLength(50);
    expect([first.compared?.from, first.compared?.to]).toEqual([54, 55]);
    expect(at("pagina=2").revisions.map((revision) => revision.seq)).toEqual([5, 4, 3, 2, 1]);
    expect([at("da=3&a=40").compared?.from, at("da=3&a=40").compared?.to]).toEqual([3, 40]);
    for (const query of ["da=abc&a=-1", "da=999&a=0", "pagina=0", "pagina=99", "da=5&a=5"]) {
      const page = at(query);
      expect(page.revisions.length).toBeGreaterThan(0);
      expect(page.page).toBeGreaterThanOrEqual(1);
    }
    expect(at("da=5&a=5").compared).toBeNull();
  });
});
