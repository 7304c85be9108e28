import { isbot } from "isbot";
import { data, redirect } from "@remix-run/node";
import { and, count, desc, eq, or, type SQL } from "drizzle-orm";
import { articles, events } from "../../../db/schema";
import { BLOG_PAGE_SIZE, blogCopy } from "~/features/blog/content/blog";
import { defaultArticleImage } from "~/features/illustrations/content/images-blog";
import { imageSrc } from "~/features/illustrations/content/image-entry";
import { sampleArticles, type SampleArticle } from "~/features/articles/content/sample-articles";
import { openPreviewLink } from "~/features/articles/preview-links.server";
import { imageSourcesOf } from "~/features/articles/uploaded-images.server";
import { generatedCoverImage, hasOwnImage } from "~/features/articles/generated-covers.server";
import { articleBodyHtml, articleReadingMinutes } from "~/features/articles/article-html.server";
import { hasRole } from "~/utils/auth.server";
import { slugify } from "~/features/articles/slug";
import {
  articlePath,
  blogListSearch,
  blogPaths,
  categoryPath,
  type BlogCard,
} from "~/features/blog/blog";
import type { BlogImage } from "~/features/articles/blog-image";
import { dataVersionTag, versionHeaders } from "~/utils/conditional-get.server";
import { db } from "~/utils/db.server";
import { formatMoment } from "~/utils/format";
import { type Alternates, type Language, languageOfRequest, localeOf } from "~/utils/language";
import { sampleArticleRow } from "~/features/articles/sample-article-row";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { readSession } from "~/utils/session.server";
import type { PageHead, Crumb } from "~/utils/seo";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { articleCardAddress } from "~/features/social-cards/social-card-answers.server";
import { blogPostingJsonLd, breadcrumbJsonLd } from "~/features/blocks/structured-data";
import { relatedArticles } from "~/features/articles/article-search.server";
import { publishedCategories, publishedIn } from "~/features/blog/published-articles.server";
import { shownCategory } from "~/features/blog/categories.server";

// The search's results name an article's category as the blog's pages do.
export { shownCategory };
import { logger } from "~/utils/logger.server";
import { eventPageOf } from "~/features/events/events.server";
import { pagePreview } from "~/features/pages/index.server";

// Crawlers should come back soon rather than index what the blog shows meanwhile.
export const unavailable = {
  status: 503,
  headers: { "Retry-After": "120", "Cache-Control": "no-store" },
};

/** A blog resource (the feed, the sitemap) that cannot be read now: 503 with `message`. */
export function blogUnavailableResponse(message: string) {
  return wholeAnswer(message, {
    ...unavailable,
    headers: { ...unavailable.headers, "Content-Type": "text/plain; charset=utf-8" },
  });
}

/** The columns a card shows, plus `updated_at` and the image's size. */
const cardColumns = {
  id: articles.id,
  language: articles.language,
  slug: articles.slug,
  title: articles.title,
  excerpt: articles.excerpt,
  category: articles.category,
  publishedAt: articles.publishedAt,
  updatedAt: articles.updatedAt,
  featuredImageUrl: articles.featuredImageUrl,
  featuredImageWidth: articles.featuredImageWidth,
  featuredImageHeight: articles.featuredImageHeight,
};

type Article = typeof articles.$inferSelect;
type CardRow = Pick<Article, keyof typeof cardColumns>;
type ArticleRow = Pick<
  Article,
  | keyof typeof cardColumns
  | "content"
  | "metaTitle"
  | "metaDescription"
  | "keywords"
  | "status"
  | "translationGroup"
>;

// An address typed by hand has no known size; the box is 16:9 either way (see the styles).
const typedImageSize = { width: 1200, height: 675 };

/**
 * The article's cover: its own image; without one (or with a placeholder drawn when an image
 * could not be made), the cover generated from its title. The built-in articles shown when
 * the database cannot be read get the shared illustration: a generated cover's address reads
 * the database.
 */
function imageOf(
  row: Pick<
    CardRow,
    | "slug"
    | "title"
    | "category"
    | "featuredImageUrl"
    | "featuredImageWidth"
    | "featuredImageHeight"
  >,
  generated = true,
): BlogImage {
  if (!row.featuredImageUrl && !generated) {
    return {
      src: imageSrc(defaultArticleImage),
      width: defaultArticleImage.width,
      height: defaultArticleImage.height,
      alt: "",
    };
  }
  if (!hasOwnImage(row.featuredImageUrl)) return generatedCoverImage(row);
  const url = row.featuredImageUrl!;
  const sized = row.featuredImageWidth && row.featuredImageHeight;
  const sources = imageSourcesOf(url);
  return {
    src: url,
    width: sized ? row.featuredImageWidth! : typedImageSize.width,
    height: sized ? row.featuredImageHeight! : typedImageSize.height,
    alt: sources?.alt ?? row.title,
    ...(sources?.placeholder ? { placeholder: sources.placeholder } : {}),
    ...(sources?.srcSets ? { srcSets: sources.srcSets } : {}),
  };
}

