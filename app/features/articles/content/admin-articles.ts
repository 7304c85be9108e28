import { writeRefusedAlert, type FormAlertContent } from "~/components/form-messages";
import { withDayArticle } from "~/utils/format";

/** The editor's categories, written exactly as the site's categories must read. */
export const editorCategories = [
  "Marketing Strategy",
  "Digital Culture",
  "Social Media",
  "Content Marketing",
  "SEO",
  "Analytics",
  "Web Design",
  "E-commerce",
] as const;

/** The Markdown and quick imports' categories together: an article may arrive with any of them. */
export const importCategories = [
  "Marketing Strategy",
  "Digital Culture",
  "Social Media",
  "Content Marketing",
  "SEO",
  "Analytics",
  "Branding",
  "Business Strategy",
  "Media Literacy",
  "Case Study",
] as const;

export const articleFormLabels = {
  newTitle: "Nuovo Articolo",
  editTitle: "Modifica Articolo",
  title: "Titolo",
  slug: "Slug",
  slugHint: "Lascialo vuoto per ricavarlo dal titolo.",
  excerpt: "Estratto",
  excerptHint: "Testo semplice: eventuali tag HTML vengono tolti al salvataggio.",
  content: "Contenuto",
  category: "Categoria",
  categoryPlaceholder: "Seleziona una categoria",
  metaTitle: "Meta title",
  metaTitleHint: "Lascialo vuoto per usare il titolo.",
  metaDescription: "Meta description",
  keywords: "Parole chiave",
  keywordsHint: "Separate da virgole.",
  featuredImageUrl: "URL immagine in evidenza",
  featuredImageUrlHint: "Un indirizzo https:// oppure un file caricato qui sotto.",
  status: "Stato",
  publishAt: "Pubblica il",
  unpublishAt: "Ritira il",
  unpublishAtHint: "Data e ora italiane: a quell'ora l'articolo viene archiviato e lascia il blog.",
  publishAtHint:
    "Data e ora italiane. Con una data futura, 'Pubblica' programma l'articolo; vuoto: subito.",
  seo: "SEO",
  draft: "Salva Bozza",
  publish: "Pubblica",
  save: "Salva",
  pending: "Salvataggio...",
  cancel: "Annulla",
} as const;

/** The validation messages of the article form. */
export const articleFieldMessages = {
  titleMissing: "Inserisci il titolo.",
  titleTooLong: "Il titolo può contenere al massimo 200 caratteri.",
  slugMissing: "Inserisci uno slug: il titolo non contiene lettere o numeri da cui ricavarlo.",
  slugFormat:
    "Lo slug può contenere solo lettere minuscole senza accenti, numeri e trattini singoli fra di essi.",
  slugTooLong: "Lo slug può contenere al massimo 200 caratteri.",
  slugTaken: "Questo slug è già usato da un altro articolo",
  excerptTooLong: "L'estratto può contenere al massimo 300 caratteri.",
  contentTooLong: "Il contenuto può contenere al massimo 1.000.000 di caratteri.",
  categoryMissing: "Seleziona una categoria.",
  categoryUnknown: "Seleziona una categoria dell'elenco.",
  metaTitleTooLong: "Il meta title può contenere al massimo 200 caratteri.",
  metaDescriptionTooLong: "La meta description può contenere al massimo 320 caratteri.",
  keywordsTooLong: "Le parole chiave possono contenere al massimo 500 caratteri.",
  imageUrl:
    "Inserisci un indirizzo che inizi con http://, https:// oppure con / (un file caricato sul sito).",
  statusUnknown: "Seleziona uno stato dell'elenco.",
  publishAtInvalid: "Inserisci data e ora nel formato gg/mm/aaaa, hh:mm.",
  publishAtPast: "La data di pubblicazione è già passata: scegline una futura o lasciala vuota.",
  publishAtNonexistent:
    "Quest'ora non esiste in Italia: al cambio dell'ora legale gli orologi passano dalle 2:00 alle 3:00.",
  publishAtMissing: "Per programmare l'articolo indica quando pubblicarlo.",
  unpublishAtPast: "La data di ritiro è già passata: scegline una futura o lasciala vuota.",
  unpublishAtBeforePublish: "Il ritiro deve venire dopo la data di pubblicazione.",
  controlCharacters: "Il testo contiene caratteri di controllo non ammessi.",
} as const;

const retry = "Si è verificato un errore. Riprova.";

