import { imageSlots, wide, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of the store pages: /spicy, /spicy-presentazione, /spicy-granoro, /showroom. */
export const storeImages = [
  {
    id: "store-facciata",
    ...wide,
    motif: "store",
    alt: "La facciata dello Spicy Phygital Store su una via del centro, con le vetrine illuminate e il LED wall sopra l'ingresso",
  },
  {
    id: "store-galleria-led-wall",
    ...wide,
    motif: "store",
    alt: "Il LED wall sulla facciata dello store mostra di sera i prodotti dei brand in esposizione",
  },
  {
    id: "store-galleria-territorio",
    ...wide,
    motif: "territory",
    alt: "Scaffale con prodotti gastronomici del territorio: olio, taralli e conserve in confezioni regalo",
  },
  {
    id: "store-galleria-lifestyle",
    ...wide,
    motif: "packaging",
    alt: "Espositore con cosmetici naturali e accessori lifestyle illuminati da piccoli faretti",
  },
  {
    id: "store-galleria-artigianato",
    ...wide,
    motif: "packaging",
    alt: "Tavolo con ceramiche dipinte a mano e oggetti di artigianato locale",
  },
  {
    id: "store-galleria-qr-code",
    ...wide,
    motif: "social",
    alt: "Una visitatrice inquadra con lo smartphone il QR code accanto a un prodotto in vetrina",
  },
  {
    id: "store-galleria-tablet",
    ...wide,
    motif: "social",
    alt: "Tablet su un leggio che mostra la scheda di un brand espositore con foto e video",
  },
  {
    id: "store-galleria-evento",
    ...wide,
    motif: "event",
    alt: "Serata di presentazione nello store: un gruppo di visitatori ascolta un produttore accanto al bancone",
  },
  {
    id: "store-showroom",
    ...wide,
    motif: "store",
    alt: "L'interno dello showroom con le isole espositive, i tablet e le luci di Natale",
  },
  {
    id: "store-granoro-box",
    ...wide,
    motif: "packaging",
    alt: "La scatola regalo della pasta Granoro esposta su un tavolo di legno dello showroom",
  },
  {
    id: "store-granoro-formati",
    ...wide,
    motif: "packaging",
    alt: "Diversi formati di pasta di semola di grano duro disposti accanto alla scatola Granoro",
  },
  {
    id: "store-granoro-regalo",
    ...wide,
    motif: "packaging",
    alt: "La scatola Granoro chiusa con un nastro rosso, pronta da regalare sotto l'albero",
  },
  {
    id: "store-granoro-ricetta",
    ...wide,
    motif: "social",
    alt: "Uno smartphone inquadra il QR code della scatola e apre la ricetta di un primo piatto",
  },
  {
    id: "store-granoro-territorio",
    ...wide,
    motif: "territory",
    alt: "Campi di grano sulle colline della Murgia, il territorio in cui ha sede il pastificio",
  },
] as const satisfies readonly ImageEntry[];

export const storeImage = imageSlots(storeImages);
