/** `/admin/statistiche`: the site's visits, where they come from and what they lead to. */
export const dashboardPage = {
  title: "Statistiche",
  description: "Visitatori, pagine, provenienze e contatti del sito, senza cookie.",
  method:
    "Contiamo le pagine viste sul nostro server, senza cookie e senza script: ogni visitatore è contato una volta al giorno, con una chiave che cambia ogni giorno. Non sono contati i bot, lo staff collegato e chi chiede di non essere tracciato.",
  range: {
    presetsLabel: "Periodo",
    presets: {
      oggi: "Oggi",
      "7": "Ultimi 7 giorni",
      "30": "Ultimi 30 giorni",
      "90": "Ultimi 90 giorni",
    },
    custom: "Intervallo a scelta",
    from: "Dal giorno",
    to: "Al giorno",
    submit: "Mostra",
    today: (day: string) => `Oggi, ${day}`,
  },
  filter: {
    label: "Filtro:",
    dimensions: { page: "pagina", source: "sorgente", campaign: "campagna" },
    remove: "Rimuovi filtro",
    scope:
      "Il filtro vale per i numeri principali, il grafico e le conversioni; le tabelle mostrano tutto il sito, con la riga filtrata evidenziata.",
    active: "filtro attivo",
    /** Read before a row's value in its link: the link filters, it does not open the page. */
    by: {
      page: "Filtra per la pagina",
      source: "Filtra per la sorgente",
      campaign: "Filtra per la campagna",
    },
  },
  language: {
    legend: "Lingua delle pagine",
    label: "Lingua",
    choices: [
      { value: "", label: "tutte" },
      { value: "it", label: "italiano" },
      { value: "en", label: "inglese" },
    ],
    submit: "Applica",
    names: { it: "italiano", en: "inglese" },
    active: "Lingua:",
    remove: "Tutte le lingue",
    scope:
      "La lingua vale per i numeri principali, il grafico, le pagine, le pagine d'ingresso, gli articoli, le conversioni e i lead; sorgenti, provenienze, campagne, dispositivi e browser restano di tutte le lingue, e con un filtro per sorgente o campagna anche i numeri principali.",
  },
  headline: {
    title: "In sintesi",
    visitors: "Visitatori",
    views: "Visualizzazioni",
    bounceRate: "Frequenza di rimbalzo",
    viewsPerVisitor: "Visualizzazioni per visitatore",
    none: "—",
  },
  change: {
    against: (days: number) =>
      days === 1 ? "rispetto al giorno precedente" : `rispetto ai ${days} giorni precedenti`,
    up: "in aumento",
    down: "in calo",
    same: "invariato",
    noPrevious: (days: number) =>
      days === 1
        ? "Nessun dato nel giorno precedente da confrontare"
        : `Nessun dato nei ${days} giorni precedenti da confrontare`,
    points: (signed: string) => `${signed} punti`,
  },
  chart: {
    heading: "Andamento",
    title: {
      day: (range: string) => `Visitatori per giorno, ${range}`,
      week: (range: string) => `Visitatori per settimana, ${range}`,
    },
    summary: (total: string, peak: string, peakWhen: string, average: string, per: string) =>
      `In tutto ${total} visitatori; il massimo è ${peak}, ${peakWhen}; in media ${average} ${per}.`,
    flat: "Nessun visitatore nel periodo.",
    perDay: "al giorno",
    perWeek: "a settimana",
    /** `dal 3 marzo 2025`, `dall'8 marzo 2025`. */
    peakWeek: (fromDay: string) => `nella settimana ${fromDay}`,
    data: "Dati del grafico",
    columns: { day: "Giorno", week: "Settimana dal", visitors: "Visitatori" },
    max: (value: string) => `Massimo: ${value}`,
  },
  sections: {
    content: "Contenuti",
    acquisition: "Provenienza",
    technology: "Dispositivi e browser",
    conversions: "Conversioni",
  },
  tables: {
    pages: { caption: "Pagine", value: "Pagina" },
    entries: { caption: "Pagine d'ingresso", value: "Pagina d'ingresso" },
    referrers: { caption: "Provenienze", value: "Sito di provenienza" },
    sources: { caption: "Sorgenti", value: "Sorgente" },
    campaigns: { caption: "Campagne", value: "Campagna" },
    devices: { caption: "Dispositivi", value: "Dispositivo" },
    browsers: { caption: "Browser", value: "Browser" },
    languages: { caption: "Lingue", value: "Lingua" },
    articles: { caption: "Articoli più letti", value: "Articolo" },
    visitors: "Visitatori",
    views: "Visualizzazioni",
    bounceRate: "Rimbalzo",
    empty: "Nessun dato nel periodo scelto: prova un periodo più ampio.",
    download: "Scarica CSV",
    sourcesNote:
      "La sorgente è quella dichiarata dalla campagna (utm_source), altrimenti il sito di provenienza.",
  },
  values: {
    direct: "Diretto o sconosciuto",
    unknownEntry: "Sconosciuta",
    devices: { desktop: "Computer", mobile: "Smartphone", tablet: "Tablet" } as Record<
      string,
      string
    >,
    languages: { it: "Italiano", en: "Inglese" } as Record<string, string>,
  },
  conversions: {
    contacts: "Contatti",
    registrations: "Iscrizioni",
    newsletter: "Newsletter (confermate)",
    total: "Totale",
    visitors: "Visitatori",
    rate: "Tasso di conversione",
    intro:
      "Contatti e iscrizioni inviati nel periodo e iscrizioni alla newsletter confermate, con la visita da cui sono arrivati. Una richiesta resa anonima non ha più provenienza.",
    bySource: "Conversioni per sorgente",
    byCampaign: "Conversioni per campagna",
    byEntry: "Conversioni per pagina d'ingresso",
  },
  leads: {
    title: "Lead e ricavi",
    intro:
      "I lead ricevuti nel periodo, fin dove sono arrivati e quanto hanno reso, dalla pipeline dei lead. Origine, campagna, fase, valore e date restano anche quando la persona è resa anonima.",
    funnelCaption: "Passaggi tra le fasi",
    step: "Passaggio",
    from: "Partiti",
    to: "Arrivati",
    rate: "Tasso",
    steps: [
      "Nuovi → Contattati",
      "Contattati → Qualificati",
      "Qualificati → Proposta",
      "Proposta → Vinti",
    ],
    medianResponse: "Tempo mediano alla prima risposta",
    noResponse: "nessuna risposta ancora",
    bySource: "Lead per origine",
    byCampaign: "Lead per campagna, con i costi",
    byEntry: "Lead per pagina d'ingresso",
    source: "Origine",
    campaign: "Campagna",
    entry: "Pagina d'ingresso",
    leads: "Lead",
    qualified: "Qualificati",
    won: "Vinti",
    revenue: "Ricavi",
    spend: "Spesa",
    costPerLead: "Costo per lead",
    costPerClient: "Costo per cliente",
    none: "Nessun lead nel periodo.",
    spendTitle: "Spesa mensile di una campagna",
    spendIntro:
      "La spesa di un mese si ripartisce sui suoi giorni: un periodo che ne copre una parte ne conta la parte.",
    spendCampaign: "Campagna (utm_campaign)",
    spendMonth: "Mese",
    spendAmount: "Spesa in euro",
    spendSave: "Salva la spesa",
    spendSaved: "Spesa salvata",
    badCampaign: "Scrivi il nome della campagna, come nei suoi indirizzi (utm_campaign).",
    badMonth: "Scegli un mese, come 2026-12.",
    badAmount: "Scrivi un importo in euro, come 1.500 o 1500,50.",
  },
  notes: {
    title: "Note sul conteggio",
    dropped: (count: string) =>
      `${count} visualizzazioni non registrate: il database non accettava scritture e la memoria era piena.`,
    setAside: (count: string, perAddress: string) =>
      `${count} visualizzazioni messe da parte dall'avvio del server: venivano da un indirizzo che in quel giorno aveva già portato ${perAddress} nuovi visitatori. Le persone dietro un indirizzo condiviso (un ufficio, una scuola) sono contate fino a ${perAddress}; oltre, è quasi sempre un programma che cambia browser a ogni richiesta.`,
    edgeCache:
      "Le pagine servite dalla cache edge davanti al sito non arrivano al server e non sono contate.",
    countingOff:
      "Il conteggio delle visite è spento su questo server (ANALYTICS=off): le nuove visualizzazioni non vengono registrate.",
  },
  empty: {
    text: "Nessuna visualizzazione nel periodo scelto.",
    filtered:
      "Nessuna visualizzazione nel periodo scelto con questo filtro: rimuovilo per vedere tutto il sito, o scegli un altro periodo.",
    wider: "Guarda gli ultimi 90 giorni",
    firstVisits:
      "Le prime visite compariranno qui entro pochi secondi da quando qualcuno apre una pagina del sito.",
  },
} as const;