export const articleToasts = {
  published: {
    type: "success",
    title: "Articolo pubblicato!",
    description: "L'articolo è ora visibile sul blog",
  },
  scheduled: (when: string) =>
    ({
      type: "success",
      title: "Articolo programmato",
      description: `Sarà pubblicato il ${when}.`,
    }) as const,
  draft: {
    type: "success",
    title: "Bozza salvata!",
    description: "Puoi riprenderla quando vuoi dalla lista degli articoli.",
  },
  created: {
    type: "success",
    title: "Articolo creato",
    description: "L'articolo è stato salvato.",
  },
  updated: {
    type: "success",
    title: "Articolo aggiornato",
    description: "Le modifiche sono state salvate.",
  },
  deleted: {
    type: "success",
    title: "Articolo eliminato",
    description:
      "L'articolo è stato rimosso. Un amministratore può ripristinarlo per 30 giorni da «Articoli eliminati».",
  },
  sampleInserted: {
    type: "success",
    title: "Articolo di esempio inserito",
    description: "Lo trovi in cima alla lista.",
  },
  samplePresent: {
    type: "success",
    title: "Articolo di esempio già presente",
    description: "Non è stato inserito di nuovo.",
  },
  sampleFailed: {
    type: "error",
    title: "Errore durante l'inserimento dell'articolo",
    description: retry,
  },
  deleteFailed: (cause: string) => ({
    type: "error" as const,
    title: "Errore durante l'eliminazione",
    description: `Errore: ${cause}`,
  }),
} as const;

/**
 * How the body will be shown (as HTML when it holds any tag, as Markdown otherwise):
 * beside the preview, and after a save in its one-time message.
 */
export const bodyFormatText = {
  html: "Il contenuto contiene HTML: verrà mostrato come HTML",
  htmlDetail:
    "Il Markdown non verrà convertito: titoli con #, grassetti con ** ed elenchi resteranno testo così come sono scritti. Per avere il Markdown, togli i tag HTML.",
  firstTag: "Primo tag trovato:",
  markdown:
    "Il contenuto verrà convertito da Markdown. Un solo tag HTML lo farebbe mostrare tutto come HTML.",
  /** The save's own description, then the notice: the author is back on the list and may never have opened the preview. */
  saved: (description: string, firstTag: string) =>
    `${/[.!?]$/.test(description) ? description : `${description}.`} Il contenuto contiene HTML (primo tag: ${firstTag}): verrà mostrato come HTML, senza convertire il Markdown.`,
} as const;

/** Why a delete did not happen, told after 'Errore:'. */
export const deleteCauses = {
  missing: "l'articolo non esiste più.",
  refused: "il database non ha accettato l'eliminazione.",
} as const;

/** A refused write, by what was asked: 'Salva' on a new or an existing article, or the other buttons. */
export const articleWriteAlerts = {
  create: { title: "Errore durante la creazione", description: retry },
  update: { title: "Errore durante l'aggiornamento", description: retry },
  save: { title: "Errore durante il salvataggio", description: retry },
  /** The database refused for a passing reason (another process's lock, a full disk). */
  notStored: writeRefusedAlert,
} satisfies Record<string, FormAlertContent>;

