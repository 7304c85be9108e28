import { imageSlots, tall, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /portfolio and the packaging page's portfolio carousel. */
export const portfolioImages = [
  {
    id: "portfolio-pasta-dei-campi-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Astucci in cartoncino della linea di pasta trafilata al bronzo Pasta dei Campi",
      en: "Cardboard cartons for the Pasta dei Campi range of bronze-drawn pasta",
    },
  },
  {
    id: "portfolio-pasta-dei-campi-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Dettaglio della finestra trasparente che mostra il formato della pasta nella confezione",
      en: "A close-up of the clear window showing the pasta shape inside the pack",
    },
  },
  {
    id: "portfolio-pasta-dei-campi-3",
    ...tall,
    motif: "store",
    alt: {
      it: "Confezioni Pasta dei Campi esposte sullo scaffale di una gastronomia",
      en: "Pasta dei Campi packs on display on a delicatessen shelf",
    },
  },
  {
    id: "portfolio-fuoco-lento-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Lattine delle birre artigianali Fuoco Lento con illustrazioni diverse per ogni stile",
      en: "Cans of Fuoco Lento craft beers with a different illustration for each style",
    },
  },
  {
    id: "portfolio-fuoco-lento-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Cluster in cartone riciclato da quattro lattine del Birrificio Fuoco Lento",
      en: "A recycled cardboard four-can cluster from Birrificio Fuoco Lento",
    },
  },
  {
    id: "portfolio-fuoco-lento-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Post di lancio delle nuove lattine del birrificio sui social",
      en: "The social media launch post for the brewery's new cans",
    },
  },
  {
    id: "portfolio-aria-di-casa-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Candele profumate Aria di Casa in vasetti di vetro con etichette color terracotta",
      en: "Aria di Casa scented candles in glass jars with terracotta-coloured labels",
    },
  },
  {
    id: "portfolio-aria-di-casa-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Scatola regalo con tre candele Aria di Casa e il biglietto personalizzabile",
      en: "A gift box with three Aria di Casa candles and the personalisable card",
    },
  },
  {
    id: "portfolio-aria-di-casa-3",
    ...tall,
    motif: "store",
    alt: {
      it: "Esposizione delle candele Aria di Casa in un concept store di arredamento",
      en: "Aria di Casa candles on display in a home-furnishing concept store",
    },
  },
  {
    id: "portfolio-lune-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Saponi e shampoo solidi Saponeria Lune avvolti in carta compostabile",
      en: "Saponeria Lune solid soaps and shampoos wrapped in compostable paper",
    },
  },
  {
    id: "portfolio-lune-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Dettaglio della fascetta in carta compostabile con le fasi lunari dei saponi Lune",
      en: "A close-up of the compostable paper band with the moon phases of the Lune soaps",
    },
  },
  {
    id: "portfolio-lune-3",
    ...tall,
    motif: "social",
    alt: {
      it: "Video di unboxing di un cofanetto Saponeria Lune pubblicato da una cliente",
      en: "An unboxing video of a Saponeria Lune gift set posted by a customer",
    },
  },
  {
    id: "portfolio-taralli-seul-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Confezioni monoporzione di taralli con grafica bilingue in italiano e coreano",
      en: "Single-serving packs of taralli with bilingual Italian and Korean graphics",
    },
  },
  {
    id: "portfolio-taralli-seul-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Espositore da banco per i taralli destinato ai minimarket coreani",
      en: "A countertop display for the taralli designed for Korean convenience stores",
    },
  },
  {
    id: "portfolio-taralli-seul-3",
    ...tall,
    motif: "store",
    alt: {
      it: "Taralli esposti alla cassa di un minimarket di Seul",
      en: "Taralli on display at the till of a convenience store in Seoul",
    },
  },
  {
    id: "portfolio-ulivo-oro-1",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Cofanetto regalo dell'olio Ulivo d'Oro pensato per la festa coreana di Chuseok",
      en: "An Ulivo d'Oro olive oil gift box designed for the Korean Chuseok holiday",
    },
  },
  {
    id: "portfolio-ulivo-oro-2",
    ...tall,
    motif: "packaging",
    alt: {
      it: "Dettaglio del nastro a nodo del cofanetto Ulivo d'Oro, ispirato agli incarti tradizionali coreani",
      en: "A close-up of the knotted ribbon on the Ulivo d'Oro gift box, inspired by traditional Korean wrapping",
    },
  },
  {
    id: "portfolio-ulivo-oro-3",
    ...tall,
    motif: "stand",
    alt: {
      it: "Cofanetti Ulivo d'Oro esposti su uno stand alla fiera dell'alimentare di Seul",
      en: "Ulivo d'Oro gift boxes on display on a stand at the Seoul food fair",
    },
  },
] as const satisfies readonly ImageSlot[];

export const portfolioImage = imageSlots(portfolioImages);
