import { withDayArticle } from "~/utils/format";

/** The public blog's texts: list, article page, fallback, loading and not-found states. */
export const blogText = {
  title: "Blog",
  description:
    "Strategie di marketing digitale, comunicazione politica, social media e casi reali: gli articoli del team per imprese ed enti del territorio.",
  keywords: [
    "blog marketing digitale",
    "comunicazione politica",
    "social media",
    "SEO",
    "content marketing",
  ],
  intro:
    "Idee, metodi e casi reali dal nostro lavoro quotidiano: marketing digitale, social media, comunicazione politica e istituzionale.",
  listLabel: "Articoli",
  readMore: "Leggi l'articolo",
  empty: "Nessun articolo pubblicato al momento.",
  emptyCategory: "Nessun articolo pubblicato in questa categoria.",
  loadError: "Errore nel caricamento degli articoli",
  fallbackNote: "Mostrando articoli di esempio.",
  allCategories: "Tutti",
  categoriesLabel: "Filtra per categoria",
  newer: "Articoli più recenti",
  older: "Articoli meno recenti",
  paginationLabel: "Pagine del blog",
  pageOf: (page: number, pageCount: number) => `Pagina ${page} di ${pageCount}`,
  contactTitle: "Hai un progetto in mente?",
  contactText: "Raccontaci i tuoi obiettivi: ti rispondiamo entro un giorno lavorativo.",
  contactLink: "Contattaci",
  authorLabel: (siteName: string) => `${siteName} Team`,
  readingTime: (minutes: number) => `${minutes} min di lettura`,
  backToBlog: "Torna al blog",
  notFoundTitle: "Articolo non trovato",
  notFoundText: "L'articolo che stai cercando non esiste o non è stato pubblicato.",
  draftBanner: "Bozza",
  draftBannerText: "Anteprima riservata allo staff: l'articolo non è visibile ai visitatori.",
  previewBanner: "Anteprima",
  previewBannerText: (until: string) =>
    `Questa pagina è visibile solo a chi ha il link, fino ${withDayArticle("a", until)}. L'articolo può ancora cambiare prima della pubblicazione.`,
  feedTitle: (siteName: string) => `Blog di ${siteName}`,
  feedLink: "Feed RSS del blog",
} as const;

/** 12 cards per page of /blog. */
export const BLOG_PAGE_SIZE = 12;
