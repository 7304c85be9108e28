import { imageSlots, wide, type ImageEntry } from "~/features/illustrations/content/image-entry";

/** The image slots of /servizi/packaging-design. */
export const packagingImages = [
  {
    id: "pack-render-3d",
    ...wide,
    motif: "packaging",
    alt: "Render 3D di un astuccio in cartoncino visto di tre quarti, con luci e ombre realistiche",
  },
  {
    id: "pack-ai-concept",
    ...wide,
    motif: "chart",
    alt: "Tavola di concept con sei varianti di colore della stessa etichetta, generate con l'intelligenza artificiale",
  },
] as const satisfies readonly ImageEntry[];

export const packagingImage = imageSlots(packagingImages);
