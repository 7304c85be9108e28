import { useLoaderData, type MetaFunction } from "@remix-run/react";
import { LegalDocument } from "~/features/blocks/legal-document";
import { privacyPage } from "~/features/blocks/content/legal-pages.server";
import { headFromLoader } from "~/utils/seo";

export { marketingPageHeaders as headers } from "~/utils/headers";

export const meta: MetaFunction<typeof loader> = headFromLoader;

/** The text travels as data with the document, not in the page's script. */
export function loader() {
  return { head: privacyPage.head, document: privacyPage };
}

export default function Privacy() {
  const { document } = useLoaderData<typeof loader>();
  return <LegalDocument document={document} id="privacy" />;
}