const longDates = new Map(
  (["it", "en"] as const).map((language) => [
    language,
    new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeZone: "Europe/Rome" }),
  ]),
);

/** A moment as its day in Italy, the way the page's language writes it: `22 November 2026`. */
export function blogDate(moment: Date, language: Language) {
  return longDates.get(language)!.format(moment);
}

/** One article as a card of the list (and the top of its own page), in its language. */
export function cardOf(row: CardRow, generatedCover = true): BlogCard {
  const publishedAt = row.publishedAt ?? row.updatedAt;
  return {
    slug: row.slug,
    title: row.title,
    excerpt: row.excerpt,
    category: shownCategory(row.category, row.language),
    date: blogDate(publishedAt, row.language),
    dateTime: publishedAt.toISOString(),
    image: imageOf(row, generatedCover),
  };
}

/** A built-in article as the database would hold it, for when the database cannot be read. */
export function sampleRow(article: SampleArticle): ArticleRow {
  const row = sampleArticleRow(article, null);
  return {
    ...row,
    id: article.slug,
    translationGroup: null,
    updatedAt: row.publishedAt,
    featuredImageUrl: null,
    featuredImageWidth: null,
    featuredImageHeight: null,
  };
}

export type BlogQuery = { page: number };

/** `?pagina=`: a whole number from 1; anything else is the first page. */
export function blogQueryOf(url: URL): BlogQuery {
  const page = Number(url.searchParams.get("pagina"));
  return { page: Number.isSafeInteger(page) && page > 0 ? page : 1 };
}

/**
 * One page of the articles `where` selects, newest publication first, with their count; a
 * page past the last shows the last.
 */
export function articleCardsPage(where: SQL | undefined, requested: number) {
  const total = db.select({ n: count() }).from(articles).where(where).get()?.n ?? 0;
  const pageCount = Math.max(1, Math.ceil(total / BLOG_PAGE_SIZE));
  const page = Math.min(requested, pageCount);
  const rows = db
    .select(cardColumns)
    .from(articles)
    .where(where)
    // Over all published articles, the (status, published_at) index gives this order without
    // sorting; ties follow the rowid.
    .orderBy(desc(articles.publishedAt))
    .limit(BLOG_PAGE_SIZE)
    .offset((page - 1) * BLOG_PAGE_SIZE)
    .all();
  return { rows, total, page, pageCount };
}

/** What a list's ETag holds of its cards. */
export function cardsVersion(rows: readonly CardRow[], cards: readonly BlogCard[]) {
  // A cover generated after publishing, its smaller sizes made since, or its text given on the
  // media page change the image, not `updated_at`.
  return rows.map((row, index) => [
    row.id,
    row.updatedAt.getTime(),
    cards[index]?.image.srcSets?.jpeg ?? row.featuredImageUrl,
    cards[index]?.image.alt,
  ]);
}

/** One page of published articles in `language`, and the categories that have some. */
export function publishedArticlesPage(query: BlogQuery, language: Language = "it") {
  return {
    ...articleCardsPage(publishedIn(language), query.page),
    categories: publishedCategories(language),
  };
}

function listHead(page: number, pageCount: number, language: Language): PageHead {
  const t = blogCopy[language];
  return {
    title: page > 1 ? `${t.title} · ${t.pageOf(page, pageCount)}` : t.title,
    description: t.description,
    keywords: t.keywords,
    path: blogPaths(language).list,
    search: blogListSearch(page),
  };
}

/** Sample articles are Italian: the English blog has none to show when the database fails. */
const fallbackArticles = (language: Language) => (language === "it" ? sampleArticles : []);

/**
 * Where an address of the list filtered by a category, from before categories had pages of
 * their own, now leads: `/blog?categoria=SEO&pagina=2` to `/blog/categoria/seo?pagina=2`.
 */
function movedCategoryAddress(url: URL, query: BlogQuery) {
  const slug = slugify(url.searchParams.get("categoria") ?? "");
  return slug ? `${categoryPath(slug)}${blogListSearch(query.page)}` : null;
}

/**
 * What /blog and /en/blog show: the published articles in the page's language. When the
 * database cannot be read (a failed query and a lost connection are the same error here), the
 * built-in articles with the error texts, as a 503 so search engines keep the real list. An
 * old address of a category's list answers 301.
 */