export const dashboardQueryMessages = {
  badDate: "Inserisci una data valida, nel formato aaaa-mm-gg (ad esempio 2026-11-27).",
  missingFrom: "Inserisci il primo giorno dell'intervallo.",
  toBeforeFrom: "Il giorno finale non può venire prima di quello iniziale.",
  future: "Scegli un giorno fino a oggi.",
  tooLong: "L'intervallo può coprire al massimo 3 anni: scegli un primo giorno più recente.",
  refused: "Intervallo non valido: correggilo nella pagina Statistiche e riprova.",
  unknownTable: "Questa tabella delle statistiche non esiste.",
} as const;

/** The exports' columns, in the CSV's Italian headers. */
export const dashboardCsvColumns = {
  visits: { visitors: "Visitatori", views: "Visualizzazioni" },
  entry: {
    visitors: "Visitatori",
    views: "Visualizzazioni",
    visits: "Visite",
    bounceRate: "Frequenza di rimbalzo (%)",
  },
  conversions: {
    contact: "Contatti",
    registration: "Iscrizioni",
    newsletter: "Newsletter (confermate)",
    total: "Totale",
    visitors: "Visitatori",
    rate: "Tasso di conversione (%)",
  },
  articles: {
    title: "Titolo",
    address: "Indirizzo",
    views: "Visualizzazioni",
    visitors: "Visitatori",
  },
} as const;
