import { languageOfRequest } from "~/utils/language";
import type { AppLoadContext } from "@remix-run/node";
import {
  cacheTagHeader,
  ownPageCacheControl,
  sharedCacheHeaders,
  type CacheTag,
} from "~/utils/headers";
import { noVarySearch } from "~/utils/no-vary-search";
import { sessionCookieName } from "~/utils/session.server";
import { toastCookieName } from "~/utils/toast.server";

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
 * The caching headers of a feed or a sitemap: shared under `tag`, whatever the query, unless
 * the request carries a personal cookie. A shared one has no scripts, so its policy allows none.
 */
export function sharedResourceHeaders(
  request: Request,
  context: AppLoadContext,
  tag: CacheTag,
): Record<string, string> {
  if (hasPersonalCookie(request.headers.get("Cookie")))
    return { "Cache-Control": ownPageCacheControl };
  context.shareScripts?.([]);
  return {
    ...sharedCacheHeaders(tag, languageOfRequest(request)),
    "Content-Language": languageOfRequest(request),
    "No-Vary-Search": noVarySearch([]),
  };
}
