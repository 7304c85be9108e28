import type { AppLoadContext, HeadersFunction } from "@remix-run/node";
import { answerHeaders } from "~/utils/headers";
import { sessionCookieName } from "~/utils/session.server";
import { toastCookieName } from "~/utils/toast.server";

/**
 * What a shared cache (this server's page cache, a CDN, nginx) forgets a page by: the
 * marketing pages change with a new version of the site, the blog's with any article.
 */
export type CacheTag = "pagine" | "blog";

export const blogTag: CacheTag = "blog";

export const cacheTagHeader = "Cache-Tag";

/**
 * Seconds a shared cache may send its copy without asking (`s-maxage`), then while it fetches
 * a new one (`stale-while-revalidate`). Marketing pages change only with a deploy, which
 * should purge the CDN anyway (its pages name scripts the new build no longer has): five
 * minutes, and a day of stale answers keeps them up through an outage. An article's change
 * is forgotten here at once and purged by tag where the CDN allows it; without a purge a
 * minute bounds how long a reader can be shown the old version.
 */
const lifetimes: Record<CacheTag, { shared: number; stale: number }> = {
  pagine: { shared: 300, stale: 86_400 },
  blog: { shared: 60, stale: 3_600 },
};

/**
 * A browser's copy is never fresh (`max-age=0`): it asks every time and gets a 304 by the
 * page's `ETag` when nothing changed. The page depends on the display preferences cookie.
 */
function sharedCacheHeaders(tag: CacheTag) {
  const { shared, stale } = lifetimes[tag];
  return {
    "Cache-Control": `public, max-age=0, s-maxage=${shared}, stale-while-revalidate=${stale}`,
    [cacheTagHeader]: tag,
    Vary: "Cookie",
  };
}

/** A page rendered for one visitor: no shared cache keeps it; the browser asks every time. */
const ownPageCacheControl = "private, no-cache";

/**
 * The headers of a public page, the same for every anonymous visitor with the same display
 * preferences: shared caches may keep it under `tag`. A loader that sets its own
 * `Cache-Control` (a staff preview, a database outage) has the last word, as do the headers
 * of an action or an error (`Retry-After`).
 */
const sharedPage =
  (tag: CacheTag): HeadersFunction =>
  (args) => {
    const headers = new Headers(answerHeaders(args));
    if (headers.has("Cache-Control")) return headers;
    for (const [name, value] of Object.entries(sharedCacheHeaders(tag))) headers.set(name, value);
    return headers;
  };

/**
 * A route declares its caching by re-exporting one of these as its `headers`: a re-export,
 * unlike a call, leaves nothing of this server module in the browser's bundle.
 */
export const marketingPageHeaders = sharedPage("pagine");
export const blogPageHeaders = sharedPage("blog");

function declaresShared(headers: Pick<Headers, "get">) {
  const cacheControl = headers.get("Cache-Control") ?? "";
  return /(?:^|,)\s*public\s*(?:,|$)/i.test(cacheControl) && /\bs-maxage=\d/i.test(cacheControl);
}

/** Whether an answer's headers let shared caches keep it. */
export const isShared = (headers: Pick<Headers, "get" | "has">) =>
  declaresShared(headers) && !headers.has("Set-Cookie");

const personalCookie = new RegExp(`(?:^|;)\\s*(?:${sessionCookieName}|${toastCookieName})=`);

/** A signed-in member of staff, or a visitor with a message pending: the page is theirs alone. */
export const hasPersonalCookie = (cookieHeader: string | null | undefined) =>
  Boolean(cookieHeader && personalCookie.test(cookieHeader));

/** Turns a shared declaration into the per-visitor one. */
export function declareOwnPage(headers: Headers) {
  if (!declaresShared(headers)) return;
  headers.set("Cache-Control", ownPageCacheControl);
  headers.delete(cacheTagHeader);
}

/**
 * Whether a page a route declared shared really is: a 200 to a GET or HEAD, setting no cookie,
 * for a request without a personal cookie. Otherwise the declaration becomes the per-visitor
 * one, so a form's answer, a 404 or a signed-in view never reaches a shared cache.
 */
export function keepsSharedDeclaration(request: Request, status: number, headers: Headers) {
  if (!declaresShared(headers)) return false;
  const shareable =
    (request.method === "GET" || request.method === "HEAD") &&
    status === 200 &&
    isShared(headers) &&
    !hasPersonalCookie(request.headers.get("Cookie"));
  if (!shareable) declareOwnPage(headers);
  return shareable;
}

/**
 * The caching headers of a feed or a sitemap: shared under `tag`, unless the request carries a
 * personal cookie. A shared one has no scripts, so its policy allows none.
 */
export function sharedResourceHeaders(
  request: Request,
  context: AppLoadContext,
  tag: CacheTag,
): Record<string, string> {
  if (hasPersonalCookie(request.headers.get("Cookie")))
    return { "Cache-Control": ownPageCacheControl };
  context.shareScripts?.([]);
  return sharedCacheHeaders(tag);
}
