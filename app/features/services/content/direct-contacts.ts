import { site } from "~/utils/site";

export type ServiceContactDetail = {
  title: string;
  value: string;
  detail: string;
  href: string;
  external?: boolean;
};

/** The contact details and response times beside the forms of the service pages. */
export const serviceContact = {
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
} as const;
