// The staff's words for the pages' content: the overview, the lists, the form's answers.

export const pagesOverviewText = {
  title: "Pagine del sito",
  description:
    "I contenuti delle pagine pubbliche: casi studio, portfolio, persone, testimonianze, domande frequenti, clienti e le pagine che esistono una volta sola.",
  caption: "I tipi di contenuto",
  columns: { type: "Tipo", count: "Pubblicati", actions: "Azioni" },
  open: (plural: string) => `Apri: ${plural}`,
} as const;

export const pageListText = {
  create: (label: string) => `Nuovo: ${label.toLowerCase()}`,
  caption: (plural: string) => `${plural}, nell'ordine delle pagine`,
  empty: "Nessun contenuto ancora: crea il primo.",
  columns: {
    title: "Titolo",
    position: "Posizione",
    publication: "Pubblicazione",
    updated: "Ultima modifica",
    actions: "Azioni",
  },
  edit: (title: string) => `Modifica: ${title}`,
  view: "Vedi la pagina",
  revisions: "Revisioni",
  duplicate: "Duplica",
  back: "Torna alle pagine del sito",
  editTitle: (label: string) => `Modifica: ${label.toLowerCase()}`,
  newTitle: (label: string) => `Nuovo: ${label.toLowerCase()}`,
} as const;

/** The English translation of an entry, on its form and in its list (decision 0294). */
export const pageTranslationText = {
  title: "Traduzione inglese",
  none: "Questo contenuto non ha ancora una versione inglese.",
  create: "Crea la traduzione inglese",
  aiDraft: "Bozza automatica con l'AI",
  aiDraftHint:
    "Il modello di testo scrive una bozza da rivedere: non viene mai pubblicata da sola.",
  edit: "Modifica la traduzione inglese",
  status: "Stato della traduzione:",
  stale: "Traduzione da aggiornare",
  staleOriginal:
    "L'originale italiano è cambiato dopo l'ultimo salvataggio di questa traduzione: aggiornala e salvala.",
  original: "Originale italiano",
  originalEdit: "Modifica l'originale italiano",
  originalTitle: "Titolo",
  originalExcerpt: "Sintesi",
  originalBody: "Testo",
  englishMarker: "EN",
  italianChoice: (title: string) => `${title} (originale italiano)`,
  englishLabel: "Versione inglese",
  notOriginal: "Solo un contenuto italiano ha una traduzione",
  notDuplicated: "Una traduzione non si duplica: duplica il suo originale italiano",
  created: {
    type: "success",
    title: "Traduzione creata",
    description:
      "La versione inglese è una bozza copiata dall'italiano: traducila, dalle il suo indirizzo inglese e pubblicala.",
  },
  exists: {
    type: "success",
    title: "La traduzione c'è già",
    description: "Ecco la versione inglese di questo contenuto.",
  },
} as const;

export const pageFieldMessages = {
  slugTaken: "Un altro contenuto di questo tipo ha già questo indirizzo: scegline un altro.",
  addressRoute: "A questo indirizzo risponde già una pagina del sito: scegline un altro.",
  addressPage: "A questo indirizzo c'è già un'altra pagina: scegline un altro.",
  addressRedirect:
    "Questo indirizzo porta a un'altra pagina con un reindirizzamento: scegline un altro o togli prima il reindirizzamento.",
  addressReserved: (prefix: string) =>
    `Gli indirizzi che iniziano con ${prefix} sono riservati al sito: scegline un altro.`,
  unknownIllustration: "Questa illustrazione non esiste: scegline una dall'elenco.",
} as const;

export const pageToasts = {
  created: { type: "success", title: "Contenuto creato", description: "Il contenuto è salvato." },
  updated: {
    type: "success",
    title: "Contenuto salvato",
    description: "Le modifiche sono salvate.",
  },
  published: {
    type: "success",
    title: "Contenuto pubblicato!",
    description: "Il contenuto è ora visibile sul sito.",
  },
  draft: {
    type: "success",
    title: "Bozza salvata",
    description: "Il contenuto è salvato come bozza.",
  },
  duplicated: {
    type: "success",
    title: "Copia creata",
    description: "La copia è una bozza: cambiane il titolo e l'indirizzo prima di pubblicarla.",
  },
  scheduled: (when: string) =>
    ({
      type: "success",
      title: "Contenuto programmato",
      description: `Sarà pubblicato il ${when}.`,
    }) as const,
} as const;

export const pageWriteAlerts = {
  conflict: {
    title: "Il contenuto è cambiato nel frattempo",
    description:
      "Qualcun altro lo ha salvato dopo che hai aperto il modulo. Ricarica la pagina per vedere la versione nuova: quello che hai scritto è ancora qui sotto, copialo prima.",
  },
  notStored: {
    title: "Contenuto non salvato",
    description: "Il database non accetta scritture in questo momento. Riprova tra poco.",
  },
  failed: { title: "Contenuto non salvato", description: "Si è verificato un errore. Riprova." },
} as const;
