/** Longer than any page address of the site; a longer target is junk, not a page. */
const MAX_REDIRECT_LENGTH = 1024;

// Only used to resolve the path: a target that lands anywhere else was not a path.
const ownOrigin = "http://sito.invalid";

// Browsers drop tabs and line breaks from URLs and read `\` as `/`, so `/<TAB>/evil.example`
// or `/\evil.example` would leave the site; spaces (Unicode ones included) have no place in
// a path the site itself wrote.
const unsafeCharacter = /[\\\p{Cc}\p{Z}\s]/u;
const leadingDoubleSlash = /^\/[/\\]/;

function decodedOrNull(value: string) {
  try {
    return decodeURIComponent(value);
  } catch {
    return null;
  }
}

/**
 * A local path to send the visitor back to, or the fallback: never another origin, so a
 * crafted form cannot bounce visitors to a foreign site. Accepts only a path that starts
 * with a single `/`, holds no control character, space or backslash (not even
 * percent-encoded), resolves to the site's own origin and still starts with a single `/`
 * once resolved; returns the resolved path, never the raw input, so the `Location` header
 * carries exactly what was checked.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  if (!to.startsWith("/") || leadingDoubleSlash.test(to) || unsafeCharacter.test(to))
    return fallback;
  const decoded = decodedOrNull(to);
  if (decoded === null || leadingDoubleSlash.test(decoded) || /[\\\p{Cc}]/u.test(decoded))
    return fallback;
  const url = new URL(to, ownOrigin);
  if (url.origin !== ownOrigin) return fallback;
  // Dot segments resolve away: `/.//evil.example` is this origin with the path
  // `//evil.example`, which a browser reads as another host once it is a Location.
  if (
    leadingDoubleSlash.test(url.pathname) ||
    leadingDoubleSlash.test(decodedOrNull(url.pathname) ?? "//")
  )
    return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}
