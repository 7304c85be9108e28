import type { ImageEntry } from "~/content/image-entry";

/** The image slots of the store pages: /spicy, /spicy-presentazione, /spicy-granoro, /showroom. */
export const storeImages = [] as const satisfies readonly ImageEntry[];
