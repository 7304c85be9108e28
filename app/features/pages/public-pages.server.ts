import { landingPage } from "~/features/pages/landing-pages.server";
import { pagePathPattern } from "~/features/pages/page-schema";
import { simplePageContent } from "~/features/pages/simple-pages.server";

/**
 * The page staff made at `pathname`, an address no route of the site claims: a landing page
 * or a simple page (decision 0269), or null.
 */
export function publicPageAt(pathname: string) {
  const slug = pathname.replace(/^\/+/, "");
  if (!pagePathPattern.test(slug)) return null;
  const landing = landingPage(slug);
  if (landing) return { kind: "landing", slug, landing } as const;
  const simple = simplePageContent(slug);
  if (simple) return { kind: "simple", slug, simple } as const;
  return null;
}
