import { catalogue } from "~/utils/language";
import { site } from "~/utils/site";

const urgentLinks = {
  phone: site.phone,
  phoneHref: site.phoneHref,
  whatsappHref: site.whatsappHref,
};

/** The thank-you page a visitor lands on after any form, in the language they wrote in. */
export const thanksCopy = catalogue({
  it: {
    head: {
      title: "Grazie",
      description: "Abbiamo ricevuto la tua richiesta: ecco cosa succede adesso.",
      keywords: [
        "richiesta ricevuta",
        "consulenza marketing digitale",
        "chiamata gratuita",
        "proposta su misura",
      ],
      noindex: true,
    },
    title: "Grazie, abbiamo ricevuto la tua richiesta!",
    lead: "Il nostro team la sta già leggendo. Ecco i prossimi passi.",
    steps: [
      {
        title: "Ti rispondiamo via e-mail",
        text: "Entro 24 ore ricevi una prima risposta dal nostro team.",
      },
      {
        title: "Chiamata gratuita",
        text: "Fissiamo insieme una chiamata gratuita di 30-45 minuti per capire i tuoi obiettivi.",
      },
      {
        title: "Proposta su misura",
        text: "Prepariamo una proposta costruita sulle esigenze della tua attività.",
      },
    ],
    urgent: {
      title: "Hai bisogno di una risposta urgente?",
      text: "Chiamaci dal lunedì al venerdì, 9:00-18:00, oppure scrivici su WhatsApp.",
      call: `Chiama il ${site.phone}`,
      whatsapp: "Scrivici su WhatsApp",
      ...urgentLinks,
    },
    links: [
      { label: "Torna alla home", to: "/" },
      { label: "Scopri i nostri servizi", to: "/servizi" },
    ],
  },
  en: {
    head: {
      title: "Thank you",
      description: "We have received your request: here is what happens next.",
      keywords: [
        "request received",
        "digital marketing consultation",
        "free call",
        "tailored proposal",
      ],
      noindex: true,
    },
    title: "Thank you, we have received your request!",
    lead: "Our team is already reading it. Here are the next steps.",
    steps: [
      {
        title: "We reply by email",
        text: "Within 24 hours you receive a first reply from our team.",
      },
      {
        title: "A free call",
        text: "Together we book a free 30-45 minute call to understand your goals.",
      },
      {
        title: "A tailor-made proposal",
        text: "We prepare a proposal built around the needs of your business.",
      },
    ],
    urgent: {
      title: "Need an answer urgently?",
      text: "Call us Monday to Friday, 9:00-18:00 (Italian time), or message us on WhatsApp.",
      call: `Call ${site.phone}`,
      whatsapp: "Message us on WhatsApp",
      ...urgentLinks,
    },
    links: [
      { label: "Back to the home page", to: "/en" },
      { label: "Discover our services", to: "/en/services" },
    ],
  },
});
