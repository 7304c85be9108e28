import { catalogue } from "~/utils/language";
import { site } from "~/utils/site";

export type ContactCard = {
  title: string;
  value: string;
  detail: string;
  href: string;
  external?: boolean;
};

const email = { value: site.email, href: `mailto:${site.email}` };
const phone = { value: site.phone, href: site.phoneHref };
const address = {
  value: site.address.street,
  detail: `${site.address.postalCode} ${site.address.city} (${site.address.province})`,
  href: "",
};

/** The contact page's words and the contact form's own labels. */
export const contactCopy = catalogue({
  it: {
    head: {
      title: "Contatti",
      description:
        "Contatta l'agenzia: consulenza gratuita di 30-45 minuti, risposta via e-mail entro 24 ore, telefono dal lunedì al venerdì 9:00-18:00 e WhatsApp.",
      keywords: [
        "contatti agenzia marketing",
        "consulenza gratuita",
        "preventivo marketing digitale",
      ],
    },
    hero: {
      title: "Parliamo del tuo progetto",
      lead: "Raccontaci i tuoi obiettivi: ti rispondiamo entro 24 ore con un primo parere e, se vuoi, fissiamo una consulenza gratuita.",
      bookingLabel: "Prenota una consulenza gratuita",
      servicesLink: { label: "Scopri i nostri servizi", to: "/servizi" },
    },
    cardsTitle: "I nostri recapiti",
    cards: [
      { title: "E-mail", ...email, detail: "Ti rispondiamo entro 24 ore." },
      { title: "Telefono", ...phone, detail: "Dal lunedì al venerdì, 9:00-18:00." },
      {
        title: "WhatsApp",
        value: "Chatta con noi",
        detail: "Scrivici quando vuoi: ti rispondiamo in orario d'ufficio.",
        href: site.whatsappHref,
        external: true,
      },
      { title: "Sede legale", ...address },
    ] satisfies ContactCard[],
    faq: [
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
    ],
    formIntro: {
      title: "Scrivici",
      lead: "Compila il modulo: ti ricontattiamo entro 24 ore.",
    },
    form: {
      azienda: "Azienda",
      servizio: "Servizio di interesse",
      servizioPlaceholder: "Seleziona un servizio",
      messaggio: "Messaggio",
      submit: "Invia messaggio",
      project: "Descrivi il tuo progetto",
      requestSubmit: "Richiedi informazioni",
    },
  },
  en: {
    head: {
      title: "Contact",
      description:
        "Contact the agency: a free 30-45 minute consultation, a reply by email within 24 hours, phone Monday to Friday 9:00-18:00 (Italian time) and WhatsApp.",
      keywords: ["digital marketing agency contact", "free consultation", "marketing quote"],
    },
    hero: {
      title: "Let's talk about your project",
      lead: "Tell us about your goals: we will reply within 24 hours with a first opinion and, if you like, book a free consultation.",
      bookingLabel: "Book a free consultation",
      servicesLink: { label: "Discover our services", to: "/en/services" },
    },
    cardsTitle: "How to reach us",
    cards: [
      { title: "Email", ...email, detail: "We reply within 24 hours." },
      { title: "Phone", ...phone, detail: "Monday to Friday, 9:00-18:00 (Italian time)." },
      {
        title: "WhatsApp",
        value: "Chat with us",
        detail: "Write whenever you like: we reply during office hours.",
        href: site.whatsappHref,
        external: true,
      },
      { title: "Registered office", ...address },
    ],
    faq: [
      {
        question: "Is the first consultation really free?",
        answer:
          "Yes. The first consultation is free and with no obligation: it lasts 30-45 minutes and helps us understand your goals and suggest the first steps.",
      },
      {
        question: "How soon will I see the first results?",
        answer:
          "The first results usually come after 30-60 days, within a 3-6 month programme in which we measure and improve the strategy.",
      },
      {
        question: "Do you work with small businesses too?",
        answer:
          "Yes: we work above all with small and medium-sized businesses, with accessible, tailor-made strategies.",
      },
      {
        question: "Do you offer training courses?",
        answer:
          "Yes, we run training courses and workshops on social media, content, advertising and artificial intelligence.",
      },
    ],
    formIntro: {
      title: "Write to us",
      lead: "Fill in the form: we will get back to you within 24 hours.",
    },
    form: {
      azienda: "Company",
      servizio: "Service you are interested in",
      servizioPlaceholder: "Choose a service",
      messaggio: "Message",
      submit: "Send message",
      project: "Describe your project",
      requestSubmit: "Request information",
    },
  },
});
