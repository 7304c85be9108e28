import { cssBundleHref } from "@remix-run/css-bundle";
import { data, type LinksFunction, type LoaderFunctionArgs } from "@remix-run/node";
import {
  isRouteErrorResponse,
  Links,
  Meta,
  type MetaFunction,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
  useRouteLoaderData,
} from "@remix-run/react";
import type { ReactNode } from "react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { SiteFooter } from "~/components/site-footer";
import { SiteHeader } from "~/components/site-header";
import { ToastMessage } from "~/components/toast";
import { site } from "~/content/site";
import "~/styles/global.css";
import { container, section, skipLink } from "~/styles/ui.css";
import { useNonce } from "~/utils/nonce-provider";
import { defaultPreferences, preferenceClasses } from "~/utils/preferences";
import { readPreferences } from "~/utils/preferences.server";
import { pageHead } from "~/utils/seo";
import { siteMeta } from "~/utils/site-meta.server";
import { readToast } from "~/utils/toast.server";
import { usePreferences } from "~/utils/use-preferences";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  ...(cssBundleHref ? [{ rel: "stylesheet", href: cssBundleHref }] : []),
];

export async function loader({ request }: LoaderFunctionArgs) {
  const { toast, headers } = await readToast(request);
  return data(
    {
      ...siteMeta(),
      preferences: await readPreferences(request),
      toast,
    },
    headers ? { headers } : undefined,
  );
}

export const meta: MetaFunction = (args) =>
  isRouteErrorResponse(args.error) && args.error.status === 404
    ? notFoundHead(args)
    : pageHead(args, {
        title: "Si è verificato un errore",
        description: "Si è verificato un errore imprevisto.",
        noindex: true,
      });

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const { preferences, busy, change } = usePreferences(data?.preferences ?? defaultPreferences);
  const nonce = useNonce();
  const siteName = data?.siteName ?? site.defaultName;
  return (
    <html lang="it" className={preferenceClasses(preferences) || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <a href="#contenuto" className={skipLink}>
          Vai al contenuto
        </a>
        <SiteHeader siteName={siteName} />
        <main id="contenuto" tabIndex={-1}>
          <ToastMessage toast={data?.toast} />
          {children}
        </main>
        <SiteFooter siteName={siteName} preferences={{ preferences, busy, change }} />
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

export function ErrorBoundary() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFound />;
  return (
    <div className={`${container} ${section}`}>
      <h1>Si è verificato un errore</h1>
      <p>
        Qualcosa non ha funzionato da parte nostra. Riprova tra qualche istante; se il problema
        continua, scrivici a <a href={`mailto:${site.email}`}>{site.email}</a>.
      </p>
      <p>
        <a href="/">Torna alla home</a>
      </p>
    </div>
  );
}
