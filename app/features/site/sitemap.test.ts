import { describe, expect, test } from "vitest";
import type { SitemapEntry } from "~/features/site/content/sitemap";
import { contentUrls, fixedUrls, sitemapXml } from "~/features/site/sitemap";

const entry = (path: string): SitemapEntry => ({ path, changefreq: "yearly", priority: 0.8 });
const lastmod = new Date("2026-11-30T10:00:00Z");

describe("the sitemap in two languages", () => {
  test("an interface page in the address table is listed in English, each linked to the other", () => {
    const urls = fixedUrls([entry("/contatti"), entry("/spicy")], new Set(), []);
    expect(urls.map((url) => [url.path, url.alternates])).toEqual([
      ["/contatti", { it: "/contatti", en: "/en/contact" }],
      ["/en/contact", { it: "/contatti", en: "/en/contact" }],
      ["/spicy", null],
    ]);
  });

  test("a page made of content is English only once its translation is published", () => {
    const pages = new Set(["/chi-siamo"]);
    expect(fixedUrls([entry("/chi-siamo")], pages, []).map((url) => url.path)).toEqual([
      "/chi-siamo",
    ]);
    const english = [
      { path: "/en/about", lastmod, alternates: { it: "/chi-siamo", en: "/en/about" } },
    ];
    expect(fixedUrls([entry("/chi-siamo")], pages, english).map((url) => url.path)).toEqual([
      "/chi-siamo",
      "/en/about",
    ]);
  });

  test("content is linked to its translation from either language's row, and only to it", () => {
    const urls = contentUrls(
      [
        { path: "/blog/forme", lastmod },
        { path: "/blog/solo-italiano", lastmod },
        {
          path: "/en/blog/shapes",
          lastmod,
          alternates: { it: "/blog/forme", en: "/en/blog/shapes" },
        },
        { path: "/en/blog/english-only", lastmod, alternates: { en: "/en/blog/english-only" } },
      ],
      { changefreq: "monthly", priority: 0.6 },
    );
    expect(urls.map((url) => [url.path, url.alternates?.en ?? null])).toEqual([
      ["/blog/forme", "/en/blog/shapes"],
      ["/blog/solo-italiano", null],
      ["/en/blog/shapes", "/en/blog/shapes"],
      ["/en/blog/english-only", null],
    ]);
  });

  test("a translated address names both languages and the Italian as default; the rest none", () => {
    const xml = sitemapXml("https://example.it", [
      ...fixedUrls([entry("/contatti"), entry("/spicy")], new Set(), []),
      ...contentUrls([{ path: "/blog/a&b", lastmod }], { changefreq: "monthly", priority: 0.6 }),
    ]);
    expect(xml).toContain('xmlns:xhtml="http://www.w3.org/1999/xhtml"');
    const contact = xml
      .split("\n")
      .find((line) => line.includes("<loc>https://example.it/en/contact</loc>"));
    expect(contact).toContain(
      '<xhtml:link rel="alternate" hreflang="it" href="https://example.it/contatti"/>' +
        '<xhtml:link rel="alternate" hreflang="en" href="https://example.it/en/contact"/>' +
        '<xhtml:link rel="alternate" hreflang="x-default" href="https://example.it/contatti"/>',
    );
    const spicy = xml.split("\n").find((line) => line.includes("/spicy<"));
    expect(spicy).not.toContain("xhtml:link");
    expect(xml).toContain(
      "<loc>https://example.it/blog/a&amp;b</loc><lastmod>2026-11-30T10:00:00.000Z</lastmod>",
    );
  });
});
