import { data } from "@remix-run/node";
import { SEARCH_PAGE_SIZE, searchCopy } from "~/features/search/content/search";
import {
  searchPublishedArticles,
  type FoundArticle,
} from "~/features/articles/article-search.server";
import { admitSearch } from "~/features/search/search-rate-limit.server";
import { hitTest, searchTermsOf } from "~/features/articles/search-query";
import {
  highlighted,
  hitCount,
  readText,
  snippetOf,
  type Segment,
} from "~/features/search/search-snippet";
import { blogPaths, categoryPath, categoryPathOf } from "~/features/blog/blog";
import { blogDate, shownCategory } from "~/features/blog/blog.server";
import {
  latestPublishedArticles,
  publishedCategories,
} from "~/features/blog/published-articles.server";
import { withoutMarkup } from "~/features/articles/without-markup";
import type { PageHead } from "~/utils/seo";
import { type Language, languageOfRequest } from "~/utils/language";
import { logger } from "~/utils/logger.server";
import { searchPublishedEvents } from "~/features/events/event-search.server";
import { eventWhen } from "~/features/events/event-facts";
import { searchPublishedPages, type AddressedPageType } from "~/features/pages/page-search.server";

export type SearchResult = {
  slug: string;
  title: Segment[];
  category: string;
  /** Null for a category whose name makes no address (no letters nor digits). */
  categoryPath: string | null;
  date: string;
  dateTime: string;
  snippet: Segment[];
};

/** `?pagina=`: a whole number from 1; anything else is the first page. */
function pageOf(url: URL) {
  const page = Number(url.searchParams.get("pagina"));
  return Number.isSafeInteger(page) && page > 0 ? page : 1;
}

/**
 * What a result shows under its title: the stretch of the body with the most found words;
 * the excerpt when only it holds any (a match in the title, the keywords); else the body's
 * beginning.
 */
function snippetFor(article: FoundArticle, isHit: (word: string) => boolean) {
  const body = readText(article.bodyText, isHit);
  if (hitCount(body) === 0) {
    const excerpt = readText(withoutMarkup(article.excerpt), isHit);
    if (hitCount(excerpt) > 0 || body.words.length === 0) return snippetOf(excerpt);
  }
  return snippetOf(body);
}

function resultOf(
  article: FoundArticle,
  isHit: (word: string) => boolean,
  language: Language,
): SearchResult {
  const shownAt = article.publishedAt ?? article.updatedAt;
  const category = shownCategory(article.category, language);
  return {
    slug: article.slug,
    title: highlighted(readText(article.title, isHit)),
    category,
    categoryPath: categoryPathOf(category, language),
    date: blogDate(shownAt, language),
    dateTime: shownAt.toISOString(),
    snippet: snippetFor(article, isHit),
  };
}

/** An event or course the query finds, in a group of its own above the articles. */
export type EventResult = { path: string; title: Segment[]; when: string; snippet: Segment[] };

// The events' and the pages' groups are short: a page of articles follows them.
const GROUP_SHOWN = 5;

function eventResults(
  match: string,
  isHit: (word: string) => boolean,
  language: Language,
): EventResult[] {
  return searchPublishedEvents(match, GROUP_SHOWN, language).map((event) => ({
    path: event.path,
    title: highlighted(readText(event.title, isHit)),
    when: eventWhen(event, language),
    snippet: snippetOf(readText(event.excerpt, isHit)),
  }));
}

/** A page of the site (a case study, the portfolio…), in a group between events and articles. */
export type SitePageResult = { path: string; title: Segment[]; type: string; snippet: Segment[] };

function sitePageResults(
  match: string,
  isHit: (word: string) => boolean,
  language: Language,
): SitePageResult[] {
  const typeWords: Record<AddressedPageType, string> = searchCopy[language].pageTypes;
  return searchPublishedPages(match, GROUP_SHOWN, language).map((page) => ({
    path: page.path,
    title: highlighted(readText(page.title, isHit)),
    type: typeWords[page.type],
    snippet: snippetOf(readText(page.excerpt, isHit)),
  }));
}

