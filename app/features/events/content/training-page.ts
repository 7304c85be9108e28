import type { Cta } from "~/features/blocks/index";
import { catalogue } from "~/utils/language";

/** `/formazione` and `/en/training`: the courses and their words. */
export const trainingPage = catalogue({
  it: {
    head: {
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
    },
    hero: {
      title: "Formazione in marketing digitale",
      lead: "Corsi pratici per imprenditori, professionisti e team aziendali: impari a gestire social, contenuti, advertising e intelligenza artificiale lavorando su esempi reali.",
      brochureLabel: "Scarica la brochure dei corsi (PDF)",
    },
    courseCard: {
      facts: { quando: "Quando", durata: "Durata", modalita: "Modalità", prezzo: "Prezzo" },
      hours: (hours: number) => `${hours} ore`,
      topicsTitle: "Argomenti",
      register: "Iscriviti",
      /** The rest of the link's name for screen readers, so the five links are told apart. */
      registerContext: (title: string) => `al corso ${title}`,
      registerByContact: "Richiedi l'iscrizione",
      registerByContactNote:
        "Per questo corso raccogliamo le iscrizioni tramite il modulo di contatto: ti proponiamo la prossima data.",
    },
    catalogue: {
      title: "Il catalogo dei corsi",
      lead: "Ogni corso si può seguire online o in presenza. Nella brochure trovi i programmi completi.",
    },
    customTraining: {
      title: "Formazione su misura per la tua azienda",
      text: "Vuoi formare il tuo team su un tema specifico? Costruiamo un percorso sui tuoi obiettivi, con esempi presi dalla tua attività.",
      link: { label: "Richiedi un percorso su misura", to: "/contatti" } satisfies Cta,
    },
  },
  en: {
    head: {
      title: "Digital marketing training courses",
      description:
        "Five courses, online or in person: Social Media Marketing Essentials, Content Creation Mastery, AI for Business, Google Ads & Facebook Ads and Complete Digital Strategy, from 8 to 24 hours.",
      keywords: [
        "digital marketing courses",
        "social media marketing course",
        "content creation course",
        "artificial intelligence for business course",
        "Google Ads course",
        "Facebook Ads course",
        "SME training",
      ],
    },
    hero: {
      title: "Digital marketing training",
      lead: "Practical courses for business owners, professionals and company teams: learn to manage social media, content, advertising and artificial intelligence by working on real examples.",
      brochureLabel: "Download the course brochure (PDF, in Italian)",
    },
    courseCard: {
      facts: { quando: "When", durata: "Duration", modalita: "Format", prezzo: "Price" },
      hours: (hours: number) => `${hours} hours`,
      topicsTitle: "Topics",
      register: "Register",
      registerContext: (title: string) => `for the course ${title}`,
      registerByContact: "Ask to register",
      registerByContactNote:
        "For this course we take registrations through the contact form: we will suggest the next date.",
    },
    catalogue: {
      title: "Our courses",
      lead: "Every course can be taken online or in person. The brochure has the full programmes.",
    },
    customTraining: {
      title: "Training tailored to your company",
      text: "Would you like to train your team on a specific subject? We build a programme around your goals, with examples from your own business.",
      link: { label: "Ask for a tailored programme", to: "/en/contact" },
    },
  },
});
