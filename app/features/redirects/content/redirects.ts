import type { FormAlertContent } from "~/components/form-messages";
import type { ChainProblem } from "~/features/redirects/redirect-chains";
import type {
  ReservedPrefix,
  SourceProblem,
  TargetProblem,
} from "~/features/redirects/redirect-paths";

/** `/admin/reindirizzamenti` and its edit page. */
export const redirectsPage = {
  title: "Reindirizzamenti",
  description: "I vecchi indirizzi del sito e dove portano.",
  intro:
    "Un reindirizzamento porta chi apre un vecchio indirizzo del sito a quello nuovo, o a un sito esterno. Quando cambi lo slug di un articolo pubblicato, il reindirizzamento dal vecchio indirizzo viene creato da solo.",
  addTitle: "Nuovo reindirizzamento",
  labels: {
    from: "Da",
    to: "A",
    status: "Tipo",
  },
  hints: {
    from: "Un percorso del sito, ad esempio /vecchia-pagina. Maiuscole e minuscole contano; la barra finale no.",
    to: "Un percorso del sito, ad esempio /servizi, oppure un indirizzo https:// di un altro sito. I parametri dell'indirizzo richiesto (?…) vengono passati alla destinazione.",
  },
  statusOptions: [
    { value: "301", label: "301 – permanente" },
    { value: "302", label: "302 – temporaneo" },
  ],
  add: "Aggiungi",
  adding: "Aggiunta...",
  listTitle: "Reindirizzamenti attivi",
  caption: "I reindirizzamenti, in ordine di indirizzo",
  empty:
    "Non ci sono ancora reindirizzamenti. Aggiungine uno con il modulo qui sopra o importa un file CSV.",
  emptyAction: "Aggiungi il primo",
  columns: {
    from: "Da",
    to: "A",
    status: "Tipo",
    hits: "Visite",
    lastHit: "Ultima visita",
    actions: "Azioni",
  },
  never: "Mai",
  edit: "Modifica",
  editLabel: (from: string) => `Modifica il reindirizzamento da ${from}`,
  remove: "Elimina",
  removeLabel: (from: string) => `Elimina il reindirizzamento da ${from}`,
  confirmRemove: (from: string) =>
    `Eliminare il reindirizzamento da ${from}? Chi apre quell'indirizzo vedrà la pagina non trovata.`,
  hitsHint:
    "Le visite si aggiornano entro pochi secondi. Un reindirizzamento che nessuno visita più da tempo si può eliminare.",
  importTitle: "Importa da CSV",
  importIntro:
    "Un file CSV con le colonne from, to e type (301 o 302), come quelli esportati da Yoast o Ghost; il separatore può essere la virgola o il punto e virgola. Un indirizzo già presente viene aggiornato. Se anche una sola riga non va bene, il file non viene importato e l'elenco dice quali righe correggere.",
  fileLabel: "File CSV",
  import: "Importa",
  importing: "Importazione...",
  exportTitle: "Esporta",
  exportLink: "Scarica i reindirizzamenti (CSV)",
  editTitle: "Modifica reindirizzamento",
  save: "Salva",
  saving: "Salvataggio...",
  backToList: "Torna ai reindirizzamenti",
  hitsSoFar: (hits: number, lastHit: string | null) =>
    lastHit
      ? `Visite finora: ${hits.toLocaleString("it-IT")}, l'ultima il ${lastHit}.`
      : "Nessuna visita finora.",
} as const;

/** The columns of the CSV export, named as Yoast's and Ghost's files name them. */
export const redirectCsvColumns = { from: "from", to: "to", type: "type" } as const;

/** How the import recognises each column in a file's first row, in any case. */
export const redirectCsvHeaders = {
  from: ["from", "origin", "source", "da", "origine"],
  to: ["to", "target", "destination", "a", "destinazione"],
  type: ["type", "status", "code", "tipo"],
  /** Yoast's: `plain` or `regex`. */
  format: ["format", "formato"],
} as const;

export const redirectToasts = {
  created: {
    type: "success",
    title: "Reindirizzamento aggiunto",
    description: "Il vecchio indirizzo porta ora alla destinazione.",
  },
  updated: {
    type: "success",
    title: "Reindirizzamento aggiornato",
    description: "La modifica vale da subito.",
  },
  removed: {
    type: "success",
    title: "Reindirizzamento eliminato",
    description: "L'indirizzo non porta più altrove.",
  },
  notFound: {
    type: "error",
    title: "Reindirizzamento non trovato",
    description: "Era già stato eliminato.",
  },
  refused: {
    type: "error",
    title: "Errore durante il salvataggio",
    description: "Il reindirizzamento non è stato eliminato: riprova tra qualche secondo.",
  },
  imported: (created: number, updated: number) => ({
    type: "success" as const,
    title: "Importazione completata",
    description: `Reindirizzamenti aggiunti: ${created}, aggiornati: ${updated}.`,
  }),
} as const;