/**
 * Where a reader who found nothing may go: the blog's categories and its newest articles, in
 * the page's language.
 */
function suggestions(language: Language) {
  return {
    categories: publishedCategories(language).map((category) => ({
      name: category.name,
      path: categoryPath(category.slug, language),
    })),
    newest: latestPublishedArticles(3, language).map(({ slug, title }) => ({ slug, title })),
  };
}

const noSuggestions = { categories: [], newest: [] };

// A results page is the same for every reader but costs a search: browsers revalidate it,
// shared caches do not keep it (the rate limit would not see the searches they answer).
const ownPage = { "Cache-Control": "private, no-cache" };

/**
 * What `/blog/cerca?q=…&pagina=…` (`/en/blog/search` in English) shows, and what its live
 * results load: the published articles in `language` the query finds, its words read in that
 * language (decision 0293), 10 a page, the first led by the events and the site's pages of
 * that language it finds, at their addresses in it, their words marked; suggestions when there are none; a 429 past the address's
 * searches a minute; a 503 when the index cannot be read.
 */
export function searchAnswer(
  request: Request,
  clientIp: string | null,
  language: Language = languageOfRequest(request),
) {
  const url = new URL(request.url);
  const terms = searchTermsOf(url.searchParams.get("q") ?? "", language);
  const t = searchCopy[language];
  // Results pages are not for search engines: the blog, its categories and articles are.
  const head: PageHead = {
    title: terms.text ? t.headTitle(terms.text) : t.title,
    description: t.description,
    keywords: [...t.keywords],
    path: blogPaths(language).search,
    noindex: true,
  };
  const base = {
    query: terms.text,
    head,
    results: [] as SearchResult[],
    events: [] as EventResult[],
    sitePages: [] as SitePageResult[],
    total: 0,
    page: 1,
    pageCount: 1,
  };
  if (!terms.match)
    return data(
      { ...base, state: "empty" as const, suggestions: noSuggestions },
      { headers: ownPage },
    );
  const admitted = admitSearch(clientIp);
  if (!admitted.admitted) {
    return data(
      { ...base, state: "limited" as const, suggestions: noSuggestions },
      {
        status: 429,
        headers: { ...ownPage, "Retry-After": String(Math.ceil(admitted.retryAfterMs / 1000)) },
      },
    );
  }
  try {
    const requested = pageOf(url);
    let found = searchPublishedArticles(
      terms.match,
      SEARCH_PAGE_SIZE,
      (requested - 1) * SEARCH_PAGE_SIZE,
      language,
    );
    const pageCount = Math.max(1, Math.ceil(found.total / SEARCH_PAGE_SIZE));
    // A page past the last shows the last, as the blog's list does.
    const page = Math.min(requested, pageCount);
    if (page < requested)
      found = searchPublishedArticles(
        terms.match,
        SEARCH_PAGE_SIZE,
        (page - 1) * SEARCH_PAGE_SIZE,
        language,
      );
    const isHit = hitTest(terms);
    const events = page === 1 ? eventResults(terms.match, isHit, language) : [];
    const sitePages = page === 1 ? sitePageResults(terms.match, isHit, language) : [];
    if (found.total === 0 && events.length === 0 && sitePages.length === 0)
      return data(
        { ...base, state: "none" as const, suggestions: suggestions(language) },
        { headers: ownPage },
      );
    return data(
      {
        ...base,
        state: "found" as const,
        results: found.rows.map((row) => resultOf(row, isHit, language)),
        events,
        sitePages,
        total: found.total,
        page,
        pageCount,
        suggestions: noSuggestions,
      },
      { headers: ownPage },
    );
  } catch (error) {
    logger.error({ err: error }, `${searchCopy.it.unavailable}:`);
    return data(
      { ...base, state: "unavailable" as const, suggestions: noSuggestions },
      { status: 503, headers: { "Retry-After": "120", "Cache-Control": "no-store" } },
    );
  }
}

export type SearchAnswer = ReturnType<typeof searchAnswer> extends { data: infer T } ? T : never;
