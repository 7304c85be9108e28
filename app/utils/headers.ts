import type { HeadersFunction } from "@remix-run/node";

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
