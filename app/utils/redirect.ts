/** Longer than any page address of the site; a longer target is junk, not a page. */
const MAX_REDIRECT_LENGTH = 1024;

// Only used to resolve the path: a target that lands anywhere else was not a path.
const ownOrigin = "http://sito.invalid";

// Browsers drop tabs and line breaks from URLs and read `\` as `/`, so `/<TAB>/evil.example`
// or `/\evil.example` would leave the site; spaces (Unicode ones included) have no place in
// a path the site itself wrote.
const unsafeCharacter = /[\\\p{Cc}\p{Z}\s]/u;
const unsafeDecoded = /[\\\p{Cc}]/u;
const leadingDoubleSlash = /^\/[/\\]/;

/**
 * Every form `text` takes as its escapes are decoded, once and again while they still decode
 * (`%255C` is `%5C`, then `\`), so that a layer decoding once more finds nothing new. Null
 * when the first decoding fails: an address with broken escapes is not one a page wrote.
 */
function decodedForms(text: string) {
  const forms = [text];
  for (let current = text; forms.length < 4;) {
    let next: string;
    try {
      next = decodeURIComponent(current);
    } catch {
      return forms.length === 1 ? null : forms;
    }
    if (next === current) break;
    forms.push(next);
    current = next;
  }
  return forms;
}

const leavesTheSite = (form: string) => leadingDoubleSlash.test(form) || unsafeDecoded.test(form);

/**
 * The one rule for a path of this site taken from input (a way back, a redirect's target):
 * it starts with a single `/`, holds no control character, space or backslash, and neither
 * does any of its decoded forms, nor does one start with `//`; it resolves to the site's own
 * origin and still starts with a single `/` once resolved, decoded or not. Returns the
 * resolved path, percent-encoded, never the raw input, so a `Location` header carries exactly
 * what was checked; null for anything else.
 */
export function sitePathOf(text: string): string | null {
  if (!text.startsWith("/") || unsafeCharacter.test(text)) return null;
  const decoded = decodedForms(text);
  if (decoded === null || decoded.some(leavesTheSite)) return null;
  const url = new URL(text, ownOrigin);
  if (url.origin !== ownOrigin) return null;
  // Dot segments resolve away: `/.//evil.example` is this origin with the path
  // `//evil.example`, which a browser reads as another host once it is a Location.
  const resolved = decodedForms(url.pathname);
  if (resolved === null || resolved.some(leavesTheSite)) return null;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * A local path to send the visitor back to, or the fallback: never another origin, so a
 * crafted form cannot bounce visitors to a foreign site. The path is checked and resolved by
 * `sitePathOf`.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/") {
  if (typeof to !== "string" || to.length > MAX_REDIRECT_LENGTH) return fallback;
  return sitePathOf(to) ?? fallback;
}
