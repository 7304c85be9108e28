import type { AppLoadContext } from "@remix-run/node";
import { Feed } from "feed";
import { blogText } from "~/features/blog/content/blog";
import { articleBodyHtml } from "~/features/articles/article-html.server";
import { escapeXml } from "~/utils/xml";
import { blogUnavailableResponse } from "~/features/blog/blog.server";
import { latestPublishedArticles } from "~/features/blog/published-articles.server";
import { answerIfUnchanged, dataVersionTag, versionHeaders } from "~/utils/conditional-get.server";
import { blogTag } from "~/utils/headers";
import { sharedResourceHeaders } from "~/utils/http-cache.server";
import { wholeAnswer } from "~/utils/resource-answer.server";
import { absoluteUrl } from "~/utils/seo";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { logger } from "~/utils/logger.server";

const FEED_SIZE = 20;

/**
 * /blog/rss.xml: RSS 2.0 with the 20 newest published articles and their whole sanitized
 * content (the page's own HTML, so a reader shows what the site does). 304 when the reader
 * already holds this version.
 */
export function blogFeedResponse(request: Request, context: AppLoadContext) {
  let rows: ReturnType<typeof latestPublishedArticles>;
  try {
    rows = latestPublishedArticles(FEED_SIZE);
  } catch (error) {
    logger.error({ err: error }, "Errore nel caricamento del feed del blog:");
    return blogUnavailableResponse(
      "Feed momentaneamente non disponibile. Riprova tra qualche minuto.",
    );
  }
  const { siteUrl, siteName } = siteMeta();
  const lastModified = new Date(Math.max(0, ...rows.map((row) => row.updatedAt.getTime())));
  const headers = new Headers({
    "Content-Type": "application/rss+xml; charset=utf-8",
    ...versionHeaders(
      dataVersionTag(
        "feed",
        siteUrl,
        siteName,
        rows.map((row) => [row.id, row.updatedAt.getTime()]),
      ),
      lastModified,
    ),
    ...sharedResourceHeaders(request, context, blogTag),
  });
  const unchanged = answerIfUnchanged(request, 200, headers, [context.buildVersion]);
  if (unchanged) return unchanged;

  const blogUrl = absoluteUrl(siteUrl, "/blog");
  const feed = new Feed({
    title: blogText.feedTitle(siteName),
    description: blogText.description,
    id: blogUrl,
    link: blogUrl,
    language: "it",
    updated: rows.length ? lastModified : undefined,
    generator: false,
    feedLinks: { rss: absoluteUrl(siteUrl, "/blog/rss.xml") },
    copyright: `© ${siteName}`,
  });
  for (const row of rows) {
    const link = absoluteUrl(siteUrl, `/blog/${row.slug}`);
    feed.addItem({
      title: row.title,
      id: link,
      link,
      date: row.publishedAt ?? row.updatedAt,
      // Readers render a description as HTML: the excerpt is text, so it goes escaped.
      description: escapeXml(row.excerpt),
      content: articleBodyHtml(row),
      category: [{ name: row.category }],
    });
  }
  return wholeAnswer(feed.rss2(), { headers });
}