/** The editor's parts around the form's fields. */
export const articleEditorText = {
  tabs: "Modalità dell'editor",
  write: "Scrivi",
  preview: "Anteprima",
  previewRegion: "Anteprima dell'articolo",
  previewEmpty: "Il contenuto è vuoto: scrivi qualcosa per vederne l'anteprima.",
  previewLoading: "Aggiornamento dell'anteprima...",
  previewFailed: "Anteprima non aggiornata: riprova tra poco.",
  settings: "Impostazioni",
  excerptCounter: (n: number) => `${n}/160`,
  excerptCounterLabel: "Caratteri dell'estratto (consigliati al massimo 160)",
  image: "Immagine in evidenza",
  upload: "Carica un'immagine",
  uploadHint:
    "JPEG, PNG, WebP o AVIF, al massimo 15 MB e 40 megapixel; posizione e dati della fotocamera vengono tolti. Viene salvata con l'articolo.",
  currentImage: "Immagine attuale",
  chosenImage: "Immagine scelta (non ancora salvata)",
  imageAlt: "Anteprima dell'immagine in evidenza",
  prompt: "Descrizione per generare un'immagine",
  promptHint: "Ad esempio: una scrivania con un portatile e grafici di crescita, luce naturale.",
  generate: "Genera immagine",
  generating: "Generazione in corso...",
  autosaveSaved: (time: string) => `Salvato alle ${time}`,
  autosaveSaving: "Salvataggio automatico...",
  autosaveRetry: (reason: string) =>
    `Salvataggio automatico non riuscito: ${reason} Nuovo tentativo tra 30 secondi.`,
  autosaveStopped: (reason: string) => `Salvataggio automatico sospeso: ${reason}`,
  leaveTitle: "Modifiche non salvate",
  leaveQuestion: "Hai modifiche non salvate. Se esci ora andranno perse.",
  leave: "Esci senza salvare",
  stay: "Resta nell'editor",
  focusMode: "Scrittura senza distrazioni",
  focusModeKeys: "Ctrl+Maiusc+F o ⌘⇧F; Esc per uscire",
  /** The line under the text: its words and reading time, as the article's page counts them. */
  counts: (words: number, minutes: number) =>
    `${words.toLocaleString("it-IT")} ${words === 1 ? "parola" : "parole"} · ${minutes} min di lettura`,
  bodyImageUploading: (name: string) => `Caricamento di ${name}...`,
  bodyImageReady: "Immagine caricata: descrivila per inserirla nel testo.",
  bodyImageInserted: "Immagine inserita nel testo.",
  bodyImageCancelled: "Immagine non inserita.",
  bodyImageFailed: "Immagine non caricata: il server non ha risposto. Riprova tra poco.",
  bodyImageDialog: "Descrivi l'immagine",
  bodyImageDialogHint:
    "Cosa mostra l'immagine, per chi non la vede. Comparirà nel testo come ![testo](indirizzo).",
  bodyImageAltMissing: "Scrivi cosa mostra l'immagine.",
  bodyImageInsert: "Inserisci nel testo",
  bodyImageCancel: "Annulla",
} as const;

/** Why an autosave did not write, told quietly beside the buttons. */
export const autosaveProblems = {
  invalid: "servono almeno un titolo e una categoria validi.",
  slugTaken: "lo slug è già usato da un altro articolo: cambialo.",
  failed: "il server non ha risposto.",
  conflict:
    "l'articolo è stato modificato da qualcun altro. Salva a mano per confrontare le due versioni.",
  notDraft: "l'articolo non è più una bozza; salva a mano le modifiche.",
  missing: "l'articolo non esiste più.",
} as const;

export const articleConflict = {
  alert: {
    title: "Salvataggio non eseguito",
    description: "L'articolo è stato modificato da qualcun altro nel frattempo",
  },
  theirs: "La versione salvata da altri",
  yours:
    "La tua versione è ancora nel modulo qui sotto: se salvi di nuovo, sostituirà quella salvata da altri.",
} as const;

export const articleDeletePage = {
  title: "Elimina articolo",
  backToList: "Torna agli articoli",
  question: "Sei sicuro di voler eliminare questo articolo?",
  confirm: "Elimina",
  pending: "Eliminazione...",
  cancel: "Annulla",
} as const;

export const articleListTools = {
  searchLabel: "Cerca negli articoli",
  statusLabel: "Stato",
  categoryLabel: "Categoria",
  any: "Tutti",
  anyCategory: "Tutte",
  filter: "Filtra",
  reset: "Azzera filtri",
  loadError: "Errore nel caricamento",
  loadErrorText: "Non è stato possibile leggere gli articoli.",
  retry: "Riprova",
  sample: "Inserisci articolo di esempio",
  samplePending: "Inserimento...",
  pages: "Pagine",
  page: (n: number) => `Pagina ${n}`,
  results: (n: number) => (n === 1 ? "1 articolo" : `${n} articoli`),
} as const;

/** The editor's 'Link di anteprima' section: a link for someone without an account. */
export const previewLinkText = {
  title: "Link di anteprima",
  intro:
    "Un link per mostrare il contenuto a chi non ha un account, ad esempio un cliente: apre la pagina com'è salvata ora, come apparirà sul sito, con la scritta «Anteprima». Un solo link alla volta per ogni contenuto.",
  none: "Nessun link di anteprima.",
  days: "Validità del link",
  dayOptions: { "1": "1 giorno", "7": "7 giorni", "30": "30 giorni" },
  daysInvalid: "Scegli per quanti giorni vale il link.",
  create: "Crea link di anteprima",
  /** Beside a link past its expiry: a new one takes its place. */
  replace: "Crea un nuovo link",
  creating: "Creazione...",
  newLinkTitle: "Link di anteprima creato",
  newLinkLabel: "Il link da inviare",
  newLinkHint:
    "Copialo ora: per sicurezza non verrà più mostrato per intero. Apre sempre l'ultima versione salvata.",
  validUntil: (until: string) => `Vale fino ${withDayArticle("a", until)}.`,
  link: "Link",
  expires: "Scade il",
  expired: "Scaduto il",
  opens: "Aperture",
  notOpened: "Non ancora aperto",
  opened: (count: number, last: string) =>
    count === 1
      ? `1 volta, ${withDayArticle("", last)}`
      : `${count} volte, l'ultima ${withDayArticle("", last)}`,
  revoke: "Revoca link",
  revoking: "Revoca...",
  confirmRevoke: "Revocare il link di anteprima? Chi lo ha ricevuto non potrà più aprirlo.",
} as const;

