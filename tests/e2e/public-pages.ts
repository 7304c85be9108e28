import { sitemapEntries } from "../../app/features/site/content/sitemap";
import { slugify } from "../../app/features/articles/slug";
import { showcaseArticle } from "../support/articles";

/**
 * Every page a visitor can reach: the sitemap's fixed pages, the showcase article and its
 * category's page, and the pages kept out of search results.
 */
export const publicPages: readonly string[] = [
  ...sitemapEntries.map((entry) => entry.path),
  `/blog/${showcaseArticle.slug}`,
  `/blog/categoria/${slugify(showcaseArticle.category ?? "")}`,
  "/grazie",
  "/blog/cerca?q=forme articolo",
  "/blog/cerca?q=nessunarticoloparladiquesto",
  "/pagina-inesistente",
];
