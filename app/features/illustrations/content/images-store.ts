import { imageSlots, wide, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of the store pages: /spicy, /spicy-presentazione, /spicy-granoro, /showroom. */
export const storeImages = [
  {
    id: "store-facciata",
    ...wide,
    motif: "store",
    alt: {
      it: "La facciata dello Spicy Phygital Store su una via del centro, con le vetrine illuminate e il LED wall sopra l'ingresso",
      en: "The front of the Spicy Phygital Store on a town-centre street, with lit shop windows and the LED wall above the entrance",
    },
  },
  {
    id: "store-galleria-led-wall",
    ...wide,
    motif: "store",
    alt: {
      it: "Il LED wall sulla facciata dello store mostra di sera i prodotti dei brand in esposizione",
      en: "The LED wall on the store's front shows the exhibiting brands' products in the evening",
    },
  },
  {
    id: "store-galleria-territorio",
    ...wide,
    motif: "territory",
    alt: {
      it: "Scaffale con prodotti gastronomici del territorio: olio, taralli e conserve in confezioni regalo",
      en: "A shelf of local food products: olive oil, taralli and preserves in gift packaging",
    },
  },
  {
    id: "store-galleria-lifestyle",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Espositore con cosmetici naturali e accessori lifestyle illuminati da piccoli faretti",
      en: "A display of natural cosmetics and lifestyle accessories lit by small spotlights",
    },
  },
  {
    id: "store-galleria-artigianato",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Tavolo con ceramiche dipinte a mano e oggetti di artigianato locale",
      en: "A table with hand-painted ceramics and local craft objects",
    },
  },
  {
    id: "store-galleria-qr-code",
    ...wide,
    motif: "social",
    alt: {
      it: "Una visitatrice inquadra con lo smartphone il QR code accanto a un prodotto in vetrina",
      en: "A visitor points her smartphone at the QR code beside a product in the window",
    },
  },
  {
    id: "store-galleria-tablet",
    ...wide,
    motif: "social",
    alt: {
      it: "Tablet su un leggio che mostra la scheda di un brand espositore con foto e video",
      en: "A tablet on a stand showing an exhibiting brand's profile with photos and videos",
    },
  },
  {
    id: "store-galleria-evento",
    ...wide,
    motif: "event",
    alt: {
      it: "Serata di presentazione nello store: un gruppo di visitatori ascolta un produttore accanto al bancone",
      en: "A launch evening in the store: a group of visitors listens to a producer by the counter",
    },
  },
  {
    id: "store-showroom",
    ...wide,
    motif: "store",
    alt: {
      it: "L'interno dello showroom con le isole espositive, i tablet e le luci di Natale",
      en: "The inside of the showroom with the display islands, the tablets and the Christmas lights",
    },
  },
  {
    id: "store-granoro-box",
    ...wide,
    motif: "packaging",
    alt: {
      it: "La scatola regalo della pasta Granoro esposta su un tavolo di legno dello showroom",
      en: "The Granoro pasta gift box on display on a wooden table in the showroom",
    },
  },
  {
    id: "store-granoro-formati",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Diversi formati di pasta di semola di grano duro disposti accanto alla scatola Granoro",
      en: "Different shapes of durum wheat semolina pasta laid out beside the Granoro box",
    },
  },
  {
    id: "store-granoro-regalo",
    ...wide,
    motif: "packaging",
    alt: {
      it: "La scatola Granoro chiusa con un nastro rosso, pronta da regalare sotto l'albero",
      en: "The Granoro box tied with a red ribbon, ready to give under the tree",
    },
  },
  {
    id: "store-granoro-ricetta",
    ...wide,
    motif: "social",
    alt: {
      it: "Uno smartphone inquadra il QR code della scatola e apre la ricetta di un primo piatto",
      en: "A smartphone scans the box's QR code and opens the recipe for a pasta course",
    },
  },
  {
    id: "store-granoro-territorio",
    ...wide,
    motif: "territory",
    alt: {
      it: "Campi di grano sulle colline della Murgia, il territorio in cui ha sede il pastificio",
      en: "Wheat fields on the hills of the Murgia, the area where the pasta maker is based",
    },
  },
] as const satisfies readonly ImageSlot[];

export const storeImage = imageSlots(storeImages);
