import { catalogue } from "~/utils/language";

/**
 * The words the marketing pages' code writes around their content, in each language: the
 * content itself is the page's row in that language (decision 0266).
 */

/** A case study's facts, on its card and its own page. */
export const caseStudyWords = catalogue({
  it: {
    trail: "Casi studio",
    project: "Progetto",
    sector: "Settore",
    services: "Servizi",
    challenge: "La sfida",
    solution: "La soluzione",
    results: "I risultati",
    clientVoice: "La voce del cliente",
    related: "Altri casi studio",
    readMore: "Leggi il caso studio",
    /** After `readMore` for screen readers: the links are told apart. */
    readMoreOf: (client: string) => ` di ${client}`,
    images: (client: string) => `Immagini del progetto per ${client}`,
  },
  en: {
    trail: "Case studies",
    project: "Project",
    sector: "Sector",
    services: "Services",
    challenge: "The challenge",
    solution: "The solution",
    results: "The results",
    clientVoice: "In the client's words",
    related: "More case studies",
    readMore: "Read the case study",
    readMoreOf: (client: string) => ` about ${client}`,
    images: (client: string) => `Project images for ${client}`,
  },
});

/** A piece of work's card, on the portfolio and the service pages. */
export const projectWords = catalogue({
  it: {
    year: (year: string) => `Anno ${year}`,
    images: (title: string) => `Immagini del progetto ${title}`,
    categories: "Categorie del portfolio",
  },
  en: {
    year: (year: string) => `Year ${year}`,
    images: (title: string) => `Images of the ${title} project`,
    categories: "Portfolio categories",
  },
});

/** The services' page and the service pages' trail. */
export const serviceWords = catalogue({
  it: {
    trail: "Servizi",
    /** After the booking button's label for screen readers: the buttons are told apart. */
    bookingAbout: (service: string) => `su ${service}`,
    relatedCases: "Casi studio",
  },
  en: {
    trail: "Services",
    bookingAbout: (service: string) => `about ${service}`,
    relatedCases: "Case studies",
  },
});

/**
 * Above a legal page's English text: the Italian text is the one that binds, and where it is.
 * The link's words complete the sentence. An Italian page is that text, so says nothing here.
 */
export const legalNotice = catalogue({
  it: { before: "", link: "", after: "" },
  en: {
    before: "This is a translation for your convenience: the ",
    link: "Italian text",
    after: " is the one that applies and prevails over it.",
  },
});
