import { sitemapEntries } from "../../app/features/site/content/sitemap";
import { slugify } from "../../app/features/articles/slug";
import { showcaseArticle } from "../support/articles";

/**
 * The English pages of the agency's own content and of the interface (migration 0036 and the
 * address table, decision 0291).
 */
export const englishPages: readonly string[] = [
  "/en",
  "/en/about",
  "/en/services",
  "/en/services/packaging-design",
  "/en/services/trade-fair-stands",
  "/en/services/political-communication",
  "/en/case-studies",
  "/en/portfolio",
  "/en/training",
  "/en/events",
  "/en/registration",
  "/en/blog",
  "/en/contact",
  "/en/newsletter",
  "/en/privacy",
  "/en/cookies",
  "/en/terms",
  "/en/thank-you",
  "/en/blog/search?q=design",
  "/en/no-such-page",
];

/**
 * Every page a visitor can reach: the sitemap's fixed pages, the showcase article and its
 * category's page, the pages kept out of search results, and the English pages.
 */
export const publicPages: readonly string[] = [
  ...sitemapEntries.map((entry) => entry.path),
  `/blog/${showcaseArticle.slug}`,
  `/blog/categoria/${slugify(showcaseArticle.category ?? "")}`,
  "/grazie",
  "/blog/cerca?q=forme articolo",
  "/blog/cerca?q=nessunarticoloparladiquesto",
  "/pagina-inesistente",
  ...englishPages,
];
