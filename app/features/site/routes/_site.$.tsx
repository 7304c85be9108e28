import { data, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import { useActionData, useLoaderData, type MetaFunction } from "@remix-run/react";
import { lazy, Suspense } from "react";
import { notFoundHead } from "~/components/not-found";
import { NotFoundPage } from "~/features/blog/not-found-page";
import { LegalDocument } from "~/features/pages/legal-document";
import { publicPageAt } from "~/features/pages/index.server";
import { landingForVisitor, landingRequestForm } from "~/features/experiments/index.server";
import { handleVisitorForm } from "~/features/visitor-forms/index.server";
import { marketingPageHeaders } from "~/utils/headers";
import { logger } from "~/utils/logger.server";
import { pageHead } from "~/utils/seo";

export const headers = marketingPageHeaders;

// A landing page's code (its sections and the form's) loads only where one is shown: the
// not-found page and the simple pages this route shows too stay as light as before
// (decision 0271). The server renders it whole before answering, so the HTML is complete.
const LandingPage = lazy(() =>
  import("~/features/pages/landing-page").then((module) => ({ default: module.LandingPage })),
);

/**
 * Any path no other route claims: a page staff made there (a landing or simple page), in the
 * address's language (under `/en/`, only an English one), else the not-found page with a real
 * 404 status, which no shared cache keeps.
 */
export function loader({ request, context }: LoaderFunctionArgs) {
  const { pathname } = new URL(request.url);
  const found = publicPageAt(pathname);
  if (found?.kind === "landing")
    return {
      found: { ...found, landing: landingForVisitor(request, context, found.landing).view },
      alternates: found.landing.alternates,
    };
  if (found) return { found, alternates: found.simple.alternates };
  logger.warn(`404 pagina non trovata: ${pathname}`);
  return data(
    { found: null, alternates: null },
    { status: 404, headers: { "Cache-Control": "no-store" } },
  );
}

/**
 * A landing page's contact form: the request is stored with the page it was sent from, and
 * with the variant it showed when the page is under test.
 */
export async function action(args: ActionFunctionArgs) {
  const { request, context } = args;
  const found = publicPageAt(new URL(request.url).pathname);
  const landing = found?.kind === "landing" ? found.landing : null;
  const contact = landing?.sections.find((section) => section.kind === "contact");
  if (!landing || contact?.kind !== "contact")
    return data({ result: undefined, alert: null }, { status: found ? 405 : 404 });
  return handleVisitorForm(request, context, landingRequestForm(request, landing, contact.subject));
}

export const meta: MetaFunction<typeof loader> = (args) => {
  const found = args.data?.found;
  if (!found) return notFoundHead(args);
  return pageHead(args, found.kind === "landing" ? found.landing.head : found.simple.head);
};

export default function SitePage() {
  const { found } = useLoaderData<typeof loader>();
  const reply = useActionData<typeof action>();
  if (!found) return <NotFoundPage />;
  if (found.kind === "landing")
    return (
      <Suspense fallback={null}>
        <LandingPage view={found.landing} reply={reply} />
      </Suspense>
    );
  return (
    <LegalDocument
      document={found.simple.document}
      updated={found.simple.updated}
      original={found.simple.original}
      id={found.slug.replaceAll("/", "-")}
    />
  );
}
