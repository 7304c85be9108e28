import { site } from "~/utils/site";

export const thanksHead = {
  title: "Grazie",
  description: "Abbiamo ricevuto la tua richiesta: ecco cosa succede adesso.",
  keywords: [
    "richiesta ricevuta",
    "consulenza marketing digitale",
    "chiamata gratuita",
    "proposta su misura",
  ],
  noindex: true,
} as const;

export const thanks = {
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
    phone: site.phone,
    phoneHref: site.phoneHref,
    whatsappHref: site.whatsappHref,
  },
  links: [
    { label: "Torna alla home", to: "/" },
    { label: "Scopri i nostri servizi", to: "/servizi" },
  ],
} as const;
