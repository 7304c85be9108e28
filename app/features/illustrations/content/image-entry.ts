// The shape of an image slot, shared by the manifest and the files of the pages that add slots.
import type { Catalogue, Language } from "~/utils/language";

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

/** A picture as the pages show it: a slot of the manifest, or an image a page or an upload brings. */
export type ImageEntry = {
  id: string;
  /**
   * What the picture shows, for whoever cannot see it; it stays true when a photo replaces the
   * artwork. One text per language for the manifest's slots; a single text for a picture whose
   * description was written with its page, in that page's language.
   */
  alt: string | Catalogue<string>;
  width: number;
  height: number;
  motif: ArtworkMotif;
  /** A real photo in public/ (e.g. "/foto/caso-castelmurgia-1.jpg") with the same size, shown instead of the artwork. */
  src?: string;
  /** The same photo in several widths ("/foto/a-400.jpg 400w, /foto/a-800.jpg 800w"), picked by the page's `sizes`. */
  srcSet?: string;
};

/** A slot of the manifest: the same picture serves both languages, so it is described in both. */
export type ImageSlot = ImageEntry & { alt: Catalogue<string> };

/** The picture's description in the language of the page that shows it. */
export function altOf(entry: ImageEntry, language: Language) {
  return typeof entry.alt === "string" ? entry.alt : entry.alt[language];
}

/** 4:5, the default ratio of the case-study and portfolio carousels. */
export const tall = { width: 800, height: 1000 } as const;
export const wide = { width: 800, height: 600 } as const;
/** The large pictures beside a page's title. */
export const hero = { width: 1200, height: 1000 } as const;

/** A page's slots by id: an id that is not among them is a type error. */
export function imageSlots<const Entries extends readonly ImageSlot[]>(entries: Entries) {
  const byId = new Map<string, ImageSlot>(entries.map((entry) => [entry.id, entry]));
  return (id: Entries[number]["id"]): ImageSlot => byId.get(id) as ImageSlot;
}

/** The photo when there is one, else the drawn artwork. */
export function imageSrc(entry: ImageEntry) {
  return entry.src ?? `/artwork/${entry.id}.svg`;
}
