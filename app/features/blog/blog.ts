import type { BlogImage } from "~/features/articles/blog-image";
import { slugify } from "~/features/articles/slug";

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

/** The `<link rel="alternate">` every blog page carries to its RSS feed. */
export const blogFeedLink = {
  tagName: "link",
  rel: "alternate",
  type: "application/rss+xml",
  title: "Blog RSS",
  href: "/blog/rss.xml",
} as const;

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
