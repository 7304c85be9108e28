// The shape of an image slot, shared by the manifest and the files of the pages that add slots.

export type ArtworkMotif =
  | "packaging"
  | "stand"
  | "social"
  | "event"
  | "store"
  | "chart"
  | "portrait"
  | "territory"
  // The large compositions of the heroes: digital strategy, political communication, a trade fair.
  | "strategy"
  | "campaign"
  | "expo";

export type ImageEntry = {
  id: string;
  /** What the picture shows, for whoever cannot see it; it stays true when a photo replaces the artwork. */
  alt: string;
  width: number;
  height: number;
  motif: ArtworkMotif;
  /** A real photo in public/ (e.g. "/foto/caso-castelmurgia-1.jpg") with the same size, shown instead of the artwork. */
  src?: string;
  /** The same photo in several widths ("/foto/a-400.jpg 400w, /foto/a-800.jpg 800w"), picked by the page's `sizes`. */
  srcSet?: string;
};

/** 4:5, the default ratio of the case-study and portfolio carousels. */
export const tall = { width: 800, height: 1000 } as const;
export const wide = { width: 800, height: 600 } as const;
/** The large pictures beside a page's title. */
export const hero = { width: 1200, height: 1000 } as const;

/** A page's slots by id: an id that is not among them is a type error. */
export function imageSlots<const Entries extends readonly ImageEntry[]>(entries: Entries) {
  const byId = new Map<string, ImageEntry>(entries.map((entry) => [entry.id, entry]));
  return (id: Entries[number]["id"]): ImageEntry => byId.get(id) as ImageEntry;
}

/** The photo when there is one, else the drawn artwork. */
export function imageSrc(entry: ImageEntry) {
  return entry.src ?? `/artwork/${entry.id}.svg`;
}
