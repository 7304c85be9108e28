import type { HeadersArgs, HeadersFunction } from "@remix-run/node";
import { cacheTagHeader, pagesTag, sharedCacheHeaders, sharedPageHeaders } from "~/utils/headers";
import { isLanguage, type Language } from "~/utils/language";

/**
 * A marketing page's loader answers with its language (`Content-Language`): a route's
 * `headers` sees its loader's headers but not its address, and the page's cache tag names
 * the language (decision 0270), so that saving a translation forgets only its language's pages.
 */
export const withLanguage = (language: Language, status?: number) => ({
  status,
  headers: { "Content-Language": language },
});

/** A marketing page's shared caching, tagged with the language its loader answered in. */
export function languagePageHeaders(args: HeadersArgs, reads: readonly string[] = []) {
  const headers = sharedPageHeaders(args, pagesTag, reads);
  const language = args.loaderHeaders.get("Content-Language");
  if (isLanguage(language) && headers.has(cacheTagHeader))
    headers.set(cacheTagHeader, sharedCacheHeaders(pagesTag, language)[cacheTagHeader]);
  return headers;
}

/** A marketing page that reads nothing of its address's query, in either language. */
export const marketingHeaders: HeadersFunction = (args) => languagePageHeaders(args);
