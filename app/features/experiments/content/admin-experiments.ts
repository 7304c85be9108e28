// The tests' copy, for the staff: Italian only.

export const experimentMessages = {
  share: "Scrivi una quota intera tra 0 e 100.",
  page: "Scegli la pagina di atterraggio da mettere alla prova.",
  goal: "Scegli su cosa giudicare il test.",
  days: "Scrivi un numero di giorni tra 7 e 90.",
  controlShare: "L'originale deve ricevere una parte del traffico.",
  oneVariant: "Dai una quota ad almeno una variante oltre all'originale.",
  sharesTotal: (total: number) => `Le quote devono fare 100 in tutto: ora fanno ${total}.`,
  imageHalf: "Scegli l'immagine e scrivi il suo testo alternativo, oppure nessuno dei due.",
  noChange: "Questa variante è uguale all'originale: cambia almeno una cosa.",
  unknownImage: "Questa immagine non esiste: scegline una dall'elenco.",
  unknownPage: "Questa pagina non esiste più o non è una pagina di atterraggio pubblicata.",
  pageBusy: "Questa pagina ha già un test in corso o in pausa: concludilo prima di avviarne un altro.",
  stale: "Il test è stato cambiato da qualcun altro nel frattempo: ricarica la pagina e riprova.",
  notEditable: "Un test avviato non si modifica: le sue varianti devono restare quelle viste dai visitatori.",
  busy: "Il database è occupato in questo momento: riprova tra qualche secondo.",
};

export const experimentsPage = {
  title: "Esperimenti",
  description:
    "Test A/B delle pagine di atterraggio, senza cookie né script: ogni visitatore vede una variante per tutto il giorno, e il test si giudica sulle richieste che arrivano.",
  create: "Nuovo test",
  empty: "Nessun test ancora. Crea il primo per confrontare due versioni di una pagina.",
  columns: {
    name: "Test",
    page: "Pagina",
    goal: "Obiettivo",
    status: "Stato",
    started: "Avviato",
  },
  analyticsOff:
    "Le statistiche sono spente (ANALYTICS=off): un test in corso non può contare i visitatori.",
};

export const experimentFormText = {
  newTitle: "Nuovo test",
  editTitle: (name: string) => `Modifica: ${name}`,
  name: "Nome del test",
  nameHint: "Per lo staff: i visitatori non lo vedono.",
  page: "Pagina di atterraggio",
  pageChoice: "Scegli una pagina",
  goal: "Obiettivo",
  goalHint:
    "Su cosa si giudica il test: le richieste inviate, quelle che lo staff porta a «Qualificato», o i lavori vinti.",
  days: "Durata massima (giorni)",
  daysHint: "Se nessuna variante vince prima, il test si ferma da solo dopo questi giorni.",
  variant: (letter: string) => `Variante ${letter}`,
  control: "Variante A: l'originale",
  controlHint: "La pagina com'è. Chi ha chiesto di non essere tracciato e lo staff vedono questa.",
  variantHint:
    "Lascia vuoto ciò che resta come nell'originale. Con quota 0 la variante non entra nel test.",
  variantName: "Nome della variante",
  share: "Quota di traffico (%)",
  headline: "Titolo principale",
  lead: "Introduzione dell'apertura",
  image: "Immagine dell'apertura",
  imageSame: "Come nell'originale",
  alt: "Testo alternativo dell'immagine",
  cta: "Pulsante dell'apertura",
  ctaLabel: "Testo del pulsante",
  ctaTo: "Indirizzo del pulsante",
  fields: "Campi facoltativi del modulo",
  fieldsHint: "Email, nome, messaggio e consensi restano sempre.",
  skip: (label: string) => `Non chiedere: ${label}`,
  save: "Salva la bozza",
  cancel: "Annulla",
  saved: "Test salvato.",
};
