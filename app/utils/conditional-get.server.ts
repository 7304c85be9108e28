import crypto from "node:crypto";

const hashOf = (parts: readonly unknown[]) =>
  crypto.createHash("sha256").update(JSON.stringify(parts)).digest("base64url").slice(0, 27);

/**
 * What a page shows, as a validator its loader sends in `ETag`: a hash of the data (ids,
 * `updated_at`), never of the body, which carries a fresh CSP nonce on every request.
 * The document's final tag adds the build and the root's data (see `answerIfUnchanged`).
 */
export function dataVersionTag(...parts: readonly unknown[]) {
  return `W/"${hashOf(parts)}"`;
}

/** The validators a page with a data version sends; the browser asks again every time. */
export function versionHeaders(tag: string, lastModified: Date) {
  return {
    ETag: tag,
    "Last-Modified": lastModified.toUTCString(),
    "Cache-Control": "private, no-cache",
  };
}

const opaque = (tag: string) => tag.trim().replace(/^W\//, "");

/** Whether an `If-None-Match` header names `tag` (weakly compared, as for a GET). */
export function matchesTag(ifNoneMatch: string, tag: string) {
  if (ifNoneMatch.trim() === "*") return true;
  return ifNoneMatch.split(",").some((candidate) => opaque(candidate) === opaque(tag));
}

/**
 * For a document about to be rendered: turns the loader's data tag into the page's tag (the
 * build and the root's data, such as the visitor's preferences, change the page too), and
 * answers 304 instead of rendering when the browser already holds this version. A page that
 * sets a cookie (a one-time message) is never answered from the browser's copy.
 */
export function answerIfUnchanged(request: Request, status: number, headers: Headers, context: readonly unknown[]) {
  const dataTag = headers.get("ETag");
  if (!dataTag) return null;
  if (status !== 200 || headers.has("Set-Cookie")) {
    headers.delete("ETag");
    headers.delete("Last-Modified");
    return null;
  }
  const tag = `W/"${hashOf([dataTag, ...context])}"`;
  headers.set("ETag", tag);
  const ifNoneMatch = request.headers.get("If-None-Match");
  const ifModifiedSince = request.headers.get("If-Modified-Since");
  const lastModified = headers.get("Last-Modified");
  const unchanged = ifNoneMatch
    ? matchesTag(ifNoneMatch, tag)
    : Boolean(ifModifiedSince && lastModified && Date.parse(lastModified) <= Date.parse(ifModifiedSince));
  if (!unchanged) return null;
  const kept = new Headers();
  for (const name of ["ETag", "Last-Modified", "Cache-Control", "Vary"]) {
    const value = headers.get(name);
    if (value) kept.set(name, value);
  }
  return new Response(null, { status: 304, headers: kept });
}
