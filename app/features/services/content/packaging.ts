import type { FaqItem } from "~/features/blocks/content/faq-item";
import type { Testimonial } from "~/features/blocks/testimonials";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { packagingImage } from "~/features/illustrations/content/images-packaging";
import type { Crumb } from "~/utils/seo";

export const packagingPath = "/servizi/packaging-design";

export const packagingTrail: readonly Crumb[] = [
  { name: "Servizi", path: "/servizi" },
  { name: "Packaging Design", path: packagingPath },
];

export const packagingHead = {
  title: "Packaging design",
  description:
    "Packaging design per food & beverage, lifestyle ed export: concept, render 3D, prototipi e stampa. Restyling in 2-3 settimane, progetto completo in 4-6 settimane.",
  keywords: [
    "packaging design",
    "progettazione packaging",
    "design etichette",
    "render 3D packaging",
    "packaging food",
    "restyling packaging",
  ],
} as const;

/** What the service is called in the Article and Service structured data. */
export const packagingService = {
  title: "Packaging Design",
  headline: "Packaging design che racconta il prodotto e lo fa scegliere a scaffale",
} as const;

/** The hero's background loop and its poster: files in public/, so a clip of your own replaces them here. */
export type HeroVideo = {
  /** A short silent loop, MP4 (H.264) so every browser plays it. */
  src: string;
  /** A still of the clip, shown until it plays and whenever it does not. */
  poster: string;
  width: number;
  height: number;
};

export const packagingHeroVideo: HeroVideo = {
  src: "/video/packaging-hero.mp4",
  poster: "/video/packaging-hero-poster.jpg",
  width: 1280,
  height: 720,
};

export const packagingHero = {
  title: "Packaging design",
  lead: "Confezioni ed etichette che raccontano chi sei, rispettano le regole del tuo mercato e si fanno scegliere a scaffale in pochi secondi.",
  contactLabel: "Richiedi informazioni",
  pauseLabel: "Metti in pausa il video di sfondo",
  playLabel: "Riproduci il video di sfondo",
} as const;

export const packagingIntro = {
  title: "Il tuo prodotto merita una confezione all'altezza",
  paragraphs: [
    "Il packaging è la prima cosa che un cliente vede e tocca: deve farsi notare, spiegare il prodotto e trasmettere la qualità di quello che c'è dentro.",
    "Progettiamo confezioni, etichette e astucci per il food & beverage, il lifestyle e l'export, dal primo concept alla stampa, con render 3D realistici che ti fanno vedere il risultato prima di produrlo.",
  ],
} as const;

export const packagingReasons = {
  title: "Perché scegliere noi",
  items: [
    {
      title: "Design che vende",
      description:
        "Ogni scelta grafica parte dal tuo pubblico e dallo scaffale su cui il prodotto dovrà farsi notare.",
    },
    {
      title: "Render 3D prima della stampa",
      description:
        "Vedi la confezione da ogni lato e nel suo contesto, e decidi senza sprecare prototipi.",
    },
    {
      title: "Pronti per l'export",
      description:
        "Grafiche bilingue ed etichette conformi alle norme dei mercati esteri, Corea del Sud compresa.",
    },
    {
      title: "Materiali sostenibili",
      description:
        "Cartoncini riciclati, carte compostabili e meno plastica, scelti insieme ai tuoi fornitori.",
    },
  ],
} as const;

export const packagingPortfolio = {
  title: "Dal nostro portfolio",
  lead: "Alcuni dei progetti di packaging che abbiamo disegnato negli ultimi anni.",
  carouselLabel: "Progetti di packaging design",
  more: { label: "Vedi tutto il portfolio", to: "/portfolio" },
} as const;

export const packagingProcess = {
  title: "Come lavoriamo",
  lead: "Cinque passi dal primo incontro al prodotto sugli scaffali. Un restyling semplice richiede 2-3 settimane, un progetto completo 4-6 settimane.",
} as const;

