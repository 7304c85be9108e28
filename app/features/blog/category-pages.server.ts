import { data } from "@remix-run/node";
import { and, inArray, max } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { sampleArticles } from "~/features/articles/content/sample-articles";
import { slugify } from "~/features/articles/slug";
import { blogListSearch, categoryPath, type BlogCategory } from "~/features/blog/blog";
import {
  categoriesBySlug,
  categoryDescription,
  typedCategoryOf,
} from "~/features/blog/categories.server";
import {
  articleCardsPage,
  blogQueryOf,
  cardOf,
  cardsVersion,
  sampleRow,
  unavailable,
} from "~/features/blog/blog.server";
import { published, publishedCategories } from "~/features/blog/published-articles.server";
import { blogText } from "~/features/blog/content/blog";
import { categoryPageText } from "~/features/blog/content/categories";
import { siteMeta } from "~/features/blocks/site-meta.server";
import type { Crumb, PageHead } from "~/utils/seo";
import { breadcrumbJsonLd } from "~/features/blocks/structured-data";
import { dataVersionTag, versionHeaders } from "~/utils/conditional-get.server";
import { db } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

/** What a category's page says of it, page `page` of `pageCount` of its articles. */
function categoryView({ name, slug }: BlogCategory, page: number, pageCount: number) {
  const path = categoryPath(slug);
  const description = categoryDescription(name);
  const trail: Crumb[] = [
    { name: "Home", path: "/" },
    { name: blogText.title, path: "/blog" },
    { name, path },
  ];
  const title = categoryPageText.title(name);
  const head: PageHead = {
    title: page > 1 ? `${title} · ${blogText.pageOf(page, pageCount)}` : title,
    description,
    keywords: categoryPageText.keywords(name),
    path,
    search: blogListSearch(page),
    jsonLd: [breadcrumbJsonLd(siteMeta(), trail)],
  };
  return { category: { name, slug }, description, trail, page, pageCount, head };
}

/**
 * What /blog/categoria/{slug} shows: the published articles of the category with that slug,
 * as /blog shows them, with the category's description; the not-found page with a 404 when
 * no published article has it. When the database cannot be read, as /blog: the built-in
 * articles of a typed category with the error texts, as a 503 (not-found texts for another
 * slug).
 */
export function blogCategoryPage(request: Request, slug: string) {
  const query = blogQueryOf(new URL(request.url));
  try {
    const categories = publishedCategories();
    const category = categories.find((candidate) => candidate.slug === slug);
    if (!category) return data({ state: "missing" as const }, { status: 404 });
    const { rows, total, page, pageCount } = articleCardsPage(
      and(published, inArray(articles.category, category.names)),
      query.page,
    );
    const cards = rows.map((row) => cardOf(row));
    const lastModified = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
    const tag = dataVersionTag(
      "categoria",
      slug,
      page,
      total,
      categories,
      cardsVersion(rows, cards),
    );
    return data(
      {
        state: "loaded" as const,
        ...categoryView(category, page, pageCount),
        articles: cards,
        categories: categories.map(({ name, slug }) => ({ name, slug })),
      },
      { headers: versionHeaders(tag, lastModified) },
    );
  } catch (error) {
    logger.error({ err: error }, `${blogText.loadError} (categoria ${slug}):`);
    const typed = typedCategoryOf(slug);
    if (!typed) return data({ state: "missing" as const }, unavailable);
    const view = categoryView(typed, 1, 1);
    return data(
      {
        state: "fallback" as const,
        ...view,
        head: { ...view.head, noindex: true },
        articles: sampleArticles
          .filter((article) => slugify(article.category) === slug)
          .map((article) => cardOf(sampleRow(article), false)),
        categories: [],
      },
      unavailable,
    );
  }
}

/** Every category page's address and its newest article's last change, for the sitemap. */
export function publishedCategoryPaths() {
  const rows = db
    .select({ category: articles.category, lastmod: max(articles.updatedAt) })
    .from(articles)
    .where(published)
    .groupBy(articles.category)
    .orderBy(articles.category)
    .all();
  const lastmodOf = new Map(rows.map((row) => [row.category, row.lastmod?.getTime() ?? 0]));
  return categoriesBySlug(rows.map((row) => row.category)).map((category) => ({
    path: categoryPath(category.slug),
    lastmod: new Date(Math.max(...category.names.map((name) => lastmodOf.get(name) ?? 0))),
  }));
}
