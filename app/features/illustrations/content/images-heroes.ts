import { hero, imageSlots, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The large pictures beside the titles of the home page and of two service pages. */
export const heroImages = [
  {
    id: "home-hero",
    ...hero,
    motif: "strategy",
    alt: {
      it: "Illustrazione: una strategia digitale che cresce, tra grafici in salita, schermi e un peperoncino stilizzato",
      en: "Illustration: a digital strategy growing, among rising charts, screens and a stylised chilli pepper",
    },
  },
  {
    id: "servizio-politica-hero",
    ...hero,
    motif: "campaign",
    alt: {
      it: "Illustrazione: un leggio, un megafono e fumetti di dialogo sopra le colline del territorio, con una scheda elettorale che entra nell'urna",
      en: "Illustration: a lectern, a megaphone and speech bubbles above the local hills, with a ballot paper going into the ballot box",
    },
  },
  {
    id: "servizio-stand-hero",
    ...hero,
    motif: "expo",
    alt: {
      it: "Illustrazione: uno stand fieristico con parete grafica, bancone d'accoglienza, schermo, roll-up e faretti, con due visitatori",
      en: "Illustration: a trade-fair stand with a graphic wall, reception desk, screen, roll-up banner and spotlights, with two visitors",
    },
  },
] as const satisfies readonly ImageSlot[];

export const heroImage = imageSlots(heroImages);
