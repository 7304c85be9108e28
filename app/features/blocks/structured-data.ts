import type { FaqItem } from "~/features/blocks/content/faq-item";
import { type Crumb, absoluteUrl, type JsonLd, type SiteMeta } from "~/utils/seo";
import { catalogue, type Language } from "~/utils/language";
import { site } from "~/utils/site";

/** Where the agency works, as the structured data names the country. */
const areaServed = catalogue({ it: { country: "Italia" }, en: { country: "Italy" } });

/** The agency as provider, named as in the Organization block of every page. */
function provider({ siteUrl, siteName }: SiteMeta): JsonLd {
  return { "@type": "Organization", name: siteName, url: siteUrl };
}

export function serviceJsonLd(
  meta: SiteMeta,
  service: { title: string; description: string; path: string },
  language: Language = "it",
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(meta.siteUrl, service.path),
    provider: provider(meta),
    areaServed: { "@type": "Country", name: areaServed[language].country },
  };
}

export function breadcrumbJsonLd(meta: SiteMeta, trail: readonly Crumb[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "BreadcrumbList",
    itemListElement: trail.map((crumb, index) => ({
      "@type": "ListItem",
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(meta.siteUrl, crumb.path),
    })),
  };
}

/** What a service subpage tells search engines: the page as an article, the service, its trail. */
export function servicePageJsonLd(
  meta: SiteMeta,
  page: {
    title: string;
    headline: string;
    description: string;
    path: string;
    trail: readonly Crumb[];
  },
  language: Language = "it",
): JsonLd[] {
  const url = absoluteUrl(meta.siteUrl, page.path);
  const publisher = { ...provider(meta), logo: absoluteUrl(meta.siteUrl, site.logo) };
  return [
    {
      "@context": "https://schema.org",
      "@type": "Article",
      headline: page.headline,
      description: page.description,
      url,
      mainEntityOfPage: url,
      inLanguage: language,
      author: provider(meta),
      publisher,
    },
    serviceJsonLd(
      meta,
      { title: page.title, description: page.description, path: page.path },
      language,
    ),
    breadcrumbJsonLd(meta, page.trail),
  ];
}

export function faqJsonLd(items: readonly FaqItem[]): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: items.map((item) => ({
      "@type": "Question",
      name: item.question,
      acceptedAnswer: { "@type": "Answer", text: item.answer },
    })),
  };
}

/** An article of the blog, for search engines: headline, dates, the agency as author, image. */
export function blogPostingJsonLd(
  meta: SiteMeta,
  article: {
    title: string;
    description: string;
    path: string;
    image: string;
    publishedAt: string;
    updatedAt: string;
  },
  language: Language = "it",
): JsonLd {
  const url = absoluteUrl(meta.siteUrl, article.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    inLanguage: language,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: absoluteUrl(meta.siteUrl, article.image),
    author: provider(meta),
    publisher: { ...provider(meta), logo: absoluteUrl(meta.siteUrl, site.logo) },
  };
}
