import type { SitemapEntry } from "~/features/site/content/sitemap";
import { type Alternates, fixedAlternates } from "~/utils/language";
import { canonicalUrl } from "~/utils/seo";

/** A page published in both languages: its two addresses. */
type Translated = { it: string; en: string };

/** One address of the sitemap, with both languages' when it is translated. */
export type SitemapUrl = SitemapEntry & { lastmod?: Date; alternates: Translated | null };

/**
 * A page listed with when it last changed and, when it is translated, the addresses of its
 * published translations (its own among them): the rows of one language know their pair.
 */
export type ListedPath = { path: string; lastmod: Date; alternates?: Alternates | null };

type Frequency = Pick<SitemapEntry, "changefreq" | "priority">;

/** The two addresses of a page published in both languages, or null. */
function pairOf(alternates: Alternates | null | undefined): Translated | null {
  return alternates?.it && alternates.en ? { it: alternates.it, en: alternates.en } : null;
}

/** Each translated page's pair, under both its addresses: one side's row links both. */
function pairsOf(rows: readonly ListedPath[]) {
  const pairs = new Map<string, Translated>();
  for (const row of rows) {
    const pair = pairOf(row.alternates);
    if (pair) pairs.set(pair.it, pair).set(pair.en, pair);
  }
  return pairs;
}

/**
 * The fixed pages in both languages. An interface page (the contact page, the blog's list) is
 * English whenever the address table has it; a page made of content (`contentPaths`: the home,
 * `/chi-siamo`, the legal pages) only when its English is published, which `english` holds.
 */
export function fixedUrls(
  entries: readonly SitemapEntry[],
  contentPaths: ReadonlySet<string>,
  english: readonly ListedPath[],
): SitemapUrl[] {
  const pairs = pairsOf(english);
  return entries.flatMap((entry): SitemapUrl[] => {
    const translation = contentPaths.has(entry.path)
      ? pairs.get(entry.path)?.en
      : fixedAlternates(entry.path)?.en;
    if (!translation) return [{ ...entry, alternates: null }];
    const alternates = { it: entry.path, en: translation };
    return [
      { ...entry, alternates },
      { ...entry, path: translation, alternates },
    ];
  });
}

/** The pages of a kind of content in both languages, each translated one linked to its pair. */
export function contentUrls(rows: readonly ListedPath[], frequency: Frequency): SitemapUrl[] {
  const pairs = pairsOf(rows);
  return rows.map(({ path, lastmod }) => ({
    ...frequency,
    path,
    lastmod,
    alternates: pairs.get(path) ?? null,
  }));
}

const escaped = (text: string) =>
  text.replaceAll("&", "&amp;").replaceAll("<", "&lt;").replaceAll(">", "&gt;");

/**
 * The sitemap's XML: each address with, when it is translated, an `xhtml:link` to both
 * languages (its own included) and `x-default` to the Italian, as its head's `hreflang` links
 * say.
 */
export function sitemapXml(siteUrl: string, urls: readonly SitemapUrl[]) {
  const at = (path: string) => escaped(canonicalUrl(siteUrl, path));
  const link = (hreflang: string, path: string) =>
    `<xhtml:link rel="alternate" hreflang="${hreflang}" href="${at(path)}"/>`;
  const lines = urls.map((url) => {
    const { alternates } = url;
    const links = alternates
      ? [link("it", alternates.it), link("en", alternates.en), link("x-default", alternates.it)]
      : [];
    const lastmod = url.lastmod ? `<lastmod>${url.lastmod.toISOString()}</lastmod>` : "";
    return `  <url><loc>${at(url.path)}</loc>${lastmod}<changefreq>${url.changefreq}</changefreq><priority>${url.priority.toFixed(1)}</priority>${links.join("")}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...lines,
    "</urlset>",
    "",
  ].join("\n");
}
