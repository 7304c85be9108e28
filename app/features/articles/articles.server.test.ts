import { eq } from "drizzle-orm";
import { beforeAll, describe, expect, test } from "vitest";
import { articles, users } from "../../../db/schema";
import {
  articleCounts,
  createArticle,
  deleteArticle,
  findArticle,
  insertSampleArticle,
  listArticlesForAdmin,
  updateArticle,
} from "~/features/articles/articles.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { articleSchema, type ArticleInput } from "~/features/articles/article-schema";
import { storeImageBytes } from "~/features/articles/uploads.server";
import { pngImage } from "../../../tests/support/image-files";
import { bySite } from "~/features/articles/revisions.server";
import { traceQueries } from "../../../bench/query-trace";

let authorId = "";
beforeAll(() => {
  migrateDatabase();
  authorId = db
    .insert(users)
    .values({ email: "autore@example.com", passwordHash: "x" })
    .returning()
    .get().id;
});

function input(fields: Record<string, string>): ArticleInput {
  return articleSchema().parse({ category: "SEO", intent: "save", ...fields });
}

const saved = (result: Awaited<ReturnType<typeof createArticle>>) => {
  if (result.outcome !== "saved") throw new Error(`non salvato: ${result.outcome}`);
  return findArticle(result.id)!;
};

describe("the form's schema", () => {
  test("an empty slug comes from the title and an empty meta title copies it", () => {
    const value = input({ title: "Perché il SEO conta" });
    expect(value.slug).toBe("perche-il-seo-conta");
    expect(value.meta_title).toBe("Perché il SEO conta");
  });

  test("the buttons decide the status; 'Salva' keeps the select's", () => {
    expect(input({ title: "a", intent: "draft", status: "published" }).status).toBe("draft");
    expect(input({ title: "a", intent: "publish", status: "draft" }).status).toBe("published");
    expect(input({ title: "a", intent: "save", status: "archived" }).status).toBe("archived");
  });

  test("refuses what the rules refuse", () => {
    const errors = (fields: Record<string, unknown>, current?: string) =>
      articleSchema(current)
        .safeParse({ title: "a", category: "SEO", ...fields })
        .error?.issues.map((issue) => issue.path[0]);
    expect(errors({ title: undefined })).toEqual(["title"]);
    expect(errors({ title: "x".repeat(201) })).toEqual(["title"]);
    expect(errors({ slug: "Non Valido" })).toEqual(["slug"]);
    expect(errors({ title: "!!!" })).toEqual(["slug"]);
    expect(errors({ excerpt: "x".repeat(301) })).toEqual(["excerpt"]);
    expect(errors({ meta_title: "x".repeat(201) })).toEqual(["meta_title"]);
    expect(errors({ meta_description: "x".repeat(321) })).toEqual(["meta_description"]);
    expect(errors({ content: "x".repeat(1_000_001) })).toEqual(["content"]);
    expect(errors({ featured_image_url: "javascript:alert(1)" })).toEqual(["featured_image_url"]);
    expect(errors({ featured_image_url: "//altro.example/a.png" })).toEqual(["featured_image_url"]);
    expect(errors({ category: undefined })).toEqual(["category"]);
    expect(errors({ category: "Inventata" })).toEqual(["category"]);
    expect(errors({ category: "Inventata" }, "Inventata")).toBeUndefined();
    expect(
      errors({
        category: "Case Study",
        featured_image_url: "/uploads/a.png",
        content: "x".repeat(1_000_000),
      }),
    ).toBeUndefined();
    expect(errors({ featured_image_url: "https://cdn.example/a.png" })).toBeUndefined();
  });
});

