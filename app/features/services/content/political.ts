import type { FaqItem } from "~/features/blocks/content/faq-item";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { politicalImage } from "~/features/illustrations/content/images-political";
import type { Crumb } from "~/utils/seo";

export const politicalPath = "/servizi/comunicazione-politica";

export const politicalTrail: readonly Crumb[] = [
  { name: "Servizi", path: "/servizi" },
  { name: "Comunicazione Politica", path: politicalPath },
];

export const politicalHead = {
  title: "Comunicazione politica e istituzionale",
  description:
    "Comunicazione politica e istituzionale per candidati, amministrazioni ed enti pubblici: campagne elettorali, pagine PNRR, social media, ufficio stampa, marketing territoriale ed eventi pubblici.",
  keywords: [
    "comunicazione politica",
    "comunicazione istituzionale",
    "campagna elettorale",
    "comunicazione PNRR",
    "social media pubblica amministrazione",
    "marketing territoriale",
  ],
} as const;

/** What the service is called in the Article and Service structured data. */
export const politicalService = {
  title: "Comunicazione Politica",
  headline: "Comunicazione politica e istituzionale per candidati ed enti pubblici",
} as const;

export const politicalHero = {
  title: "Comunicazione politica e istituzionale",
  lead: "Aiutiamo candidati, amministrazioni ed enti pubblici a parlare con i cittadini in modo chiaro, trasparente e accessibile: dalla campagna elettorale alla comunicazione dei progetti finanziati.",
  contactLabel: "Richiedi una consulenza",
} as const;

export const politicalIntro = {
  title: "Comunicare bene è un servizio ai cittadini",
  paragraphs: [
    "Chi amministra o si candida deve spiegare scelte, progetti e risultati a persone molto diverse tra loro, spesso in poco tempo e sotto gli occhi di tutti. Serve un messaggio chiaro, coerente su ogni canale e rispettoso delle regole.",
    "Dal 2017 lavoriamo con comuni, enti e candidati del territorio: costruiamo la strategia, scriviamo i contenuti, gestiamo i social e organizziamo gli incontri pubblici, con un linguaggio semplice che tutti possono capire.",
  ],
} as const;

export type PoliticalService = { title: string; description: string };

export const politicalServices = {
  title: "Sei servizi specializzati",
  lead: "Scegli il servizio che ti serve o combinali in un unico piano di comunicazione.",
  items: [
    {
      title: "Strategia per campagne elettorali",
      description:
        "Analisi del territorio e dell'elettorato, posizionamento del candidato, messaggi chiave e calendario della campagna fino al giorno del voto.",
    },
    {
      title: "Comunicazione istituzionale",
      description:
        "Piani di comunicazione per comuni ed enti pubblici: notizie, avvisi e servizi spiegati ai cittadini con un linguaggio chiaro e accessibile.",
    },
    {
      title: "Comunicazione dei progetti PNRR",
      description:
        "Pagine istituzionali, schede dei progetti e aggiornamenti sui cantieri che rispettano gli obblighi di pubblicità e trasparenza dei fondi europei.",
    },
    {
      title: "Social media per candidati ed enti",
      description:
        "Piano editoriale, grafiche, video brevi e gestione dei commenti, con regole condivise per rispondere ai cittadini e moderare le discussioni.",
    },
    {
      title: "Ufficio stampa e media relations",
      description:
        "Comunicati, conferenze stampa e rapporti con le testate locali, per far arrivare le notizie giuste ai giornalisti nel momento giusto.",
    },
    {
      title: "Eventi pubblici e partecipazione",
      description:
        "Incontri con i cittadini, assemblee pubbliche ed eventi sociali: dall'organizzazione alla promozione, fino al racconto in diretta sui social.",
    },
  ] satisfies readonly PoliticalService[],
} as const;

export const politicalReasons = {
  title: "Perché sceglierci",
  items: [
    {
      title: "Esperienza con la pubblica amministrazione",
      description:
        "Conosciamo i tempi, le procedure e i vincoli degli enti pubblici, e lavoriamo al fianco degli uffici comunicazione.",
    },
    {
      title: "Linguaggio chiaro e accessibile",
      description:
        "Scriviamo testi semplici e contenuti accessibili, perché ogni cittadino possa capire e partecipare.",
    },
    {
      title: "Nel rispetto delle regole",
      description:
        "Par condicio, obblighi di pubblicità dei fondi PNRR e protezione dei dati: le regole sono parte del progetto fin dall'inizio.",
    },
    {
      title: "Risultati misurabili",
      description:
        "Obiettivi condivisi, indicatori chiari e report periodici, con l'affiancamento di Innovation Manager certificati UNI 11814.",
    },
  ],
} as const;

