import type { FaqItem } from "~/features/blocks/content/faq-item";
import { type Crumb, absoluteUrl, type JsonLd, type SiteMeta } from "~/utils/seo";
import { site } from "~/utils/site";

/** The agency as provider, named as in the Organization block of every page. */
function provider({ siteUrl, siteName }: SiteMeta): JsonLd {
  return { "@type": "Organization", name: siteName, url: siteUrl };
}

export function serviceJsonLd(
  meta: SiteMeta,
  service: { title: string; description: string; path: string },
): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Service",
    name: service.title,
    serviceType: service.title,
    description: service.description,
    url: absoluteUrl(meta.siteUrl, service.path),
    provider: provider(meta),
    areaServed: { "@type": "Country", name: "Italia" },
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
      inLanguage: "it",
      author: provider(meta),
      publisher,
    },
    serviceJsonLd(meta, { title: page.title, description: page.description, path: page.path }),
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
): JsonLd {
  const url = absoluteUrl(meta.siteUrl, article.path);
  return {
    "@context": "https://schema.org",
    "@type": "BlogPosting",
    headline: article.title,
    description: article.description,
    url,
    mainEntityOfPage: url,
    inLanguage: "it",
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    image: absoluteUrl(meta.siteUrl, article.image),
    author: provider(meta),
    publisher: { ...provider(meta), logo: absoluteUrl(meta.siteUrl, site.logo) },
  };
}
