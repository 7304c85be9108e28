import type { FaqItem } from "~/features/blocks/content/faq-item";
import { getEnv } from "~/utils/env.server";
import type { Language } from "~/utils/language";
import type { PageHead, SiteMeta } from "~/utils/seo";
import { faqJsonLd, servicePageJsonLd } from "~/features/blocks/structured-data";

/** The site's address and name, for the heads and structured data that loaders prepare. */
export function siteMeta(): SiteMeta {
  const env = getEnv();
  return { siteUrl: env.SITE_URL, siteName: env.SITE_NAME };
}

/** A service subpage's head: Article, Service, BreadcrumbList and FAQPage data with it. */
export function servicePageHead(
  head: PageHead,
  page: Parameters<typeof servicePageJsonLd>[1],
  faq: readonly FaqItem[],
  language: Language = "it",
): PageHead {
  return { ...head, jsonLd: [...servicePageJsonLd(siteMeta(), page, language), faqJsonLd(faq)] };
}
