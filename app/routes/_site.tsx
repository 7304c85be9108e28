import { Outlet, useRouteError, useRouteLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { ErrorPage } from "~/components/error-page";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastMessage } from "~/components/toast-message";
import { site } from "~/content/site";
import type { loader as rootLoader } from "~/root";
import { skipLink } from "~/styles/ui.css";

/** The public site's shell: marketing header, the page with its one-time message, footer. */
function SiteShell({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof rootLoader>("root");
  const siteName = data?.siteName ?? site.defaultName;
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        Vai al contenuto
      </a>
      <SiteHeader siteName={siteName} />
      <main id="contenuto" tabIndex={-1}>
        <ToastMessage toast={data?.toast} />
        {children}
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
