import { imageSlots, tall, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /portfolio and the packaging page's portfolio carousel. */
export const portfolioImages = [
  {
    id: "portfolio-pasta-dei-campi-1",
    ...tall,
    motif: "packaging",
    alt: "Astucci in cartoncino della linea di pasta trafilata al bronzo Pasta dei Campi",
  },
  {
    id: "portfolio-pasta-dei-campi-2",
    ...tall,
    motif: "packaging",
    alt: "Dettaglio della finestra trasparente che mostra il formato della pasta nella confezione",
  },
  {
    id: "portfolio-pasta-dei-campi-3",
    ...tall,
    motif: "store",
    alt: "Confezioni Pasta dei Campi esposte sullo scaffale di una gastronomia",
  },
  {
    id: "portfolio-fuoco-lento-1",
    ...tall,
    motif: "packaging",
    alt: "Lattine delle birre artigianali Fuoco Lento con illustrazioni diverse per ogni stile",
  },
  {
    id: "portfolio-fuoco-lento-2",
    ...tall,
    motif: "packaging",
    alt: "Cluster in cartone riciclato da quattro lattine del Birrificio Fuoco Lento",
  },
  {
    id: "portfolio-fuoco-lento-3",
    ...tall,
    motif: "social",
    alt: "Post di lancio delle nuove lattine del birrificio sui social",
  },
  {
    id: "portfolio-aria-di-casa-1",
    ...tall,
    motif: "packaging",
    alt: "Candele profumate Aria di Casa in vasetti di vetro con etichette color terracotta",
  },
  {
    id: "portfolio-aria-di-casa-2",
    ...tall,
    motif: "packaging",
    alt: "Scatola regalo con tre candele Aria di Casa e il biglietto personalizzabile",
  },
  {
    id: "portfolio-aria-di-casa-3",
    ...tall,
    motif: "store",
    alt: "Esposizione delle candele Aria di Casa in un concept store di arredamento",
  },
  {
    id: "portfolio-lune-1",
    ...tall,
    motif: "packaging",
    alt: "Saponi e shampoo solidi Saponeria Lune avvolti in carta compostabile",
  },
  {
    id: "portfolio-lune-2",
    ...tall,
    motif: "packaging",
    alt: "Dettaglio della fascetta in carta compostabile con le fasi lunari dei saponi Lune",
  },
  {
    id: "portfolio-lune-3",
    ...tall,
    motif: "social",
    alt: "Video di unboxing di un cofanetto Saponeria Lune pubblicato da una cliente",
  },
  {
    id: "portfolio-taralli-seul-1",
    ...tall,
    motif: "packaging",
    alt: "Confezioni monoporzione di taralli con grafica bilingue in italiano e coreano",
  },
  {
    id: "portfolio-taralli-seul-2",
    ...tall,
    motif: "packaging",
    alt: "Espositore da banco per i taralli destinato ai minimarket coreani",
  },
  {
    id: "portfolio-taralli-seul-3",
    ...tall,
    motif: "store",
    alt: "Taralli esposti alla cassa di un minimarket di Seul",
  },
  {
    id: "portfolio-ulivo-oro-1",
    ...tall,
    motif: "packaging",
    alt: "Cofanetto regalo dell'olio Ulivo d'Oro pensato per la festa coreana di Chuseok",
  },
  {
    id: "portfolio-ulivo-oro-2",
    ...tall,
    motif: "packaging",
    alt: "Dettaglio del nastro a nodo del cofanetto Ulivo d'Oro, ispirato agli incarti tradizionali coreani",
  },
  {
    id: "portfolio-ulivo-oro-3",
    ...tall,
    motif: "stand",
    alt: "Cofanetti Ulivo d'Oro esposti su uno stand alla fiera dell'alimentare di Seul",
  },
] as const satisfies readonly ImageEntry[];

export const portfolioImage = imageSlots(portfolioImages);
