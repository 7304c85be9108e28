/** A message about the whole submission: a title and a sentence. */
export type FormAlertContent = { title: string; description: string };

/** What visitors are told when a submission cannot go through. */
export type FailureAlerts = {
  rateLimited: FormAlertContent;
  /** Told when the database refused the submission and the spool kept it; null: nothing to tell. */
  spooled: FormAlertContent | null;
  unexpected: FormAlertContent;
};

const newsletterFailed: FormAlertContent = {
  title: "Errore",
  description: "Si è verificato un errore nell'iscrizione alla newsletter. Riprova più tardi.",
};

export const formAlerts = {
  contact: {
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
  } satisfies FailureAlerts,
  registration: {
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
  } satisfies FailureAlerts,
  // The visitor always lands on /grazie: a failure is told there; a spooled signup
  // was accepted, and its confirmation e-mail follows once it is imported.
  newsletter: {
    rateLimited: newsletterFailed,
    spooled: null,
    unexpected: newsletterFailed,
  } satisfies FailureAlerts,
};

/** Why a post could not be read as a form at all; nothing of it is stored. */
export type UnreadableForm = "too-large" | "unsupported-type" | "malformed" | "invalid-encoding";

export const unreadableFormAlerts: Record<UnreadableForm, FormAlertContent> = {
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
};

export const consentLabels = {
  newsletter:
    "Desidero ricevere comunicazioni commerciali e newsletter su novità, corsi ed eventi dell'agenzia.",
  ads: "Facoltativo: acconsento che l'agenzia comunichi a Google e Meta che la mia richiesta è arrivata da una loro pubblicità (con l'identificativo del clic e, per Meta, email e telefono cifrati), perché sappiano quali annunci portano clienti. Posso revocare il consenso quando voglio.",
} as const;

/** The wording's version, stored with each consent given: a new wording gets a new one. */
export const adsConsentVersion = "2026-12-03";

export const pendingLabel = "Invio in corso...";

export const newsletterLabels = { submit: "Iscriviti", pending: "Iscrizione..." } as const;

/**
 * A staff form whose write the database refused for a passing reason (another process's
 * lock, a full disk): 'Errore durante il salvataggio', and that nothing was kept.
 */
export const writeRefusedAlert: FormAlertContent = {
  title: "Errore durante il salvataggio",
  description: "Si è verificato un errore. Riprova. Non è stato salvato nulla.",
};
