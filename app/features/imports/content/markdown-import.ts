import type { FormAlertContent } from "~/components/form-messages";

/** The Markdown import's categories, in the order its menu must list them. */
export const markdownImportCategories = [
  "Marketing Strategy",
  "Digital Culture",
  "Social Media",
  "Content Marketing",
  "SEO",
  "Analytics",
] as const;

/** The largest Markdown file the import takes. */
export const MAX_MARKDOWN_BYTES = 1024 * 1024;

export const markdownImportText = {
  title: "Import Articolo da Markdown",
  intro: "Carica un file Markdown: l'articolo viene preparato e pubblicato automaticamente.",
  file: "File Markdown (.md)",
  fileHint:
    "Un file di testo .md in UTF-8, fino a 1 MB. Il primo titolo di livello 1 (# Titolo) diventa il titolo.",
  chosenFile: "File scelto",
  changeFile: "Cambia file",
  category: "Categoria",
  chooseCategory: "Seleziona una categoria",
  submit: "Importa e Pubblica Automaticamente",
  submitting: "Importazione in corso...",
  back: "Torna agli articoli",
  explanation: {
    title: "Cosa succede dopo il caricamento",
    steps: [
      "Il file viene letto: il primo titolo di livello 1 diventa il titolo dell'articolo, altrimenti il nome del file.",
      "Il testo viene ottimizzato e formattato: i paragrafi più lunghi di 300 caratteri vengono divisi; se è configurato un modello di testo, corregge anche refusi e formattazione.",
      "Vengono generati i metadati SEO: estratto, meta title, meta description e 5 parole chiave.",
      "Viene creata un'immagine di copertina dal titolo, nel verde del marchio; se il servizio non risponde si usa un'immagine segnaposto.",
      "L'articolo viene pubblicato subito: potrai modificarlo in seguito dall'elenco degli articoli.",
    ],
  },
} as const;

/** The five steps of an import, in the order they run. */
export const importSteps = [
  "Lettura del file",
  "Ottimizzazione e formattazione del testo",
  "Generazione metadati SEO",
  "Creazione immagine di copertina (con fallback)",
  "Pubblicazione",
] as const;

export const importProgressText = {
  title: "Import Articolo da Markdown",
  purpose: "I cinque passi con cui il file diventa un articolo pubblicato.",
  file: "File",
  category: "Categoria",
  steps: "Avanzamento",
  stepStates: {
    done: "completato",
    running: "in corso",
    waiting: "in attesa",
    failed: "non riuscito",
    skipped: "non eseguito",
  },
  refresh: "Aggiorna",
  refreshHint: "L'importazione continua anche se chiudi questa pagina.",
  running: (step: number, total: number, name: string) =>
    `Passo ${step} di ${total}: ${name.toLowerCase()}`,
  done: { title: "Articolo importato e pubblicato!", description: "L'articolo è online." },
  placeholder: {
    title: "Immagine placeholder",
    description:
      "Il servizio di immagini non ha risposto: l'articolo usa un'immagine segnaposto. Puoi cambiarla dall'editor.",
  },
  htmlBody: {
    title: "Il file contiene HTML: l'articolo è mostrato come HTML",
    description:
      "Il Markdown non è stato convertito: titoli con #, grassetti con ** ed elenchi restano testo così come sono scritti. Per avere il Markdown, togli i tag HTML dall'editor.",
    firstTag: "Primo tag trovato:",
  },
  failed: (message: string | null) => ({
    title: "Errore durante l'import",
    description: `Si è verificato un errore: ${message ?? "Errore sconosciuto"}`,
  }),
  openArticle: "Apri l'articolo",
  editArticle: "Modifica l'articolo",
  another: "Importa un altro file",
  back: "Torna agli articoli",
} as const;

/** What the upload form says, next to the field and as the form's message. */
export const markdownImportProblems = {
  missing: { title: "Campi mancanti", description: "Seleziona un file Markdown e una categoria" },
  format: { title: "Formato non valido", description: "Seleziona un file .md (Markdown)" },
  tooLarge: {
    title: "File troppo grande",
    description: "Il file supera 1 MB: dividilo in più articoli o accorcialo.",
  },
  empty: { title: "File vuoto", description: "Il file non contiene testo." },
  tooLong: {
    title: "Testo troppo lungo",
    description:
      "Il testo supera 1.000.000 di caratteri, il massimo di un articolo: dividilo in più articoli.",
  },
  encoding: {
    title: "Codifica non valida",
    description:
      'Il file non è testo UTF-8: salvalo come UTF-8 ("UTF-8" nel menu Codifica dell\'editor) e riprova.',
  },
  category: {
    title: "Categoria non valida",
    description: "Scegli una delle categorie dell'elenco.",
  },
  notStarted: {
    title: "Errore durante l'importazione",
    description: "Si è verificato un errore. Riprova tra qualche istante.",
  },
} as const satisfies Record<string, FormAlertContent>;

/** Why an import stopped, as its progress page tells it after 'Si è verificato un errore: '. */
export const importFailures = {
  noText: "il file contiene solo il titolo, senza il testo dell'articolo",
  databaseBusy: "il database è occupato, riprova tra qualche minuto",
} as const;
