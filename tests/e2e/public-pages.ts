import { sitemapEntries } from "../../app/features/site/content/sitemap";
import { showcaseArticle } from "../support/articles";

/** Every page a visitor can reach: the sitemap, plus the pages kept out of search results. */
export const publicPages: readonly string[] = [
  ...sitemapEntries.map((entry) => entry.path),
  `/blog/${showcaseArticle.slug}`,
  "/grazie",
  "/blog/cerca?q=forme articolo",
  "/blog/cerca?q=nessunarticoloparladiquesto",
  "/pagina-inesistente",
];
