export type Cta = { label: string; to: string };

export const homeHead = {
  title: "Agenzia di marketing digitale per PMI",
  description:
    "Strategie digitali accessibili e su misura per PMI: social media, content marketing, advertising, consulenza strategica, formazione ed eventi.",
  keywords: [
    "agenzia marketing digitale",
    "social media marketing",
    "content marketing",
    "Google Ads",
    "consulenza strategica",
    "PMI",
  ],
} as const;

export const homeHero = {
  headline: "Aggiungi un pizzico di spezia alla tua strategia digitale",
  subline:
    "Strategie accessibili e su misura per piccole e medie imprese: ti affianchiamo dall'analisi ai risultati, con obiettivi chiari e misurabili.",
  primary: { label: "Scopri la nostra visione", to: "/chi-siamo" } satisfies Cta,
  secondary: { label: "Richiedi consulenza gratuita", to: "/contatti" } satisfies Cta,
  proofPoints: ["50+ PMI servite", "100% soddisfazione", "Crescita misurabile"],
} as const;

export const homeServices = {
  title: "I nostri servizi",
  lead: "Dalla strategia alla formazione: tutto ciò che serve alla tua impresa per crescere online.",
  ctaLabel: "Richiedi consulenza gratuita",
} as const;

export const homeApproach = {
  title: "Il nostro approccio",
  lead: "Lavoriamo accanto a te, con obiettivi chiari e risultati misurabili: niente formule preconfezionate, solo strategie costruite sulla tua impresa.",
  values: [
    {
      title: "Trasparenza",
      text: "Report chiari e costi definiti in anticipo: sai sempre cosa facciamo, perché e con quali risultati.",
    },
    {
      title: "Collaborazione",
      text: "Il tuo team e il nostro lavorano insieme, dalla strategia alla pubblicazione di ogni contenuto.",
    },
    {
      title: "Innovazione",
      text: "Strumenti digitali e intelligenza artificiale al servizio della tua crescita, con un tocco umano.",
    },
  ],
  cta: { label: "Scopri chi siamo", to: "/chi-siamo" } satisfies Cta,
} as const;

export type Testimonial = {
  nome: string;
  attivita: string;
  testo: string;
  rating: number;
  iniziali: string;
};

export const homeTestimonials: {
  title: string;
  source: string;
  items: readonly Testimonial[];
  allReviewsLabel: string;
} = {
  title: "Cosa dicono di noi",
  source: "Recensione Google",
  allReviewsLabel: "Vedi tutte le recensioni su Google",
  items: [
    {
      nome: "Francesca Lorusso",
      attivita: "Recensione Google",
      testo:
        "Professionali e sempre disponibili: in pochi mesi la pagina del nostro ristorante è cresciuta e le prenotazioni online sono aumentate.",
      rating: 5,
      iniziali: "FL",
    },
    {
      nome: "Antonio De Palma",
      attivita: "Recensione Google",
      testo:
        "Ci hanno seguito dal nuovo logo alla campagna sui social. Strategia chiara, report puntuali e risultati che si vedono.",
      rating: 5,
      iniziali: "AD",
    },
    {
      nome: "Marta Ciccarone",
      attivita: "Recensione Google",
      testo:
        "Il corso sui social è stato pratico e concreto: ora gestiamo i contenuti del nostro negozio in autonomia e con metodo.",
      rating: 5,
      iniziali: "MC",
    },
    {
      nome: "Giuseppe Tarantini",
      attivita: "Recensione Google",
      testo:
        "Un team giovane e preparato, attento ai dettagli. Il packaging che hanno disegnato per la nostra pasta è piaciuto a tutti.",
      rating: 5,
      iniziali: "GT",
    },
  ],
};

/** The home page's fifth and last section: a closing call to action. */
export const homeClosing = {
  title: "Pronto a dare sapore alla tua strategia digitale?",
  text: "Raccontaci la tua impresa: la prima consulenza è gratuita, dura 30-45 minuti e ti lascia con i primi passi concreti.",
  contact: { label: "Scrivici", to: "/contatti" } satisfies Cta,
  bookingLabel: "Prenota la consulenza gratuita",
} as const;
