import type { ImageSlot } from "~/features/illustrations/content/image-entry";

/**
 * The picture of an article without a featured image. It says nothing the card's title does
 * not, so it is decorative (empty alt) wherever it appears.
 */
export const defaultArticleImage = {
  id: "blog-copertina",
  width: 800,
  height: 450,
  motif: "chart",
  alt: { it: "", en: "" },
} as const satisfies ImageSlot;
