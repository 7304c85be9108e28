import type { FormAlertContent } from "~/components/form-messages";

/** `/admin/sincronizzazione`: the spreadsheet sync page. */

/** The test data the form starts with: an article such as the sheet would hold. */
export const defaultTestData = {
  title: "Articolo di prova dalla sincronizzazione",
  category: "Marketing Strategy",
  excerpt: "Un articolo di esempio inviato per verificare che lo scenario riceva i dati del sito.",
  content:
    "## Prova\n\nQuesto contenuto arriva dal pulsante 'Test Webhook' della pagina di sincronizzazione.",
} as const;

/** The sheet's columns, in order, with what each holds and an example row. */
export const sheetColumns = [
  {
    name: "Titolo",
    meaning: "Il titolo dell'articolo",
    example: "5 idee per i social del tuo negozio",
  },
  { name: "Categoria", meaning: "Una categoria del blog", example: "Social Media" },
  {
    name: "Estratto",
    meaning: "Il riassunto, al massimo 160 caratteri",
    example: "Come farsi notare senza grandi budget.",
  },
  {
    name: "Contenuto",
    meaning: "Il testo, in Markdown",
    example: "## Perché conta\n\nIl testo dell'articolo…",
  },
  {
    name: "Stato",
    meaning: "'Pubblicato' perché la riga sia inviata; qualsiasi altro valore la lascia ferma",
    example: "Pubblicato",
  },
  { name: "Data", meaning: "La data di pubblicazione (AAAA-MM-GG)", example: "2026-03-12" },
] as const;

export const syncPage = {
  title: "Sincronizzazione Google Sheets",
  description: "Il collegamento tra il foglio degli articoli, lo scenario Make e il blog.",
  intro:
    "Gli articoli scritti nel foglio Google arrivano sul blog attraverso uno scenario Make (o un servizio simile): lo scenario legge il foglio e invia al sito le righe pronte. Da qui imposti il webhook dello scenario, lo provi, lo avvii e gestisci i token con cui lo scenario scrive sul sito.",
  webhookTitle: "Webhook dello scenario",
  webhookLabel: "URL del webhook Make",
  webhookHint:
    "L'indirizzo del modulo 'Custom webhook' dello scenario, ad esempio https://hook.eu1.make.com/… Viene salvato quando premi uno dei due pulsanti.",
  testDataTitle: "Dati di test",
  testDataHint: "Inviati con 'Test Webhook', per vedere nello scenario com'è fatto un articolo.",
  labels: { title: "Titolo", category: "Categoria", excerpt: "Estratto", content: "Contenuto" },
  test: "Test Webhook",
  testPending: "Testando...",
  sync: "Sincronizza Ora",
  syncPending: "Sincronizzando...",
  syncHint:
    "'Sincronizza Ora' chiede allo scenario di leggere subito il foglio, senza aspettare il prossimo controllo.",
  lastSync: "Ultima sync",
  never: "Mai",
  tokensTitle: "Token API",
  tokensIntro:
    "Lo scenario scrive gli articoli sul sito con un token, da mettere nell'intestazione Authorization. Crea un token per ogni scenario e revocalo quando non serve più.",
  tokenNameLabel: "Nome del token",
  tokenNameHint: "Per riconoscerlo nell'elenco; se lo lasci vuoto si chiama Make.",
  createToken: "Crea token",
  createTokenPending: "Creazione...",
  newTokenTitle: "Token creato",
  newTokenLabel: (name: string) => `Token «${name}»`,
  newTokenHint: "Copialo ora e incollalo nello scenario: per sicurezza non verrà più mostrato.",
  tokensCaption: "I token in vigore, dal più recente",
  tokensEmpty:
    "Non ci sono token in vigore: senza un token lo scenario non può scrivere sul sito. Creane uno con il modulo qui sopra.",
  tokensEmptyAction: "Scegli il nome del token",
  columns: { name: "Nome", created: "Creato", lastUsed: "Ultimo uso", actions: "Azioni" },
  notUsed: "Mai usato",
  revoke: "Revoca",
  revokeLabel: (name: string) => `Revoca il token ${name}`,
  confirmRevoke: (name: string) =>
    `Revocare il token «${name}»? Lo scenario che lo usa non potrà più scrivere sul sito.`,
  templateTitle: "Modello del foglio",
  templateIntro: "La prima riga del foglio contiene queste colonne, in quest'ordine:",
  templateCaption: "Le colonne del foglio, con una riga di esempio",
  templateMeaningsTitle: "Che cosa va in ogni colonna",
  stepsTitle: "Come impostare lo scenario",
} as const;

