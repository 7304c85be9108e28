import { imageSlots, wide, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /eventi (the past events). */
export const eventImages = [
  {
    id: "evento-social-media-day",
    ...wide,
    motif: "event",
    alt: "Sala conferenze con i partecipanti al Social Media Day davanti allo schermo del relatore",
  },
  {
    id: "evento-notte-dei-sapori",
    ...wide,
    motif: "territory",
    alt: "Tavolate all'aperto nel centro storico durante la Notte dei Sapori Digitali",
  },
  {
    id: "evento-caffe-networking",
    ...wide,
    motif: "portrait",
    alt: "Imprenditrici e imprenditori che si presentano durante la colazione di networking",
  },
  {
    id: "evento-workshop-google-ads",
    ...wide,
    motif: "chart",
    alt: "Slide del workshop con il grafico delle conversioni di una campagna per un negozio locale",
  },
  {
    id: "evento-etichette-che-raccontano",
    ...wide,
    motif: "packaging",
    alt: "Confezioni ed etichette di produttori locali esposte nella mostra Etichette che raccontano",
  },
  {
    id: "evento-donne-che-fanno-impresa",
    ...wide,
    motif: "stand",
    alt: "Palco con le relatrici dell'incontro Donne che fanno impresa",
  },
  {
    id: "evento-digitale-solidale",
    ...wide,
    motif: "social",
    alt: "Pagina della raccolta fondi Digitale Solidale aperta sullo smartphone con il traguardo raggiunto",
  },
  {
    id: "evento-foto-smartphone",
    ...wide,
    motif: "store",
    alt: "Set fotografico allestito in una bottega per il laboratorio di fotografia di prodotto con lo smartphone",
  },
] as const satisfies readonly ImageEntry[];

export const eventImage = imageSlots(eventImages);
