/** The choices of the contact form's "servizio" field, in the order the form must list them. */
export const serviceChoices = [
  { value: "social-media", label: "Gestione Social Media" },
  { value: "content-marketing", label: "Content Marketing" },
  { value: "advertising", label: "Social & Google Ads" },
  { value: "consulenza", label: "Consulenza Strategica" },
  { value: "formazione", label: "Formazione" },
  { value: "eventi", label: "Eventi" },
  { value: "altro", label: "Altro" },
] as const;

export type ServiceValue = (typeof serviceChoices)[number]["value"];
export const serviceValues = serviceChoices.map((choice) => choice.value) as [
  ServiceValue,
  ...ServiceValue[],
];

/** Service pages whose information request form stores a submission named after them. */
export const infoRequestSources = {
  "packaging-design": "Packaging Design",
  "stand-fieristici": "Stand Fieristici",
} as const;
export type InfoRequestSource = keyof typeof infoRequestSources;

/** The label of a stored servizio value, for e-mails and the admin list. */
export function serviceLabel(value: string) {
  return (
    serviceChoices.find((choice) => choice.value === value)?.label ??
    infoRequestSources[value as InfoRequestSource] ??
    value
  );
}

/** Theme tokens a service may use as its accent; each reaches 3:1 against every background. */
export type ServiceColor = "primary" | "link" | "success" | "focus";

/** The pictogram of a service card, by name: `components/service-icon.tsx` draws it. */
export type ServiceIconName = "social" | "content" | "ads" | "strategy" | "training" | "events";

/** A service card, shared by /servizi and the home page's teaser. */
export type Service = {
  /** The block's anchor on /servizi. */
  id: string;
  /** A name for the icon the card shows, not the icon itself. */
  icon: ServiceIconName;
  title: string;
  subtitle: string;
  description: string;
  features: readonly string[];
  color: ServiceColor;
  /** Where the home page's card leads. */
  link: string;
};

export const services: readonly Service[] = [
  {
    id: "gestione-social-media",
    icon: "social",
    title: "Gestione Social Media",
    subtitle: "Una presenza costante e riconoscibile sui social",
    description:
      "Curiamo i profili della tua attività su Facebook, Instagram e LinkedIn: dal piano editoriale alla pubblicazione, fino alle risposte alla tua community. Tu ti occupi dell'impresa, noi di raccontarla ogni giorno.",
    features: [
      "Analisi dei profili e dei concorrenti",
      "Piano editoriale mensile",
      "Grafiche, caroselli e brevi video",
      "Pubblicazione e gestione della community",
      "Report mensile con i risultati",
    ],
    color: "primary",
    link: "/servizi",
  },
  {
    id: "content-marketing",
    icon: "content",
    title: "Content Marketing",
    subtitle: "Contenuti che raccontano il valore della tua impresa",
    description:
      "Articoli, newsletter, foto e video pensati per le persone a cui ti rivolgi e per i motori di ricerca: contenuti utili che fanno conoscere i tuoi prodotti e costruiscono fiducia nel tempo.",
    features: [
      "Strategia dei contenuti e calendario editoriale",
      "Articoli per il blog ottimizzati per la ricerca",
      "Newsletter ed e-mail marketing",
      "Foto e video di prodotto",
      "Testi per il sito e le schede prodotto",
    ],
    color: "link",
    link: "/servizi",
  },
  {
    id: "social-google-ads",
    icon: "ads",
    title: "Social & Google Ads",
    subtitle: "Campagne a pagamento misurabili, con il budget sotto controllo",
    description:
      "Progettiamo e gestiamo campagne su Meta (Facebook e Instagram) e Google per portare visite, contatti e vendite. Ogni euro investito è tracciato, così sai sempre cosa rende e cosa no.",
    features: [
      "Campagne Meta Ads su Facebook e Instagram",
      "Campagne Google Ads sulla rete di ricerca e display",
      "Scelta del pubblico e test degli annunci",
      "Tracciamento delle conversioni",
      "Ottimizzazione continua e report sul ritorno dell'investimento",
    ],
    color: "success",
    link: "/servizi",
  },
  {
    id: "consulenza-strategica",
    icon: "strategy",
    title: "Consulenza Strategica",
    subtitle: "Una rotta chiara per la tua crescita digitale",
    description:
      "Analizziamo la tua presenza online, il mercato e i concorrenti, e definiamo con te obiettivi, canali e priorità. Il risultato è un piano concreto, con indicatori per misurare ogni passo.",
    features: [
      "Audit della presenza digitale",
      "Analisi di mercato e dei concorrenti",
      "Obiettivi e indicatori di risultato (KPI)",
      "Piano di marketing digitale su 3-6 mesi",
      "Affiancamento di Innovation Manager certificati UNI 11814",
    ],
    color: "focus",
    link: "/servizi",
  },
  {
    id: "formazione",
    icon: "training",
    title: "Formazione",
    subtitle: "Competenze digitali per te e per il tuo team",
    description:
      "Corsi pratici su social media, contenuti, advertising e intelligenza artificiale, online o in presenza. Si lavora su esempi reali, per applicare subito quello che si impara.",
    features: [
      "Cinque corsi da 8 a 24 ore",
      "Lezioni online o in presenza",
      "Esercitazioni sui casi della tua impresa",
      "Percorsi su misura per le aziende",
    ],
    color: "primary",
    link: "/formazione",
  },
  {
    id: "eventi",
    icon: "events",
    title: "Eventi",
    subtitle: "Workshop, talk ed eventi che creano relazioni",
    description:
      "Ideiamo e organizziamo eventi formativi, culturali e social: dalla scelta del format alla promozione, fino al racconto sui social di quello che succede in sala.",
    features: [
      "Eventi formativi, culturali e social",
      "Workshop e talk sull'innovazione digitale",
      "Promozione e gestione delle iscrizioni",
      "Copertura foto e video dell'evento",
    ],
    color: "link",
    link: "/eventi",
  },
];

