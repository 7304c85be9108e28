import type { HeadersArgs, HeadersFunction } from "@remix-run/node";
import { blogTag, cacheTagHeader, sharedCacheHeaders, sharedPageHeaders } from "~/utils/headers";
import { isLanguage } from "~/utils/language";

/**
 * A blog page's shared caching, tagged with the language its loader answered in
 * (`Content-Language`): a route's `headers` sees its loader's headers but not its address.
 */
export function blogHeaders(args: HeadersArgs, reads: readonly string[] = []) {
  const headers = sharedPageHeaders(args, blogTag, reads);
  const language = args.loaderHeaders.get("Content-Language");
  if (isLanguage(language) && headers.has(cacheTagHeader))
    headers.set(cacheTagHeader, sharedCacheHeaders(blogTag, language)[cacheTagHeader]);
  return headers;
}

/** An article, or any blog page that reads nothing of its address's query, in either language. */
export const articlePageHeaders: HeadersFunction = (args) => blogHeaders(args);
