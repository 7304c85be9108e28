// The campaigns' copy, for the staff: Italian only.

import type { FormAlertContent } from "~/components/form-messages";

const plural = (n: number, one: string, many: string) =>
  `${n.toLocaleString("it-IT")} ${n === 1 ? one : many}`;

/** 'La riceveranno N iscritti confermati', in the singular for one. */
export const audienceText = (n: number) =>
  n === 1
    ? "La riceverà 1 iscritto confermato"
    : `La riceveranno ${plural(n, "iscritto confermato", "iscritti confermati")}`;

export const campaignMessages = {
  subjectMissing: "Scrivi l'oggetto della campagna.",
  languageInvalid: "Scegli la lingua della campagna: italiano o inglese.",
  subjectTooLong: "L'oggetto può avere al massimo 150 caratteri.",
  preheaderTooLong: "L'anteprima del testo può avere al massimo 150 caratteri.",
  contentTooLong: "Il testo è troppo lungo: al massimo 100.000 caratteri.",
  contentMissing: "Scrivi il testo della campagna, o riempilo con il riepilogo degli articoli.",
  whenMissing: "Indica il giorno e l'ora dell'invio.",
  whenInvalid: "Inserisci data e ora nel formato gg/mm/aaaa, hh:mm.",
  whenNonexistent:
    "Quest'ora non esiste in Italia: il cambio dell'ora legale la salta. Scegline un'altra.",
  whenPast: "Quest'ora è già passata: scegline una futura.",
  addressMissing: "Scrivi l'indirizzo postale: non può restare vuoto.",
  addressTooLong: "L'indirizzo può avere al massimo 300 caratteri.",
  noArticles: (since: string) =>
    `Nessun articolo pubblicato dal ${since}: il riepilogo sarebbe vuoto.`,
} as const;

/** Why a post changed nothing, said in the page. */
export const campaignAlerts = {
  stale: {
    title: "Non salvato",
    description:
      "La campagna è stata cambiata da qualcun altro nel frattempo: ricarica la pagina e riprova.",
  },
  notEditable: {
    title: "Non modificabile",
    description:
      "Si modifica solo una bozza: annulla prima la programmazione. Una campagna inviata resta com'è stata spedita.",
  },
  refused: (description: string): FormAlertContent => ({
    title: "Invio non possibile",
    description,
  }),
  gone: {
    title: "Campagna non trovata",
    description: "La campagna non esiste più o non è più una bozza: ricarica la pagina.",
  },
} satisfies Record<string, FormAlertContent | ((description: string) => FormAlertContent)>;

export const campaignToasts = {
  created: { title: "Campagna salvata", description: "La bozza è salvata: guarda l'anteprima." },
  saved: { title: "Campagna salvata", description: "Le modifiche sono salvate." },
  deleted: { title: "Bozza eliminata", description: "La campagna non c'è più." },
  scheduled: (when: string) => ({
    title: "Campagna programmata",
    description: `Partirà il ${when}.`,
  }),
  unscheduled: {
    title: "Programmazione annullata",
    description: "La campagna è tornata una bozza.",
  },
  queued: (recipients: number) => ({
    title: "Campagna in invio",
    description: `${audienceText(recipients)}: l'invio procede in sottofondo.`,
  }),
  tested: (address: string) => ({
    title: `Prova inviata a ${address}`,
    description: "Controlla la casella: è l'ultima versione salvata.",
  }),
  addressSaved: {
    title: "Indirizzo salvato",
    description: "Comparirà in fondo alle prossime campagne.",
  },
} as const;

export const campaignStatusLabels = {
  draft: "Bozza",
  scheduled: "Programmata",
  sending: "In invio",
  sent: "Inviata",
} as const;

/** A campaign's state in words: 'Programmata per il …', 'In invio (x di y)', 'Inviata il …'. */
export const statusText = {
  draft: () => "Bozza",
  scheduled: (when: string) => `Programmata per il ${when}`,
  sending: (done: number, all: number) =>
    `In invio (${done.toLocaleString("it-IT")} di ${all.toLocaleString("it-IT")})`,
  sent: (when: string) => `Inviata il ${when}`,
};

export const figureLabels = {
  recipients: "Destinatari",
  delivered: "Consegnate",
  bounced: "Rimbalzate",
  complained: "Segnalate come spam",
  unsubscribed: "Disiscritti",
} as const;

