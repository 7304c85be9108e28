import { Outlet, useNavigation, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/features/site/error-page";
import { SiteFooter } from "~/features/site/site-footer";
import { SiteHeader } from "~/features/site/site-header";
import { ToastMessage } from "~/components/toast-message";
import { blogLoadingText } from "~/features/blog/content/blog-loading";
import { site } from "~/utils/site";
import type { loader as rootLoader } from "~/root";
import { container, section, skipLink } from "~/styles/ui.css";

/**
 * While a client navigation waits for the blog's data, a loading text stands in for
 * the page; other pages keep showing the current one until the next is ready.
 */
function useBlogLoadingText() {
  const navigation = useNavigation();
  if (navigation.state !== "loading") return null;
  const { pathname } = navigation.location;
  if (pathname === "/blog" || pathname === "/blog/" || pathname.startsWith("/blog/categoria/"))
    return blogLoadingText.list;
  if (pathname.startsWith("/blog/")) return blogLoadingText.article;
  return null;
}

/** The public site's shell: marketing header, the page with its one-time message, footer. */
function SiteShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = data?.siteName ?? site.defaultName;
  const loadingText = useBlogLoadingText();
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        Vai al contenuto
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
