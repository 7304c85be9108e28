import type { HeadersArgs, HeadersFunction } from "@remix-run/node";
import { noVarySearch } from "~/utils/no-vary-search";

/**
 * For a page whose action or loader answers with headers of its own (`Retry-After` on a
 * 429 or 503, `Connection: close` on a refused body): Remix puts them on the page only
 * through the route's `headers` export. The action's win over the loader's.
 */
export const answerHeaders: HeadersFunction = ({ actionHeaders, loaderHeaders, errorHeaders }) => {
  const headers = new Headers(loaderHeaders);
  actionHeaders.forEach((value, name) => headers.set(name, value));
  errorHeaders?.forEach((value, name) => headers.set(name, value));
  return headers;
};

/** On a 503 for a write refused for a passing reason (a lock, a full disk): when to try again. */
export const retryLaterHeaders = { "Retry-After": "10" };

/**
 * What a shared cache (this server's page cache, a CDN, nginx) forgets a page by: the
 * marketing pages change with a new version of the site or any save of their content, the
 * blog's with any article, the redirects' answers with any change of the redirects.
 */
export type CacheTag = "pagine" | "blog" | "eventi" | "reindirizzamenti";

export const blogTag: CacheTag = "blog";

/** The marketing pages, made from the content staff edit under /admin/pagine. */
export const pagesTag: CacheTag = "pagine";

/** The events' and courses' pages, and the registration form that offers them. */
export const eventsTag: CacheTag = "eventi";

export const redirectsTag: CacheTag = "reindirizzamenti";

export const cacheTagHeader = "Cache-Tag";

/** A language of the site's content. */
export type TagLanguage = "it" | "en";

/**
 * A kind's tag for its pages in one language. A shared page carries both (`pagine,
 * pagine-it`): a change to content in one language forgets only that language's pages, so a
 * translation saved leaves the Italian pages cached.
 */
export const languageTag = (tag: CacheTag, language: TagLanguage) => `${tag}-${language}` as const;

/**
 * A page's language tags as its address's language (decision 0291): one route answers both
 * languages, and a route's `headers` cannot see the address, so the document's answer puts
 * the tag right once it is known. `Content-Language` says it to every client.
 */
export function inAddressLanguage(headers: Headers, language: TagLanguage) {
  headers.set("Content-Language", language);
  const tags = headers.get(cacheTagHeader);
  if (tags) headers.set(cacheTagHeader, tags.replace(/-(it|en)\b/g, `-${language}`));
}

/** What a cache can forget pages by: a kind's tag, or a kind's in one language. */
export type PurgeTag = CacheTag | ReturnType<typeof languageTag>;

/**
 * Seconds a shared cache may send its copy without asking (`s-maxage`), then while it fetches
 * a new one (`stale-while-revalidate`). Marketing pages change with a deploy, which should
 * purge the CDN anyway (its pages name scripts the new build no longer has), and with a save
 * of their content, which purges them by tag: five minutes, and a day of stale answers keeps
 * them up through an outage. An article's change
 * is forgotten here at once and purged by tag where the CDN allows it; without a purge a
 * minute bounds how long a reader can be shown the old version. A redirect is purged by tag
 * when it changes, like an article, and lasts as long without a purge.
 */
const lifetimes: Record<CacheTag, { shared: number; stale: number }> = {
  pagine: { shared: 300, stale: 86_400 },
  blog: { shared: 60, stale: 3_600 },
  // As the blog's: forgotten here at each change, and at each start, end and close.
  eventi: { shared: 60, stale: 3_600 },
  reindirizzamenti: { shared: 60, stale: 3_600 },
};

/**
 * A browser's copy is never fresh (`max-age=0`): it asks every time and gets a 304 by the
 * page's `ETag` when nothing changed. The page depends on the display preferences cookie.
 * `language` null: an answer of no language (a redirect).
 */
export function sharedCacheHeaders(tag: CacheTag, language: TagLanguage | null = "it") {
  const { shared, stale } = lifetimes[tag];
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`,
    [cacheTagHeader]: language ? `${tag}, ${languageTag(tag, language)}` : tag,
    Vary: "Cookie",
  };
}

/** A page rendered for one visitor: no shared cache keeps it; the browser asks every time. */
export const ownPageCacheControl = "private, no-cache";

/**
 * A public page opened by a secret in its address (a preview link, a cancellation), whatever
 * it shows, the not-found page included: never kept by the browser, this server's page cache
 * or any cache in front, and never indexed, as the staff pages. Its action's own headers (a
 * Retry-After) go with the action's answer.
 */
export const secretLinkPageHeaders: HeadersFunction = ({ actionHeaders }) => {
  const headers = new Headers({
    "Cache-Control": "private, no-store",
    "X-Robots-Tag": "noindex, nofollow",
  });
  actionHeaders.forEach((value, name) => headers.set(name, value));
  return headers;
};

/**
 * The headers of a public page, the same for every anonymous visitor with the same display
 * preferences: shared caches may keep it under `tag`, once for every address that differs only
 * in query parameters other than `reads`, the ones the page reads (`No-Vary-Search`). A loader
 * that sets its own `Cache-Control` (a staff preview, a database outage) has the last word, as
 * do the headers of an action or an error (`Retry-After`).
 *
 * A route declares its caching through these in its `headers`: a page reading nothing of its
 * query re-exports one of the two below, a page reading some calls this in a function of its
 * own. The browser's bundle drops a route's `headers` and, with nothing run at load, this code
 * with them; in a `.server` module they would still leave an empty stand-in chunk for every
 * page to load.
 */
export function sharedPageHeaders(
  args: HeadersArgs,
  tag: CacheTag,
  reads: readonly string[] = [],
): Headers {
  const headers = new Headers(answerHeaders(args));
  if (headers.has("Cache-Control")) return headers;
  for (const [name, value] of Object.entries(sharedCacheHeaders(tag))) headers.set(name, value);
  headers.set("No-Vary-Search", noVarySearch(reads));
  return headers;
}

/** A marketing page that reads nothing of its address's query. */
export const marketingPageHeaders: HeadersFunction = (args) => sharedPageHeaders(args, "pagine");
/** An article, or any blog page that reads nothing of its address's query. */
export const blogPageHeaders: HeadersFunction = (args) => sharedPageHeaders(args, "blog");
/** An event's or a course's page, or a list of them, reading nothing of its address's query. */
export const eventPageHeaders: HeadersFunction = (args) => sharedPageHeaders(args, "eventi");
