import { and, inArray, max } from "drizzle-orm";
import { data as answer } from "@remix-run/node";
import { articles } from "../../../db/schema";
import { sampleArticles, sampleTranslations } from "~/features/articles/content/sample-articles";
import { slugify } from "~/features/articles/slug";
import { blogListSearch, blogPaths, categoryPath, type BlogCategory } from "~/features/blog/blog";
import {
  categoriesBySlug,
  categoryDescription,
  shownCategory,
  typedCategoryOf,
  typedNamesOf,
} from "~/features/blog/categories.server";
import {
  articleCardsPage,
  blogQueryOf,
  cardOf,
  cardsVersion,
  sampleRow,
  unavailable,
} from "~/features/blog/blog.server";
import { publishedCategories, publishedIn } from "~/features/blog/published-articles.server";
import { blogCopy } from "~/features/blog/content/blog";
import { categoryCopy } from "~/features/blog/content/categories";
import { type Language, languageOfRequest } from "~/utils/language";
import { siteMeta } from "~/features/blocks/site-meta.server";
import type { Crumb, PageHead } from "~/utils/seo";
import { breadcrumbJsonLd } from "~/features/blocks/structured-data";
import { dataVersionTag, versionHeaders } from "~/utils/conditional-get.server";
import { db } from "~/utils/db.server";
import { logger } from "~/utils/logger.server";

/**
 * What a category's page says of it, page `page` of `pageCount` of its articles; `stored`
 * are the names its articles hold, which its description is found by.
 */
function categoryView(
  { name, slug }: BlogCategory,
  stored: readonly string[],
  page: number,
  pageCount: number,
  language: Language,
) {
  const path = categoryPath(slug, language);
  const description = categoryDescription(stored, language);
  const t = blogCopy[language];
  const words = categoryCopy[language];
  const trail: Crumb[] = [
    { name: t.home, path: language === "en" ? "/en" : "/" },
    { name: t.title, path: blogPaths(language).list },
    { name, path },
  ];
  const title = words.title(name);
  const head: PageHead = {
    title: page > 1 ? `${title} · ${t.pageOf(page, pageCount)}` : title,
    description,
    keywords: words.keywords(name),
    path,
    search: blogListSearch(page),
    jsonLd: [breadcrumbJsonLd(siteMeta(), trail)],
  };
  return { category: { name, slug }, description, trail, page, pageCount, head };
}

/**
 * What /blog/categoria/{slug} and /en/blog/category/{slug} show: the published articles in
 * the page's language of the category with that slug, as /blog shows them, with the
 * category's description; the not-found page with a 404 when no published article has it.
 * When the database cannot be read, as /blog: the built-in articles of a typed category with
 * the error texts, as a 503 (not-found texts for another slug).
 */
export function blogCategoryPage(request: Request, slug: string) {
  const language = languageOfRequest(request);
  const query = blogQueryOf(new URL(request.url));
  try {
    const categories = publishedCategories(language);
    const category = categories.find((candidate) => candidate.slug === slug);
    if (!category) return answer({ state: "missing" as const }, { status: 404 });
    const { rows, total, page, pageCount } = articleCardsPage(
      and(publishedIn(language), inArray(articles.category, category.names)),
      query.page,
    );
    const cards = rows.map((row) => cardOf(row));
    const lastModified = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
    const tag = dataVersionTag(
      "categoria",
      language,
      slug,
      page,
      total,
      categories,
      cardsVersion(rows, cards),
    );
    return answer(
      {
        state: "loaded" as const,
        ...categoryView(category, category.names, page, pageCount, language),
        articles: cards,
        categories: categories.map(({ name, slug }) => ({ name, slug })),
      },
      { headers: versionHeaders(tag, lastModified) },
    );
  } catch (error) {
    logger.error({ err: error }, `${blogCopy.it.loadError} (categoria ${slug}):`);
    const failed = {
      ...unavailable,
      headers: unavailable.headers,
    };
    const typed = typedCategoryOf(slug, language);
    if (!typed) return answer({ state: "missing" as const }, failed);
    const samples = (language === "it" ? sampleArticles : sampleTranslations).filter(
      (article) => slugify(shownCategory(article.category, language)) === slug,
    );
    const view = categoryView(typed, typedNamesOf(slug, language), 1, 1, language);
    return answer(
      {
        state: "fallback" as const,
        ...view,
        head: { ...view.head, noindex: true },
        articles: samples.map((article) => cardOf(sampleRow(article), false)),
        categories: [],
      },
      failed,
    );
  }
}

/**
 * Every category page's address in `language` and its newest article's last change, for the
 * sitemap.
 */
export function publishedCategoryPaths(language: Language = "it") {
  const rows = db
    .select({ category: articles.category, lastmod: max(articles.updatedAt) })
    .from(articles)
    .where(publishedIn(language))
    .groupBy(articles.category)
    .orderBy(articles.category)
    .all();
  const lastmodOf = new Map(rows.map((row) => [row.category, row.lastmod?.getTime() ?? 0]));
  return categoriesBySlug(
    rows.map((row) => row.category),
    language,
  ).map((category) => ({
    path: categoryPath(category.slug, language),
    lastmod: new Date(Math.max(...category.names.map((name) => lastmodOf.get(name) ?? 0))),
  }));
}
