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
import { useLanguage } from "~/utils/use-language";
import type { ReactNode } from "react";
import { ErrorPage } from "~/features/site/error-page";
import { errorCopy } from "~/features/site/content/frame";
import { navigation } from "~/features/site/content/navigation";
import { languageOfPath } from "~/utils/language";
import { notFoundHead } from "~/components/not-found";
import { site } from "~/utils/site";
import textFontHref from "@fontsource-variable/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next-latin-wght-normal.woff2";
import headingFontHref from "@fontsource-variable/bricolage-grotesque/files/bricolage-grotesque-latin-wght-normal.woff2";
import "~/styles/fonts.css";
import "~/styles/global.css";
import { skipLink } from "~/styles/ui.css";
import { useNonce } from "~/utils/nonce-provider";
import { defaultPreferences, preferenceClasses } from "~/features/site/preferences";
import { readPreferences } from "~/features/site/preferences.server";
import { pageHead } from "~/utils/seo";
import { siteMeta } from "~/features/blocks/site-meta.server";
import { readToast } from "~/utils/toast.server";
import { PreferencesContext, usePreferences } from "~/features/site/use-preferences";

export const links: LinksFunction = () => [
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  // Both faces are on every page (text and a heading): fetched with the document, not once the
  // CSS is read, so they are usually there before the first paint and nothing reflows.
  { rel: "preload", href: textFontHref, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  {
    rel: "preload",
    href: headingFontHref,
    as: "font",
    type: "font/woff2",
    crossOrigin: "anonymous",
  },
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

export const meta: MetaFunction = (args) => {
  if (isRouteErrorResponse(args.error) && args.error.status === 404) return notFoundHead(args);
  const { title, description } = errorCopy[languageOfPath(args.location.pathname)];
  return pageHead(args, { title, description, noindex: true });
};

export function Layout({ children }: { children: ReactNode }) {
  const data = useRouteLoaderData<typeof loader>("root");
  const preferences = usePreferences(data?.preferences ?? defaultPreferences);
  const nonce = useNonce();
  const language = useLanguage();
  return (
    <html lang={language} className={preferenceClasses(preferences.preferences) || undefined}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content={site.themeColor} />
        <Meta />
        <Links />
      </head>
      <body>
        <PreferencesContext.Provider value={preferences}>{children}</PreferencesContext.Provider>
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
      </body>
    </html>
  );
}

export default function App() {
  return <Outlet />;
}

/** Errors outside the site's layout: the document alone, with a way back. */
export function ErrorBoundary() {
  const words = navigation[useLanguage()];
  return (
    <>
      <a href="#contenuto" className={skipLink}>
        {words.skipLink}
      </a>
      <main id="contenuto" tabIndex={-1}>
        <ErrorPage error={useRouteError()} />
      </main>
    </>
  );
}
