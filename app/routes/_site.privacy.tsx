import type { MetaFunction } from "@remix-run/react";
import { LegalDocument } from "~/components/legal-document";
import { privacyPage } from "~/content/legal";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) => pageHead(args, privacyPage.head);

export default function Privacy() {
  return <LegalDocument document={privacyPage} id="privacy" />;
}
