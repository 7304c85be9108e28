import { sitemapEntries } from "~/content/sitemap";
import { getEnv } from "~/utils/env.server";
import { canonicalUrl } from "~/utils/seo";

export function loader() {
  const { SITE_URL } = getEnv();
  const urls = sitemapEntries.map(
    (entry) =>
      `  <url><loc>${canonicalUrl(SITE_URL, entry.path)}</loc><changefreq>${entry.changefreq}</changefreq><priority>${entry.priority.toFixed(1)}</priority></url>`,
  );
  const body = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    "</urlset>",
    "",
  ].join("\n");
  return new Response(body, {
    headers: { "Content-Type": "application/xml; charset=utf-8", "Cache-Control": "public, max-age=3600" },
  });
}
