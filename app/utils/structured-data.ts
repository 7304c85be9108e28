import type { Course } from "~/content/training";
import { absoluteUrl, type JsonLd, type SiteMeta } from "~/utils/seo";

/** The agency as provider, named as in the Organization block of every page. */
function provider({ siteUrl, siteName }: SiteMeta): JsonLd {
  return { "@type": "Organization", name: siteName, url: siteUrl };
}

export function serviceJsonLd(meta: SiteMeta, service: { title: string; description: string; path: string }): JsonLd {
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

export function courseJsonLd(meta: SiteMeta, course: Course, path: string): JsonLd {
  const workload = `PT${course.durata}H`;
  return {
    "@context": "https://schema.org",
    "@type": "Course",
    name: course.titolo,
    description: course.descrizione,
    url: absoluteUrl(meta.siteUrl, path),
    inLanguage: "it",
    timeRequired: workload,
    provider: provider(meta),
    offers: {
      "@type": "Offer",
      category: "Paid",
      price: course.prezzo,
      priceCurrency: "EUR",
      url: absoluteUrl(meta.siteUrl, path),
    },
    hasCourseInstance: {
      "@type": "CourseInstance",
      courseMode: ["Online", "Onsite"],
      courseWorkload: workload,
    },
  };
}
