import type { Cta } from "~/features/blocks/content/home";
import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { caseImage } from "~/features/illustrations/content/images-cases";

export type CaseStudy = {
  /** Prefix of the ids of the case's heading and carousel. */
  slug: string;
  cliente: string;
  progetto: string;
  settore: string;
  servizi: readonly string[];
  sfida: string;
  soluzione: string;
  risultati: readonly string[];
  immagini: readonly ImageEntry[];
};

export type Stat = { numero: string; descrizione: string };

export const caseStudiesHead = {
  title: "Casi studio",
  description:
    "Dieci progetti di marketing digitale per PMI ed enti pubblici: sfide, soluzioni e risultati misurabili in pubblica amministrazione, food, sanità, export, wedding e benessere.",
  keywords: [
    "casi studio marketing digitale",
    "risultati social media marketing",
    "marketing per PMI",
    "comunicazione pubblica amministrazione",
    "marketing food",
    "export Corea",
  ],
} as const;

export const caseStudiesHero = {
  title: "Casi studio",
  lead: "Dieci storie di imprese ed enti che hanno scelto di crescere nel digitale: la sfida da cui siamo partiti, la soluzione costruita insieme e i risultati misurati.",
  cta: { label: "Raccontaci il tuo progetto", to: "/contatti" } satisfies Cta,
} as const;

export const caseStudyStats: readonly Stat[] = [
  { numero: "50+", descrizione: "PMI servite" },
  { numero: "300%", descrizione: "crescita media del ROI dei clienti" },
  { numero: "95%", descrizione: "clienti soddisfatti" },
];

export const caseStudySectors: readonly string[] = [
  "Pubblica amministrazione",
  "Food & beverage",
  "Sanità",
  "Prima infanzia",
  "Export",
  "Wedding",
  "Benessere",
  "Cultura e turismo",
];