describe("creating", () => {
  test("as published sets published_at now; as draft leaves it empty; the author is the signed-in user", async () => {
    const now = new Date("2026-03-01T10:00:00Z");
    const published = saved(
      await createArticle(input({ title: "Pubblicato subito", intent: "publish" }), authorId, now),
    );
    expect(published).toMatchObject({
      status: "published",
      publishedAt: now,
      authorId,
      createdAt: now,
      updatedAt: now,
    });
    const draft = saved(
      await createArticle(input({ title: "Solo bozza", intent: "draft" }), authorId, now),
    );
    expect(draft).toMatchObject({ status: "draft", publishedAt: null });
  });

  test("a slug already used is refused and nothing is written", async () => {
    saved(await createArticle(input({ title: "Doppione" }), authorId));
    const before = articleCounts().total;
    expect(
      await createArticle(input({ title: "Altro titolo", slug: "doppione" }), authorId),
    ).toEqual({ outcome: "slug-taken" });
    expect(articleCounts().total).toBe(before);
  });
});

describe("updating", () => {
  test("publishing a draft sets published_at once; later changes keep it; updated_at moves every time", async () => {
    const draft = saved(
      await createArticle(
        input({ title: "Da pubblicare", intent: "draft" }),
        authorId,
        new Date("2026-03-02T10:00:00Z"),
      ),
    );
    const at = new Date("2026-03-03T10:00:00Z");
    await updateArticle(
      draft,
      input({ title: "Da pubblicare", intent: "publish" }),
      draft.updatedAt.getTime(),
      bySite("editor"),
      { now: at },
    );
    const published = findArticle(draft.id)!;
    expect(published).toMatchObject({
      status: "published",
      publishedAt: at,
      updatedAt: at,
    });
    await updateArticle(
      published,
      input({ title: "Archiviato", status: "archived" }),
      at.getTime(),
      bySite("editor"),
      { now: at },
    );
    const archived = findArticle(draft.id)!;
    expect(archived).toMatchObject({
      status: "archived",
      title: "Archiviato",
      slug: "archiviato",
      publishedAt: at,
    });
    expect(archived.updatedAt.getTime()).toBe(at.getTime() + 1);
  });

  test("saving over a newer version is refused and returns it", async () => {
    const article = saved(
      await createArticle(input({ title: "Conteso" }), authorId, new Date("2026-03-04T10:00:00Z")),
    );
    const opened = article.updatedAt.getTime();
    expect(
      (await updateArticle(article, input({ title: "Conteso: prima" }), opened, bySite("editor")))
        .outcome,
    ).toBe("saved");
    // Read before the first save, as by a save that began meanwhile: the transaction still sees the newer version.
    const second = await updateArticle(
      article,
      input({ title: "Conteso: seconda" }),
      opened,
      bySite("editor"),
    );
    expect(second).toMatchObject({
      outcome: "conflict",
      current: { title: "Conteso: prima" },
    });
    // Read after it, with the form's older version.
    expect(
      await updateArticle(
        findArticle(article.id)!,
        input({ title: "Conteso: terza" }),
        opened,
        bySite("editor"),
      ),
    ).toMatchObject({
      outcome: "conflict",
      current: { title: "Conteso: prima" },
    });
    expect(findArticle(article.id)?.title).toBe("Conteso: prima");
    expect(
      (
        await updateArticle(
          findArticle(article.id)!,
          input({ title: "Senza versione" }),
          undefined,
          bySite("editor"),
        )
      ).outcome,
    ).toBe("conflict");
  });

  test("of two saves from one version begun together, one is written and the other conflicts", async () => {
    const article = saved(
      await createArticle(input({ title: "Gemelli" }), authorId, new Date("2026-03-05T10:00:00Z")),
    );
    const opened = article.updatedAt.getTime();
    const results = await Promise.all(
      ["Gemelli: uno", "Gemelli: due"].map((title) =>
        updateArticle(article, input({ title, slug: "gemelli" }), opened, bySite("editor")),
      ),
    );
    expect(results.map((result) => result.outcome).sort()).toEqual(["conflict", "saved"]);
  });

  test("another article's slug is refused; the article's own is fine", async () => {
    saved(await createArticle(input({ title: "Occupato" }), authorId));
    const article = saved(await createArticle(input({ title: "Mio" }), authorId));
    const version = article.updatedAt.getTime();
    expect(
      await updateArticle(
        article,
        input({ title: "Mio", slug: "occupato" }),
        version,
        bySite("editor"),
      ),
    ).toEqual({ outcome: "slug-taken" });
    expect(
      (
        await updateArticle(
          article,
          input({ title: "Mio nuovo", slug: "mio" }),
          version,
          bySite("editor"),
        )
      ).outcome,
    ).toBe("saved");
  });

  test("the autosave (draftOnly) never writes over an article that is not a draft", async () => {
    const article = saved(
      await createArticle(input({ title: "Già online", intent: "publish" }), authorId),
    );
    const version = article.updatedAt.getTime();
    expect(
      await updateArticle(
        article,
        input({ title: "Bozza automatica", intent: "draft" }),
        version,
        bySite("editor"),
        {
          draftOnly: true,
        },
      ),
    ).toEqual({
      outcome: "not-draft",
    });
    expect(findArticle(article.id)).toEqual(article);
  });

  test("an article deleted after it was read", async () => {
    const article = saved(await createArticle(input({ title: "Sparito" }), authorId));
    deleteArticle(article.id);
    expect(
      await updateArticle(
        article,
        input({ title: "x" }),
        article.updatedAt.getTime(),
        bySite("editor"),
      ),
    ).toEqual({
      outcome: "missing",
    });
  });
});

