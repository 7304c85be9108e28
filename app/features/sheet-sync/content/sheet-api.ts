import { editorCategories } from "~/features/articles/content/admin-articles";

/** The sheet's columns, as the automation names the fields of each row. */
export const sheetColumns = [
  "Titolo",
  "Categoria",
  "Estratto",
  "Contenuto",
  "Stato",
  "Data",
] as const;
export type SheetColumn = (typeof sheetColumns)[number];

/** The sheet's 'Stato' values and the article status each one means. */
export const sheetStatuses = { pubblicato: "published", bozza: "draft" } as const;

/** Answers about the whole request, each in the `errore` field of the JSON body. */
export const sheetApiMessages = {
  methodNotAllowed: "Metodo non consentito: usa POST.",
  tokenMissing: "Autenticazione richiesta: invia l'intestazione Authorization: Bearer <token>.",
  tokenInvalid: "Token non valido o revocato.",
  rateLimited: "Troppe richieste: riprova più tardi.",
  unsupportedType: "Invia le righe come JSON, con Content-Type: application/json.",
  tooLarge: "La richiesta supera i 2 MB consentiti.",
  tooManyRows: (max: number) => `Troppe righe: al massimo ${max} per richiesta.`,
  notJson: "Il corpo della richiesta non è JSON valido.",
  notRows: "Invia una riga (un oggetto con le colonne del foglio) o un elenco di righe.",
  invalidRows: "Alcune righe non sono valide: nessun articolo è stato scritto.",
  busy: "Il database è momentaneamente occupato: riprova tra poco.",
} as const;

/** What is wrong with one row, told next to its column. */
export const sheetRowMessages = {
  notObject:
    "La riga deve essere un oggetto con le colonne del foglio (Titolo, Categoria, Estratto, Contenuto, Stato, Data).",
  notText: "Il valore deve essere un testo.",
  titleWithoutSlug:
    "Il titolo deve contenere almeno una lettera o una cifra: da lì si ricava l'indirizzo dell'articolo.",
  titleOfBlogPage:
    "Il titolo darebbe all'articolo l'indirizzo di una pagina del blog (/blog/cerca o /blog/aggiornamenti): aggiungi una parola.",
  titleRepeated: (index: number) =>
    `La riga con indice ${index} ha già un titolo con lo stesso indirizzo.`,
  categoryMissing: "Indica la categoria.",
  categoryUnknown: `La categoria deve essere una di queste: ${editorCategories.join(", ")}.`,
  contentMissing: "Inserisci il contenuto.",
  statusUnknown: "Lo stato deve essere 'Pubblicato' o 'Bozza'.",
  dateFormat: "La data deve essere nel formato gg/mm/aaaa oppure aaaa-mm-gg.",
  dateInvalid: "Questa data non esiste.",
  dateInFuture:
    "Una bozza non ha una data futura: con lo stato 'Pubblicato' l'articolo esce quel giorno alle 9:00.",
} as const;

/** What happened to a row: the `esito` of the report. */
export const sheetOutcomes = {
  created: "creato",
  updated: "aggiornato",
  unchanged: "invariato",
  skipped: "scartato",
} as const;

/** Why: the `motivo` of the report. */
export const sheetOutcomeReasons = {
  createdPublished: "nuovo articolo pubblicato",
  createdDraft: "nuova bozza",
  createdScheduled: "nuovo articolo programmato per le 9:00 del giorno indicato",
  updated: "articolo aggiornato dal foglio",
  unchanged: "nessuna modifica",
  keptPublished: "l'articolo è pubblicato: il foglio non lo riporta in bozza, si ritira dall'admin",
  archived: "l'articolo è archiviato: il foglio non lo modifica, si riprende dall'admin",
} as const;

export type SheetTally = { created: number; updated: number; unchanged: number; skipped: number };

/** The audit log's subject for a call that passed the token check. */
export const sheetAuditSubject = {
  done: (token: string, t: SheetTally) =>
    `token "${token}": creati ${t.created}, aggiornati ${t.updated}, invariati ${t.unchanged}, scartati ${t.skipped}`,
  refused: (token: string, status: number) =>
    `token "${token}": richiesta rifiutata (${status}), nulla scritto`,
};
