import crypto from "node:crypto";

const hashOf = (data: crypto.BinaryLike) =>
  crypto.createHash("sha256").update(data).digest("base64url").slice(0, 27);

/**
 * What a page shows, as a validator its loader sends in `ETag`: a hash of the data (ids,
 * `updated_at`), so that a revisit is answered before anything is rendered. The document's
 * final tag adds the build and the root's data (see `answerIfUnchanged`).
 */
export function dataVersionTag(...parts: readonly unknown[]) {
  return `W/"${hashOf(JSON.stringify(parts))}"`;
}

/** The validators a page with a data version sends; its route says how it may be cached. */
export function versionHeaders(tag: string, lastModified: Date) {
  return { ETag: tag, "Last-Modified": lastModified.toUTCString() };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an `If-None-Match` header names `tag` (weakly compared, as for a GET). */
function matchesTag(ifNoneMatch: string, tag: string) {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}

/** A client's conditions on a GET: the version it holds. */
export type Conditions = { ifNoneMatch?: string | null; ifModifiedSince?: string | null };

const conditionsOf = (headers: Headers): Conditions => ({
  ifNoneMatch: headers.get("If-None-Match"),
  ifModifiedSince: headers.get("If-Modified-Since"),
});

/**
 * Whether the client holds the version with these validators. `If-Modified-Since` counts only
 * without `If-None-Match`: an article removed from a list changes its tag but not necessarily
 * its latest date.
 */
export function isUnchanged(
  conditions: Conditions,
  etag: string | null | undefined,
  lastModified: string | null | undefined,
) {
  if (conditions.ifNoneMatch) return Boolean(etag && matchesTag(conditions.ifNoneMatch, etag));
  const since = conditions.ifModifiedSince;
  return Boolean(since && lastModified && Date.parse(lastModified) <= Date.parse(since));
}

/** The headers a 304 repeats of the 200 it stands for. */
export const notModifiedHeaders = ["ETag", "Last-Modified", "Cache-Control", "Vary"] as const;

function notModified(headers: Headers) {
  const kept = new Headers();
  for (const name of notModifiedHeaders) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}

/**
 * For a document about to be rendered: turns the loader's data tag into the page's tag (the
 * build and the root's data, such as the visitor's preferences, change the page too), and
 * answers 304 instead of rendering when the browser already holds this version. A page that
 * sets a cookie (a one-time message) is never answered from the browser's copy.
 */
export function answerIfUnchanged(
  request: Request,
  status: number,
  headers: Headers,
  context: readonly unknown[],
) {
  const dataTag = headers.get("ETag");
  if (!dataTag) return null;
  if (status !== 200 || headers.has("Set-Cookie")) {
    headers.delete("ETag");
    headers.delete("Last-Modified");
    return null;
  }
  const tag = `W/"${hashOf(JSON.stringify([dataTag, ...context]))}"`;
  headers.set("ETag", tag);
  return isUnchanged(conditionsOf(request.headers), tag, headers.get("Last-Modified"))
    ? notModified(headers)
    : null;
}

/**
 * For a rendered page every visitor shares and without a data version: its tag is a hash of
 * its bytes (which carry no nonce), and a browser holding them gets a 304.
 */
export function answerIfSameBytes(request: Request, headers: Headers, body: Uint8Array) {
  const tag = `W/"${hashOf(body)}"`;
  headers.set("ETag", tag);
  return isUnchanged(conditionsOf(request.headers), tag, headers.get("Last-Modified"))
    ? notModified(headers)
    : null;
}