export const caseStudies: readonly CaseStudy[] = [
  {
    slug: "castelmurgia",
    cliente: "Comune di Castelmurgia",
    progetto: "Comunicazione istituzionale dei progetti PNRR",
    settore: "Pubblica amministrazione",
    servizi: [
      "Consulenza strategica",
      "Gestione social media",
      "Content marketing",
      "Formazione del personale",
    ],
    sfida:
      "Raccontare ai cittadini i cantieri finanziati dal PNRR con un linguaggio chiaro e accessibile, rispettando gli obblighi di pubblicità e trasparenza.",
    soluzione:
      "Una pagina istituzionale dedicata a ogni progetto, un piano editoriale social con aggiornamenti mensili sui cantieri e un corso per l'ufficio comunicazione sulla scrittura accessibile.",
    risultati: [
      "+180% di visite alla sezione Amministrazione trasparente",
      "12 progetti raccontati con schede e foto dei cantieri",
      "Risposte ai cittadini sui social entro 24 ore",
    ],
    immagini: [
      caseImage("caso-castelmurgia-1"),
      caseImage("caso-castelmurgia-2"),
      caseImage("caso-castelmurgia-3"),
    ],
  },
  {
    slug: "de-santis",
    cliente: "Oleificio De Santis",
    progetto: "Lancio dell'e-commerce dell'olio extravergine",
    settore: "Food & beverage",
    servizi: ["Social & Google Ads", "Content marketing", "Gestione social media"],
    sfida:
      "Vendere online un olio premiato ma conosciuto solo nei mercati locali, in un settore affollato di offerte a basso prezzo.",
    soluzione:
      "Il racconto della raccolta e della molitura, campagne Google Shopping e Meta Ads divise per regione e ricette di stagione con gli chef del territorio.",
    risultati: [
      "ROI delle campagne al 320% nel primo anno",
      "Vendite online triplicate in 8 mesi",
      "2.400 nuovi iscritti alla newsletter",
    ],
    immagini: [
      caseImage("caso-de-santis-1"),
      caseImage("caso-de-santis-2"),
      caseImage("caso-de-santis-3"),
    ],
  },
  {
    slug: "salus",
    cliente: "Poliambulatorio Salus Center",
    progetto: "Prenotazioni online e reputazione digitale",
    settore: "Sanità",
    servizi: ["Consulenza strategica", "Social & Google Ads", "Content marketing"],
    sfida:
      "Ridurre le telefonate per prenotare e farsi trovare dai pazienti della zona, comunicando nel rispetto del codice deontologico.",
    soluzione:
      "Schede degli specialisti riscritte in linguaggio semplice, campagne di ricerca locali, gestione delle recensioni e una guida passo passo alla prenotazione online.",
    risultati: [
      "+65% di prenotazioni online",
      "Valutazione media delle recensioni da 3,9 a 4,7 stelle",
      "-40% di telefonate al centralino per informazioni",
    ],
    immagini: [caseImage("caso-salus-1"), caseImage("caso-salus-2"), caseImage("caso-salus-3")],
  },
  {
    slug: "coccole",
    cliente: "Coccole Baby Care",
    progetto: "Rebranding e community di genitori",
    settore: "Prima infanzia",
    servizi: ["Packaging design", "Gestione social media", "Content marketing", "Eventi"],
    sfida:
      "Distinguersi dai grandi marchi dell'infanzia con una piccola linea di prodotti naturali per il cambio e il bagnetto.",
    soluzione:
      "Un packaging dai toni caldi, una community Instagram di genitori con dirette mensili insieme a un'ostetrica e incontri nei negozi partner.",
    risultati: [
      "Community cresciuta da 1.200 a 18.000 follower",
      "Ingresso in 35 nuove farmacie",
      "Tasso di riacquisto al 42%",
    ],
    immagini: [
      caseImage("caso-coccole-1"),
      caseImage("caso-coccole-2"),
      caseImage("caso-coccole-3"),
    ],
  },
  {
    slug: "tre-ulivi",
    cliente: "Cantine Tre Ulivi",
    progetto: "Export del vino in Corea del Sud",
    settore: "Export",
    servizi: ["Consulenza strategica", "Packaging design", "Stand fieristici", "Content marketing"],
    sfida:
      "Entrare nel mercato sudcoreano con etichette e materiali pensati per un pubblico lontano e molto esigente.",
    soluzione:
      "Etichette bilingue, schede prodotto in coreano, uno stand alla fiera dell'enogastronomia di Seul e contenuti pronti per i social degli importatori.",
    risultati: [
      "Accordi con 2 importatori di Seul",
      "18.000 bottiglie esportate nel primo anno",
      "Fatturato estero salito al 30% del totale",
    ],
    immagini: [
      caseImage("caso-tre-ulivi-1"),
      caseImage("caso-tre-ulivi-2"),
      caseImage("caso-tre-ulivi-3"),
    ],
  },
  {
    slug: "bianca-luce",
    cliente: "Atelier Bianca Luce",
    progetto: "Campagne stagionali per l'atelier sposa",
    settore: "Wedding",
    servizi: ["Social & Google Ads", "Gestione social media", "Eventi"],
    sfida:
      "Riempire il calendario delle prove abito nei mesi di bassa stagione, quando le future spose confrontano molti atelier.",
    soluzione:
      "Campagne Meta Ads con la prenotazione della prova in due clic, reel delle collezioni e una serata di presentazione della nuova collezione.",
    risultati: [
      "+220% di appuntamenti di prova",
      "Costo per contatto ridotto del 55%",
      "140 ospiti alla presentazione della collezione",
    ],
    immagini: [
      caseImage("caso-bianca-luce-1"),
      caseImage("caso-bianca-luce-2"),
      caseImage("caso-bianca-luce-3"),
    ],
  },
  {
    slug: "santa-chiara",
    cliente: "Oasi Termale Santa Chiara",
    progetto: "Pacchetti benessere e vendita diretta",
    settore: "Benessere",
    servizi: ["Consulenza strategica", "Content marketing", "Social & Google Ads"],
    sfida:
      "Dipendere meno dai portali di prenotazione e vendere direttamente pacchetti e buoni regalo.",
    soluzione:
      "Nuove pagine per pacchetti e buoni regalo, campagne stagionali per San Valentino e Natale e una newsletter mensile con le proposte del periodo.",
    risultati: [
      "Vendite dirette dal 20% al 55% del totale",
      "1.900 buoni regalo venduti nel periodo natalizio",
      "ROI delle campagne al 410%",
    ],
    immagini: [
      caseImage("caso-santa-chiara-1"),
      caseImage("caso-santa-chiara-2"),
      caseImage("caso-santa-chiara-3"),
    ],
  },
  {
    slug: "lorusso",
    cliente: "Panificio Fratelli Lorusso",
    progetto: "Dal forno di quartiere alla grande distribuzione",
    settore: "Food & beverage",
    servizi: ["Packaging design", "Gestione social media", "Formazione"],
    sfida:
      "Portare taralli e friselle sugli scaffali dei supermercati della regione senza perdere l'immagine artigianale del forno.",
    soluzione:
      "Un packaging riconoscibile per la linea da scaffale, un servizio fotografico di prodotto e un percorso di formazione per gestire i social in autonomia.",
    risultati: [
      "Presenza in 60 punti vendita della grande distribuzione",
      "+85% di fatturato in 18 mesi",
      "Team interno autonomo nella gestione dei social",
    ],
    immagini: [
      caseImage("caso-lorusso-1"),
      caseImage("caso-lorusso-2"),
      caseImage("caso-lorusso-3"),
    ],
  },
  {
    slug: "san-nicola",
    cliente: "Farmacia San Nicola",
    progetto: "Servizi in farmacia e comunicazione di quartiere",
    settore: "Sanità",
    servizi: ["Gestione social media", "Content marketing", "Eventi"],
    sfida:
      "Far conoscere i nuovi servizi della farmacia (telemedicina, screening, consulenze nutrizionali) a chi entrava solo per acquistare farmaci.",
    soluzione:
      "Un calendario di giornate di prevenzione, una vetrina digitale con i servizi del mese e post informativi scritti insieme ai farmacisti.",
    risultati: [
      "+70% di prenotazioni dei servizi",
      "9 giornate di prevenzione con 600 partecipanti",
      "Follower del territorio raddoppiati in 6 mesi",
    ],
    immagini: [
      caseImage("caso-san-nicola-1"),
      caseImage("caso-san-nicola-2"),
      caseImage("caso-san-nicola-3"),
    ],
  },
  {
    slug: "terre-di-mezzo",
    cliente: "Unione dei Comuni Terre di Mezzo",
    progetto: "Marketing territoriale per un festival diffuso",
    settore: "Pubblica amministrazione",
    servizi: ["Consulenza strategica", "Social & Google Ads", "Content marketing", "Eventi"],
    sfida:
      "Portare visitatori da fuori regione a un festival estivo distribuito in dodici borghi dell'entroterra.",
    soluzione:
      "L'identità visiva del festival, itinerari digitali aperti con i QR code nei borghi e campagne rivolte ai turisti delle regioni vicine.",
    risultati: [
      "38.000 presenze, +60% rispetto all'edizione precedente",
      "45% dei visitatori da fuori regione",
      "Itinerari digitali aperti 12.000 volte",
    ],
    immagini: [
      caseImage("caso-terre-di-mezzo-1"),
      caseImage("caso-terre-di-mezzo-2"),
      caseImage("caso-terre-di-mezzo-3"),
    ],
  },
];

export const caseStudiesClosing = {
  title: "Il prossimo caso studio può essere il tuo",
  text: "La prima consulenza è gratuita: in 30-45 minuti capiamo i tuoi obiettivi e ti proponiamo i primi passi.",
  cta: { label: "Richiedi una consulenza gratuita", to: "/contatti" } satisfies Cta,
} as const;
