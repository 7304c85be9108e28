import type { MetaFunction } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { termsPage } from "~/content/legal";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) => pageHead(args, termsPage.head);

export default function Termini() {
  return <LegalDocument document={termsPage} id="termini" />;
}
