import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import { assignmentFor, type Assignment } from "../app/features/experiments/index.server";
import { cacheTagHeader, ownPageCacheControl } from "../app/utils/headers";

const pathOf = (url: string | undefined) => (url ?? "/").split("?", 1)[0] ?? "/";

const headerOf = (req: IncomingMessage) => (name: string) => {
  const value = req.headers[name];
  return Array.isArray(value) ? value[0] : value;
};

/** Forces a page under test to be the visitor's own, however it was rendered or kept. */
function asOwnHeaders(headers: OutgoingHttpHeaders) {
  const own: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers))
    if (name.toLowerCase() !== cacheTagHeader.toLowerCase()) own[name] = value;
  for (const name of Object.keys(own)) if (name.toLowerCase() === "cache-control") delete own[name];
  own["cache-control"] = ownPageCacheControl;
  return own;
}

/**
 * The pages under test (decision 0281), as the server sees them before Remix: each request's
 * variant, worked out once. The page cache keeps a copy per variant; the answer is sent as the
 * visitor's own (`Cache-Control: private`), since a cache in front cannot work out the variant
 * and a page it answered would never be counted; a counted view records its variant.
 */
export function experimentPages(ipOf: (req: IncomingMessage) => string | null) {
  const assignments = new WeakMap<IncomingMessage, Assignment | null>();
  const assignmentOf = (req: IncomingMessage, path = pathOf(req.url)) => {
    if (assignments.has(req)) return assignments.get(req) ?? null;
    const assignment = assignmentFor(path, ipOf(req), headerOf(req));
    assignments.set(req, assignment);
    return assignment;
  };
  return {
    /** What the page cache adds to its key: the variant, for a page under test. */
    cacheKeyOf(req: IncomingMessage) {
      const assignment = assignmentOf(req);
      return assignment ? `${assignment.experimentId}:${assignment.variant}` : null;
    },

    /** Sends a page under test as the visitor's own, by whichever path it is answered. */
    keepPrivate(req: IncomingMessage, res: ServerResponse) {
      if (req.method !== "GET" && req.method !== "HEAD") return;
      if (!assignmentOf(req)) return;
      const { writeHead } = res;
      res.writeHead = function (this: ServerResponse, status: number, ...rest: unknown[]) {
        this.removeHeader(cacheTagHeader);
        this.setHeader("Cache-Control", ownPageCacheControl);
        const headersAt = rest.findIndex((arg) => typeof arg === "object" && arg !== null);
        if (headersAt !== -1)
          rest[headersAt] = asOwnHeaders(rest[headersAt] as OutgoingHttpHeaders);
        return (writeHead as (...args: unknown[]) => ServerResponse).call(this, status, ...rest);
      } as ServerResponse["writeHead"];
    },

    /** The test and variant a counted view of `path` showed. */
    shownTo(req: IncomingMessage, path: string) {
      // A page's own request was assigned as it arrived; a navigation's data request names it.
      const assignment =
        path === pathOf(req.url)
          ? assignmentOf(req)
          : assignmentFor(path, ipOf(req), headerOf(req));
      return assignment?.counted
        ? { id: assignment.experimentId, variant: assignment.variant }
        : null;
    },
  };
}
