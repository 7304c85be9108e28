import { imageSlots, wide, type ImageSlot } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/packaging-design. */
export const packagingImages = [
  {
    id: "pack-render-3d",
    ...wide,
    motif: "packaging",
    alt: {
      it: "Render 3D di un astuccio in cartoncino visto di tre quarti, con luci e ombre realistiche",
      en: "A 3D render of a cardboard carton seen from three-quarters, with realistic light and shadows",
    },
  },
  {
    id: "pack-ai-concept",
    ...wide,
    motif: "chart",
    alt: {
      it: "Tavola di concept con sei varianti di colore della stessa etichetta, generate con l'intelligenza artificiale",
      en: "A concept board with six colour variants of the same label, generated with artificial intelligence",
    },
  },
] as const satisfies readonly ImageSlot[];

export const packagingImage = imageSlots(packagingImages);
