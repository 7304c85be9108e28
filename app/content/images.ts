import { tall, wide, type ImageEntry } from "~/content/image-entry";
import { packagingImages } from "~/content/images-packaging";
import { politicalImages } from "~/content/images-political";
import { standImages } from "~/content/images-stands";
import { storeImages } from "~/content/images-store";

export type { ArtworkMotif, ImageEntry } from "~/content/image-entry";

const sharedImages = [
  // Casi studio
  {
    id: "caso-castelmurgia-1",
    ...tall,
    motif: "social",
    label: "Cantieri PNRR",
    alt: "Post social del Comune di Castelmurgia con l'aggiornamento mensile sui cantieri finanziati dal PNRR",
  },
  {
    id: "caso-castelmurgia-2",
    ...tall,
    motif: "chart",
    label: "Trasparenza",
    alt: "Grafico delle visite alla sezione Amministrazione trasparente, in crescita dopo il nuovo piano editoriale",
  },
  {
    id: "caso-castelmurgia-3",
    ...tall,
    motif: "territory",
    label: "Castelmurgia",
    alt: "Colline e case del borgo di Castelmurgia nell'immagine di copertina della pagina istituzionale",
  },
  {
    id: "caso-de-santis-1",
    ...tall,
    motif: "packaging",
    label: "Olio EVO",
    alt: "Bottiglia e confezione regalo dell'olio extravergine dell'Oleificio De Santis",
  },
  {
    id: "caso-de-santis-2",
    ...tall,
    motif: "social",
    label: "Ricette di stagione",
    alt: "Post Instagram con una ricetta di stagione preparata con l'olio De Santis",
  },
  {
    id: "caso-de-santis-3",
    ...tall,
    motif: "chart",
    label: "Vendite online",
    alt: "Grafico delle vendite online dell'oleificio, triplicate in otto mesi",
  },
  {
    id: "caso-salus-1",
    ...tall,
    motif: "portrait",
    label: "I nostri specialisti",
    alt: "Ritratto di una specialista del Poliambulatorio Salus Center per la sua scheda online",
  },
  {
    id: "caso-salus-2",
    ...tall,
    motif: "chart",
    label: "Prenotazioni online",
    alt: "Grafico delle prenotazioni online del poliambulatorio, cresciute del 65%",
  },
  {
    id: "caso-salus-3",
    ...tall,
    motif: "social",
    label: "Consigli di salute",
    alt: "Post informativo del poliambulatorio con consigli di prevenzione scritti in linguaggio semplice",
  },
  {
    id: "caso-coccole-1",
    ...tall,
    motif: "packaging",
    label: "Linea bagnetto",
    alt: "Confezioni della linea bagnetto Coccole Baby Care con il nuovo packaging dai toni caldi",
  },
  {
    id: "caso-coccole-2",
    ...tall,
    motif: "social",
    label: "Diretta con l'ostetrica",
    alt: "Annuncio su Instagram di una diretta con l'ostetrica per la community di genitori Coccole",
  },
  {
    id: "caso-coccole-3",
    ...tall,
    motif: "store",
    label: "Negozi partner",
    alt: "Vetrina di una farmacia partner con l'esposizione dei prodotti Coccole Baby Care",
  },
  {
    id: "caso-tre-ulivi-1",
    ...tall,
    motif: "packaging",
    label: "Etichetta bilingue",
    alt: "Bottiglie di vino delle Cantine Tre Ulivi con l'etichetta bilingue in italiano e coreano",
  },
  {
    id: "caso-tre-ulivi-2",
    ...tall,
    motif: "stand",
    label: "Fiera di Seul",
    alt: "Stand delle Cantine Tre Ulivi alla fiera dell'enogastronomia di Seul",
  },
  {
    id: "caso-tre-ulivi-3",
    ...tall,
    motif: "chart",
    label: "Fatturato estero",
    alt: "Grafico della quota di fatturato estero della cantina, salita al 30% del totale",
  },
  {
    id: "caso-bianca-luce-1",
    ...tall,
    motif: "event",
    label: "Nuova collezione",
    alt: "Sfilata di presentazione della nuova collezione dell'Atelier Bianca Luce davanti agli ospiti",
  },
  {
    id: "caso-bianca-luce-2",
    ...tall,
    motif: "social",
    label: "Reel delle collezioni",
    alt: "Reel su Instagram che mostra gli abiti da sposa della collezione dell'atelier",
  },
  {
    id: "caso-bianca-luce-3",
    ...tall,
    motif: "store",
    label: "L'atelier",
    alt: "Ingresso e vetrine dell'Atelier Bianca Luce",
  },
  {
    id: "caso-santa-chiara-1",
    ...tall,
    motif: "store",
    label: "Oasi Santa Chiara",
    alt: "Ingresso del centro termale Oasi Santa Chiara",
  },
  {
    id: "caso-santa-chiara-2",
    ...tall,
    motif: "social",
    label: "Buoni regalo",
    alt: "Post promozionale dei buoni regalo benessere per Natale dell'Oasi Santa Chiara",
  },
  {
    id: "caso-santa-chiara-3",
    ...tall,
    motif: "chart",
    label: "Vendite dirette",
    alt: "Grafico delle vendite dirette del centro termale, passate dal 20% al 55% del totale",
  },
  {
    id: "caso-lorusso-1",
    ...tall,
    motif: "packaging",
    label: "Taralli e friselle",
    alt: "Sacchetti di taralli e friselle del Panificio Fratelli Lorusso con il nuovo packaging",
  },
  {
    id: "caso-lorusso-2",
    ...tall,
    motif: "store",
    label: "Sugli scaffali",
    alt: "Scaffale di un supermercato regionale con i prodotti da forno Lorusso",
  },
  {
    id: "caso-lorusso-3",
    ...tall,
    motif: "social",
    label: "Dal nostro forno",
    alt: "Post social del panificio con il racconto della sfornata del mattino",
  },
  {
    id: "caso-san-nicola-1",
    ...tall,
    motif: "event",
    label: "Giornata di prevenzione",
    alt: "Giornata di screening gratuito organizzata dalla Farmacia San Nicola con i cittadini in fila",
  },
  {
    id: "caso-san-nicola-2",
    ...tall,
    motif: "store",
    label: "Vetrina digitale",
    alt: "Vetrina della Farmacia San Nicola con lo schermo che presenta i nuovi servizi",
  },
  {
    id: "caso-san-nicola-3",
    ...tall,
    motif: "portrait",
    label: "I nostri farmacisti",
    alt: "Ritratto di un farmacista della Farmacia San Nicola per la rubrica social dei consigli",
  },
  {
    id: "caso-terre-di-mezzo-1",
    ...tall,
    motif: "territory",
    label: "Dodici borghi",
    alt: "Paesaggio collinare con i borghi dell'Unione dei Comuni Terre di Mezzo che ospitano il festival",
  },
  {
    id: "caso-terre-di-mezzo-2",
    ...tall,
    motif: "event",
    label: "Festival diffuso",
    alt: "Concerto serale in piazza durante il festival diffuso delle Terre di Mezzo",
  },
  {
    id: "caso-terre-di-mezzo-3",
    ...tall,
    motif: "social",
    label: "Itinerari digitali",
    alt: "Itinerario digitale del festival aperto sullo smartphone dopo la scansione di un QR code",
  },

  // Portfolio packaging
  {
    id: "portfolio-pasta-dei-campi-1",
    ...tall,
    motif: "packaging",
    label: "Pasta dei Campi",
    alt: "Astucci in cartoncino della linea di pasta trafilata al bronzo Pasta dei Campi",
  },
  {
    id: "portfolio-pasta-dei-campi-2",
    ...tall,
    motif: "packaging",
    label: "Formati speciali",
    alt: "Dettaglio della finestra trasparente che mostra il formato della pasta nella confezione",
  },
  {
    id: "portfolio-pasta-dei-campi-3",
    ...tall,
    motif: "store",
    label: "A scaffale",
    alt: "Confezioni Pasta dei Campi esposte sullo scaffale di una gastronomia",
  },
  {
    id: "portfolio-fuoco-lento-1",
    ...tall,
    motif: "packaging",
    label: "Birrificio Fuoco Lento",
    alt: "Lattine delle birre artigianali Fuoco Lento con illustrazioni diverse per ogni stile",
  },
  {
    id: "portfolio-fuoco-lento-2",
    ...tall,
    motif: "packaging",
    label: "Cluster da quattro",
    alt: "Cluster in cartone riciclato da quattro lattine del Birrificio Fuoco Lento",
  },
  {
    id: "portfolio-fuoco-lento-3",
    ...tall,
    motif: "social",
    label: "Lancio delle lattine",
    alt: "Post di lancio delle nuove lattine del birrificio sui social",
  },
  {
    id: "portfolio-aria-di-casa-1",
    ...tall,
    motif: "packaging",
    label: "Aria di Casa",
    alt: "Candele profumate Aria di Casa in vasetti di vetro con etichette color terracotta",
  },
  {
    id: "portfolio-aria-di-casa-2",
    ...tall,
    motif: "packaging",
    label: "Scatola regalo",
    alt: "Scatola regalo con tre candele Aria di Casa e il biglietto personalizzabile",
  },
  {
    id: "portfolio-aria-di-casa-3",
    ...tall,
    motif: "store",
    label: "Concept store",
    alt: "Esposizione delle candele Aria di Casa in un concept store di arredamento",
  },
  {
    id: "portfolio-lune-1",
    ...tall,
    motif: "packaging",
    label: "Saponeria Lune",
    alt: "Saponi e shampoo solidi Saponeria Lune avvolti in carta compostabile",
  },
  {
    id: "portfolio-lune-2",
    ...tall,
    motif: "packaging",
    label: "Zero plastica",
    alt: "Dettaglio della fascetta in carta compostabile con le fasi lunari dei saponi Lune",
  },
  {
    id: "portfolio-lune-3",
    ...tall,
    motif: "social",
    label: "Unboxing",
    alt: "Video di unboxing di un cofanetto Saponeria Lune pubblicato da una cliente",
  },
  {
    id: "portfolio-taralli-seul-1",
    ...tall,
    motif: "packaging",
    label: "Taralli per Seul",
    alt: "Confezioni monoporzione di taralli con grafica bilingue in italiano e coreano",
  },
  {
    id: "portfolio-taralli-seul-2",
    ...tall,
    motif: "packaging",
    label: "Espositore da banco",
    alt: "Espositore da banco per i taralli destinato ai minimarket coreani",
  },
  {
    id: "portfolio-taralli-seul-3",
    ...tall,
    motif: "store",
    label: "Minimarket a Seul",
    alt: "Taralli esposti alla cassa di un minimarket di Seul",
  },
  {
    id: "portfolio-ulivo-oro-1",
    ...tall,
    motif: "packaging",
    label: "Ulivo d'Oro",
    alt: "Cofanetto regalo dell'olio Ulivo d'Oro pensato per la festa coreana di Chuseok",
  },
  {
    id: "portfolio-ulivo-oro-2",
    ...tall,
    motif: "packaging",
    label: "Chiusura a nodo",
    alt: "Dettaglio del nastro a nodo del cofanetto Ulivo d'Oro, ispirato agli incarti tradizionali coreani",
  },
  {
    id: "portfolio-ulivo-oro-3",
    ...tall,
    motif: "stand",
    label: "Fiera a Seul",
    alt: "Cofanetti Ulivo d'Oro esposti su uno stand alla fiera dell'alimentare di Seul",
  },

  // Eventi passati
  {
    id: "evento-social-media-day",
    ...wide,
    motif: "event",
    label: "Social Media Day",
    alt: "Sala conferenze con i partecipanti al Social Media Day davanti allo schermo del relatore",
  },
  {
    id: "evento-notte-dei-sapori",
    ...wide,
    motif: "territory",
    label: "Notte dei Sapori",
    alt: "Tavolate all'aperto nel centro storico durante la Notte dei Sapori Digitali",
  },
  {
    id: "evento-caffe-networking",
    ...wide,
    motif: "portrait",
    label: "Caffè & Networking",
    alt: "Imprenditrici e imprenditori che si presentano durante la colazione di networking",
  },
  {
    id: "evento-workshop-google-ads",
    ...wide,
    motif: "chart",
    label: "Workshop Google Ads",
    alt: "Slide del workshop con il grafico delle conversioni di una campagna per un negozio locale",
  },
  {
    id: "evento-etichette-che-raccontano",
    ...wide,
    motif: "packaging",
    label: "Etichette che raccontano",
    alt: "Confezioni ed etichette di produttori locali esposte nella mostra Etichette che raccontano",
  },
  {
    id: "evento-donne-che-fanno-impresa",
    ...wide,
    motif: "stand",
    label: "Donne che fanno impresa",
    alt: "Palco con le relatrici dell'incontro Donne che fanno impresa",
  },
  {
    id: "evento-digitale-solidale",
    ...wide,
    motif: "social",
    label: "Digitale Solidale",
    alt: "Pagina della raccolta fondi Digitale Solidale aperta sullo smartphone con il traguardo raggiunto",
  },
  {
    id: "evento-foto-smartphone",
    ...wide,
    motif: "store",
    label: "Foto con lo smartphone",
    alt: "Set fotografico allestito in una bottega per il laboratorio di fotografia di prodotto con lo smartphone",
  },
] as const satisfies readonly ImageEntry[];

/** Every image slot of the site; the pages name slots by id, the artwork route draws them. */
export const images = [
  ...sharedImages,
  ...politicalImages,
  ...packagingImages,
  ...standImages,
  ...storeImages,
] as const satisfies readonly ImageEntry[];

export type ImageId = (typeof images)[number]["id"];

const byId = new Map<string, ImageEntry>(images.map((entry) => [entry.id, entry]));

export function findImage(id: string): ImageEntry | undefined {
  return byId.get(id);
}

/** The manifest entry of an id the type system already vouches for. */
export function imageEntry(id: ImageId): ImageEntry {
  const entry = byId.get(id);
  if (!entry) throw new Error(`Immagine sconosciuta: ${id}`);
  return entry;
}

/** The photo when there is one, else the drawn artwork. */
export function imageSrc(entry: ImageEntry) {
  return entry.src ?? `/artwork/${entry.id}.svg`;
}
