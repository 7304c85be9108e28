import { catalogue } from "~/utils/language";

/** The video layout's background loop and its poster: files in public/ (see scripts/packaging-hero-video.sh). */
export const heroVideo = {
  /** A short silent loop, MP4 (H.264) so every browser plays it. */
  src: "/video/packaging-hero.mp4",
  /** A still of the clip, shown until it plays and whenever it does not. */
  poster: "/video/packaging-hero-poster.jpg",
  width: 1280,
  height: 720,
} as const;

/** The button that pauses and plays the loop. */
export const heroVideoLabels = catalogue({
  it: { pause: "Metti in pausa il video di sfondo", play: "Riproduci il video di sfondo" },
  en: { pause: "Pause the background video", play: "Play the background video" },
});