export function blogListPage(request: Request) {
  const language = languageOfRequest(request);
  const url = new URL(request.url);
  const query = blogQueryOf(url);
  const moved = language === "it" ? movedCategoryAddress(url, query) : null;
  if (moved) return redirect(moved, 301);
  try {
    const { rows, total, page, pageCount, categories } = publishedArticlesPage(query, language);
    const lastModified = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
    const cards = rows.map((row) => cardOf(row));
    const tag = dataVersionTag(
      "blog",
      language,
      page,
      total,
      categories,
      cardsVersion(rows, cards),
    );
    return data(
      {
        state: "loaded" as const,
        articles: cards,
        categories: categories.map(({ name, slug }) => ({ name, slug })),
        page,
        pageCount,
        head: listHead(page, pageCount, language),
      },
      { headers: versionHeaders(tag, lastModified) },
    );
  } catch (error) {
    logger.error({ err: error }, `${blogCopy.it.loadError}:`);
    return data(
      {
        state: "fallback" as const,
        articles: fallbackArticles(language).map((article) => cardOf(sampleRow(article), false)),
        categories: [],
        page: 1,
        pageCount: 1,
        head: { ...listHead(1, 1, language), noindex: true },
      },
      unavailable,
    );
  }
}

/** Whether the request may see drafts: `?anteprima=1` from a signed-in editor or admin. */
async function isStaffPreview(request: Request) {
  if (new URL(request.url).searchParams.get("anteprima") !== "1") return false;
  const session = await readSession(request);
  return Boolean(session && hasRole(session.user, "editor"));
}

function findArticleBySlug(slug: string, language: Language, includeDrafts: boolean) {
  const bySlug = and(eq(articles.language, language), eq(articles.slug, slug));
  const where = includeDrafts ? bySlug : and(publishedIn(language), bySlug);
  return db.select().from(articles).where(where).get() ?? null;
}

/**
 * The addresses of an article's published translations, its own among them (decision 0291):
 * the rows of its group, which the original names by its id whether or not it holds the group.
 */
export function articleAlternates(row: Pick<Article, "id" | "translationGroup">): Alternates {
  const group = row.translationGroup ?? row.id;
  const rows = db
    .select({ language: articles.language, slug: articles.slug })
    .from(articles)
    .where(
      and(
        eq(articles.status, "published"),
        or(eq(articles.translationGroup, group), eq(articles.id, group)),
      ),
    )
    .all();
  return Object.fromEntries(
    rows.map((each) => [each.language, articlePath(each.slug, each.language)]),
  );
}

/** The article's own keywords; without any, its category says what it is about. */
function keywordsOf(row: Pick<Article, "keywords" | "category">) {
  const own = (row.keywords ?? "")
    .split(",")
    .map((keyword) => keyword.trim())
    .filter(Boolean);
  return own.length ? own : [row.category];
}

function articleView(row: ArticleRow, generatedCover = true, alternates: Alternates | null = null) {
  const card = cardOf(row, generatedCover);
  const { language } = row;
  const t = blogCopy[language];
  const path = articlePath(row.slug, language);
  const meta = siteMeta();
  const trail: Crumb[] = [
    { name: t.home, path: language === "en" ? "/en" : "/" },
    { name: t.title, path: blogPaths(language).list },
    { name: row.title, path },
  ];
  const description = row.metaDescription || row.excerpt || t.description;
  const posting = blogPostingJsonLd(meta, {
    title: row.title,
    description,
    path,
    image: card.image.src,
    publishedAt: card.dateTime,
    updatedAt: row.updatedAt.toISOString(),
  });
  const head: PageHead = {
    title: row.metaTitle || row.title,
    description,
    keywords: keywordsOf(row),
    path,
    socialCard: articleCardAddress(row),
    type: "article",
    publishedTime: card.dateTime,
    jsonLd: [{ ...posting, inLanguage: localeOf(language) }, breadcrumbJsonLd(meta, trail)],
    alternates,
  };
  return {
    ...card,
    language,
    html: articleBodyHtml(row),
    minutes: articleReadingMinutes(row),
    trail,
    head,
  };
}

export type BlogArticleView = ReturnType<typeof articleView>;

const missingHead = (language: Language): PageHead => ({
  title: blogCopy[language].notFoundTitle,
  description: blogCopy[language].notFoundText,
  noindex: true,
});

/**
 * What /blog/{slug} and /en/blog/{slug} show: the published article with that slug in the
 * page's language, with the addresses of its published translations; a draft too for staff
 * asking for a preview; else the not-found texts with a 404. A read error keeps the not-found
 * texts but answers 503, so search engines keep the article; the built-in articles still open.
 */
