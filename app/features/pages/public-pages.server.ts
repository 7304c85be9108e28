import { landingPageView } from "~/features/pages/landing-pages.server";
import { keptPageContent, publishedPage } from "~/features/pages/page-content.server";
import { pagePathPattern } from "~/features/pages/page-schema";
import { simplePageView } from "~/features/pages/simple-pages.server";

/**
 * The page staff made at `pathname`, an address no route of the site claims: a landing page
 * or a simple page (decision 0269), or null. Every unknown address comes here before its 404:
 * one check of the table's version, then the two lookups only when it changed or nothing was
 * found.
 */
export function publicPageAt(pathname: string) {
  const slug = pathname.replace(/^\/+/, "");
  if (!pagePathPattern.test(slug)) return null;
  return keptPageContent(`public-page:${slug}`, () => {
    const landing = publishedPage("landing-page", slug);
    if (landing) return { kind: "landing", slug, landing: landingPageView(landing) } as const;
    const simple = publishedPage("simple-page", slug);
    if (simple) return { kind: "simple", slug, simple: simplePageView(simple) } as const;
    return null;
  });
}
