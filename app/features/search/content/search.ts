import { catalogue } from "~/utils/language";

/** The blog search's texts. */
export const searchCopy = catalogue({
  it: {
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
    /** What a found page of the site is, under its title. */
    pageTypes: {
      "case-study": "Caso studio",
      service: "Servizio",
      "case-studies-page": "Pagina dei casi studio",
      "portfolio-page": "Pagina del portfolio",
      "home-page": "Home page",
      "about-page": "Pagina Chi siamo",
      "services-page": "Pagina dei servizi",
      "simple-page": "Pagina semplice",
      "landing-page": "Pagina di atterraggio",
    },
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
  },
  en: {
    title: "Search the blog",
    description:
      "Search the blog's articles: digital marketing, packaging, trade fairs, social media and real cases.",
    keywords: ["search the blog", "digital marketing articles", "packaging design", "social media"],
    intro:
      "Type one or more words: we find the articles about them, singular or plural, with or without accents.",
    resultsLabel: "Search results",
    count: (total: number, query: string) =>
      total === 1 ? `1 result for “${query}”` : `${total} results for “${query}”`,
    noResults: (query: string) => `No results for “${query}”`,
    noResultsHint: "Try fewer words or a synonym, or browse a category or the latest articles.",
    categoriesTitle: "Categories",
    eventsTitle: "Events and courses",
    sitePagesTitle: "Pages of the site",
    pageTypes: {
      "case-study": "Case study",
      service: "Service",
      "case-studies-page": "Case studies",
      "portfolio-page": "Portfolio",
      "home-page": "Home page",
      "about-page": "About us",
      "services-page": "Services",
      "simple-page": "Page",
      "landing-page": "Campaign page",
    },
    newestTitle: "Latest articles",
    emptyQuery: "Type what you are looking for: one word is enough.",
    limited: "You have searched a lot in a short time. Please try again in a minute.",
    unavailable: "Search is unavailable at the moment. Please try again in a few minutes.",
    paginationLabel: "Results pages",
    previous: "Previous results",
    next: "Next results",
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
    headTitle: (query: string) => `“${query}” · Search the blog`,
    keyboardHint: "Use the arrow keys to move through the results.",
  },
});

/** 10 results per page. */
export const SEARCH_PAGE_SIZE = 10;