export const previewLinkToasts = {
  revoked: {
    type: "success",
    title: "Link di anteprima revocato",
    description: "Chi lo ha ricevuto non può più aprirlo.",
  },
  gone: {
    type: "error",
    title: "Link di anteprima non trovato",
    description: "Era già stato revocato o sostituito da un altro.",
  },
  refused: {
    type: "error",
    title: "Link di anteprima non revocato",
    description: "Il database non ha accettato la modifica. Riprova tra poco.",
  },
} as const;

/** Where each revision came from, as the revisions list names it. */
export const revisionSourceLabels = {
  editor: "Editor",
  autosave: "Salvataggio automatico",
  "quick-import": "Importazione rapida",
  "markdown-import": "Importazione Markdown",
  "sheet-api": "Foglio di calcolo",
  schedule: "Programmazione",
  restore: "Ripristino",
  baseline: "Versione precedente alle revisioni",
} as const;

export const articleRevisionsPage = {
  title: (article: string) => `Revisioni di «${article}»`,
  description: "Le versioni salvate di un articolo, a confronto, con il ripristino.",
  purpose: "Confronta le versioni salvate e ripristina quella che serve.",
  intro:
    "Ogni salvataggio conserva una versione. I salvataggi automatici di una stessa persona nell'arco di 10 minuti formano una sola revisione.",
  backToEditor: "Torna all'editor",
  link: "Revisioni",
  listTitle: "Versioni salvate",
  caption: "Le versioni salvate, dalla più recente",
  columns: {
    seq: "N.",
    savedAt: "Salvata il",
    author: "Autore",
    source: "Origine",
    change: "Modifica",
    actions: "Azioni",
  },
  current: "versione attuale",
  change: (added: number, removed: number) =>
    `+${added.toLocaleString("it-IT")} / −${removed.toLocaleString("it-IT")} caratteri`,
  changeLabel: (added: number, removed: number) =>
    `${added.toLocaleString("it-IT")} caratteri aggiunti, ${removed.toLocaleString("it-IT")} rimossi`,
  folded: (from: string) => `dalle ${from}`,
  token: (name: string) => `Token «${name}»`,
  site: "Il sito",
  goneAccount: "Account eliminato",
  compareWithPrevious: "Confronta con la precedente",
  compareWithPreviousLabel: (seq: number) => `Confronta la versione ${seq} con la precedente`,
  restore: "Ripristina questa versione",
  restoreLabel: (seq: number) => `Ripristina la versione ${seq}`,
  confirmRestore: (seq: number) =>
    `Ripristinare la versione ${seq}? Diventa una nuova versione: la attuale resta tra le revisioni.`,
  compareTitle: "Confronto",
  from: "Dalla versione",
  to: "Alla versione",
  compare: "Confronta",
  pages: "Pagine delle versioni",
  newer: "← Più recenti",
  older: "Meno recenti →",
  pageOf: (page: number, count: number) => `Pagina ${page} di ${count}`,
  comparing: (from: number, to: number) => `Dalla versione ${from} alla versione ${to}`,
  versionName: (seq: number) => `versione ${seq}`,
  fieldsTitle: "Campi",
  bodyTitle: "Testo",
  onlyOne: "C'è una sola versione: il confronto è possibile dal prossimo salvataggio.",
  empty:
    "Nessuna revisione ancora: l'articolo risale a prima delle revisioni. Al prossimo salvataggio la versione attuale viene conservata.",
  restoreNote:
    "Il ripristino riporta testo, titolo, indirizzo, categoria, SEO e immagine della versione scelta; lo stato e le date di pubblicazione restano quelli attuali.",
} as const;