export type PoliticalProject = {
  /** Prefix of the ids of the project's slide, heading and image carousel. */
  slug: string;
  title: string;
  client: string;
  category: string;
  year: number;
  description: string;
  results: readonly string[];
  images: readonly ImageEntry[];
};

export const politicalProjects = {
  title: "Progetti realizzati",
  lead: "Tre progetti che abbiamo seguito dall'idea ai risultati.",
  carouselLabel: "Progetti di comunicazione politica e istituzionale",
  items: [
    {
      slug: "pnrr",
      title: "Pagina istituzionale PNRR",
      client: "Comune di Castelmurgia",
      category: "Comunicazione istituzionale",
      year: 2024,
      description:
        "Una pagina istituzionale dedicata ai progetti finanziati dal Piano Nazionale di Ripresa e Resilienza (PNRR): una scheda per ogni intervento con importi, tempi e foto dei cantieri, e aggiornamenti mensili sui social del Comune.",
      results: [
        "12 progetti raccontati con schede e foto dei cantieri",
        "+180% di visite alla sezione Amministrazione trasparente",
      ],
      images: [
        politicalImage("politica-pnrr-1"),
        politicalImage("politica-pnrr-2"),
        politicalImage("politica-pnrr-3"),
      ],
    },
    {
      slug: "cultura",
      title: "Marketing territoriale per la cultura",
      client: "Fondazione Regionale Cultura e Territorio",
      category: "Marketing territoriale",
      year: 2024,
      description:
        "Una campagna per far scoprire teatri, musei e borghi della regione: itinerari culturali online, un calendario unico della stagione e campagne social rivolte ai turisti delle regioni vicine.",
      results: [
        "30 luoghi della cultura in un unico calendario",
        "+35% di visitatori nei mesi della campagna",
      ],
      images: [
        politicalImage("politica-cultura-1"),
        politicalImage("politica-cultura-2"),
        politicalImage("politica-cultura-3"),
      ],
    },
    {
      slug: "eventi",
      title: "Eventi pubblici sui social",
      client: "Comune di Serralonga, Assessorato alle Politiche Sociali",
      category: "Eventi sociali",
      year: 2025,
      description:
        "Piazze Aperte, un ciclo di eventi pubblici con le associazioni del territorio su inclusione, volontariato e servizi sociali: promozione, gestione delle iscrizioni e dirette social di ogni incontro.",
      results: [
        "6 serate in piazza con 20 associazioni",
        "Oltre 9.000 persone raggiunte dalle dirette social",
      ],
      images: [
        politicalImage("politica-eventi-1"),
        politicalImage("politica-eventi-2"),
        politicalImage("politica-eventi-3"),
      ],
    },
  ] satisfies readonly PoliticalProject[],
} as const;

export const politicalFaq: readonly FaqItem[] = [
  {
    question: "Lavorate sia con candidati sia con enti pubblici?",
    answer:
      "Sì. Seguiamo candidati e liste durante le campagne elettorali e, fuori dai periodi elettorali, comuni ed enti pubblici nella comunicazione istituzionale, sempre nel rispetto della par condicio.",
  },
  {
    question: "Potete aiutarci a comunicare i progetti finanziati dal PNRR?",
    answer:
      "Sì: realizziamo pagine istituzionali, schede dei progetti e contenuti social che rispettano gli obblighi di pubblicità e trasparenza previsti per i fondi del PNRR.",
  },
  {
    question: "In quanto tempo potete partire?",
    answer:
      "Ti chiamiamo per una consulenza telefonica entro 2 ore dalla richiesta, inviamo un preventivo dettagliato entro 24 ore e possiamo avviare il progetto da 1 settimana dopo l'approvazione.",
  },
];

export const politicalContact = {
  title: "Parliamo del tuo progetto",
  lead: "Raccontaci di cosa hai bisogno: ti ricontattiamo per una prima consulenza gratuita.",
  formTitle: "Scrivici",
} as const;