test("deleting removes the row once", async () => {
  const article = saved(await createArticle(input({ title: "Da eliminare" }), authorId));
  expect(deleteArticle(article.id)).toBe(true);
  expect(deleteArticle(article.id)).toBe(false);
  expect(db.select().from(articles).where(eq(articles.id, article.id)).get()).toBeUndefined();
});

test("the sample article goes in once", () => {
  expect(insertSampleArticle(authorId)).toBe("inserted");
  expect(insertSampleArticle(authorId)).toBe("present");
});

test("the list searches with the blog's index, filters, and pages by 25, newest first", async () => {
  const base = new Date("2027-01-01T00:00:00Z").getTime();
  for (let i = 0; i < 30; i += 1) {
    await createArticle(
      input({ title: `Paginato 100% n${i}`, category: "Web Design" }),
      authorId,
      new Date(base + i * 1000),
    );
  }
  const first = listArticlesForAdmin({
    q: "100%",
    status: null,
    category: "Web Design",
    page: 1,
  });
  expect(first).toMatchObject({ total: 30, page: 1, pageCount: 2 });
  expect(first.articles).toHaveLength(25);
  expect(first.articles[0]?.title).toBe("Paginato 100% n29");
  const second = listArticlesForAdmin({
    q: "100%",
    status: null,
    category: null,
    page: 9,
  });
  expect(second.page).toBe(2);
  expect(second.articles).toHaveLength(5);
  expect(
    listArticlesForAdmin({
      q: "paginato",
      status: "published",
      category: null,
      page: 1,
    }).total,
  ).toBe(0);
  expect(listArticlesForAdmin({ q: "_", status: null, category: null, page: 1 }).total).toBe(0);
});

test("a searched, filtered list reads its page newest first from its own index, no row sorted", async () => {
  await createArticle(input({ title: "Indice della lista", status: "published" }), authorId);
  const query = { q: "indice", status: "published", category: "SEO", page: 1 } as const;
  expect(listArticlesForAdmin(query).articles.map((article) => article.title)).toEqual([
    "Indice della lista",
  ]);
  const sqlite = db.$client;
  const page = traceQueries(sqlite, () => listArticlesForAdmin(query)).find((statement) =>
    statement.sql.includes(" limit "),
  )!;
  const plan = sqlite
    .prepare<unknown[], { detail: string }>(`explain query plan ${page.sql}`)
    .all(...page.params)
    .map((step) => step.detail);
  expect(plan[0]).toBe("SCAN articles USING COVERING INDEX articles_staff_list");
  expect(plan.join("\n")).not.toContain("TEMP B-TREE");
});

