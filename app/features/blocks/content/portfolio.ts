import type { Cta } from "~/features/blocks/content/home";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { portfolioImage } from "~/features/illustrations/content/images-portfolio";

/** The slug names the category's section, so its link can point there. */
export const portfolioCategories = [
  { slug: "food-beverage", label: "Food & Beverage" },
  { slug: "lifestyle", label: "Lifestyle" },
  { slug: "export-corea", label: "Export Corea" },
] as const;

export type PortfolioCategory = (typeof portfolioCategories)[number]["label"];

export type PortfolioItem = {
  slug: string;
  title: string;
  description: string;
  category: PortfolioCategory;
  /** The first image is the project's cover. */
  images: readonly ImageEntry[];
  year: number;
};

export type ProcessStep = { title: string; description: string };

export const portfolioHead = {
  title: "Portfolio packaging design",
  description:
    "Progetti di packaging design per il food & beverage, il lifestyle e l'export in Corea del Sud: confezioni che raccontano il prodotto e lo fanno scegliere a scaffale.",
  keywords: [
    "packaging design",
    "portfolio packaging",
    "design etichette",
    "packaging food",
    "packaging export Corea",
    "render 3D packaging",
  ],
} as const;

export const portfolioHero = {
  title: "Portfolio packaging design",
  lead: "Confezioni che raccontano chi le produce e si fanno scegliere a scaffale: ecco alcuni dei progetti che abbiamo disegnato per il food & beverage, il lifestyle e l'export in Corea del Sud.",
} as const;

export const portfolioItems: readonly PortfolioItem[] = [
  {
    slug: "pasta-dei-campi",
    title: "Pasta dei Campi",
    description:
      "Astucci in cartoncino riciclato per una linea di pasta trafilata al bronzo: una finestra mostra il formato e i colori cambiano con il grano usato.",
    category: "Food & Beverage",
    images: [
      portfolioImage("portfolio-pasta-dei-campi-1"),
      portfolioImage("portfolio-pasta-dei-campi-2"),
      portfolioImage("portfolio-pasta-dei-campi-3"),
    ],
    year: 2024,
  },
  {
    slug: "fuoco-lento",
    title: "Birrificio Fuoco Lento",
    description:
      "Lattine per cinque birre artigianali, ciascuna con un'illustrazione del territorio, e un cluster da quattro in cartone senza plastica.",
    category: "Food & Beverage",
    images: [
      portfolioImage("portfolio-fuoco-lento-1"),
      portfolioImage("portfolio-fuoco-lento-2"),
      portfolioImage("portfolio-fuoco-lento-3"),
    ],
    year: 2023,
  },
  {
    slug: "aria-di-casa",
    title: "Candele Aria di Casa",
    description:
      "Etichette color terracotta per candele profumate in vetro riutilizzabile e una scatola regalo con biglietto da personalizzare.",
    category: "Lifestyle",
    images: [
      portfolioImage("portfolio-aria-di-casa-1"),
      portfolioImage("portfolio-aria-di-casa-2"),
      portfolioImage("portfolio-aria-di-casa-3"),
    ],
    year: 2024,
  },
  {
    slug: "lune",
    title: "Saponeria Lune",
    description:
      "Cosmetici solidi avvolti in carta compostabile: una fascetta con le fasi lunari distingue i prodotti e riduce a zero la plastica.",
    category: "Lifestyle",
    images: [
      portfolioImage("portfolio-lune-1"),
      portfolioImage("portfolio-lune-2"),
      portfolioImage("portfolio-lune-3"),
    ],
    year: 2025,
  },
  {
    slug: "taralli-seul",
    title: "Taralli per Seul",
    description:
      "Confezioni monoporzione con grafica bilingue italiano-coreano ed etichette conformi alle norme di importazione, più un espositore da banco per i minimarket.",
    category: "Export Corea",
    images: [
      portfolioImage("portfolio-taralli-seul-1"),
      portfolioImage("portfolio-taralli-seul-2"),
      portfolioImage("portfolio-taralli-seul-3"),
    ],
    year: 2024,
  },
  {
    slug: "ulivo-oro",
    title: "Ulivo d'Oro K-Edition",
    description:
      "Un cofanetto regalo per l'olio extravergine pensato per Chuseok, la festa coreana del raccolto, con una chiusura a nodo ispirata agli incarti tradizionali.",
    category: "Export Corea",
    images: [
      portfolioImage("portfolio-ulivo-oro-1"),
      portfolioImage("portfolio-ulivo-oro-2"),
      portfolioImage("portfolio-ulivo-oro-3"),
    ],
    year: 2025,
  },
];

export const designProcess = {
  title: "Il nostro processo di design",
  lead: "Cinque passi, dal primo incontro al prodotto sugli scaffali. Un restyling richiede di solito 2-3 settimane, un progetto completo 4-6 settimane.",
  steps: [
    {
      title: "Ascolto e analisi",
      description:
        "Studiamo il prodotto, il pubblico, i concorrenti a scaffale e i vincoli di produzione e di legge.",
    },
    {
      title: "Concept creativo",
      description:
        "Proponiamo due o tre direzioni visive con moodboard, palette e tono del racconto.",
    },
    {
      title: "Design e render 3D",
      description:
        "Sviluppiamo la direzione scelta e la mostriamo in render 3D realistici, prima di stampare qualsiasi cosa.",
    },
    {
      title: "Prototipo e test",
      description:
        "Stampiamo un prototipo, lo proviamo a scaffale e con un gruppo di clienti e lo perfezioniamo.",
    },
    {
      title: "Stampa e lancio",
      description:
        "Prepariamo gli esecutivi, seguiamo la stampa con il fornitore e creiamo i contenuti per il lancio.",
    },
  ] satisfies ProcessStep[],
} as const;

export const portfolioClosing = {
  title: "Hai un prodotto da vestire?",
  text: "Raccontaci il tuo progetto: ti rispondiamo entro 24 ore con le prime idee e una stima dei tempi.",
  primary: { label: "Parliamo del tuo packaging", to: "/contatti" } satisfies Cta,
  secondary: {
    label: "Scopri il servizio di packaging design",
    to: "/servizi/packaging-design",
  } satisfies Cta,
  caseStudies: { label: "Leggi i nostri casi studio", to: "/casi-studio" } satisfies Cta,
} as const;
