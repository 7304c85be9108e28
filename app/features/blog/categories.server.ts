import { slugify } from "~/features/articles/slug";
import type { BlogCategory } from "~/features/blog/blog";
import { categoryDescriptions, categoryPageText } from "~/features/blog/content/categories";

// The categories' names and descriptions are the server's: the pages get what they show of
// them with their data, and the descriptions stay out of the blog's scripts.

const typedDescriptions: ReadonlyMap<string, string> = new Map(
  Object.entries(categoryDescriptions),
);

/** A category's typed description; for any other name, a sentence made of the name. */
export function categoryDescription(name: string) {
  return typedDescriptions.get(name) ?? categoryPageText.fallbackDescription(name);
}

/** The typed category with this slug (the database is not needed to know it), or null. */
export function typedCategoryOf(slug: string): BlogCategory | null {
  const name = [...typedDescriptions.keys()].find((typed) => slugify(typed) === slug);
  return name ? { name, slug } : null;
}

/**
 * The pages that categories stored under these names make, in the names' order: one per slug,
 * with every name it gathers. Names that differ only in case or punctuation ('SEO', 'Seo')
 * share a page, shown under the typed name among them, else under the first; a name with
 * neither letters nor digits has no slug and no page.
 */
export function categoriesBySlug(names: readonly string[]) {
  const pages = new Map<string, BlogCategory & { names: string[] }>();
  for (const name of names) {
    const slug = slugify(name);
    if (!slug) continue;
    const page = pages.get(slug);
    if (!page) pages.set(slug, { name, slug, names: [name] });
    else {
      page.names.push(name);
      if (typedDescriptions.has(name) && !typedDescriptions.has(page.name)) page.name = name;
    }
  }
  return [...pages.values()];
}
