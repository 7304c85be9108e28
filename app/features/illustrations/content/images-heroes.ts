import { hero, imageSlots, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The large pictures beside the titles of the home page and of two service pages. */
export const heroImages = [
  {
    id: "home-hero",
    ...hero,
    motif: "strategy",
    alt: "Illustrazione: una strategia digitale che cresce, tra grafici in salita, schermi e un peperoncino stilizzato",
  },
  {
    id: "servizio-politica-hero",
    ...hero,
    motif: "campaign",
    alt: "Illustrazione: un leggio, un megafono e fumetti di dialogo sopra le colline del territorio, con una scheda elettorale che entra nell'urna",
  },
  {
    id: "servizio-stand-hero",
    ...hero,
    motif: "expo",
    alt: "Illustrazione: uno stand fieristico con parete grafica, bancone d'accoglienza, schermo, roll-up e faretti, con due visitatori",
  },
] as const satisfies readonly ImageEntry[];

export const heroImage = imageSlots(heroImages);
