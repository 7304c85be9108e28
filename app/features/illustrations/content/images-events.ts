import { imageSlots, wide, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /eventi (the past events). */
export const eventImages = [
  {
    id: "evento-social-media-day",
    ...wide,
    motif: "event",
    alt: {
      it: "Sala conferenze con i partecipanti al Social Media Day davanti allo schermo del relatore",
      en: "A conference room with Social Media Day participants in front of the speaker's screen",
    },
  },
  {
    id: "evento-notte-dei-sapori",
    ...wide,
    motif: "territory",
    alt: {
      it: "Tavolate all'aperto nel centro storico durante la Notte dei Sapori Digitali",
      en: "Long outdoor tables in the old town during the Notte dei Sapori Digitali",
    },
  },
  {
    id: "evento-caffe-networking",
    ...wide,
    motif: "portrait",
    alt: {
      it: "Imprenditrici e imprenditori che si presentano durante la colazione di networking",
      en: "Women and men in business introducing themselves at the networking breakfast",
    },
  },
  {
    id: "evento-workshop-google-ads",
    ...wide,
    motif: "chart",
    alt: {
      it: "Slide del workshop con il grafico delle conversioni di una campagna per un negozio locale",
      en: "A workshop slide with the conversion chart of a campaign for a local shop",
    },
  },
  {
    id: "evento-etichette-che-raccontano",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Confezioni ed etichette di produttori locali esposte nella mostra Etichette che raccontano",
      en: "Local producers' packaging and labels on display at the Etichette che raccontano exhibition",
    },
  },
  {
    id: "evento-donne-che-fanno-impresa",
    ...wide,
    motif: "stand",
    alt: {
      it: "Palco con le relatrici dell'incontro Donne che fanno impresa",
      en: "The stage with the speakers of the Donne che fanno impresa talk",
    },
  },
  {
    id: "evento-digitale-solidale",
    ...wide,
    motif: "social",
    alt: {
      it: "Pagina della raccolta fondi Digitale Solidale aperta sullo smartphone con il traguardo raggiunto",
      en: "The Digitale Solidale fundraising page open on a smartphone, with the target reached",
    },
  },
  {
    id: "evento-foto-smartphone",
    ...wide,
    motif: "store",
    alt: {
      it: "Set fotografico allestito in una bottega per il laboratorio di fotografia di prodotto con lo smartphone",
      en: "A photo set built in a small shop for the product photography with a smartphone workshop",
    },
  },
] as const satisfies readonly ImageSlot[];

export const eventImage = imageSlots(eventImages);
