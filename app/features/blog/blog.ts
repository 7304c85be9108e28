import { slugify } from "~/features/articles/slug";
/** The query of /blog that leads to `page` of `category` (`?categoria=SEO&pagina=2`), or "". */
export function blogListSearch(page: number, category: string | null) {
  const search = new URLSearchParams();
  if (category) search.set("categoria", category);
  if (page > 1) search.set("pagina", String(page));
  const query = search.toString();
  return query ? `?${query}` : "";
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

/** A category's page: `/blog/categoria/social-media` for 'Social Media'. */
export function categoryPath(category: string) {
  return `/blog/categoria/${slugify(category)}`;
}
