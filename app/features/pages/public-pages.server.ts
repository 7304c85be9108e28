import { landingPageView } from "~/features/pages/landing-pages.server";
import { keptPageContent, publishedPage } from "~/features/pages/page-content.server";
import { pagePathPattern } from "~/features/pages/page-schema";
import { simplePageView } from "~/features/pages/simple-pages.server";
import { languageOfPath } from "~/utils/language";

/**
 * The page staff made at `pathname`, an address no route of the site claims: a landing page
 * or a simple page (decision 0269), or null. Every unknown address comes here before its 404:
 * one check of the table's version, then the two lookups only when it changed or nothing was
 * found. Under `/en/`, the English pages at the rest of the address; never the Italian.
 */
export function publicPageAt(pathname: string) {
  const language = languageOfPath(pathname);
  const slug = (language === "it" ? pathname : pathname.slice("/en".length)).replace(/^\/+/, "");
  if (!pagePathPattern.test(slug)) return null;
  return keptPageContent(`public-page:${language}:${slug}`, () => {
    const landing = publishedPage("landing-page", slug, language);
    if (landing) return { kind: "landing", slug, landing: landingPageView(landing) } as const;
    const simple = publishedPage("simple-page", slug, language);
    if (simple) return { kind: "simple", slug, simple: simplePageView(simple) } as const;
    return null;
  });
}
