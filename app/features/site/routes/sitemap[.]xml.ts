import type { LoaderFunctionArgs } from "@remix-run/node";
import { sitemapEntries } from "~/features/site/content/sitemap";
import { contentUrls, fixedUrls, type ListedPath, sitemapXml } from "~/features/site/sitemap";
import { blogUnavailableResponse, publishedArticlePaths } from "~/features/blog/blog.server";
import { publishedCategoryPaths } from "~/features/blog/category-pages.server";
import { publishedEventPaths } from "~/features/events/events.server";
import { englishEventPaths } from "~/features/events/english-events.server";
import { publishedPagePaths } from "~/features/pages/page-search.server";
import { englishPagePaths } from "~/features/pages/english-pages.server";
import { webVersionPaths } from "~/features/newsletter/index.server";
import { answerIfUnchanged, dataVersionTag } from "~/utils/conditional-get.server";
import { getEnv } from "~/utils/env.server";
import { blogTag, cacheTagHeader, languageTag } from "~/utils/headers";
import { sharedResourceHeaders } from "~/utils/http-cache.server";
import { languages } from "~/utils/language";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { logger } from "~/utils/logger.server";

function readContent() {
  const pages = publishedPagePaths();
  // A page the fixed list names (`/casi-studio`…) keeps that entry: it shows other rows too,
  // so its own row's change is not the page's.
  const listed = new Set(sitemapEntries.map((entry) => entry.path));
  const ofFixed = (page: ListedPath) =>
    Boolean(page.alternates?.it && listed.has(page.alternates.it));
  const englishPages = englishPagePaths();
  return {
    articles: [...publishedArticlePaths("it"), ...publishedArticlePaths("en")],
    categories: [...publishedCategoryPaths("it"), ...publishedCategoryPaths("en")],
    events: [...publishedEventPaths(), ...englishEventPaths()],
    contentPaths: new Set(pages.map((page) => page.path).filter((path) => listed.has(path))),
    englishOfFixed: englishPages.filter(ofFixed),
    pages: [
      ...pages.filter((page) => !listed.has(page.path)),
      ...englishPages.filter((page) => !ofFixed(page)),
    ],
    issues: webVersionPaths(),
  };
}

export function loader({ request, context }: LoaderFunctionArgs) {
  const { SITE_URL } = getEnv();
  let content: ReturnType<typeof readContent>;
  try {
    content = readContent();
  } catch (error) {
    // A sitemap without the articles would tell search engines they are gone.
    logger.error({ err: error }, "Errore nel caricamento degli articoli per la sitemap:");
    return blogUnavailableResponse("Sitemap momentaneamente non disponibile.");
  }
  const urls = [
    ...fixedUrls(sitemapEntries, content.contentPaths, content.englishOfFixed),
    ...content.categories.map((category) => ({
      ...category,
      changefreq: "weekly" as const,
      priority: 0.5,
      alternates: null,
    })),
    ...contentUrls(content.articles, { changefreq: "monthly", priority: 0.6 }),
    ...contentUrls(content.events, { changefreq: "weekly", priority: 0.6 }),
    ...contentUrls(content.pages, { changefreq: "monthly", priority: 0.6 }),
    ...content.issues.map((issue) => ({
      ...issue,
      changefreq: "yearly" as const,
      priority: 0.4,
      alternates: null,
    })),
  ];
  const headers = new Headers({
    "Content-Type": "application/xml; charset=utf-8",
    ETag: dataVersionTag(
      "sitemap",
      SITE_URL,
      urls.map((url) => [url.path, url.lastmod?.getTime() ?? 0, url.alternates?.en ?? ""]),
    ),
    ...sharedResourceHeaders(request, context, blogTag),
  });
  // Saving a page or an article in either language changes the list, whose translations
  // it names: the sitemap is forgotten with both languages' pages.
  if (headers.has(cacheTagHeader))
    headers.set(
      cacheTagHeader,
      [blogTag, ...languages.map((language) => languageTag(blogTag, language))].join(", "),
    );
  // The list of pages is part of the build.
  const unchanged = answerIfUnchanged(request, 200, headers, [context.buildVersion]);
  if (unchanged) return unchanged;
  return wholeAnswer(sitemapXml(SITE_URL, urls), { headers });
}
