import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapEntries } from "~/features/site/content/sitemap";
import { blogUnavailableResponse, publishedArticlePaths } from "~/features/blog/blog.server";
import { publishedCategoryPaths } from "~/features/blog/category-pages.server";
import { publishedEventPaths } from "~/features/events/events.server";
import { publishedPagePaths } from "~/features/pages/page-search.server";
import { webVersionPaths } from "~/features/newsletter/index.server";
import { answerIfUnchanged, dataVersionTag } from "~/utils/conditional-get.server";
import { getEnv } from "~/utils/env.server";
import { blogTag } from "~/utils/headers";
import { sharedResourceHeaders } from "~/utils/http-cache.server";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { canonicalUrl } from "~/utils/seo";
import { logger } from "~/utils/logger.server";

export function loader({ request, context }: LoaderFunctionArgs) {
  const { SITE_URL } = getEnv();
  let articles: ReturnType<typeof publishedArticlePaths>;
  let categories: ReturnType<typeof publishedCategoryPaths>;
  let events: ReturnType<typeof publishedEventPaths>;
  let sitePages: ReturnType<typeof publishedPagePaths>;
  let issues: ReturnType<typeof webVersionPaths>;
  try {
    articles = publishedArticlePaths();
    categories = publishedCategoryPaths();
    events = publishedEventPaths();
    // A page the fixed list names (`/casi-studio`…) keeps that entry: it shows other rows too,
    // so its own row's change is not the page's.
    const listed = new Set(sitemapEntries.map((entry) => entry.path));
    sitePages = publishedPagePaths().filter((page) => !listed.has(page.path));
    issues = webVersionPaths();
  } catch (error) {
    // A sitemap without the articles would tell search engines they are gone.
    logger.error({ err: error }, "Errore nel caricamento degli articoli per la sitemap:");
    return blogUnavailableResponse("Sitemap momentaneamente non disponibile.");
  }
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    ETag: dataVersionTag(
      "sitemap",
      SITE_URL,
      [...categories, ...articles, ...events, ...sitePages, ...issues].map((entry) => [
        entry.path,
        entry.lastmod.getTime(),
      ]),
    ),
    ...sharedResourceHeaders(request, context, blogTag),
  });
  // The list of pages is part of the build.
  const unchanged = answerIfUnchanged(request, 200, headers, [context.buildVersion]);
  if (unchanged) return unchanged;
  const pages = sitemapEntries.map(
    (entry) =>
      `  <url><loc>${canonicalUrl(SITE_URL, entry.path)}</loc><changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  const categoryPages = categories.map(
    (category) =>
      `  <url><loc>${canonicalUrl(SITE_URL, category.path)}</loc><lastmod>${category.lastmod.toISOString()}</lastmod><changefreq>weekly</changefreq><priority>0.5</priority></url>`,
  );
  const posts = articles.map(
    (article) =>
      `  <url><loc>${canonicalUrl(SITE_URL, article.path)}</loc><lastmod>${article.lastmod.toISOString()}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
  );
  const eventPages = events.map(
    (event) =>
      `  <url><loc>${canonicalUrl(SITE_URL, event.path)}</loc><lastmod>${event.lastmod.toISOString()}</lastmod><changefreq>weekly</changefreq><priority>0.6</priority></url>`,
  );
  const contentPages = sitePages.map(
    (page) =>
      `  <url><loc>${canonicalUrl(SITE_URL, page.path)}</loc><lastmod>${page.lastmod.toISOString()}</lastmod><changefreq>monthly</changefreq><priority>0.6</priority></url>`,
  );
  const issuePages = issues.map(
    (issue) =>
      `  <url><loc>${canonicalUrl(SITE_URL, issue.path)}</loc><lastmod>${issue.lastmod.toISOString()}</lastmod><changefreq>yearly</changefreq><priority>0.4</priority></url>`,
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...pages,
    ...categoryPages,
    ...posts,
    ...eventPages,
    ...contentPages,
    ...issuePages,
    "</urlset>",
    "",
  ].join("\n");
  return wholeAnswer(body, { headers });
}
