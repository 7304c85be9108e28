import type { IncomingMessage, ServerResponse } from "node:http";
import { locationOf } from "../app/features/redirects/redirect-paths";
import { countRedirectHit, redirectFor } from "../app/features/redirects/redirect-table.server";
import { redirectsTag, sharedCacheHeaders } from "../app/utils/headers";
import { transportHeaders } from "./security-headers";

/**
 * Answers a GET or HEAD whose path has a redirect, before the page cache and Express: a
 * kept page, a page to render and an address nothing serves redirect alike. Only what is in
 * the table is answered, so no request can name where it is sent. The request's query is
 * passed on. A shared cache may keep the answer under its tag, which every change purges;
 * the browser asks again each time, so an edited redirect is followed at once. False: no
 * redirect, the request goes on.
 */
export function answerRedirect(
  req: IncomingMessage,
  res: ServerResponse,
  { https }: { https: boolean },
) {
  if (req.method !== "GET" && req.method !== "HEAD") return false;
  const url = req.url ?? "/";
  const queryAt = url.indexOf("?");
  const redirect = redirectFor(queryAt === -1 ? url : url.slice(0, queryAt));
  if (!redirect) return false;
  countRedirectHit(redirect.id);
  res.writeHead(redirect.status, {
    ...transportHeaders(https),
    ...sharedCacheHeaders(redirectsTag, null),
    Location: locationOf(redirect.target, queryAt === -1 ? "" : url.slice(queryAt + 1)),
    "Content-Length": "0",
  });
  res.end();
  return true;
}
