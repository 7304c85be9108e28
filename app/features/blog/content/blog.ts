import { catalogue } from "~/utils/language";
import { withDayArticle } from "~/utils/format";

/** The public blog's texts: list, article page, fallback, loading and not-found states. */
export const blogCopy = catalogue({
  it: {
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
    feedUnavailable: "Feed momentaneamente non disponibile. Riprova tra qualche minuto.",
    home: "Home",
  },
  en: {
    title: "Blog",
    description:
      "Digital marketing strategy, packaging, trade-fair stands, social media and real cases: articles from our team for companies and public bodies.",
    keywords: [
      "digital marketing blog",
      "packaging design",
      "trade-fair stands",
      "social media",
      "SEO",
    ],
    intro:
      "Ideas, methods and real cases from our day-to-day work: digital marketing, packaging, trade fairs, social media and public communication.",
    listLabel: "Articles",
    readMore: "Read the article",
    empty: "No articles published yet.",
    emptyCategory: "No articles published in this category yet.",
    loadError: "The articles could not be loaded",
    fallbackNote: "Showing sample articles.",
    allCategories: "All",
    categoriesLabel: "Filter by category",
    newer: "Newer articles",
    older: "Older articles",
    paginationLabel: "Blog pages",
    pageOf: (page: number, pageCount: number) => `Page ${page} of ${pageCount}`,
    contactTitle: "Have a project in mind?",
    contactText: "Tell us what you are aiming for: we reply within one working day.",
    contactLink: "Get in touch",
    authorLabel: (siteName: string) => `${siteName} Team`,
    readingTime: (minutes: number) => `${minutes} min read`,
    backToBlog: "Back to the blog",
    notFoundTitle: "Article not found",
    notFoundText: "The article you are looking for does not exist or has not been published.",
    draftBanner: "Draft",
    draftBannerText: "Staff preview: visitors cannot see this article.",
    previewBanner: "Preview",
    previewBannerText: (until: string) =>
      `Only people with the link can see this page, until ${until}. The article may still change before it is published.`,
    feedTitle: (siteName: string) => `${siteName} blog`,
    feedLink: "Blog RSS feed",
    feedUnavailable: "The feed is unavailable at the moment. Please try again in a few minutes.",
    home: "Home",
  },
});

/** 12 cards per page of /blog. */
export const BLOG_PAGE_SIZE = 12;
