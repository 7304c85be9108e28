import { sitemapEntries } from "../../app/content/sitemap";

/** Every page a visitor can reach: the sitemap, plus the pages kept out of search results. */
export const publicPages: readonly string[] = [
  ...sitemapEntries.map((entry) => entry.path),
  "/grazie",
  "/pagina-inesistente",
];
