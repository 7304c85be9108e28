import { catalogue } from "~/utils/language";
import { formattedAddress, site } from "~/utils/site";

/**
 * The words a simple page's code writes around its text. `updated` is said above it: the day
 * its text was last saved in Rome, not the day of the visit, which would claim a revision
 * that never happened. The controller's details are the agency's facts, named in each language.
 */
export const legalWords = catalogue({
  it: {
    updated: "Ultimo aggiornamento:",
    legalName: "Ragione sociale",
    office: "Sede legale",
    vatNumber: "Partita IVA",
    email: "E-mail",
  },
  en: {
    updated: "Last updated:",
    legalName: "Company name",
    office: "Registered office",
    vatNumber: "VAT number",
    email: "Email",
  },
});

export type LegalLink = { label: string; href: string; external?: boolean };
/** A paragraph, or a bulleted list when it is an array. */
export type LegalBlock = string | readonly string[];
export type LegalSection = {
  id: string;
  title: string;
  body: readonly LegalBlock[];
  links?: readonly LegalLink[];
};
export type LegalPage = {
  title: string;
  intro: string;
  controllerTitle: string;
  sections: readonly LegalSection[];
  contact: { title: string; text: string; provider?: LegalLink & { intro: string } };
};

export const controllerDetails = (
  words: (typeof legalWords)["it"],
): readonly { label: string; value: string; href?: string }[] => [
  { label: words.legalName, value: site.legalName },
  { label: words.office, value: formattedAddress },
  { label: words.vatNumber, value: site.vatNumber },
  { label: words.email, value: site.email, href: `mailto:${site.email}` },
];