export const packagingInnovation = {
  title: "Render 3D e intelligenza artificiale",
  lead: "Usiamo gli strumenti più recenti per esplorare più idee in meno tempo, senza rinunciare alla cura del designer.",
  items: [
    {
      title: "Render 3D fotorealistici",
      description:
        "Modelliamo la confezione in 3D con materiali, luci e finiture reali: la vedi da ogni lato, sullo scaffale o in mano al cliente, e puoi usare le immagini per l'e-commerce prima ancora di stamparla.",
      image: packagingImage("pack-render-3d"),
    },
    {
      title: "Concept accelerati con l'IA",
      description:
        "L'intelligenza artificiale generativa ci aiuta a provare in poche ore decine di varianti di colore, illustrazione e composizione. Le idee migliori vengono poi sviluppate a mano dai nostri designer.",
      image: packagingImage("pack-ai-concept"),
    },
  ] satisfies readonly { title: string; description: string; image: ImageEntry }[],
} as const;

export const packagingVideo = {
  title: "Guarda come nasce un packaging",
  lead: "Dallo schizzo al render 3D, fino alla confezione stampata: il nostro metodo in pochi minuti.",
  frameTitle: "Video: come nasce un packaging, dal concept alla stampa",
} as const;

export const packagingFaq: readonly FaqItem[] = [
  {
    question: "Quanto tempo serve per un nuovo packaging?",
    answer:
      "Un restyling semplice richiede 2-3 settimane; un progetto completo, dal concept agli esecutivi per la stampa, 4-6 settimane.",
  },
  {
    question: "Posso vedere il packaging prima di stamparlo?",
    answer:
      "Sì. Ti mostriamo la confezione in render 3D realistici e, prima della produzione, stampiamo un prototipo da provare a scaffale.",
  },
  {
    question: "Vi occupate anche della stampa?",
    answer:
      "Prepariamo gli esecutivi secondo le specifiche del tuo stampatore oppure ti mettiamo in contatto con i fornitori con cui lavoriamo, e seguiamo la stampa fino alla consegna.",
  },
  {
    question: "Progettate packaging per l'export?",
    answer:
      "Sì: realizziamo grafiche in più lingue ed etichette conformi alle norme dei mercati di destinazione, come abbiamo fatto per diversi prodotti esportati in Corea del Sud.",
  },
  {
    question: "Come usate l'intelligenza artificiale?",
    answer:
      "Come strumento per esplorare più idee nella fase di concept. Ogni proposta che ti presentiamo è rivista e rifinita dai nostri designer, e i diritti sul progetto finale sono tuoi.",
  },
];

export const packagingQuote = {
  text: "Un buon packaging si fa scegliere in tre secondi e si fa ricordare per anni: per questo ogni confezione che disegniamo parte dalla storia di chi la produce.",
  /** The creative director among the founders of /chi-siamo. */
  author: "Giulia De Palma",
  role: "Co-fondatrice e Direttrice Creativa",
} as const;

export const packagingTestimonials = {
  title: "Cosa dicono i nostri clienti",
  carouselLabel: "Testimonianze dei clienti di packaging design",
  items: [
    {
      nome: "Rosa Mastrangelo",
      attivita: "Pasta dei Campi",
      testo:
        "Il nuovo astuccio con la finestra ha cambiato il modo in cui i clienti guardano la nostra pasta: da quando è sugli scaffali le vendite nei negozi sono cresciute.",
      rating: 5,
      iniziali: "RM",
    },
    {
      nome: "Nicola Amoruso",
      attivita: "Birrificio Fuoco Lento",
      testo:
        "Hanno capito subito lo spirito del birrificio. I render 3D ci hanno permesso di scegliere le lattine senza stampare nulla, e il restyling era pronto in tre settimane.",
      rating: 5,
      iniziali: "NA",
    },
    {
      nome: "Ji-woo Park",
      attivita: "Importatore, Seul",
      testo:
        "Le confezioni bilingue erano già conformi alle norme coreane: siamo arrivati sugli scaffali dei minimarket senza ritardi e i clienti le hanno apprezzate.",
      rating: 5,
      iniziali: "JP",
    },
  ] satisfies readonly Testimonial[],
} as const;

export const packagingContact = {
  title: "Parliamo del tuo packaging",
  lead: "Raccontaci il tuo prodotto e i tuoi tempi: ti rispondiamo con le prime idee e un preventivo dettagliato.",
} as const;
