import { imageSlots, tall, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /casi-studio. */
export const caseImages = [
  {
    id: "caso-castelmurgia-1",
    ...tall,
    motif: "social",
    alt: "Post social del Comune di Castelmurgia con l'aggiornamento mensile sui cantieri finanziati dal PNRR",
  },
  {
    id: "caso-castelmurgia-2",
    ...tall,
    motif: "chart",
    alt: "Grafico delle visite alla sezione Amministrazione trasparente, in crescita dopo il nuovo piano editoriale",
  },
  {
    id: "caso-castelmurgia-3",
    ...tall,
    motif: "territory",
    alt: "Colline e case del borgo di Castelmurgia nell'immagine di copertina della pagina istituzionale",
  },
  {
    id: "caso-de-santis-1",
    ...tall,
    motif: "packaging",
    alt: "Bottiglia e confezione regalo dell'olio extravergine dell'Oleificio De Santis",
  },
  {
    id: "caso-de-santis-2",
    ...tall,
    motif: "social",
    alt: "Post Instagram con una ricetta di stagione preparata con l'olio De Santis",
  },
  {
    id: "caso-de-santis-3",
    ...tall,
    motif: "chart",
    alt: "Grafico delle vendite online dell'oleificio, triplicate in otto mesi",
  },
  {
    id: "caso-salus-1",
    ...tall,
    motif: "portrait",
    alt: "Ritratto di una specialista del Poliambulatorio Salus Center per la sua scheda online",
  },
  {
    id: "caso-salus-2",
    ...tall,
    motif: "chart",
    alt: "Grafico delle prenotazioni online del poliambulatorio, cresciute del 65%",
  },
  {
    id: "caso-salus-3",
    ...tall,
    motif: "social",
    alt: "Post informativo del poliambulatorio con consigli di prevenzione scritti in linguaggio semplice",
  },
  {
    id: "caso-coccole-1",
    ...tall,
    motif: "packaging",
    alt: "Confezioni della linea bagnetto Coccole Baby Care con il nuovo packaging dai toni caldi",
  },
  {
    id: "caso-coccole-2",
    ...tall,
    motif: "social",
    alt: "Annuncio su Instagram di una diretta con l'ostetrica per la community di genitori Coccole",
  },
  {
    id: "caso-coccole-3",
    ...tall,
    motif: "store",
    alt: "Vetrina di una farmacia partner con l'esposizione dei prodotti Coccole Baby Care",
  },
  {
    id: "caso-tre-ulivi-1",
    ...tall,
    motif: "packaging",
    alt: "Bottiglie di vino delle Cantine Tre Ulivi con l'etichetta bilingue in italiano e coreano",
  },
  {
    id: "caso-tre-ulivi-2",
    ...tall,
    motif: "stand",
    alt: "Stand delle Cantine Tre Ulivi alla fiera dell'enogastronomia di Seul",
  },
  {
    id: "caso-tre-ulivi-3",
    ...tall,
    motif: "chart",
    alt: "Grafico della quota di fatturato estero della cantina, salita al 30% del totale",
  },
  {
    id: "caso-bianca-luce-1",
    ...tall,
    motif: "event",
    alt: "Sfilata di presentazione della nuova collezione dell'Atelier Bianca Luce davanti agli ospiti",
  },
  {
    id: "caso-bianca-luce-2",
    ...tall,
    motif: "social",
    alt: "Reel su Instagram che mostra gli abiti da sposa della collezione dell'atelier",
  },
  {
    id: "caso-bianca-luce-3",
    ...tall,
    motif: "store",
    alt: "Ingresso e vetrine dell'Atelier Bianca Luce",
  },
  {
    id: "caso-santa-chiara-1",
    ...tall,
    motif: "store",
    alt: "Ingresso del centro termale Oasi Santa Chiara",
  },
  {
    id: "caso-santa-chiara-2",
    ...tall,
    motif: "social",
    alt: "Post promozionale dei buoni regalo benessere per Natale dell'Oasi Santa Chiara",
  },
  {
    id: "caso-santa-chiara-3",
    ...tall,
    motif: "chart",
    alt: "Grafico delle vendite dirette del centro termale, passate dal 20% al 55% del totale",
  },
  {
    id: "caso-lorusso-1",
    ...tall,
    motif: "packaging",
    alt: "Sacchetti di taralli e friselle del Panificio Fratelli Lorusso con il nuovo packaging",
  },
  {
    id: "caso-lorusso-2",
    ...tall,
    motif: "store",
    alt: "Scaffale di un supermercato regionale con i prodotti da forno Lorusso",
  },
  {
    id: "caso-lorusso-3",
    ...tall,
    motif: "social",
    alt: "Post social del panificio con il racconto della sfornata del mattino",
  },
  {
    id: "caso-san-nicola-1",
    ...tall,
    motif: "event",
    alt: "Giornata di screening gratuito organizzata dalla Farmacia San Nicola con i cittadini in fila",
  },
  {
    id: "caso-san-nicola-2",
    ...tall,
    motif: "store",
    alt: "Vetrina della Farmacia San Nicola con lo schermo che presenta i nuovi servizi",
  },
  {
    id: "caso-san-nicola-3",
    ...tall,
    motif: "portrait",
    alt: "Ritratto di un farmacista della Farmacia San Nicola per la rubrica social dei consigli",
  },
  {
    id: "caso-terre-di-mezzo-1",
    ...tall,
    motif: "territory",
    alt: "Paesaggio collinare con i borghi dell'Unione dei Comuni Terre di Mezzo che ospitano il festival",
  },
  {
    id: "caso-terre-di-mezzo-2",
    ...tall,
    motif: "event",
    alt: "Concerto serale in piazza durante il festival diffuso delle Terre di Mezzo",
  },
  {
    id: "caso-terre-di-mezzo-3",
    ...tall,
    motif: "social",
    alt: "Itinerario digitale del festival aperto sullo smartphone dopo la scansione di un QR code",
  },
] as const satisfies readonly ImageEntry[];

export const caseImage = imageSlots(caseImages);