export const servicesHead = {
  title: "Servizi di marketing digitale",
  description:
    "Gestione social media, content marketing, Social & Google Ads, consulenza strategica, formazione ed eventi per PMI: un metodo in quattro passi e una consulenza gratuita per iniziare.",
  keywords: [
    "gestione social media",
    "content marketing",
    "Google Ads",
    "Facebook Ads",
    "consulenza marketing digitale",
    "formazione marketing",
    "organizzazione eventi",
  ],
} as const;

export const servicesHero = {
  title: "I nostri servizi",
  lead: "Sei servizi che lavorano insieme per far crescere la tua impresa online. Scegli da dove iniziare: ne parliamo in una consulenza gratuita di 30-45 minuti.",
  tocLabel: "Vai al servizio",
} as const;

export const serviceBlock = {
  featuresTitle: "Cosa comprende",
  bookingLabel: "Prenota una consulenza",
  /** Follows the booking label for screen readers, so the six buttons are told apart. */
  bookingContext: (title: string) => `su ${title}`,
  /** A second button for the services that have a page of their own. */
  moreLinks: {
    "/formazione": "Scopri il catalogo dei corsi",
    "/eventi": "Scopri i nostri eventi",
  } as Readonly<Partial<Record<string, string>>>,
} as const;

export const processSteps = {
  title: "Il nostro metodo",
  lead: "Ogni progetto segue gli stessi quattro passi, così sai sempre a che punto siamo e cosa aspettarti.",
  steps: [
    {
      title: "Analisi",
      text: "Studiamo la tua impresa, il tuo pubblico, i concorrenti e i risultati di partenza.",
    },
    {
      title: "Strategia",
      text: "Definiamo obiettivi misurabili, canali, messaggi e budget in un piano condiviso.",
    },
    {
      title: "Esecuzione",
      text: "Realizziamo contenuti e campagne e li pubblichiamo secondo il calendario concordato.",
    },
    {
      title: "Ottimizzazione",
      text: "Misuriamo i risultati, ti mandiamo report chiari e miglioriamo quello che rende meno.",
    },
  ],
} as const;

export const servicesCta = {
  title: "Pronto a dare più sapore alla tua strategia?",
  text: "La prima consulenza è gratuita e senza impegno: in 30-45 minuti capiamo i tuoi obiettivi e ti proponiamo i primi passi.",
  label: "Prenota una consulenza gratuita",
} as const;
