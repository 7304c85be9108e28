import { englishPaths } from "./english-paths.js";

/**
 * The public site's languages (decision 0291): Italian at the addresses it always had, English
 * under `/en/`. The staff area is Italian only. `db/schema.ts`'s `contentLanguages` is the
 * same list, for the content rows.
 */
export const languages = ["it", "en"] as const;
export type Language = (typeof languages)[number];

export const defaultLanguage: Language = "it";

export const isLanguage = (value: unknown): value is Language => value === "it" || value === "en";

/** The language of a public address: English under `/en/`, Italian everywhere else. */
export function languageOfPath(pathname: string): Language {
  return pathname === "/en" || pathname.startsWith("/en/") ? "en" : "it";
}

/** The language of the page a request asks for. */
export const languageOfRequest = (request: Request) =>
  languageOfPath(new URL(request.url).pathname);

/** What `Intl` formats a language's dates, numbers and prices with. */
export const localeOf = (language: Language) => (language === "en" ? "en-GB" : "it-IT");

/** Open Graph's name of the language (`og:locale`). */
export const ogLocaleOf = (language: Language) => (language === "en" ? "en_GB" : "it_IT");

/**
 * One text in every language: what a visitor meets is written once per language, side by
 * side, and TypeScript refuses a catalogue whose English lacks an entry of the Italian.
 */
export type Catalogue<T> = Record<Language, T>;

/** Widens literal strings so the English entries take the Italian's shape, not its words. */
export type Entries<T> = T extends string
  ? string
  : T extends (...args: infer A) => infer R
    ? (...args: A) => Entries<R>
    : T extends readonly (infer U)[]
      ? readonly Entries<U>[]
      : T extends object
        ? { readonly [K in keyof T]: Entries<T[K]> }
        : T;

/** A catalogue checked against its Italian entries, the ones the site was written in. */
export function catalogue<const T>(entries: { it: T; en: Entries<T> }): Catalogue<Entries<T>> {
  return entries as Catalogue<Entries<T>>;
}

/**
 * The Italian public address patterns that have an English counterpart, with it
 * (`/blog/:slug` → `/en/blog/:slug`). The route table adds each English address to the route
 * that serves the Italian one (`remix.config.js`), so one module answers both.
 */
export const englishPatterns: Readonly<Record<string, string>> = englishPaths;

const patternMatchers = Object.entries(englishPaths)
  .filter(([italian]) => italian !== "/*")
  .map(([italian, english]) => {
    const names: string[] = [];
    const source = italian
      .split("/")
      .map((segment) => {
        if (!segment.startsWith(":")) return segment.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
        names.push(segment.slice(1));
        return "([^/]+)";
      })
      .join("/");
    return { pattern: new RegExp(`^${source}$`), names, english };
  })
  // A fixed address before a pattern that would also match it (`/blog/cerca`, `/blog/:slug`).
  .sort((a, b) => a.names.length - b.names.length);

/**
 * The English address of an Italian interface page whose address holds no content slug
 * (`/contatti` → `/en/contact`), or of a content page once its English slug is known
 * (`localizedPath("/blog/:slug", "en", { slug: englishSlug })`). Null when the page has no English
 * counterpart (the store's pages, the staff area).
 */
export function localizedPath(
  italianPath: string,
  language: Language,
  params: Record<string, string> = {},
): string | null {
  if (language === "it") return italianPath;
  const [path = "/", query = ""] = italianPath.split("?");
  for (const { pattern, names, english } of patternMatchers) {
    // A slug is the content's own in each language: without the English one, no address.
    if (!pattern.test(path) || names.some((name) => !params[name])) continue;
    let result = english;
    for (const name of names) result = result.replace(`:${name}`, params[name] ?? "");
    return query ? `${result}?${query}` : result;
  }
  return null;
}

/**
 * A page's address in each language it is published in. Only these are alternates: a
 * language without the page is left out, never pointed at another page.
 */
export type Alternates = Partial<Record<Language, string>>;

// The interface pages whose address holds no slug exist in both languages whenever their
// route is in the table: the contact page, the blog's list, the thank-you page.
const fixedEnglish = new Map(
  Object.entries(englishPaths).filter(([italian]) => !/[:*]/.test(italian)),
);
const fixedItalian = new Map([...fixedEnglish].map(([italian, english]) => [english, italian]));

/**
 * The alternates of an interface page that is the same page in both languages, from its
 * address alone; null for a content page, whose loader knows which translations are published.
 */
export function fixedAlternates(pathname: string): Alternates | null {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, "") : pathname;
  const english = fixedEnglish.get(path);
  if (english) return { it: path, en: english };
  const italian = fixedItalian.get(path);
  return italian ? { it: italian, en: path } : null;
}
