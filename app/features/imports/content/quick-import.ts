import type { FormAlertContent } from "~/components/form-messages";

/** The quick import's categories, in the order its menu must list them; the article schema accepts them all. */
export const quickImportCategories = [
  "Marketing Strategy",
  "Digital Culture",
  "Branding",
  "Business Strategy",
  "Media Literacy",
  "Content Marketing",
  "Social Media",
  "Case Study",
] as const;

export type QuickImportCategory = (typeof quickImportCategories)[number];

export const quickImportText = {
  heading: "Importa Articolo",
  description: "Importa un articolo incollando un documento da Google Docs o Word.",
  document: "Documento",
  documentHint:
    "La prima riga diventa il titolo, il resto il contenuto; da Google Docs o Word titoli, elenchi, grassetti e link diventano Markdown.",
  fieldsHint:
    "Si compilano dal documento, da soli mentre lo incolli o con 'Estrai'; puoi modificarli prima di salvare.",
  extract: "Estrai",
  titleLabel: "Titolo",
  excerpt: "Estratto",
  category: "Categoria",
  categoryPlaceholder: "Seleziona una categoria",
  preview: "Anteprima",
  hide: "Nascondi",
  previewRegion: "Anteprima dell'articolo",
  untitled: "Titolo mancante",
  emptyBody: "Il contenuto è vuoto: dopo la riga del titolo non c'è testo.",
  draft: "Salva Bozza",
  publish: "Pubblica Subito",
  pending: "Salvataggio...",
  cancel: "Annulla",
} as const;

/** The messages next to the fields that are specific to the quick import. */
export const quickImportMessages = {
  contentMissing: "Incolla un documento con almeno una riga di contenuto dopo il titolo.",
  titleWithoutSlug:
    "Il titolo deve contenere almeno una lettera o un numero, da cui ricavare l'indirizzo dell'articolo.",
  categoryUnknown: "Seleziona una categoria dell'elenco.",
} as const;

/** A save refused by validation: one message when a required field is missing, another otherwise. */
export const quickImportAlerts = {
  missing: {
    title: "Errore validazione",
    description: "Compila tutti i campi obbligatori (titolo, contenuto, categoria)",
  },
  invalid: { title: "Errore validazione", description: "Correggi i campi segnalati e riprova." },
} satisfies Record<string, FormAlertContent>;
