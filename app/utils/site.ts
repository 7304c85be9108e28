import { catalogue } from "~/utils/language";

/** The agency's words that a visitor reads, in each language; its facts are `site`'s. */
export const siteWords = catalogue({
  it: {
    /** The line under the name in the footer. */
    tagline:
      "Strategie digitali accessibili e su misura per le piccole e medie imprese, con un pizzico di spezia.",
    legalLine: "P.IVA IT00000000000 · REA BA-000000 · Capitale sociale € 10.000 i.v.",
    whatsappLabel: "Scrivici su WhatsApp",
  },
  en: {
    tagline:
      "Accessible, tailor-made digital strategies for small and medium-sized businesses, with a pinch of spice.",
    legalLine: "VAT no. IT00000000000 · REA BA-000000 · Share capital €10,000 fully paid up",
    whatsappLabel: "Message us on WhatsApp",
  },
});

// The one place a self-hoster edits the agency's facts: every page, e-mail and
// structured-data block reads them from here.
export const site = {
  defaultName: "Spezia Digitale",
  legalName: "Spezia Digitale S.r.l.",
  vatNumber: "IT00000000000",
  // The Italian words, for what is written in Italian only; a page reads `siteWords[language]`.
  legalLine: siteWords.it.legalLine,
  copyrightYear: 2024,
  email: "info@speziadigitale.it",
  emailFrom: "noreply@speziadigitale.it",
  phone: "+39 080 000 0000",
  phoneHref: "tel:+390800000000",
  whatsappHref: "https://wa.me/390800000000",
  whatsappLabel: siteWords.it.whatsappLabel,
  address: {
    street: "Corso Garibaldi 1",
    postalCode: "70033",
    city: "Corato",
    province: "BA",
    country: "IT",
  },
  bookingUrl: "https://calendly.com/speziadigitale/consulenza-gratuita",
  reviewsUrl: "https://g.page/r/speziadigitale/review",
  brochureUrl: "https://speziadigitale.it/brochure-formazione.pdf",
  /** The packaging showreel in the privacy-enhanced player (the CSP's frame-src allows it). */
  packagingVideoUrl: "https://www.youtube-nocookie.com/embed/M7lc1UVf-VE",
  store: {
    name: "Spicy Phygital Store",
    street: "Corso Vittorio Emanuele 24",
    city: "Corato (BA)",
    mapsUrl: "https://www.google.com/maps/search/?api=1&query=Corso+Vittorio+Emanuele+24+Corato",
    email: "spicy@speziadigitale.it",
  },
  social: [
    { label: "Facebook", href: "https://www.facebook.com/speziadigitale" },
    { label: "Instagram", href: "https://www.instagram.com/speziadigitale" },
    { label: "LinkedIn", href: "https://www.linkedin.com/company/speziadigitale" },
  ],
  logo: "/logo.svg",
  /** The social image of pages without a card of their own (errors, thanks); 1200×630. */
  socialImage: "/og-image.png",
  socialImageType: "image/png",
  themeColor: "#b4231a",
} as const;

export const formattedAddress = `${site.address.street}, ${site.address.postalCode} ${site.address.city} (${site.address.province})`;
