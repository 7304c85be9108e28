import type { MetaArgs, MetaDescriptor } from "@remix-run/react";
import {
  maxPageCardTitle,
  pageCardPath,
  socialCardSize,
  socialCardType,
} from "~/utils/social-card-address";
import { site } from "~/utils/site";
import {
  type Alternates,
  fixedAlternates,
  languageOfPath,
  languages,
  ogLocaleOf,
} from "~/utils/language";

export type JsonLd = Record<string, unknown>;

export type PageHead = {
  title: string;
  description: string;
  keywords?: readonly string[];
  /** Pages that must not appear in search results (not found, thank-you, admin). */
  noindex?: boolean;
  /** Overrides the path of the current URL, e.g. for a canonical without query string. */
  path?: string;
  /** A query that makes a page of its own (`?pagina=2`), kept in the canonical address. */
  search?: string;
  /**
   * The address of the page's social card; without it, the card of its title. A page kept out
   * of search results (errors, thanks, staff, previews) shows the site's image instead.
   */
  socialCard?: string;
  type?: "website" | "article";
  /** An article's first publication (ISO), for `article:published_time`. */
  publishedTime?: string;
  /** Structured data beyond the Organization block every page carries. */
  jsonLd?: readonly JsonLd[];
  /**
   * The page's address in each language it is published in; without it, an interface page's
   * from the address table (`fixedAlternates`), else none.
   */
  alternates?: Alternates | null;
};

/** What the root loader hands to every page head. */
/** One step of a breadcrumb trail: what the link says and where it leads. */
export type Crumb = { name: string; path: string };

export type SiteMeta = { siteUrl: string; siteName: string };

export function canonicalUrl(siteUrl: string, path: string) {
  const clean = path.split(/[?#]/)[0] ?? "/";
  return `${siteUrl}${clean}`.replace(/\/+$/, "");
}

export function absoluteUrl(siteUrl: string, path: string) {
  return new URL(path, `${siteUrl}/`).href;
}

export function organizationJsonLd({ siteUrl, siteName }: SiteMeta): JsonLd {
  return {
    "@context": "https://schema.org",
    "@type": "Organization",
    name: siteName,
    legalName: site.legalName,
    url: siteUrl,
    logo: absoluteUrl(siteUrl, site.logo),
    email: site.email,
    telephone: site.phone,
    address: {
      "@type": "PostalAddress",
      streetAddress: site.address.street,
      postalCode: site.address.postalCode,
      addressLocality: site.address.city,
      addressRegion: site.address.province,
      addressCountry: site.address.country,
    },
    sameAs: site.social.map((link) => link.href),
  };
}

/**
 * The site's address and name from the root loader. Missing when the root loader did not
 * run: after an action that failed, Remix renders the error page without loaders.
 */
function rootSiteMeta(matches: MetaArgs["matches"]): SiteMeta | null {
  const root = matches.find((match) => match?.id === "root")?.data as Partial<SiteMeta> | undefined;
  return root?.siteUrl && root.siteName ? { siteUrl: root.siteUrl, siteName: root.siteName } : null;
}

/** For the structured data of pages that only render with their loaders' data. */
export function siteMetaFrom(matches: MetaArgs["matches"]): SiteMeta {
  return rootSiteMeta(matches) ?? { siteUrl: "", siteName: site.defaultName };
}

/**
 * The whole head of a page: title, description, robots, canonical, Open Graph, Twitter
 * and structured data. Every route's `meta` export calls this and nothing else.
 */
export function pageHead(
  args: Pick<MetaArgs, "location" | "matches">,
  page: PageHead,
): MetaDescriptor[] {
  const meta = rootSiteMeta(args.matches);
  const path = page.path ?? args.location.pathname;
  const language = languageOfPath(path);
  const isHome = path === "/" || path === "/en";
  const title = isHome ? page.title : `${page.title} | ${meta?.siteName ?? site.defaultName}`;
  const basics: MetaDescriptor[] = [
    { title },
    { name: "description", content: page.description },
    { name: "robots", content: page.noindex ? "noindex, nofollow" : "index, follow" },
  ];
  // Without the site's address, no address at all rather than a wrong one.
  if (!meta) return basics;
  const url = canonicalUrl(meta.siteUrl, path) + (page.search ?? "");
  const card = page.noindex
    ? null
    : (page.socialCard ??
      (page.title.length <= maxPageCardTitle ? pageCardPath(page.title) : null));
  const image = {
    url: absoluteUrl(meta.siteUrl, card ?? site.socialImage),
    type: card ? socialCardType : site.socialImageType,
    alt: card ? page.title : meta.siteName,
  };
  const descriptors: MetaDescriptor[] = [
    ...basics,
    { tagName: "link", rel: "canonical", href: url },
    { property: "og:type", content: page.type ?? "website" },
    { property: "og:site_name", content: meta.siteName },
    { property: "og:locale", content: ogLocaleOf(language) },
    { property: "og:title", content: title },
    { property: "og:description", content: page.description },
    { property: "og:url", content: url },
    { property: "og:image", content: image.url },
    { property: "og:image:width", content: String(socialCardSize.width) },
    { property: "og:image:height", content: String(socialCardSize.height) },
    { property: "og:image:type", content: image.type },
    { property: "og:image:alt", content: image.alt },
    { name: "twitter:card", content: "summary_large_image" },
    { name: "twitter:title", content: title },
    { name: "twitter:description", content: page.description },
    { name: "twitter:image", content: image.url },
    { name: "twitter:image:alt", content: image.alt },
  ];
  descriptors.push(
    ...alternateLinks(
      meta.siteUrl,
      page.noindex ? null : (page.alternates ?? fixedAlternates(path)),
      language,
    ),
  );
  if (page.publishedTime)
    descriptors.push({ property: "article:published_time", content: page.publishedTime });
  if (page.keywords?.length)
    descriptors.push({ name: "keywords", content: page.keywords.join(", ") });
  for (const block of [organizationJsonLd(meta), ...(page.jsonLd ?? [])]) {
    descriptors.push({ "script:ld+json": block });
  }
  return descriptors;
}

/**
 * `hreflang` links to each published translation, the page's own included, and `x-default`
 * to the Italian (decision 0291); with them, Open Graph's other locales. A page in one
 * language only has none.
 */
function alternateLinks(
  siteUrl: string,
  alternates: Alternates | null,
  language: ReturnType<typeof languageOfPath>,
): MetaDescriptor[] {
  const published = languages.filter((each) => alternates?.[each]);
  if (!alternates || published.length < 2 || !alternates[language]) return [];
  const links: MetaDescriptor[] = published.map((each) => ({
    tagName: "link",
    rel: "alternate",
    hrefLang: each,
    href: canonicalUrl(siteUrl, alternates[each] ?? "/"),
  }));
  if (alternates.it)
    links.push({
      tagName: "link",
      rel: "alternate",
      hrefLang: "x-default",
      href: canonicalUrl(siteUrl, alternates.it),
    });
  for (const each of published)
    if (each !== language)
      links.push({ property: "og:locale:alternate", content: ogLocaleOf(each) });
  return links;
}

/** The `meta` of a page whose loader prepares its head (and structured data) on the server. */
export function headFromLoader({
  data,
  ...args
}: Pick<MetaArgs, "location" | "matches"> & { data?: { head: PageHead } }) {
  return data ? pageHead(args, data.head) : [];
}