export const campaignsPage = {
  title: "Campagne newsletter",
  description:
    "Le campagne della newsletter agli iscritti confermati: lo staff le prepara, un amministratore le invia.",
  create: "Nuova campagna",
  empty: "Nessuna campagna ancora. Scrivi la prima, o riempila con il riepilogo degli articoli.",
  audience: (n: number) =>
    `${audienceText(n)}: chi ha confermato l'iscrizione, esclusi chi si è disiscritto e gli indirizzi rimbalzati o che l'hanno segnalata come spam.`,
  caption: "Le campagne, dalla più recente",
  columns: { subject: "Oggetto", status: "Stato", clicks: "Clic", ...figureLabels },
  clicks: (n: number, links: number) =>
    `${plural(n, "clic", "clic")} su ${plural(links, "link", "link")}`,
  notCounted: "Non contati",
  address: {
    title: "Indirizzo postale del mittente",
    intro:
      "Compare in fondo a ogni campagna, come la legge chiede alle comunicazioni commerciali. Finché non lo cambi è quello dell'agenzia.",
    label: "Indirizzo postale",
    save: "Salva l'indirizzo",
    pending: "Salvataggio…",
  },
} as const;

export const campaignFormText = {
  newTitle: "Nuova campagna",
  editTitle: "Modifica la bozza",
  subject: "Oggetto",
  subjectHint: "La riga che si legge nella casella di posta: al massimo 150 caratteri.",
  preheader: "Anteprima del testo",
  preheaderHint:
    "Il testo che molti programmi di posta mostrano accanto all'oggetto. Facoltativa, al massimo 150 caratteri.",
  digest: "Riepilogo degli articoli",
  digestHint:
    "Aggiunge al testo gli articoli pubblicati dall'ultima campagna inviata (o negli ultimi 30 giorni): titolo con il link e sommario, da ritoccare prima dell'invio.",
  digestPending: "Preparazione…",
  language: "Lingua",
  languageHint:
    "La campagna va agli iscritti di questa lingua (chi si è iscritto da una pagina in inglese riceve le campagne in inglese); il piè di pagina dell'e-mail e la versione web sono in questa lingua. Le campagne non si traducono: per l'altra lingua se ne scrive un'altra.",
  languages: [
    { value: "it", label: "italiano" },
    { value: "en", label: "inglese" },
  ],
  webVersion:
    "Versione web: dopo l'invio la campagna si legge anche su una pagina pubblica del sito",
  countClicks:
    "Conta i clic: i link passano dal sito, che conta quante volte si apre ciascun link, mai chi lo apre",
  countClicksAdmin: "Solo un amministratore può attivare il conteggio dei clic.",
  countClicksOn:
    "Il conteggio dei clic è attivo per questa campagna (lo decide un amministratore).",
  save: "Salva la bozza",
  pending: "Salvataggio…",
  cancel: "Annulla",
} as const;

export const campaignPageText = {
  back: "Tutte le campagne",
  status: "Stato",
  figures: "Risultati",
  figuresIntro: "Dalle notifiche del servizio di invio: nessun pixel traccia chi apre la campagna.",
  figuresCaption: "I risultati dell'invio",
  links: "Clic per link",
  linksIntro:
    "Quante volte si è aperto ciascun link, compresi i controlli automatici che alcuni servizi di posta fanno prima del lettore: chi lo ha aperto non è registrato.",
  linksCaption: "I link della campagna e i loro clic",
  linkColumns: { url: "Link", clicks: "Clic" },
  noLinks: "La campagna non ha link da contare.",
  webVersion: "Versione web",
  webVersionLink: "Apri la pagina pubblica",
  preview: "Anteprima dell'e-mail",
  previewIntro:
    "L'e-mail com'è salvata, come la vedranno gli iscritti: con il tema chiaro e con quello scuro del loro programma di posta.",
  previewLight: "Tema chiaro",
  previewDark: "Tema scuro",
  previewFrame: (theme: string) => `Anteprima dell'e-mail, ${theme.toLowerCase()}`,
  test: "Invia una prova",
  testIntro: (address: string) =>
    `Arriva a te (${address}) com'è salvata ora, con l'oggetto preceduto da «[Prova]».`,
  testPending: "Invio…",
  sending: "Invio",
  adminOnly:
    "Solo un amministratore può inviare o programmare la campagna: quando è pronta, chiedi a un amministratore.",
  sendNow: "Invia ora",
  schedule: "Programma",
  scheduleField: "Giorno e ora dell'invio",
  scheduleHint: "Ora italiana. Alla stessa ora la campagna parte da sola.",
  schedulePending: "Programmazione…",
  unschedule: "Annulla programmazione",
  unschedulePending: "Annullamento…",
  remove: "Elimina la bozza",
  confirmSend: {
    title: "Confermi l'invio?",
    text: (subject: string, recipients: number) =>
      `«${subject}» partirà subito: ${audienceText(recipients).toLowerCase()}. Un invio non si può ritirare.`,
    confirm: (recipients: number) => `Sì, invia a ${plural(recipients, "iscritto", "iscritti")}`,
    pending: "Invio…",
    cancel: "No, torna alla campagna",
  },
  confirmRemove: {
    title: "Eliminare la bozza?",
    text: (subject: string) => `«${subject}» sparirà per sempre, con il suo testo.`,
    confirm: "Sì, elimina la bozza",
    pending: "Eliminazione…",
    cancel: "No, tienila",
  },
} as const;
