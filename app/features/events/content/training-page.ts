import type { Cta } from "~/features/blocks/index";

export const trainingHead = {
  title: "Corsi di formazione in marketing digitale",
  description:
    "Cinque corsi online o in presenza: Social Media Marketing Essentials, Content Creation Mastery, AI for Business, Google Ads & Facebook Ads e Complete Digital Strategy, da 8 a 24 ore.",
  keywords: [
    "corsi marketing digitale",
    "corso social media marketing",
    "corso content creation",
    "corso intelligenza artificiale aziende",
    "corso Google Ads",
    "corso Facebook Ads",
    "formazione PMI",
  ],
} as const;

export const trainingHero = {
  title: "Formazione in marketing digitale",
  lead: "Corsi pratici per imprenditori, professionisti e team aziendali: impari a gestire social, contenuti, advertising e intelligenza artificiale lavorando su esempi reali.",
  brochureLabel: "Scarica la brochure dei corsi (PDF)",
} as const;

export const courseCard = {
  facts: { quando: "Quando", durata: "Durata", modalita: "Modalità", prezzo: "Prezzo" },
  hours: (hours: number) => `${hours} ore`,
  topicsTitle: "Argomenti",
  register: "Iscriviti",
  /** The rest of the link's name for screen readers, so the five links are told apart. */
  registerContext: (title: string) => `al corso ${title}`,
  registerByContact: "Richiedi l'iscrizione",
  registerByContactNote:
    "Per questo corso raccogliamo le iscrizioni tramite il modulo di contatto: ti proponiamo la prossima data.",
} as const;

export const catalogue = {
  title: "Il catalogo dei corsi",
  lead: "Ogni corso si può seguire online o in presenza. Nella brochure trovi i programmi completi.",
} as const;

export const customTraining = {
  title: "Formazione su misura per la tua azienda",
  text: "Vuoi formare il tuo team su un tema specifico? Costruiamo un percorso sui tuoi obiettivi, con esempi presi dalla tua attività.",
  link: { label: "Richiedi un percorso su misura", to: "/contatti" } satisfies Cta,
} as const;
