import { catalogue } from "~/utils/language";

/** The footer's headings and sentences; its links are in `navigation`. */
export const footerCopy = catalogue({
  it: {
    newsletterHeading: "Newsletter",
    newsletterBlurb: "Novità, corsi ed eventi: una e-mail al mese, niente spam.",
    menuHeading: "Menu",
    contactHeading: "Contatti",
    socialHeading: "Seguici",
    legalHeading: "Note legali",
  },
  en: {
    newsletterHeading: "Newsletter",
    newsletterBlurb: "News, courses and events: one e-mail a month, no spam.",
    menuHeading: "Menu",
    contactHeading: "Contact",
    socialHeading: "Follow us",
    legalHeading: "Legal",
  },
});

/** What a page that failed on the server says, in its head and its body. */
export const errorCopy = catalogue({
  it: {
    title: "Si è verificato un errore",
    description: "Si è verificato un errore imprevisto.",
    apology:
      "Qualcosa non ha funzionato da parte nostra. Riprova tra qualche istante; se il problema continua, scrivici a",
    home: "Torna alla home",
  },
  en: {
    title: "Something went wrong",
    description: "An unexpected error occurred.",
    apology:
      "Something went wrong on our side. Please try again in a moment; if the problem persists, write to us at",
    home: "Back to the home page",
  },
});