const sourceMessages: Record<Exclude<SourceProblem, "reserved">, string> = {
  empty: "Inserisci il percorso da reindirizzare.",
  otherSite: "Scrivi un percorso di questo sito, ad esempio /vecchia-pagina.",
  query:
    "Il percorso non può contenere ? o #: i parametri dell'indirizzo richiesto passano da soli alla destinazione.",
  invalid:
    "Il percorso non è valido: niente spazi, barre rovesciate, // o segmenti . e .. (ad esempio /vecchia-pagina).",
  tooLong: "Il percorso è troppo lungo: al massimo 2.000 caratteri.",
};

const targetMessages: Record<TargetProblem, string> = {
  empty: "Inserisci la destinazione.",
  notHttps: "Un indirizzo di un altro sito deve iniziare con https://.",
  invalid:
    "La destinazione non è valida: scrivi un percorso del sito (/servizi) o un indirizzo https:// completo, senza spazi né credenziali.",
  tooLong: "La destinazione è troppo lunga: al massimo 2.000 caratteri.",
};

export const redirectMessages = {
  source: (problem: SourceProblem, prefix?: ReservedPrefix) =>
    problem === "reserved"
      ? `Gli indirizzi che iniziano con ${prefix ?? "questo prefisso"} non si possono reindirizzare: servono al sito stesso.`
      : sourceMessages[problem],
  target: (problem: TargetProblem) => targetMessages[problem],
  status: "Scegli 301 (permanente) o 302 (temporaneo).",
  page: (path: string) =>
    `${path} è una pagina del sito: un reindirizzamento la nasconderebbe. Scegli un indirizzo che il sito non usa.`,
  file: (path: string) => `${path} è un file del sito: non si può reindirizzare.`,
  article: (path: string) =>
    `${path} è un articolo pubblicato: per spostarlo cambia il suo slug, e il reindirizzamento verrà creato da solo.`,
  taken: (path: string) => `Esiste già un reindirizzamento da ${path}: modificalo dall'elenco.`,
  chain: (problem: ChainProblem) => {
    switch (problem.kind) {
      case "self":
        return "L'origine e la destinazione coincidono: il reindirizzamento girerebbe su se stesso.";
      case "loop":
        return `Si formerebbe un ciclo: ${problem.round.join(" → ")}.`;
      case "chainTo":
        return `${problem.next} è già reindirizzato a ${problem.end}: punta direttamente lì.`;
      case "chainFrom":
        return `${problem.previous} porta già qui: si formerebbe una catena. Fai puntare ${problem.previous} direttamente alla nuova destinazione.`;
    }
  },
} as const;

/** The CSV import's refusals, file-wide or row by row (rows counted as a spreadsheet shows them). */
export const redirectImportMessages = {
  missingFile: "Scegli il file CSV da importare.",
  notCsv: "Il file non è un CSV leggibile: salvalo come CSV UTF-8 e riprova.",
  tooLarge: "Il file è troppo grande: al massimo 1 MB.",
  empty: "Il file non contiene reindirizzamenti.",
  tooManyRows: (max: number) =>
    `Il file contiene più di ${max.toLocaleString("it-IT")} reindirizzamenti: dividilo in più file.`,
  missingColumns:
    "La prima riga deve nominare le colonne: from e to (e, se serve, type). Il file non è stato importato.",
  rowsRefused: (count: number) =>
    `${count === 1 ? "Una riga non va bene" : `${count} righe non vanno bene`}: il file non è stato importato. Correggi e riprova.`,
  row: (row: number, message: string) => `Riga ${row}: ${message}`,
  type: (value: string) => `il tipo «${value}» non è supportato: usa 301 o 302.`,
  regex:
    "i reindirizzamenti con espressioni regolari non sono supportati: scrivi un indirizzo per riga.",
  repeated: (path: string, firstRow: number) => `${path} compare già alla riga ${firstRow}.`,
} as const;

export const redirectAlerts = {
  importRefused: {
    title: "File non importato",
    description: "Nessun reindirizzamento è stato aggiunto o modificato.",
  },
} satisfies Record<string, FormAlertContent>;
