// Shared by the page heads (server and browser) and the card routes: what a card's address is.

/**
 * Bumped whenever the drawing changes: it is in every card's address and file name, so a new
 * drawing is a new address rather than an old card some cache keeps for a year.
 */
export const drawingVersion = "2";

export const socialCardSize = { width: 1200, height: 630 } as const;
export const socialCardType = "image/jpeg";

/** The longest page title a card is drawn for: every page's title is far shorter. */
export const maxPageCardTitle = 120;

/**
 * A page's card: named by its title, so a new title is a new address (and a new file), and by
 * the drawing's version.
 */
export function pageCardPath(title: string) {
  const query = new URLSearchParams({ titolo: title, v: drawingVersion });
  return `/social/pagina.jpg?${query}`;
}

/** An article's card, versioned by the hash of everything it shows (see `cardKey`). */
export function articleCardPath(slug: string, key: string) {
  return `/social/blog/${encodeURIComponent(slug)}.jpg?v=${key}`;
}
