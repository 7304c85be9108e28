/** An article's picture as the blog shows it: an upload in its sizes, or a drawn cover. */
export type BlogImage = {
  src: string;
  width: number;
  height: number;
  /**
   * What it shows: an uploaded image's own text (decision 0214), else the article's title,
   * which a drawn cover shows; empty for the shared illustration, which shows nothing of it.
   */
  alt: string;
  /** For an uploaded image: its preview while it loads, and its smaller sizes once made. */
  placeholder?: string;
  srcSets?: { avif?: string; webp: string; jpeg: string };
};
