/** The staff's events: the list, the form, its messages. */

export const eventListText = {
  title: "Eventi e corsi",
  description: "Gli eventi e i corsi pubblicati sul sito, le loro date e le iscrizioni.",
  create: "Nuovo evento",
  caption: "Eventi e corsi, dal più recente",
  empty: "Nessun evento ancora: crea il primo.",
  columns: {
    title: "Titolo",
    when: "Quando",
    format: "Formato",
    publication: "Pubblicazione",
    state: "Stato dell'evento",
    seats: "Iscritti",
    actions: "Azioni",
  },
  seats: (confirmed: number, capacity: number | null, waiting: number) =>
    `${confirmed}${capacity === null ? "" : ` su ${capacity}`}${waiting > 0 ? `, ${waiting} in attesa` : ""}`,
  edit: "Modifica",
  attendees: "Iscritti",
  checkIn: "Accoglienza",
  revisions: "Revisioni",
  context: (title: string) => ` ${title}`,
} as const;

export const eventFormText = {
  newTitle: "Nuovo evento",
  editTitle: "Modifica evento",
  what: "L'evento",
  when: "Date e orari",
  whenHint:
    "Ora di Roma. Senza orari l'evento dura i giorni indicati; senza date è un corso su richiesta.",
  where: "Luogo",
  price: "Prezzo e posti",
  registrations: "Iscrizioni",
  publication: "Pubblicazione",
  cover: "Immagine",
  labels: {
    title: "Titolo",
    slug: "Slug (indirizzo)",
    slugHint: "L'evento sarà su /eventi/slug. Lasciato vuoto, si ricava dal titolo.",
    excerpt: "Sommario",
    excerptHint: "Una o due frasi: compaiono negli elenchi e sotto il titolo.",
    kind: "Tipo",
    format: "Formato",
    startDay: "Giorno di inizio",
    startTime: "Ora di inizio (facoltativa)",
    endDay: "Giorno di fine (facoltativo)",
    endTime: "Ora di fine",
    attendance: "Modalità",
    placeName: "Nome del luogo",
    placeAddress: "Indirizzo",
    placeCity: "Città",
    placeProvince: "Provincia (sigla)",
    price: "Prezzo in euro (vuoto: gratuito)",
    priceVat: "IVA",
    durationHours: "Durata in ore (facoltativa)",
    capacity: "Posti (vuoto: senza limite)",
    waitingList: "Lista d'attesa quando i posti finiscono",
    registrationsEnabled: "Iscrizioni dal modulo del sito",
    opensAt: "Iscrizioni aperte dal (facoltativo)",
    closesAt: "Iscrizioni chiuse dal (vuoto: all'inizio dell'evento)",
    eventState: "Stato dell'evento",
    eventStateHint:
      "Un evento annullato resta pubblicato e lo dice; gli iscritti ricevono un'e-mail a ogni cambio di data, luogo o stato.",
    metaDescription: "Meta description (facoltativa)",
    status: "Stato della pubblicazione",
    publishAt: "Pubblica il (ora di Roma)",
    unpublishAt: "Ritira il (ora di Roma)",
  },
  vatOptions: [
    { value: "inclusa", label: "IVA inclusa" },
    { value: "esclusa", label: "+ IVA" },
  ],
  draft: "Salva bozza",
  publish: "Pubblica",
  save: "Salva",
  pending: "Salvataggio...",
  back: "Torna agli eventi",
  view: "Vedi la pagina",
} as const;

