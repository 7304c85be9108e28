// Apart from the blog's other texts: the site's layout shows these, on every page's script.
export const blogLoadingText = {
  list: "Caricamento articoli...",
  article: "Caricamento articolo...",
} as const;