describe("the featured image", () => {
  /** An uploaded 40×30 PNG, as the editor stores it. */
  async function uploadedPng() {
    const stored = await storeImageBytes(pngImage(40, 30));
    if (!stored.ok) throw new Error(stored.problem);
    return stored.image.url;
  }

  test("records the size of a file stored under UPLOADS_DIR, and none for another site's image", async () => {
    const uploaded = await uploadedPng();
    const cases = [
      { url: uploaded, width: 40, height: 30 },
      { url: "https://cdn.example/copertina.jpg", width: null, height: null },
      { url: "", width: null, height: null },
    ];
    for (const [index, { url, width, height }] of cases.entries()) {
      const article = saved(
        await createArticle(
          input({ title: `Con immagine ${index}`, featured_image_url: url }),
          authorId,
        ),
      );
      expect(article).toMatchObject({
        featuredImageUrl: url,
        featuredImageWidth: width,
        featuredImageHeight: height,
      });
    }
  });

  /**
   * An article without image whose cover then arrives in the background, as the cover
   * generated after publishing does: the image changes, `updated_at` does not.
   */
  async function articleWithBackgroundCover(title: string) {
    const article = saved(
      await createArticle(input({ title }), authorId, new Date("2026-04-01T10:00:00Z")),
    );
    const cover = await uploadedPng();
    db.update(articles)
      .set({ featuredImageUrl: cover, featuredImageWidth: 40, featuredImageHeight: 30 })
      .where(eq(articles.id, article.id))
      .run();
    expect(findArticle(article.id)?.updatedAt).toEqual(article.updatedAt);
    return {
      id: article.id,
      version: article.updatedAt.getTime(),
      cover,
      readBeforeCover: article,
    };
  }

  /**
   * Saves the form opened on `version` with `image` as its image field and the one it was
   * opened with, over the article as read by the save (by default, now).
   */
  async function imageAfterSaving(
    id: string,
    version: number,
    title: string,
    image: { url: string; initial: string },
    read = findArticle(id)!,
  ) {
    const result = await updateArticle(
      read,
      input({ title, featured_image_url: image.url, featured_image_initial: image.initial }),
      version,
      bySite("editor"),
    );
    expect(result.outcome).toBe("saved");
    const article = findArticle(id)!;
    expect(article.title).toBe(title);
    return {
      url: article.featuredImageUrl,
      width: article.featuredImageWidth,
      height: article.featuredImageHeight,
    };
  }

  test("a save from a form opened before the cover arrived, image untouched, keeps the cover", async () => {
    const { id, version, cover } = await articleWithBackgroundCover("Copertina arrivata dopo");
    expect(
      await imageAfterSaving(id, version, "Copertina arrivata dopo: ritoccato", {
        url: "",
        initial: "",
      }),
    ).toEqual({
      url: cover,
      width: 40,
      height: 30,
    });
  });

  test("so does a save that read the article just before the cover arrived", async () => {
    const { id, version, cover, readBeforeCover } = await articleWithBackgroundCover(
      "Copertina arrivata durante",
    );
    const title = "Copertina arrivata durante: ritoccato";
    expect(
      await imageAfterSaving(id, version, title, { url: "", initial: "" }, readBeforeCover),
    ).toEqual({
      url: cover,
      width: 40,
      height: 30,
    });
  });

  test("a save that leaves an image without a recorded size alone records its size", async () => {
    const article = saved(await createArticle(input({ title: "Immagine di prima" }), authorId));
    const url = await uploadedPng();
    db.update(articles).set({ featuredImageUrl: url }).where(eq(articles.id, article.id)).run();
    const version = article.updatedAt.getTime();
    expect(
      await imageAfterSaving(article.id, version, "Immagine di prima: misurata", {
        url,
        initial: url,
      }),
    ).toEqual({
      url,
      width: 40,
      height: 30,
    });
  });

  test.each([
    {
      when: "the form chose another image",
      image: { url: "https://example.com/a.jpg", initial: "" },
      expected: { url: "https://example.com/a.jpg", width: null, height: null },
    },
    {
      when: "the author cleared the image the form was opened with",
      image: { url: "", initial: "/uploads/x.png" },
      expected: { url: "", width: null, height: null },
    },
  ])(
    "over a cover set in the background, the form's image wins when $when",
    async ({ when, image, expected }) => {
      const { id, version } = await articleWithBackgroundCover(`Copertina sostituita: ${when}`);
      expect(
        await imageAfterSaving(id, version, `Immagine decisa dal form: ${when}`, image),
      ).toEqual(expected);
    },
  );
});
