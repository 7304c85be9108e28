/** The blog search's texts. */
export const searchText = {
  title: "Cerca nel blog",
  description:
    "Cerca tra gli articoli del blog: marketing digitale, social media, comunicazione politica e casi reali.",
  keywords: [
    "cerca nel blog",
    "articoli marketing digitale",
    "comunicazione politica",
    "social media",
  ],
  intro:
    "Scrivi una o più parole: troviamo gli articoli che ne parlano, anche al plurale o senza accenti.",
  resultsLabel: "Risultati della ricerca",
  count: (total: number, query: string) =>
    total === 1 ? `1 risultato per «${query}»` : `${total} risultati per «${query}»`,
  noResults: (query: string) => `Nessun risultato per «${query}»`,
  noResultsHint:
    "Prova con meno parole o con un sinonimo, oppure sfoglia una categoria o gli articoli più recenti.",
  categoriesTitle: "Categorie",
  eventsTitle: "Eventi e corsi",
  sitePagesTitle: "Pagine del sito",
  newestTitle: "Articoli più recenti",
  emptyQuery: "Scrivi che cosa cerchi: una parola basta.",
  limited: "Hai fatto molte ricerche in poco tempo. Riprova tra un minuto.",
  unavailable: "La ricerca non è disponibile in questo momento. Riprova tra qualche minuto.",
  paginationLabel: "Pagine dei risultati",
  previous: "Risultati precedenti",
  next: "Risultati successivi",
  pageOf: (page: number, pageCount: number) => `Pagina ${page} di ${pageCount}`,
  headTitle: (query: string) => `«${query}» · Cerca nel blog`,
  keyboardHint: "Usa le frecce per scorrere i risultati.",
} as const;

/** 10 results per page. */
export const SEARCH_PAGE_SIZE = 10;
