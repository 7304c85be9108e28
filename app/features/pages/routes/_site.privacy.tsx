import { data } from "@remix-run/node";
import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { NotFound, notFoundHead } from "~/components/not-found";
import { LegalDocument } from "~/features/pages/legal-document";
import { simplePageContent } from "~/features/pages/simple-pages.server";
import { pageHead } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = (args) =>
  args.data?.page ? pageHead(args, args.data.page.head) : notFoundHead(args);

/** The text travels as data with the document, not in the page's script. */
export function loader() {
  const page = simplePageContent("privacy");
  return page ? { page } : data({ page: null }, { status: 404 });
}

export default function Privacy() {
  const { page } = useLoaderData<typeof loader>();
  if (!page) return <NotFound />;
  return <LegalDocument document={page.document} updated={page.updated} id="privacy" />;
}
