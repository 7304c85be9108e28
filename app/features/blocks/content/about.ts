import type { Cta } from "~/features/blocks/content/home";

export const aboutHead = {
  title: "Chi siamo",
  description:
    "Dal 2017 aiutiamo le PMI italiane a crescere online. La nostra storia, la missione, la visione, i fondatori Innovation Manager certificati UNI 11814, il team e i nostri valori.",
  keywords: [
    "chi siamo",
    "agenzia marketing digitale",
    "Innovation Manager",
    "UNI 11814",
    "PMI",
    "Puglia",
  ],
} as const;

export const aboutHero = {
  title: "Dal 2017 al fianco delle PMI italiane",
  lead: "Siamo un'agenzia di marketing digitale del Sud Italia. Dal 2017 aiutiamo piccole e medie imprese a farsi conoscere online con strategie accessibili, su misura e misurabili.",
} as const;

export const history = {
  title: "La nostra storia",
  paragraphs: [
    "Tutto comincia nel 2017, quando i nostri fondatori iniziano a collaborare su progetti di comunicazione digitale per aziende del territorio: un forno che voleva vendere online, una cantina che cercava nuovi mercati, uno studio medico che voleva farsi trovare dai pazienti.",
    "Progetto dopo progetto, la collaborazione è cresciuta insieme alle imprese che ci hanno dato fiducia. Nel 2023 abbiamo fondato la società, per offrire a ogni cliente un team stabile e un metodo di lavoro condiviso.",
  ],
  milestones: [
    {
      year: "2017",
      text: "I fondatori iniziano a collaborare al fianco delle PMI del territorio.",
    },
    { year: "2023", text: "Nasce la società: un team, un metodo, più servizi." },
    {
      year: "Oggi",
      text: "Oltre 50 PMI servite in settori come cibo, lifestyle, export e salute.",
    },
  ],
} as const;

export const mission = {
  title: "La nostra missione",
  text: "Rendere il marketing digitale accessibile a ogni piccola e media impresa: strategie chiare, costi trasparenti e risultati che si possono misurare, spiegati senza gergo tecnico.",
} as const;

export const vision = {
  title: "La nostra visione",
  text: "Un Sud Italia in cui le imprese locali competono ad armi pari sui mercati digitali, grazie all'innovazione, alla formazione e a una comunicazione autentica, che mette al centro le persone.",
} as const;

export type Person = { name: string; role: string; description: string };
export type Founder = Person & { certification: string };

export const founders = {
  title: "I fondatori",
  people: [
    {
      name: "Marco Lorusso",
      role: "Co-fondatore e Responsabile Strategia",
      certification: "Innovation Manager certificato UNI 11814",
      description:
        "Guida la consulenza strategica e i percorsi di innovazione delle imprese clienti, dall'analisi dei dati al piano di marketing.",
    },
    {
      name: "Giulia De Palma",
      role: "Co-fondatrice e Direttrice Creativa",
      certification: "Innovation Manager certificata UNI 11814",
      description:
        "Coordina contenuti, identità visiva ed eventi, e tiene i corsi di formazione su social media e intelligenza artificiale.",
    },
  ] satisfies readonly Founder[],
} as const;

export const team = {
  title: "Il team",
  people: [
    {
      name: "Francesca Tarantini",
      role: "Social Media Manager",
      description:
        "Pianifica i contenuti, gestisce le community dei clienti e trasforma ogni mese i dati in idee per il piano editoriale.",
    },
    {
      name: "Davide Loiacono",
      role: "Specialista Advertising",
      description:
        "Imposta e ottimizza le campagne su Meta e Google, con un occhio sempre puntato sul ritorno dell'investimento.",
    },
    {
      name: "Alessia Capurso",
      role: "Content Designer",
      description:
        "Dà forma alle idee: grafiche, caroselli, foto e brevi video che raccontano i prodotti dei clienti in modo riconoscibile.",
    },
  ] satisfies readonly Person[],
} as const;

export const values = {
  title: "I nostri valori",
  items: [
    {
      title: "Innovazione",
      text: "Portiamo nelle PMI gli strumenti più nuovi, intelligenza artificiale compresa, solo quando servono davvero.",
    },
    {
      title: "Accessibilità",
      text: "Strategie alla portata di ogni budget e siti e contenuti che tutti possono usare, comprese le persone con disabilità.",
    },
    {
      title: "Qualità",
      text: "Curiamo ogni contenuto e ogni campagna nei dettagli, e misuriamo quello che facciamo.",
    },
    {
      title: "Collaborazione",
      text: "Lavoriamo con te, non per te: decisioni condivise e un referente sempre raggiungibile.",
    },
    {
      title: "Integrità",
      text: "Promettiamo solo quello che possiamo mantenere e ti diciamo sempre come stanno le cose.",
    },
    {
      title: "Orientamento al Cliente",
      text: "Partiamo dai tuoi obiettivi e dai tuoi clienti, non da un pacchetto già pronto.",
    },
  ],
} as const;

export const aboutCta = {
  title: "Raccontaci la tua impresa",
  text: "Ti rispondiamo entro 24 ore e, se vuoi, fissiamo una prima consulenza gratuita.",
  link: { label: "Contattaci", to: "/contatti" } satisfies Cta,
} as const;
