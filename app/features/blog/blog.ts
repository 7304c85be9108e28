import type { BlogImage } from "~/features/articles/blog-image";
import { slugify } from "~/features/articles/slug";
import { type Language, localizedPath } from "~/utils/language";

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

/**
 * The blog's address `pattern` (Italian) in `language`, its parameters filled in: every
 * address of the blog has an English one.
 */
function inLanguage(pattern: string, language: Language, params: Record<string, string> = {}) {
  const italian = pattern.replace(/:(\w+)/g, (_, name: string) => params[name] ?? "");
  return language === "it" ? italian : (localizedPath(pattern, language, params) ?? italian);
}

/** The blog's addresses in each language (`/blog/cerca`, `/en/blog/search`…). */
export const blogPaths = (language: Language) => ({
  list: inLanguage("/blog", language),
  search: inLanguage("/blog/cerca", language),
  feed: inLanguage("/blog/rss.xml", language),
  updates: inLanguage("/blog/aggiornamenti", language),
});

/** An article's page: its slug is its own language's. */
export const articlePath = (slug: string, language: Language = "it") =>
  inLanguage("/blog/:slug", language, { slug });

/** A category with a page of its own: the name its page shows, and its address's slug. */
export type BlogCategory = { name: string; slug: string };

/**
 * A category's page: `/blog/categoria/social-media` for 'Social Media' (the name it is shown
 * under, slugified), `/en/blog/category/political-communication` on the English side.
 */
export const categoryPath = (slug: string, language: Language = "it") =>
  inLanguage("/blog/categoria/:slug", language, { slug });

/** The page of the category shown as `name`; null for a name without letters or digits. */
export function categoryPathOf(name: string, language: Language = "it") {
  const slug = slugify(name);
  return slug ? categoryPath(slug, language) : null;
}

/** The `<link rel="alternate">` every blog page carries to its language's RSS feed. */
export const blogFeedLink = (language: Language) =>
  ({
    tagName: "link",
    rel: "alternate",
    type: "application/rss+xml",
    title: "Blog RSS",
    href: blogPaths(language).feed,
  }) as const;

/** An article as a card of the list (and the top of its own page), dates ready to show. */
export type BlogCard = {
  slug: string;
  title: string;
  excerpt: string;
  /** The name its category is shown under in the article's language. */
  category: string;
  /** `22 novembre 2026`, `22 November 2026` */
  date: string;
  /** ISO, for `<time dateTime>` */
  dateTime: string;
  image: BlogImage;
};
