import { catalogue } from "~/utils/language";

// Apart from the blog's other texts: the site's layout shows these, on every page's script.
export const blogLoadingText = catalogue({
  it: { list: "Caricamento articoli...", article: "Caricamento articolo..." },
  en: { list: "Loading articles...", article: "Loading article..." },
});
