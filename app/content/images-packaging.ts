import type { ImageEntry } from "~/content/image-entry";

/** The image slots of /servizi/packaging-design. */
export const packagingImages = [] as const satisfies readonly ImageEntry[];
