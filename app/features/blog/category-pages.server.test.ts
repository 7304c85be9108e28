import { beforeAll, describe, expect, test } from "vitest";
import { articles } from "../../../db/schema";
import { blogListPage } from "~/features/blog/blog.server";
import { blogCategoryPage, publishedCategoryPaths } from "~/features/blog/category-pages.server";
import { db, migrateDatabase } from "~/utils/db.server";

const minute = 60_000;
const start = Date.UTC(2026, 10, 1);

beforeAll(() => {
  migrateDatabase();
  const row = (slug: string, category: string, at: number, status = "published" as const) => ({
    title: `Articolo ${slug}`,
    slug,
    category,
    content: "Testo.",
    status,
    publishedAt: new Date(at),
    updatedAt: new Date(at),
  });
  db.insert(articles)
    .values([
      ...Array.from({ length: 13 }, (_, index) =>
        row(`social-${index + 1}`, "Social Media", start + index * minute),
      ),
      row("seo-1", "SEO", start),
      { ...row("bozza-social", "Social Media", start + 60 * minute), status: "draft" },
      { ...row("bozza-sola", "Fotografia", start), status: "draft" },
    ])
    .run();
});

const pageOf = (slug: string, search = "") =>
  blogCategoryPage(new Request(`http://x/blog/categoria/${slug}${search}`), slug);

describe("a category's page", () => {
  test("its published articles, twelve a page newest first, with its name and description", () => {
    const first = pageOf("social-media");
    expect(first.init?.status ?? 200).toBe(200);
    if (first.data.state !== "loaded") throw new Error(first.data.state);
    expect(first.data.category).toEqual({ name: "Social Media", slug: "social-media" });
    expect(first.data.description).toMatch(/community/);
    expect(first.data.articles.map((card) => card.slug)).toEqual(
      Array.from({ length: 12 }, (_, index) => `social-${13 - index}`),
    );
    expect([first.data.page, first.data.pageCount]).toEqual([1, 2]);
    expect(first.data.head).toMatchObject({ path: "/blog/categoria/social-media", search: "" });
    expect(first.data.trail.map((crumb) => crumb.path)).toEqual([
      "/",
      "/blog",
      "/blog/categoria/social-media",
    ]);
    expect(first.data.categories).toEqual([
      { name: "SEO", slug: "seo" },
      { name: "Social Media", slug: "social-media" },
    ]);

    const second = pageOf("social-media", "?pagina=2").data;
    if (second.state !== "loaded") throw new Error(second.state);
    expect(second.articles.map((card) => card.slug)).toEqual(["social-1"]);
    expect(second.head).toMatchObject({ title: "Social Media · Blog · Pagina 2 di 2" });
    expect(second.head.search).toBe("?pagina=2");
  });

  test("a slug of no category with published articles is not found", () => {
    for (const slug of ["non-esiste", "fotografia", "Social-Media"]) {
      const page = pageOf(slug);
      expect(page.init?.status, slug).toBe(404);
      expect(page.data.state, slug).toBe("missing");
    }
  });

  test("the old address of a category's list moves to its page, its page number kept", () => {
    const answer = (search: string) => {
      const response = blogListPage(new Request(`http://x/blog${search}`));
      if (!(response instanceof Response)) throw new Error(`nessun reindirizzamento: ${search}`);
      return [response.status, response.headers.get("Location")];
    };
    expect(answer("?categoria=Social+Media&pagina=2")).toEqual([
      301,
      "/blog/categoria/social-media?pagina=2",
    ]);
    expect(answer("?categoria=SEO&pagina=1")).toEqual([301, "/blog/categoria/seo"]);
    expect(answer("?categoria=Sconosciuta")).toEqual([301, "/blog/categoria/sconosciuta"]);
  });

  test("the sitemap names each page with its newest article's change", () => {
    expect(publishedCategoryPaths()).toEqual([
      { path: "/blog/categoria/seo", lastmod: new Date(start) },
      { path: "/blog/categoria/social-media", lastmod: new Date(start + 12 * minute) },
    ]);
  });
});
