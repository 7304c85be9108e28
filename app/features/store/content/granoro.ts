import type { ImageEntry } from "~/features/illustrations/content/image-entry";
import { storeImage } from "~/features/illustrations/content/images-store";
import {
  store,
  storeMailto,
  type StoreCallToAction,
  type StoreHero,
} from "~/features/store/content/spicy";

export const granoroHead = {
  title: "Granoro allo Spicy Phygital Store",
  description: `La pasta Granoro in scatola regalo allo showroom dello Spicy Phygital Store, ${store.address}, a Natale (${store.period}): la storia del pastificio, i prodotti e le degustazioni.`,
  keywords: ["Granoro", "pasta pugliese", "box pasta regalo", "showroom", "Spicy Phygital Store"],
} as const;

export const granoroHero: StoreHero = {
  title: "Granoro: la pasta di Puglia in una scatola da regalare",
  lead: "Allo Spicy Phygital Store il pastificio Granoro presenta il suo box di pasta: da scoprire in vetrina, da sfogliare sui tablet e da portare a casa per le feste.",
  badge: store.period,
  image: storeImage("store-granoro-box"),
  actions: [
    { label: "Scopri la nostra storia", href: "#storia", variant: "primary" },
    { label: "Vieni a trovarci", href: "#dove", variant: "secondary" },
  ],
};

export const granoroStory = {
  title: "La nostra storia",
  paragraphs: [
    "Granoro nasce a Corato, nel cuore della Puglia, dalla passione di una famiglia di pastai che ha fatto della semola di grano duro il suo mestiere.",
    "Da allora il lavoro è rimasto lo stesso: scegliere bene il grano, rispettare i tempi dell'impasto e dell'essiccazione, portare in tavola una pasta che tiene la cottura e raccoglie il sugo.",
    "Il box nasce per le feste: un modo semplice di regalare un pezzo di Puglia a chi vive lontano, o di portarlo alla cena di Natale.",
  ],
} as const;

export const granoroProducts = {
  title: "Il box di pasta",
  lead: "Una scatola che si tiene anche dopo averla aperta, con una selezione di formati e le idee per cucinarli.",
  carouselLabel: "Foto del box di pasta Granoro",
  slides: [
    {
      image: storeImage("store-granoro-formati"),
      caption: "Una selezione di formati di pasta di semola di grano duro.",
    },
    {
      image: storeImage("store-granoro-regalo"),
      caption: "Chiusa con il nastro, è già pronta da mettere sotto l'albero.",
    },
    {
      image: storeImage("store-granoro-ricetta"),
      caption: "Il QR code sulla scatola apre le ricette per ogni formato.",
    },
    {
      image: storeImage("store-granoro-territorio"),
      caption: "Il territorio della Murgia, dove ha sede il pastificio.",
    },
  ] as const satisfies readonly { image: ImageEntry; caption: string }[],
} as const;

export const granoroExperience = {
  title: "L'esperienza in showroom",
  lead: "Non solo uno scaffale: il box si scopre con le mani, con gli occhi e con il palato.",
  items: [
    {
      title: "Guarda e tocca",
      text: "Il box è esposto in vetrina e sull'isola dedicata al cibo e territorio: puoi aprirlo e vedere da vicino ogni formato.",
    },
    {
      title: "Inquadra e scopri",
      text: "Con il QR code e i tablet dello store trovi ricette, abbinamenti e la storia del pastificio.",
    },
    {
      title: "Assaggia",
      text: "Nelle serate di degustazione la pasta Granoro arriva nel piatto: chiedi in store le prossime date.",
    },
  ],
} as const;

export const granoroLocation = {
  title: "Dove trovarci",
  lead: `Il box Granoro ti aspetta allo Spicy Phygital Store, in ${store.address}, una via centrale del centro città.`,
  mapLabel: "Apri la mappa",
} as const;

export const granoroCallToAction: StoreCallToAction = {
  title: "Regala la pasta Granoro a Natale",
  text: "Passa allo store negli orari di apertura, oppure scrivici per avere informazioni sul box da regalare.",
  actions: [
    {
      label: "Chiedi informazioni sul box",
      href: storeMailto("Box di pasta Granoro"),
      variant: "primary",
    },
    { label: "Scopri lo Spicy Phygital Store", href: "/spicy", variant: "secondary" },
  ],
};
