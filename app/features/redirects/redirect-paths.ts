import { sitePathOf } from "~/utils/redirect";

/**
 * What a redirect's two ends may be, and how a request is matched against them. Pure: the
 * server's request path, the admin's form and the CSV import all go through these. A target
 * on this site follows the same rule as every other way back taken from input (`sitePathOf`).
 */

/** Addresses no redirect may start from: the staff area, sign-in, the API, scripts, uploads. */
export const reservedPrefixes = ["/admin", "/login", "/api", "/build", "/uploads"] as const;

export type ReservedPrefix = (typeof reservedPrefixes)[number];

/** The longest source or target taken, far above any real address. */
export const REDIRECT_TEXT_MAX = 2000;

// Spaces, controls and backslashes: browsers read a backslash as a slash, so `/\evil.example`
// would leave the site; none belongs in an address typed for this one.
const unsafeCharacter = /[\s\\\p{Cc}]/u;
const hasScheme = /^[a-z][a-z0-9+.-]*:/i;

/** One trailing slash is not part of what is matched: `/vecchio/` is `/vecchio`. */
const withoutTrailingSlash = (path: string) =>
  path.length > 1 && path.endsWith("/") ? path.slice(0, -1) : path;

/**
 * A request's path as redirects are looked up by: percent-escapes of ordinary characters
 * decoded (reserved ones such as `%2F` stay), one trailing slash dropped. Case is kept:
 * `/Vecchio` and `/vecchio` are two addresses. Null when the escapes are not UTF-8.
 */
export function matchKeyOf(rawPath: string): string | null {
  try {
    return withoutTrailingSlash(decodeURI(rawPath));
  } catch {
    return null;
  }
}

/** Whether `path` is one of the reserved prefixes or under one, in any case (routes ignore it). */
export function reservedPrefixOf(path: string): ReservedPrefix | null {
  const lower = path.toLowerCase();
  return (
    reservedPrefixes.find((prefix) => lower === prefix || lower.startsWith(`${prefix}/`)) ?? null
  );
}

export type SourceProblem = "empty" | "otherSite" | "query" | "invalid" | "tooLong" | "reserved";

export type Checked<T, Problem> =
  { ok: true; value: T } | { ok: false; problem: Problem; prefix?: ReservedPrefix };

/** Dot segments and doubled slashes are never how a browser asks for a page. */
const hasOddSegments = (path: string) =>
  path.includes("//") || path.split("/").some((segment) => segment === "." || segment === "..");

/**
 * A typed source as it is stored and matched. Taken: `/percorso`, `percorso` (as Yoast writes
 * them) and an address of this site (`siteOrigin`), whose path is kept. Refused: another
 * site, a query or fragment (the request's own query is passed on), odd characters or
 * segments, the reserved prefixes.
 */
export function sourceOf(text: string, siteOrigin: string): Checked<string, SourceProblem> {
  let path = text.trim();
  if (path === "") return { ok: false, problem: "empty" };
  if (path.length > REDIRECT_TEXT_MAX) return { ok: false, problem: "tooLong" };
  if (hasScheme.test(path)) {
    const url = URL.canParse(path) ? new URL(path) : null;
    if (!url || url.origin !== siteOrigin) return { ok: false, problem: "otherSite" };
    if (url.search || url.hash) return { ok: false, problem: "query" };
    path = url.pathname;
  }
  if (path.includes("?") || path.includes("#")) return { ok: false, problem: "query" };
  if (!path.startsWith("/")) path = `/${path}`;
  // A source is a path of this site by the same rule as a target; its decoded form has no
  // dot segments either (`/%2e%2e/admin` is matched as `/../admin`).
  const key =
    unsafeCharacter.test(path) || hasOddSegments(path) || sitePathOf(path) === null
      ? null
      : matchKeyOf(path);
  if (key === null || hasOddSegments(key)) return { ok: false, problem: "invalid" };
  const prefix = reservedPrefixOf(key);
  if (prefix) return { ok: false, problem: "reserved", prefix };
  return { ok: true, value: key };
}

export type TargetProblem = "empty" | "notHttps" | "invalid" | "tooLong";

/**
 * A typed target as it is stored: a path of the site (a leading slash added when missing, as
 * Yoast writes them; resolved and checked by `sitePathOf`; one trailing slash dropped; its
 * query and fragment kept) or an https address. An https address of this site becomes its
 * path. Anything that could take a browser elsewhere unasked (`//host`, a backslash, either
 * of them encoded, another scheme) is refused.
 */
export function targetOf(text: string, siteOrigin: string): Checked<string, TargetProblem> {
  const typed = text.trim();
  if (typed === "") return { ok: false, problem: "empty" };
  if (typed.length > REDIRECT_TEXT_MAX) return { ok: false, problem: "tooLong" };
  if (unsafeCharacter.test(typed)) return { ok: false, problem: "invalid" };
  if (hasScheme.test(typed)) {
    const url = URL.canParse(typed) ? new URL(typed) : null;
    if (!url) return { ok: false, problem: "invalid" };
    if (url.origin === siteOrigin) return targetOf(`${url.pathname}${url.search}${url.hash}`, "");
    if (url.protocol !== "https:") return { ok: false, problem: "notHttps" };
    if (url.username || url.password) return { ok: false, problem: "invalid" };
    return { ok: true, value: url.href };
  }
  const path = sitePathOf(typed.startsWith("/") ? typed : `/${typed}`);
  if (path === null) return { ok: false, problem: "invalid" };
  const end = path.search(/[?#]/);
  const key = matchKeyOf(end === -1 ? path : path.slice(0, end));
  if (key === null) return { ok: false, problem: "invalid" };
  return { ok: true, value: `${key}${end === -1 ? "" : path.slice(end)}` };
}

/** The source a target would be looked up as, were it requested: null for another site. */
export function targetKeyOf(target: string): string | null {
  if (!target.startsWith("/")) return null;
  const end = target.search(/[?#]/);
  return matchKeyOf(end === -1 ? target : target.slice(0, end));
}

// Header values are ASCII: anything else in a typed path is sent percent-encoded, and so is a
// backslash, which a browser would read as a slash: a target stored before targets were
// checked as decoded still cannot lead elsewhere.
const asHeaderText = (text: string) =>
  text.replace(/[^\x21-\x7e]+|\\+/gu, (run) => encodeURIComponent(run));

/**
 * The `Location` of a redirect to `target` for a request whose query was `query` (without
 * its `?`): the query is passed on, after the target's own and before its fragment.
 */
export function locationOf(target: string, query: string) {
  const hashAt = target.indexOf("#");
  const base = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? "" : target.slice(hashAt);
  const joined = query === "" ? base : `${base}${base.includes("?") ? "&" : "?"}${query}`;
  return asHeaderText(`${joined}${hash}`);
}

/** The address of a blog article, as its redirects name it. */
export const articlePath = (slug: string) => `/blog/${slug}`;

/** An event's or a course's address. */
export const eventPath = (slug: string) => `/eventi/${slug}`;
