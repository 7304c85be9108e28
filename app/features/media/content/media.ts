import { withDayArticle } from "~/utils/format";

/** `/admin/media` and each image's own page. */
export const mediaPage = {
  title: "Media",
  description: "Le immagini caricate sul sito, dove sono usate e il loro testo alternativo.",
  intro:
    "Ogni immagine caricata, con dove la mostrano gli articoli. Il testo alternativo appartiene all'immagine: vale ovunque compaia.",
  cleanup: (days: number) =>
    `Le immagini che nessun articolo mostra, nemmeno in una versione precedente o in un articolo eliminato, vengono rimosse dalla pulizia automatica ${days} giorni dopo il caricamento.`,
  lastCleanup: (when: string | null) =>
    when
      ? `Ultima pulizia automatica: ${when}.`
      : "La pulizia automatica non è ancora stata eseguita.",
  cleanupOff: "La pulizia automatica è pianificata fuori dal sito (cron del server).",
  filterLabel: "Mostra",
  filters: { tutte: "Tutte le immagini", usate: "Usate", inutilizzate: "Non usate" },
  filter: "Filtra",
  caption: "Le immagini, dalla più recente",
  columns: {
    image: "Immagine",
    details: "Dimensioni",
    uploaded: "Caricata",
    usedIn: "Dove è usata",
    alt: "Testo alternativo",
    actions: "Azioni",
  },
  thumbnailAlt: (alt: string | null) => alt ?? "Immagine senza testo alternativo",
  noAlt: "Nessuno: scrivilo",
  size: (width: number, height: number, bytes: string) => `${width} × ${height} px, ${bytes}`,
  uploadedBy: (when: string, who: string | null) =>
    who ? `${when}, da ${who}` : `${when}, dal sito (importazione o generazione)`,
  unused: "Nessun articolo",
  removedAfter: (when: string) => `Sarà rimossa dalla pulizia ${withDayArticle("da", when)}`,
  uses: {
    current: "",
    revision: " (in una versione precedente)",
    deleted: " (articolo eliminato)",
  },
  edit: "Modifica",
  editLabel: (name: string) => `Modifica l'immagine ${name}`,
  empty:
    "Nessuna immagine caricata finora. Le immagini arrivano qui quando carichi la copertina di un articolo o ne importi uno con le sue immagini.",
  emptyAction: "Scrivi un articolo",
  emptyFiltered:
    "Nessuna immagine corrisponde a questo filtro: mostra tutte le immagini o scegline un altro.",
  showAll: "Mostra tutte le immagini",
  pages: "Pagine delle immagini",
  newer: "← Più recenti",
  older: "Meno recenti →",
  pageOf: (page: number, count: number) => `Pagina ${page} di ${count}`,
  // The image's own page.
  imageTitle: "Immagine",
  imagePurpose: "I dati del file, il testo alternativo e gli articoli che la mostrano.",
  backToList: "Torna ai media",
  facts: "Dettagli",
  factNames: {
    size: "Dimensioni",
    file: "File originale",
    sizes: "Formati ridotti",
    uploaded: "Caricata",
    address: "Indirizzo",
  },
  sizesMade: (count: number) => `${count} file (AVIF, WebP e JPEG)`,
  sizesPending: "In preparazione",
  usesTitle: "Dove è usata",
  usesIntro:
    "Un'immagine è in uso finché un articolo la mostra, come copertina o nel testo, anche solo in una versione precedente che si può ripristinare.",
  altTitle: "Testo alternativo",
  save: "Salva il testo",
  saving: "Salvataggio...",
  deleteTitle: "Elimina l'immagine",
  deleteIntro:
    "L'immagine e i suoi formati ridotti vengono cancellati dal sito. Non si può annullare.",
  deleteInUse: (count: number) =>
    count === 1
      ? "Non si può eliminare: un articolo la usa. Toglila prima da lì."
      : `Non si può eliminare: ${count} articoli la usano. Toglila prima da lì.`,
  delete: "Elimina l'immagine",
  confirmDelete: "Eliminare questa immagine? Non si può annullare.",
} as const;

export const mediaToasts = {
  described: {
    type: "success",
    title: "Testo alternativo salvato",
    description: "Vale ovunque l'immagine compaia.",
  },
  deleted: {
    type: "success",
    title: "Immagine eliminata",
    description: "L'immagine e i suoi formati ridotti sono stati cancellati.",
  },
  inUse: {
    type: "error",
    title: "Immagine in uso",
    description: "Un articolo la mostra: toglila prima dall'articolo, poi eliminala.",
  },
  gone: {
    type: "error",
    title: "Immagine non trovata",
    description: "Era già stata eliminata.",
  },
  refused: {
    type: "error",
    title: "Immagine non eliminata",
    description: "Il database è occupato: riprova tra qualche secondo.",
  },
} as const;
