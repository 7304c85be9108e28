import { slugify } from "~/features/articles/slug";
import { categoryDescriptions, categoryPageText } from "~/features/blog/content/categories";

/** The query that leads to `page` of a list of articles (`?pagina=2`), or "" for the first. */
export function blogListSearch(page: number) {
  return page > 1 ? `?pagina=${page}` : "";
}

/** The `<link rel="prev/next">` of page `page` of `pageCount` of the list at `path`. */
export function neighbourLinks(path: string, page: number, pageCount: number) {
  const links = [];
  if (page > 1)
    links.push({ tagName: "link", rel: "prev", href: `${path}${blogListSearch(page - 1)}` });
  if (page < pageCount)
    links.push({ tagName: "link", rel: "next", href: `${path}${blogListSearch(page + 1)}` });
  return links;
}

/** A category with a page of its own: the name its articles hold, and its address's slug. */
export type BlogCategory = { name: string; slug: string };

/** A category's page: `/blog/categoria/social-media` for 'Social Media' (its name slugified). */
export const categoryPath = (slug: string) => `/blog/categoria/${slug}`;

/** The page of the category named `name`; null for a name without letters or digits. */
export function categoryPathOf(name: string) {
  const slug = slugify(name);
  return slug ? categoryPath(slug) : null;
}

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

/** The `<link rel="alternate">` every blog page carries to its RSS feed. */
export const blogFeedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: "Blog RSS",
  href: "/blog/rss.xml",
} as const;

export type BlogImage = {
  src: string;
  width: number;
  height: number;
  /**
   * What it shows: an uploaded image's own text (decision 0214), else the article's title,
   * which a drawn cover shows; empty for the shared illustration, which shows nothing of it.
   */
  alt: string;
  /** For an uploaded image: its preview while it loads, and its smaller sizes once made. */
  placeholder?: string;
  srcSets?: { avif?: string; webp: string; jpeg: string };
};

/** An article as a card of the list (and the top of its own page), dates ready to show. */
export type BlogCard = {
  slug: string;
  title: string;
  excerpt: string;
  category: string;
  /** `22 novembre 2026` */
  date: string;
  /** ISO, for `<time dateTime>` */
  dateTime: string;
  image: BlogImage;
};
