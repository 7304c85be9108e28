import { Outlet, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/features/site/error-page";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { ToastMessage } from "~/components/toast-message";
import { blogLoadingText } from "~/features/blog/content/blog-loading";
import { navigation } from "~/features/site/content/navigation";
import { languageOfPath } from "~/utils/language";
import { site } from "~/utils/site";
import { useLanguage } from "~/utils/use-language";
import type { loader as rootLoader } from "~/root";
import { container, section, skipLink } from "~/styles/ui.css";

// The blog's addresses in each language: its list and category pages, then its other pages.
const blogLists = {
  it: { list: "/blog", category: "/blog/categoria/" },
  en: { list: "/en/blog", category: "/en/blog/category/" },
};

/**
 * While a client navigation waits for the blog's data, a loading text stands in for
 * the page, in the language of the page being opened; other pages keep showing the current
 * one until the next is ready.
 */
function useBlogLoadingText() {
  const { state, location } = useNavigation();
  if (state !== "loading") return null;
  const path = location.pathname.replace(/(.)\/$/, "$1");
  const language = languageOfPath(path);
  const { list, category } = blogLists[language];
  if (path === list || path.startsWith(category)) return blogLoadingText[language].list;
  if (path.startsWith(`${list}/`)) return blogLoadingText[language].article;
  return null;
}

/** The public site's shell: marketing header, the page with its one-time message, footer. */
function SiteShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = data?.siteName ?? site.defaultName;
  const loadingText = useBlogLoadingText();
  const words = navigation[useLanguage()];
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        {words.skipLink}
      </a>
      <SiteHeader siteName={siteName} />
      <main id="contenuto" tabIndex={-1}>
        <ToastMessage toast={data?.toast} />
        {loadingText ? (
          <p className={`${container} ${section}`} role="status">
            {loadingText}
          </p>
        ) : (
          children
        )}
      </main>
      <SiteFooter siteName={siteName} />
    </>
  );
}

export default function SiteLayout() {
  return (
    <SiteShell>
      <Outlet />
    </SiteShell>
  );
}

export function ErrorBoundary() {
  return (
    <SiteShell>
      <ErrorPage error={useRouteError()} />
    </SiteShell>
  );
}
