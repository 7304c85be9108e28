import type { ImageEntry } from "~/content/image-entry";

/** The image slots of /servizi/comunicazione-politica. */
export const politicalImages = [] as const satisfies readonly ImageEntry[];
