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
  pageBusy:
    "Questa pagina ha già un test in corso o in pausa: concludilo prima di avviarne un altro.",
  stale: "Il test è stato cambiato da qualcun altro nel frattempo: ricarica la pagina e riprova.",
  notEditable:
    "Un test avviato non si modifica: le sue varianti devono restare quelle viste dai visitatori.",
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

export const experimentPageText = {
  back: "Tutti i test",
  summary: "Il test",
  page: "Pagina",
  goal: "Obiettivo",
  status: "Stato",
  started: "Avviato il",
  ended: "Concluso il",
  limit: (days: number) => `Si ferma da solo dopo ${days} giorni se nessuna variante vince prima.`,
  draftTitle: "Varianti",
  actionsTitle: "Azioni",
  start: "Avvia il test",
  pause: "Metti in pausa",
  resume: "Riprendi",
  stop: "Concludi il test",
  confirmStop:
    "Concludere il test? I visitatori torneranno a vedere l'originale e il test non potrà ripartire.",
  resultsTitle: "Risultati",
  resultsIntro:
    "Ogni visitatore conta una volta al giorno. Chi ha chiesto di non essere tracciato, lo staff e i programmi automatici non sono contati.",
  caption: "Risultati per variante",
  columns: {
    variant: "Variante",
    share: "Quota",
    visitors: "Visitatori",
    leads: "Richieste",
    qualified: "Qualificate",
    won: "Clienti",
    value: "Valore",
    rate: "Conversione",
    lift: "Rispetto all'originale",
  },
  control: "Riferimento",
  notYet: "Dati insufficienti",
  interval: (low: string, high: string) => `tra ${low} e ${high} punti`,
  sampleSize: (visitors: string, baseline: string, measured: boolean) =>
    `Per riconoscere un aumento del 30% servono circa ${visitors} visitatori per variante, con una conversione di partenza del ${baseline}${measured ? " (misurata sull'originale)" : " (stimata finché l'originale non ha dati)"}.`,
  method:
    "Il verdetto usa un test sequenziale (mSPRT) che resta valido anche guardando i risultati ogni giorno: nessun verdetto prima di 1.000 visitatori per variante e 20 conversioni.",
  verdicts: {
    collecting: "Raccolta dei dati: ancora nessun verdetto possibile.",
    running: "Nessuna differenza chiara finora: il test continua.",
    winner: (name: string) =>
      `${name} porta più conversioni dell'originale, con un risultato chiaro.`,
    "control-wins": "L'originale porta più conversioni di ogni variante, con un risultato chiaro.",
    "no-difference": "Tempo scaduto senza una differenza chiara: conviene tenere l'originale.",
  },
  endReasons: {
    staff: "Concluso dallo staff.",
    winner: "Concluso da solo: una variante ha vinto.",
    control: "Concluso da solo: l'originale è risultato migliore.",
    "time-limit": "Concluso da solo alla scadenza.",
  },
  promoteTitle: "Promuovi una variante",
  promoteIntro:
    "La variante diventa la pagina: titolo, apertura e campi del modulo. Il salvataggio è una revisione della pagina e si può annullare dalle sue revisioni.",
  promote: (name: string) => `Promuovi ${name}`,
  confirmPromote: (name: string) => `Rendere ${name} la pagina pubblicata?`,
  promoted: "Variante promossa: la pagina è stata aggiornata.",
  pageRevisions: "Revisioni della pagina",
};
