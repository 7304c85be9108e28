import { catalogue, type Catalogue } from "~/utils/language";

/** A message about the whole submission: a title and a sentence. */
export type FormAlertContent = { title: string; description: string };

/** What visitors are told when a submission cannot go through. */
export type FailureAlerts = {
  rateLimited: FormAlertContent;
  /** Told when the database refused the submission and the spool kept it; null: nothing to tell. */
  spooled: FormAlertContent | null;
  unexpected: FormAlertContent;
};

const newsletterFailed = catalogue({
  it: {
    title: "Errore",
    description: "Si è verificato un errore nell'iscrizione alla newsletter. Riprova più tardi.",
  },
  en: {
    title: "Something went wrong",
    description: "We could not sign you up to the newsletter. Please try again later.",
  },
});

/**
 * Each kind's failures in every language, for the language of the page the form was sent
 * from: `formAlerts.contact[language]`.
 */
export const formAlerts = {
  contact: catalogue<FailureAlerts>({
    it: {
      rateLimited: {
        title: "Limite raggiunto",
        description: "Hai raggiunto il limite di invii. Riprova tra un'ora.",
      },
      spooled: {
        title: "Errore nell'invio",
        description:
          "Invio registrato ma si è verificato un problema tecnico. Ti contatteremo comunque.",
      },
      unexpected: {
        title: "Errore imprevisto",
        description: "Si è verificato un errore imprevisto. Riprova più tardi.",
      },
    },
    en: {
      rateLimited: {
        title: "Limit reached",
        description: "You have reached the limit of messages. Please try again in an hour.",
      },
      spooled: {
        title: "Problem sending",
        description:
          "Your message was recorded, but we ran into a technical problem. We will get in touch all the same.",
      },
      unexpected: {
        title: "Unexpected error",
        description: "Something unexpected went wrong. Please try again later.",
      },
    },
  }),
  registration: catalogue<FailureAlerts>({
    it: {
      rateLimited: {
        title: "Limite raggiunto",
        description: "Hai raggiunto il limite di iscrizioni. Riprova tra un'ora.",
      },
      spooled: {
        title: "Errore",
        description:
          "Iscrizione registrata ma si è verificato un problema tecnico. Ti contatteremo comunque.",
      },
      unexpected: {
        title: "Errore",
        description: "Si è verificato un errore nell'invio dell'iscrizione. Riprova più tardi.",
      },
    },
    en: {
      rateLimited: {
        title: "Limit reached",
        description: "You have reached the limit of registrations. Please try again in an hour.",
      },
      spooled: {
        title: "Something went wrong",
        description:
          "Your registration was recorded, but we ran into a technical problem. We will get in touch all the same.",
      },
      unexpected: {
        title: "Something went wrong",
        description: "We could not send your registration. Please try again later.",
      },
    },
  }),
  // The visitor always lands on the thank-you page: a failure is told there; a spooled signup
  // was accepted, and its confirmation e-mail follows once it is imported.
  newsletter: catalogue<FailureAlerts>({
    it: { rateLimited: newsletterFailed.it, spooled: null, unexpected: newsletterFailed.it },
    en: { rateLimited: newsletterFailed.en, spooled: null, unexpected: newsletterFailed.en },
  }),
} satisfies Record<string, Catalogue<FailureAlerts>>;

/** Why a post could not be read as a form at all; nothing of it is stored. */
export type UnreadableForm = "too-large" | "unsupported-type" | "malformed" | "invalid-encoding";

/** A public form's unreadable post, told in the language of the page it came from. */
export const unreadableFormAlertsIn = catalogue<Record<UnreadableForm, FormAlertContent>>({
  it: {
    "too-large": {
      title: "Invio troppo grande",
      description:
        "Il modulo inviato supera la dimensione consentita. Accorcia il messaggio e riprova.",
    },
    "unsupported-type": {
      title: "Formato non supportato",
      description:
        "Questo indirizzo accetta solo moduli web. Compila il modulo nella pagina e invialo da lì.",
    },
    malformed: {
      title: "Invio non leggibile",
      description: "Il modulo è arrivato incompleto o danneggiato. Ricarica la pagina e riprova.",
    },
    "invalid-encoding": {
      title: "Caratteri non validi",
      description:
        "Il modulo contiene caratteri non leggibili (codifica diversa da UTF-8). Ricontrolla il testo e riprova.",
    },
  },
  en: {
    "too-large": {
      title: "Form too large",
      description:
        "The form you sent is larger than we accept. Shorten your message and try again.",
    },
    "unsupported-type": {
      title: "Format not supported",
      description:
        "This address accepts web forms only. Fill in the form on the page and send it from there.",
    },
    malformed: {
      title: "Form unreadable",
      description: "The form arrived incomplete or damaged. Reload the page and try again.",
    },
    "invalid-encoding": {
      title: "Invalid characters",
      description:
        "The form contains characters we cannot read (an encoding other than UTF-8). Check the text and try again.",
    },
  },
});

/** The staff area's, which is Italian only. */
export const unreadableFormAlerts = unreadableFormAlertsIn.it;

/** The consent boxes' words; `NewsletterConsent` and `AdsConsent` in the form kit show them. */
export const consentCopy = catalogue({
  it: {
    newsletter:
      "Desidero ricevere comunicazioni commerciali e newsletter su novità, corsi ed eventi dell'agenzia.",
    ads: "Facoltativo: acconsento che l'agenzia comunichi a Google e Meta che la mia richiesta è arrivata da una loro pubblicità (con l'identificativo del clic e, per Meta, email e telefono cifrati), perché sappiano quali annunci portano clienti. Posso revocare il consenso quando voglio.",
  },
  en: {
    newsletter:
      "I would like to receive marketing communications and the newsletter about the agency's news, courses and events.",
    ads: "Optional: I agree that the agency may tell Google and Meta that my request came from one of their adverts (with the click identifier and, for Meta, my email and phone number encrypted), so that they know which adverts bring in clients. I can withdraw my consent whenever I like.",
  },
});

/** The form kit's own words: the note on required fields, a person's fields, the privacy box. */
export const formKitCopy = catalogue({
  it: {
    requiredNote: "I campi contrassegnati con * sono obbligatori.",
    nome: "Nome",
    cognome: "Cognome",
    email: "Email",
    telefono: "Telefono",
    privacy: {
      before: "Ho letto l'",
      link: "informativa sulla privacy",
      to: "/privacy",
      after: " e acconsento al trattamento dei dati personali.",
    },
  },
  en: {
    requiredNote: "Fields marked with * are required.",
    nome: "First name",
    cognome: "Surname",
    email: "Email",
    telefono: "Phone",
    privacy: {
      before: "I have read the ",
      link: "privacy notice",
      to: "/en/privacy",
      after: " and consent to the processing of my personal data.",
    },
  },
});

/**
 * The wording's version, stored with each consent given: a new wording gets a new one. The
 * English is a translation of the same wording, so it shares the version.
 */
export const adsConsentVersion = "2026-12-03";

export const pendingLabels = catalogue({ it: "Invio in corso...", en: "Sending..." });

export const newsletterLabels = catalogue({
  it: { submit: "Iscriviti", pending: "Iscrizione..." },
  en: { submit: "Subscribe", pending: "Subscribing..." },
});

/**
 * A staff form whose write the database refused for a passing reason (another process's
 * lock, a full disk): 'Errore durante il salvataggio', and that nothing was kept.
 */
export const writeRefusedAlert: FormAlertContent = {
  title: "Errore durante il salvataggio",
  description: "Si è verificato un errore. Riprova. Non è stato salvato nulla.",
};