export const articleRevisionAlerts = {
  conflict: {
    title: "L'articolo è cambiato nel frattempo",
    description:
      "Qualcuno lo ha salvato dopo che hai aperto questa pagina: l'elenco ora mostra anche la sua versione. Controlla e ripeti il ripristino se serve.",
  },
  slugTaken: {
    title: "Indirizzo già usato",
    description:
      "L'indirizzo di questa versione appartiene ora a un altro articolo: ripristinala dall'editor con un altro slug.",
  },
  missing: {
    title: "Versione non trovata",
    description: "La versione scelta non esiste più: ricarica la pagina.",
  },
  notStored: writeRefusedAlert,
} satisfies Record<string, FormAlertContent>;

export const articleRevisionToasts = {
  restored: (seq: number) =>
    ({
      type: "success",
      title: "Versione ripristinata",
      description: `La versione ${seq} è ora quella attuale; la precedente resta tra le revisioni.`,
    }) as const,
};

export const deletedArticlesPage = {
  title: "Articoli eliminati",
  description: "Gli articoli eliminati negli ultimi 30 giorni, da ripristinare come bozze.",
  intro:
    "Un articolo eliminato resta qui 30 giorni con tutte le sue revisioni; poi la pulizia quotidiana lo cancella per sempre. Ripristinato, torna come bozza.",
  caption: "Articoli eliminati, dal più recente",
  columns: {
    title: "Titolo",
    status: "Stato prima",
    deletedAt: "Eliminato il",
    deletedBy: "Da",
    purgeAt: "Cancellato per sempre il",
    actions: "Azioni",
  },
  restore: "Ripristina come bozza",
  restoreLabel: (title: string) => `Ripristina «${title}» come bozza`,
  purpose: "Gli articoli eliminati negli ultimi 30 giorni, da ripristinare come bozze.",
  empty:
    "Nessun articolo eliminato negli ultimi 30 giorni. Gli articoli che elimini dall'elenco arrivano qui.",
  backToList: "Torna agli articoli",
  goneAccount: "Account eliminato",
} as const;

export const deletedArticleAlerts = {
  expired: (title: string): FormAlertContent => ({
    title: "Non si può più ripristinare",
    description: `«${title}» è stato eliminato più di 30 giorni fa: la pulizia quotidiana lo cancella per sempre e non si può più ripristinare.`,
  }),
};

export const deletedArticleToasts = {
  restored: (title: string) =>
    ({
      type: "success",
      title: "Articolo ripristinato",
      description: `«${title}» è di nuovo tra gli articoli, come bozza.`,
    }) as const,
  restoredElsewhere: (title: string, wanted: string, slug: string) =>
    ({
      type: "success",
      title: "Articolo ripristinato con un altro indirizzo",
      description: `«${title}» è di nuovo tra gli articoli, come bozza. L'indirizzo «${wanted}» è ora di un altro articolo: questo usa «${slug}».`,
    }) as const,
  missing: {
    type: "error",
    title: "Articolo non trovato",
    description: "Non è più tra gli articoli eliminati: forse è già stato ripristinato.",
  },
  refused: {
    type: "error",
    title: "Ripristino non riuscito",
    description: "Il database non ha accettato la modifica. Riprova tra poco.",
  },
} as const;

const count = (n: number, one: string, many: string) =>
  n === 1 ? `1 ${one}` : `${n.toLocaleString("it-IT")} ${many}`;

/** The diff of two versions on the revisions page. */
export const revisionDiffText = {
  /** Read by screen readers around each change: `<ins>` and `<del>` are not announced by all. */
  addedStart: "inizio aggiunta",
  addedEnd: "fine aggiunta",
  removedStart: "inizio testo tolto",
  removedEnd: "fine testo tolto",
  words: (added: number, removed: number) =>
    `${count(added, "parola aggiunta", "parole aggiunte")}, ${count(removed, "parola tolta", "parole tolte")}`,
  skipped: (paragraphs: number) =>
    `… ${count(paragraphs, "paragrafo invariato", "paragrafi invariati")} …`,
  bodyUnchanged: "Il testo è lo stesso nelle due versioni.",
  fieldsCaption: "Campi modificati",
  field: "Campo",
  before: "Prima",
  after: "Dopo",
  /** An empty field's value, and what screen readers say instead of the dash. */
  empty: "—",
  emptyRead: "nessun valore",
  fieldsUnchanged: "Gli altri campi sono gli stessi nelle due versioni.",
} as const;