export async function blogArticlePage(request: Request, slug: string) {
  const language = languageOfRequest(request);
  let row: ArticleRow | null;
  let preview = false;
  try {
    preview = await isStaffPreview(request);
    row = findArticleBySlug(slug, language, preview);
  } catch (error) {
    logger.error({ err: error }, `Errore nel caricamento dell'articolo ${slug}:`);
    const sample = fallbackArticles(language).find((article) => article.slug === slug);
    const failed = unavailable;
    if (!sample)
      return data(
        { state: "missing" as const, head: missingHead(language), alternates: null },
        failed,
      );
    const view = articleView(sampleRow(sample), false);
    return data(
      {
        state: "article" as const,
        article: view,
        draft: false,
        related: [],
        alternates: null,
        head: { ...view.head, noindex: true },
      },
      failed,
    );
  }
  if (!row)
    return data(
      { state: "missing" as const, head: missingHead(language), alternates: null },
      { status: 404 },
    );
  const draft = row.status !== "published";
  if (preview) {
    const view = articleView(row);
    // A staff member's view of the page is their own: never stored, never indexed.
    return data(
      {
        state: "article" as const,
        article: view,
        draft,
        related: [],
        alternates: null,
        head: { ...view.head, noindex: true },
      },
      { headers: { "Cache-Control": "private, no-store" } },
    );
  }
  const alternates = articleAlternates(row);
  const view = articleView(row, true, alternates);
  // Kept with the page: any article's change forgets every page of the blog.
  const related = relatedArticles(row.id).map((article) => cardOf({ ...article, language }));
  // The body and the cover change without a save too: their images' sizes, their texts.
  const tag = dataVersionTag(
    "article",
    row.id,
    row.updatedAt.getTime(),
    view.image.srcSets?.jpeg ?? row.featuredImageUrl,
    view.image.alt,
    view.html,
    related.map((card) => [card.slug, card.title, card.image.src, card.image.alt, card.date]),
    alternates,
  );
  return data(
    { state: "article" as const, article: view, draft, related, alternates, head: view.head },
    { headers: versionHeaders(tag, row.updatedAt) },
  );
}

/**
 * Whether a request is a person opening the page: not a HEAD, not a prefetch, not a bot or a
 * chat app fetching the link to show its preview (which `isbot` knows).
 */
function isPersonReading(request: Request) {
  const purpose = request.headers.get("Sec-Purpose") ?? request.headers.get("Purpose") ?? "";
  return (
    request.method === "GET" &&
    !purpose.includes("prefetch") &&
    !isbot(request.headers.get("User-Agent"))
  );
}

/**
 * What /anteprima/{token} shows: the article, event or page the link opens, published or not, as its page
 * will look, with the link's expiry for the banner; or, for a token unknown, revoked or
 * expired alike, the site's not-found page with a 404. Never indexed. Counted as an open
 * only when a person's browser asked (see `isPersonReading`).
 */
export async function previewLinkPage(token: string, request: Request) {
  const link = await openPreviewLink(token, new Date(), isPersonReading(request));
  const until = link ? formatMoment(link.expiresAt) : "";
  if (link?.eventId) {
    const event = db.select().from(events).where(eq(events.id, link.eventId)).get();
    if (event) {
      const page = eventPageOf(event);
      const head = { title: page.title, description: page.excerpt, noindex: true };
      return { state: "event" as const, event: page, until, head };
    }
  }
  const preview = link?.pageId ? pagePreview(link.pageId) : null;
  if (preview)
    return {
      state: "page" as const,
      preview,
      until,
      head: { ...preview.view.head, noindex: true },
    };
  const row = link?.articleId
    ? (db.select().from(articles).where(eq(articles.id, link.articleId)).get() ?? null)
    : null;
  if (!link || !row) return data({ state: "missing" as const }, { status: 404 });
  const view = articleView(row);
  return {
    state: "article" as const,
    article: view,
    until,
    head: { ...view.head, noindex: true },
  };
}

/**
 * Every published article's address in `language` and its last change, for the sitemap, with
 * the addresses of its published translations (its own among them) when it has any.
 */
export function publishedArticlePaths(language: Language = "it") {
  const rows = db
    .select({
      id: articles.id,
      slug: articles.slug,
      translationGroup: articles.translationGroup,
      updatedAt: articles.updatedAt,
    })
    .from(articles)
    .where(publishedIn(language))
    .orderBy(desc(articles.publishedAt))
    .all();
  const translated = new Set(
    db
      .selectDistinct({ group: articles.translationGroup })
      .from(articles)
      .where(eq(articles.status, "published"))
      .all()
      .map((row) => row.group),
  );
  return rows.map((row) => {
    const group = row.translationGroup ?? row.id;
    const alternates = translated.has(group) ? articleAlternates(row) : null;
    return {
      path: articlePath(row.slug, language),
      lastmod: row.updatedAt,
      ...(alternates && Object.keys(alternates).length > 1 ? { alternates } : {}),
    };
  });
}