export const eventFieldMessages = {
  kindUnknown: "Scegli un tipo dell'elenco.",
  formatUnknown: "Scegli un formato dell'elenco.",
  attendanceUnknown: "Scegli una modalità dell'elenco.",
  stateUnknown: "Scegli uno stato dell'elenco.",
  dayInvalid: "Inserisci il giorno nel formato gg/mm/aaaa.",
  timeInvalid: "Inserisci l'ora nel formato hh:mm.",
  startDayMissing:
    "Indica il giorno di inizio, oppure lascia vuoti giorni e orari per un corso su richiesta.",
  endTimeMissing: "Indica l'ora di fine.",
  startTimeMissing: "Indica anche l'ora di inizio, oppure togli l'ora di fine.",
  endBeforeStart: "La fine deve venire dopo l'inizio.",
  nonexistent:
    "Quest'ora non esiste in Italia: al cambio dell'ora legale gli orologi passano dalle 2:00 alle 3:00.",
  momentInvalid: "Inserisci data e ora nel formato gg/mm/aaaa, hh:mm.",
  closesBeforeOpens: "La chiusura delle iscrizioni deve venire dopo l'apertura.",
  placeMissing: "Indica il luogo: per un evento solo online scegli la modalità Online.",
  provinceFormat: "La provincia è la sigla di due lettere, ad esempio BA.",
  priceFormat: "Scrivi il prezzo in euro, ad esempio 49 oppure 49,50; vuoto se è gratuito.",
  whole: (what: string, max: number) => `${what}: un numero intero da 1 a ${max}.`,
  textTooLong: (what: string, max: number) => `${what} può contenere al massimo ${max} caratteri.`,
  vatUnknown: "Scegli se il prezzo comprende l'IVA.",
  slugTaken: "Questo slug è già usato da un altro evento.",
} as const;

export const eventToasts = {
  created: { type: "success", title: "Evento creato", description: "L'evento è salvato." },
  updated: { type: "success", title: "Evento salvato", description: "Le modifiche sono salvate." },
  published: {
    type: "success",
    title: "Evento pubblicato!",
    description: "L'evento è ora visibile sul sito.",
  },
  draft: { type: "success", title: "Bozza salvata", description: "L'evento è salvato come bozza." },
  scheduled: (when: string) =>
    ({
      type: "success",
      title: "Evento programmato",
      description: `Sarà pubblicato il ${when}.`,
    }) as const,
  notified: (count: number) =>
    ({
      type: "success",
      title: "Evento salvato",
      description:
        count === 1
          ? "Abbiamo scritto all'iscritto con il calendario aggiornato."
          : `Abbiamo scritto ai ${count} iscritti con il calendario aggiornato.`,
    }) as const,
} as const;

export const eventWriteAlerts = {
  conflict: {
    title: "L'evento è cambiato nel frattempo",
    description:
      "Qualcun altro lo ha salvato dopo che hai aperto il modulo. Ricarica la pagina per vedere la versione nuova: quello che hai scritto è ancora qui sotto, copialo prima.",
  },
  notStored: {
    title: "Evento non salvato",
    description: "Il database non accetta scritture in questo momento. Riprova tra poco.",
  },
  failed: {
    title: "Evento non salvato",
    description: "Si è verificato un errore. Riprova.",
  },
} as const;

/** An event's English translation in the staff area, which stays Italian. */
export const eventTranslationText = {
  panelTitle: "Traduzione inglese",
  none: "Questo evento non ha ancora una traduzione inglese.",
  create: "Crea la traduzione inglese",
  aiDraft: "Bozza automatica con l'AI",
  edit: "Modifica la traduzione inglese",
  status: (label: string) => `Stato: ${label}`,
  staleNote: "L'originale italiano è cambiato da quando la traduzione è stata salvata.",
  original: "Originale italiano",
  originalLink: "Apri l'originale",
  factsNote:
    "Date, luogo, prezzo, posti, iscrizioni e stato sono quelli dell'originale italiano: si cambiano lì.",
  englishLabel: "Traduzione inglese",
  created: {
    type: "success",
    title: "Traduzione inglese creata",
    description: "È una bozza: traduci i testi, dai un indirizzo inglese e pubblicala.",
  },
  exists: "La traduzione inglese esiste già",
  notItalian: "Solo un evento italiano si traduce in inglese.",
  slugTaken: "Un evento inglese ha già questo indirizzo: cambialo e riprova.",
} as const;
