import { site } from "~/utils/site";

export const contactHead = {
  title: "Contatti",
  description:
    "Contatta l'agenzia: consulenza gratuita di 30-45 minuti, risposta via e-mail entro 24 ore, telefono dal lunedì al venerdì 9:00-18:00 e WhatsApp.",
  keywords: ["contatti agenzia marketing", "consulenza gratuita", "preventivo marketing digitale"],
} as const;

export const contactHero = {
  title: "Parliamo del tuo progetto",
  lead: "Raccontaci i tuoi obiettivi: ti rispondiamo entro 24 ore con un primo parere e, se vuoi, fissiamo una consulenza gratuita.",
  bookingLabel: "Prenota una consulenza gratuita",
  servicesLink: { label: "Scopri i nostri servizi", to: "/servizi" },
} as const;

export type ContactCard = {
  title: string;
  value: string;
  detail: string;
  href: string;
  external?: boolean;
};

export const contactCards: readonly ContactCard[] = [
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
    value: "Chatta con noi",
    detail: "Scrivici quando vuoi: ti rispondiamo in orario d'ufficio.",
    href: site.whatsappHref,
    external: true,
  },
  {
    title: "Sede legale",
    value: `${site.address.street}`,
    detail: `${site.address.postalCode} ${site.address.city} (${site.address.province})`,
    href: "",
  },
];

export const contactFaq = [
  {
    question: "La prima consulenza è davvero gratuita?",
    answer:
      "Sì. La prima consulenza è gratuita e senza impegno: dura 30-45 minuti e serve a capire i tuoi obiettivi e a proporti i primi passi.",
  },
  {
    question: "In quanto tempo vedrò i primi risultati?",
    answer:
      "I primi risultati arrivano di solito dopo 30-60 giorni, all'interno di un percorso di 3-6 mesi in cui misuriamo e miglioriamo la strategia.",
  },
  {
    question: "Lavorate anche con piccole imprese?",
    answer:
      "Sì: lavoriamo soprattutto con piccole e medie imprese, con strategie accessibili e su misura.",
  },
  {
    question: "Offrite corsi di formazione?",
    answer:
      "Sì, organizziamo corsi di formazione e workshop su social media, contenuti, advertising e intelligenza artificiale.",
  },
] as const;

export const contactFormIntro = {
  title: "Scrivici",
  lead: "Compila il modulo: ti ricontattiamo entro 24 ore.",
} as const;