/** The setup steps, with the site's own address of the articles endpoint. */
export function setupSteps(endpoint: string) {
  return [
    "Prepara il foglio Google con le colonne del 'Modello del foglio' qui sotto, una riga per articolo.",
    "In Make crea un nuovo scenario che inizia con il modulo 'Webhooks › Custom webhook'; copia il suo indirizzo e incollalo qui nel campo 'URL del webhook Make'.",
    "Aggiungi il modulo 'Google Sheets › Search Rows' sul foglio, con il filtro: colonna Stato uguale a 'Pubblicato'.",
    "Crea un token nella sezione 'Token API' qui sopra ('Crea token') e copialo: si vede una volta sola.",
    `Aggiungi il modulo 'HTTP › Make a request': metodo POST, URL ${endpoint}, intestazione Authorization con valore 'Bearer ' seguito dal token, corpo di tipo JSON (application/json).`,
    "Nel corpo metti una riga come oggetto con le chiavi Titolo, Categoria, Estratto, Contenuto, Stato e Data, oppure più righe insieme come elenco di oggetti con le stesse chiavi.",
    "Premi 'Test Webhook' per verificare che lo scenario riceva i dati, poi attiva lo scenario: 'Sincronizza Ora' lo avvia quando vuoi.",
    "Per un controllo automatico, duplica lo scenario e sostituisci il webhook con 'Google Sheets › Watch Rows', programmato ogni 15 minuti.",
  ];
}

/** The outcome of the two webhook buttons, with what the webhook answered. */
export const webhookOutcomes = {
  missingUrl: "Inserisci l'URL del webhook Make",
  testSent: (status: number) => ({
    title: "Test inviato!",
    description: `Il webhook ha risposto con lo stato HTTP ${status}.`,
  }),
  syncStarted: (status: number) => ({
    title: "Sincronizzazione avviata!",
    description: `Il webhook ha risposto con lo stato HTTP ${status}: lo scenario legge ora il foglio.`,
  }),
  testFailed: (detail: string) => ({
    title: "Errore test",
    description: `Controlla l'URL del webhook e riprova. ${detail}.`,
  }),
  syncFailed: (detail: string) => ({
    title: "Errore sincronizzazione",
    description: `Controlla l'URL del webhook e riprova. ${detail}.`,
  }),
} satisfies Record<string, string | ((value: never) => FormAlertContent)>;

export const tokenToasts = {
  revoked: {
    type: "success",
    title: "Token revocato",
    description: "Lo scenario che lo usava non può più scrivere sul sito.",
  },
  notFound: {
    type: "error",
    title: "Token non trovato",
    description: "Il token era già stato revocato.",
  },
  refused: {
    type: "error",
    title: "Errore durante il salvataggio",
    description: "Il token non è stato revocato: riprova tra qualche secondo.",
  },
} as const;

export const syncFieldMessages = {
  tooLong: (max: number) => `Al massimo ${max.toLocaleString("it-IT")} caratteri.`,
} as const;

/** The staff activity log's subject for a new webhook address: its host only. */
export const webhookActivitySubject = (url: string) => {
  const host = URL.canParse(url) ? new URL(url).host : "";
  return host ? `Webhook della sincronizzazione (${host})` : "Webhook della sincronizzazione";
};
