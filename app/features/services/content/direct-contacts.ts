import { catalogue } from "~/utils/language";
import { site } from "~/utils/site";

export type ServiceContactDetail = {
  title: string;
  value: string;
  detail: string;
  href: string;
  external?: boolean;
};

/** The contact details and response times beside the forms of the service pages. */
export const serviceContacts = catalogue({
  it: {
    detailsTitle: "Recapiti diretti",
    details: [
      {
        title: "E-mail",
        value: site.email,
        detail: "Ti rispondiamo entro 24 ore.",
        href: `mailto:${site.email}`,
      },
      {
        title: "Telefono",
        value: site.phone,
        detail: "Dal lunedì al venerdì, 9:00-18:00.",
        href: site.phoneHref,
      },
      {
        title: "WhatsApp",
        value: site.whatsappLabel,
        detail: "Per una domanda veloce, anche con foto e documenti.",
        href: site.whatsappHref,
        external: true,
      },
    ] satisfies readonly ServiceContactDetail[],
    responseTitle: "Tempi di risposta",
    responseTimes: [
      { label: "Consulenza telefonica", value: "entro 2 ore" },
      { label: "Preventivo dettagliato", value: "entro 24 ore" },
      { label: "Avvio del progetto", value: "da 1 settimana" },
    ],
  },
  en: {
    detailsTitle: "Direct contacts",
    details: [
      {
        title: "Email",
        value: site.email,
        detail: "We reply within 24 hours.",
        href: `mailto:${site.email}`,
      },
      {
        title: "Phone",
        value: site.phone,
        detail: "Monday to Friday, 9:00-18:00 (Italian time).",
        href: site.phoneHref,
      },
      {
        title: "WhatsApp",
        value: "Message us on WhatsApp",
        detail: "For a quick question, photos and documents included.",
        href: site.whatsappHref,
        external: true,
      },
    ],
    responseTitle: "Response times",
    responseTimes: [
      { label: "Phone consultation", value: "within 2 hours" },
      { label: "Detailed quote", value: "within 24 hours" },
      { label: "Project start", value: "from 1 week" },
    ],
  },
});
