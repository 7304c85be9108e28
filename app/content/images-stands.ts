import type { ImageEntry } from "~/content/image-entry";

/** The image slots of /servizi/stand-fieristici. */
export const standImages = [] as const satisfies readonly ImageEntry[];
