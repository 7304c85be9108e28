import { formattedAddress, site } from "~/utils/site";

/**
 * What a simple page says above its text: the day its text was last saved in Rome, not the
 * day of the visit, which would claim a revision that never happened.
 */
export const legalUpdatedLabel = "Ultimo aggiornamento:";

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

export const controllerDetails: readonly { label: string; value: string; href?: string }[] = [
  { label: "Ragione sociale", value: site.legalName },
  { label: "Sede legale", value: formattedAddress },
  { label: "Partita IVA", value: site.vatNumber },
  { label: "E-mail", value: site.email, href: `mailto:${site.email}` },
];
