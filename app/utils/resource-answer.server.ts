import type { TypedResponse } from "@remix-run/node";

/**
 * A resource route's answer whose body is whole in memory, with its length: sent in one write,
 * and left uncompressed when under a kilobyte (compression cannot weigh a body of unknown length).
 */
export function wholeAnswer(body: string, init: ResponseInit = {}) {
  const bytes = Buffer.from(body);
  const headers = new Headers(init.headers);
  headers.set("Content-Length", String(bytes.length));
  return new Response(bytes, { ...init, headers });
}

/**
 * A resource route's JSON answer, as a Response. Remix keeps `data()`'s status and headers
 * for its own `.data` requests (a fetcher), but answers a plain post from outside (a script,
 * a browser extension) with the value under a 200: a refused autosave would read as stored.
 * Typed, so a fetcher still knows what comes back.
 */
export const jsonAnswer = <T>(body: T, init: ResponseInit = {}) => {
  const headers = new Headers(init.headers);
  if (!headers.has("Content-Type")) headers.set("Content-Type", "application/json");
  return wholeAnswer(JSON.stringify(body), { ...init, headers }) as TypedResponse<T>;
};

/**
 * An API's answer to callers outside the site (a spreadsheet's automation, a provider's
 * webhook): JSON, never kept by a cache.
 */
export function apiAnswer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return wholeAnswer(JSON.stringify(body), {
    status,
    headers: {
      "Content-Type": "application/json; charset=utf-8",
      "Cache-Control": "no-store",
      ...headers,
    },
  });
}

/** An API's refusal, its reason in `errore`. */
export const apiRefusal = (status: number, message: string, headers?: Record<string, string>) =>
  apiAnswer(status, { errore: message }, headers);

/**
 * A resource route that only takes posts (the editor's autosave and preview, a data
 * request's file), opened as a page: 405 with `Allow`, in Italian. Remix's own answer to a
 * route without a loader is a 400 in English. Answered by the route's loader after its guard,
 * so a signed-out visitor is sent to the sign-in like anywhere else in the admin.
 */
export const onlyPosts = () =>
  wholeAnswer("Questo indirizzo riceve soltanto moduli inviati dalle pagine dell'area riservata.", {
    status: 405,
    headers: { Allow: "POST", "Content-Type": "text/plain; charset=utf-8" },
  });
