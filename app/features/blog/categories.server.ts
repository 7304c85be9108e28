import { slugify } from "~/features/articles/slug";
import type { BlogCategory } from "~/features/blog/blog";
import { categoryCopy } from "~/features/blog/content/categories";
import { languages, type Language } from "~/utils/language";

// The categories' names and descriptions are the server's: the pages get what they show of
// them with their data, and the descriptions stay out of the blog's scripts.

const byLanguage = <T>(make: (language: Language) => T) =>
  Object.fromEntries(languages.map((language) => [language, make(language)])) as Record<
    Language,
    T
  >;

const typedDescriptions = byLanguage(
  (language): ReadonlyMap<string, string> =>
    new Map(Object.entries(categoryCopy[language].descriptions)),
);
const shownNames = byLanguage(
  (language): ReadonlyMap<string, string> => new Map(Object.entries(categoryCopy[language].names)),
);

/** The name a category stored as `name` is shown under in `language`. */
export function shownCategory(name: string, language: Language = "it") {
  return shownNames[language].get(name) ?? name;
}

/**
 * A category's typed description, by the name (or any of the names) its articles hold; for
 * any other name, a sentence made of the name.
 */
export function categoryDescription(names: string | readonly string[], language: Language = "it") {
  const all = typeof names === "string" ? [names] : names;
  const typed = typedDescriptions[language];
  const described = all.find((name) => typed.has(name));
  if (described !== undefined) return typed.get(described)!;
  return categoryCopy[language].fallbackDescription(shownCategory(all[0] ?? "", language));
}

/**
 * The typed category whose page in `language` has this slug (the database is not needed to
 * know it), or null.
 */
export function typedCategoryOf(slug: string, language: Language = "it"): BlogCategory | null {
  const [stored] = typedNamesOf(slug, language);
  return stored === undefined ? null : { name: shownCategory(stored, language), slug };
}

/** The typed names whose page in `language` has this slug. */
export function typedNamesOf(slug: string, language: Language = "it") {
  return [...typedDescriptions[language].keys()].filter(
    (typed) => slugify(shownCategory(typed, language)) === slug,
  );
}

/**
 * The pages that categories stored under these names make in `language`, in the names' order:
 * one per slug of the name shown, with every stored name it gathers. Names that differ only in
 * case or punctuation ('SEO', 'Seo') share a page, shown under the typed name among them, else
 * under the first; a name with neither letters nor digits has no slug and no page.
 */
export function categoriesBySlug(names: readonly string[], language: Language = "it") {
  const typed = typedDescriptions[language];
  const pages = new Map<string, BlogCategory & { names: string[]; stored: string }>();
  for (const name of names) {
    const shown = shownCategory(name, language);
    const slug = slugify(shown);
    if (!slug) continue;
    const page = pages.get(slug);
    if (!page) pages.set(slug, { name: shown, slug, names: [name], stored: name });
    else {
      page.names.push(name);
      if (typed.has(name) && !typed.has(page.stored))
        Object.assign(page, { name: shown, stored: name });
    }
  }
  return [...pages.values()].map(({ stored: _stored, ...page }) => page);
}
