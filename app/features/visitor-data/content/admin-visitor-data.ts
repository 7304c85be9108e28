type SubscriberStatus = "pending" | "confirmed" | "unsubscribed";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** `/admin/iscrizioni`: registrations by event, a CSV per event. */
export const registrationsPage = {
  title: "Iscrizioni",
  description: "Le iscrizioni a eventi e corsi, raggruppate per evento.",
  intro:
    "Il file CSV di ogni evento contiene le persone iscritte. Le iscrizioni anonimizzate (dopo un anno) restano nel conteggio ma non nel file, perché non contengono più dati personali.",
  caption: "Iscrizioni per evento",
  columns: {
    event: "Evento",
    total: "Iscrizioni",
    anonymized: "Di cui anonimizzate",
    download: "Esportazione",
  },
  download: "Scarica CSV",
  downloadLabel: (event: string) => `Scarica il CSV delle iscrizioni a ${event}`,
  nothingToDownload: "Nessun dato da esportare",
  empty:
    "Non ci sono ancora iscrizioni: arrivano dal modulo d'iscrizione a eventi e corsi del sito.",
  emptyAction: "Apri il modulo d'iscrizione",
  unknownEvent: "Evento non trovato: nessuna iscrizione da esportare.",
} as const;

/** The registrations CSV: one row per person, the columns in this order. */
export const registrationCsvColumns = {
  receivedAt: "Data iscrizione",
  nome: "Nome",
  cognome: "Cognome",
  email: "Email",
  telefono: "Telefono",
  azienda: "Azienda",
  messaggio: "Messaggio",
  newsletter: "Consenso newsletter",
} as const;

/** `/admin/newsletter`: subscribers by status, a CSV of the confirmed ones. */
export const newsletterPage = {
  title: "Newsletter",
  description: "Gli iscritti alla newsletter per stato.",
  intro: "Il file CSV contiene solo gli iscritti che hanno confermato l'indirizzo.",
  summaryCaption: "Iscritti per stato",
  columns: { status: "Stato", count: "Numero", email: "Email", name: "Nome", date: "Data" },
  download: "Scarica CSV degli iscritti confermati",
  latestCaption: (status: string, shown: number, total: number) =>
    shown < total
      ? `${status}: i ${shown} più recenti su ${total}`
      : `${status}: ${plural(total, "indirizzo", "indirizzi")}`,
  empty: "Per ora non ci sono indirizzi in questo stato.",
  emptyAll:
    "Non ci sono ancora iscritti alla newsletter: arrivano dal modulo d'iscrizione del sito, dopo la conferma dell'indirizzo.",
  emptyAllAction: "Apri il modulo della newsletter",
} as const;

export const subscriberStatusLabels: Record<SubscriberStatus, string> = {
  pending: "In attesa di conferma",
  confirmed: "Confermati",
  unsubscribed: "Disiscritti",
};

/** What the date shown beside an address is, by status. */
export const subscriberDateLabels: Record<SubscriberStatus, string> = {
  pending: "Iscritto il",
  confirmed: "Confermato il",
  unsubscribed: "Disiscritto il",
};

/** The newsletter CSV's columns, in this order. */
export const newsletterCsvColumns = {
  email: "Email",
  nome: "Nome",
  cognome: "Cognome",
  confirmedAt: "Data conferma",
  source: "Fonte",
} as const;

/** `/admin/richieste`: access and erasure requests (GDPR art. 15 and 17). */
export const dataRequestPage = {
  title: "Richieste privacy",
  description: "Accesso ai dati personali e cancellazione su richiesta dell'interessato.",
  intro:
    "Cerca l'indirizzo e-mail di chi ha chiesto l'accesso ai propri dati (art. 15 GDPR) o la loro cancellazione (art. 17). Ogni ricerca, esportazione e cancellazione è registrata nel registro degli accessi senza l'indirizzo.",
  emailLabel: "Email dell'interessato",
  search: "Cerca",
  searching: "Ricerca in corso...",
  notFound: "Nessun dato trovato per questo indirizzo",
  notFoundText:
    "Il sito non conserva nulla su questo indirizzo. Controlla che sia scritto come lo ha dato l'interessato, o cercane un altro.",
  searchAgain: "Cerca un altro indirizzo",
  foundTitle: (email: string) => `Dati trovati per ${email}`,
  contacts: {
    caption: "Richieste di contatto",
    columns: { date: "Data", name: "Nome", service: "Servizio", message: "Messaggio" },
  },
  registrations: {
    caption: "Iscrizioni a eventi e corsi",
    columns: { date: "Data", name: "Nome", event: "Evento" },
  },
  subscribers: {
    caption: "Newsletter",
    columns: { email: "Email", status: "Stato", date: "Iscritto il" },
  },
  exportTitle: "Accesso ai dati",
  exportText:
    "Scarica in un file JSON tutto ciò che il sito conserva su questo indirizzo, da consegnare all'interessato.",
  export: "Esporta",
  eraseTitle: "Cancellazione",
  eraseText:
    "Cancella definitivamente tutti i dati elencati e le e-mail in coda che li contengono. Un indirizzo iscritto alla newsletter non riceverà più alcuna e-mail dalla newsletter, anche se si iscrive di nuovo.",
  confirmLabel: "Confermo la cancellazione definitiva",
  confirmDialog:
    "Cancellare definitivamente tutti i dati di questo indirizzo? L'operazione non si può annullare.",
  erase: "Cancella tutto",
  erasing: "Cancellazione in corso...",
} as const;

export type ErasedCounts = {
  contacts: number;
  registrations: number;
  subscribers: number;
  emails: number;
};

const audienceLeft =
  " L'indirizzo è ancora nell'audience di Resend (non è stato possibile rimuoverlo): eliminalo dal pannello di Resend.";

/** A search or an erasure the database refused for a passing reason (a lock, a full disk). */
export const dataRequestRefused = {
  title: "Errore",
  description:
    "Si è verificato un errore. Riprova tra qualche secondo: non è stato letto né cancellato nulla.",
};

export const dataRequestToasts = {
  nothingToExport: {
    type: "error",
    title: "Nessun dato trovato",
    description: "Nessun dato trovato per questo indirizzo: non c'è nulla da esportare.",
  },
  exportRefused: {
    type: "error",
    title: "Esportazione non riuscita",
    description: "La richiesta non era valida: cerca di nuovo l'indirizzo e riprova.",
  },
  erased: (counts: ErasedCounts & { audienceFailed: boolean }) => {
    const records = counts.contacts + counts.registrations + counts.subscribers;
    const parts = [
      plural(counts.contacts, "contatto", "contatti"),
      plural(counts.registrations, "iscrizione a eventi", "iscrizioni a eventi"),
      plural(counts.subscribers, "iscrizione alla newsletter", "iscrizioni alla newsletter"),
    ].join(", ");
    const emails =
      counts.emails === 0
        ? ""
        : counts.emails === 1
          ? " Rimossa 1 e-mail in coda."
          : ` Rimosse ${counts.emails} e-mail in coda.`;
    return {
      type: "success" as const,
      title: "Dati cancellati",
      description: `${plural(records, "record cancellato", "record cancellati")} (${parts}).${emails}${counts.audienceFailed ? audienceLeft : ""}`,
    };
  },
} as const;
