import type { AppLoadContext } from "@remix-run/node";
import { Feed } from "feed";
import { blogCopy } from "~/features/blog/content/blog";
import { articlePath, blogPaths } from "~/features/blog/blog";
import { shownCategory } from "~/features/blog/categories.server";
import { articleBodyHtml } from "~/features/articles/article-html.server";
import { escapeXml } from "~/utils/xml";
import { blogUnavailableResponse } from "~/features/blog/blog.server";
import { latestPublishedArticles } from "~/features/blog/published-articles.server";
import { answerIfUnchanged, dataVersionTag, versionHeaders } from "~/utils/conditional-get.server";
import { blogTag, cacheTagHeader, sharedCacheHeaders } from "~/utils/headers";
import { type Language, languageOfRequest } from "~/utils/language";
import { sharedResourceHeaders } from "~/utils/http-cache.server";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { absoluteUrl } from "~/utils/seo";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { logger } from "~/utils/logger.server";

const FEED_SIZE = 20;

/** What a feed's `<language>` says: RSS names a language as HTML does, lowercase. */
const feedLanguages: Record<Language, string> = { it: "it", en: "en-gb" };

/**
 * /blog/rss.xml and /en/blog/rss.xml: RSS 2.0 with the 20 newest published articles in the
 * feed's language and their whole sanitized content (the page's own HTML, so a reader shows
 * what the site does). 304 when the reader already holds this version.
 */
export function blogFeedResponse(request: Request, context: AppLoadContext) {
  const language = languageOfRequest(request);
  const t = blogCopy[language];
  let rows: ReturnType<typeof latestPublishedArticles>;
  try {
    rows = latestPublishedArticles(FEED_SIZE, language);
  } catch (error) {
    logger.error({ err: error }, "Errore nel caricamento del feed del blog:");
    return blogUnavailableResponse(t.feedUnavailable);
  }
  const { siteUrl, siteName } = siteMeta();
  const lastModified = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
  const headers = new Headers({
    "Content-Type": "application/rss+xml; charset=utf-8",
    ...versionHeaders(
      dataVersionTag(
        "feed",
        language,
        siteUrl,
        siteName,
        rows.map((row) => [row.id, row.updatedAt.getTime()]),
      ),
      lastModified,
    ),
    ...sharedResourceHeaders(request, context, blogTag),
  });
  if (headers.has(cacheTagHeader))
    headers.set(cacheTagHeader, sharedCacheHeaders(blogTag, language)[cacheTagHeader]);
  const unchanged = answerIfUnchanged(request, 200, headers, [context.buildVersion]);
  if (unchanged) return unchanged;

  const paths = blogPaths(language);
  const blogUrl = absoluteUrl(siteUrl, paths.list);
  const feed = new Feed({
    title: t.feedTitle(siteName),
    description: t.description,
    id: blogUrl,
    link: blogUrl,
    language: feedLanguages[language],
    updated: rows.length ? lastModified : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(siteUrl, paths.feed) },
    copyright: `© ${siteName}`,
  });
  for (const row of rows) {
    const link = absoluteUrl(siteUrl, articlePath(row.slug, language));
    feed.addItem({
      title: row.title,
      id: link,
      link,
      date: row.publishedAt ?? row.updatedAt,
      // Readers render a description as HTML: the excerpt is text, so it goes escaped.
      description: escapeXml(row.excerpt),
      content: articleBodyHtml(row),
      category: [{ name: shownCategory(row.category, language) }],
    });
  }
  return wholeAnswer(feed.rss2(), { headers });
}
