import type { Cta } from "~/features/pages/content/home";

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

/** A course of the catalogue. */
export type Course = {
  /** The card's anchor and the course's identifier in structured data. */
  id: string;
  titolo: string;
  descrizione: string;
  /** Hours. */
  durata: number;
  modalita: string;
  /** Whole euro. */
  prezzo: number;
  argomenti: readonly string[];
  /**
   * The course's value among the registration form's choices; a course without one is
   * booked through the contact form.
   */
  registrationValue: string | null;
};

const modalita = "Online/In presenza";

export const courses: readonly Course[] = [
  {
    id: "social-media-marketing-essentials",
    titolo: "Social Media Marketing Essentials",
    descrizione:
      "Le basi per gestire i social della tua attività con metodo: scegliere i canali giusti, costruire un piano editoriale e misurare i risultati.",
    durata: 8,
    modalita,
    prezzo: 299,
    argomenti: [
      "Canali e pubblico",
      "Piano editoriale e calendario",
      "Formati di contenuto che funzionano",
      "Metriche e report",
    ],
    registrationValue: "social-media-marketing-essentials",
  },
  {
    id: "content-creation-mastery",
    titolo: "Content Creation Mastery",
    descrizione:
      "Dall'idea al contenuto pubblicato: scrittura, foto e video con lo smartphone e strumenti per creare contenuti coerenti con il tuo brand.",
    durata: 12,
    modalita,
    prezzo: 399,
    argomenti: [
      "Storytelling e tono di voce",
      "Foto e video con lo smartphone",
      "Grafiche con strumenti gratuiti",
      "Un contenuto, più canali",
    ],
    registrationValue: "content-creation-mastery",
  },
  {
    id: "ai-for-business",
    titolo: "AI for Business",
    descrizione:
      "L'intelligenza artificiale generativa al lavoro in azienda, in modo pratico e responsabile: testi, immagini, analisi e automazioni per le attività di ogni giorno.",
    durata: 12,
    modalita,
    prezzo: 449,
    argomenti: [
      "Prompt efficaci",
      "Testi e immagini con l'AI generativa",
      "Automazione delle attività ripetitive",
      "Uso etico e rispetto della privacy",
    ],
    registrationValue: null,
  },
  {
    id: "google-facebook-ads",
    titolo: "Google Ads & Facebook Ads",
    descrizione:
      "Progettare, lanciare e ottimizzare campagne a pagamento su Google e Meta, con il budget sotto controllo e il tracciamento delle conversioni.",
    durata: 16,
    modalita,
    prezzo: 499,
    argomenti: [
      "Struttura di account e campagne",
      "Pubblici, parole chiave e annunci",
      "Pixel, tag e conversioni",
      "Ottimizzazione e lettura dei dati",
    ],
    registrationValue: "google-facebook-ads",
  },
  {
    id: "complete-digital-strategy",
    titolo: "Complete Digital Strategy",
    descrizione:
      "Il percorso completo per costruire la strategia digitale della tua impresa: analisi, obiettivi, canali, contenuti, advertising e misurazione, fino a un piano pronto da applicare.",
    durata: 24,
    modalita,
    prezzo: 799,
    argomenti: [
      "Analisi di mercato e concorrenti",
      "Obiettivi e KPI",
      "Social, contenuti e advertising insieme",
      "Piano d'azione e budget",
    ],
    registrationValue: "complete-digital-strategy",
  },
];

export const courseCard = {
  facts: { durata: "Durata", modalita: "Modalità", prezzo: "Prezzo" },
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
