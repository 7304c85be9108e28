import type { TypedResponse } from "@remix-run/node";

/**
 * A resource route's JSON answer, as a Response. Remix keeps `data()`'s status and headers
 * for its own `.data` requests (a fetcher), but answers a plain post from outside (a script,
 * a browser extension) with the value under a 200: a refused autosave would read as stored.
 * Typed, so a fetcher still knows what comes back.
 */
export const jsonAnswer = <T>(body: T, init?: ResponseInit) => Response.json(body, init) as TypedResponse<T>;
