/** `/admin/lead/webhook`: where the leads' events go, and what became of each. */

const toast = (type: "success" | "error", title: string) => ({ type, title, description: "" });

export const eventTypeLabels = {
  "lead.created": "Nuovo lead",
  "lead.stage_changed": "Cambio di fase",
  "lead.erased": "Dati cancellati",
} as const;

/** What a row for Meta is called in the log: the conversion, not the webhook's event. */
export const metaEventLabel = "Conversione per Meta";

/** Why an event for Meta is not sent at all. */
export const metaRefusals = {
  tooOld: "Meta non accetta eventi di più di 7 giorni fa",
};

export const eventStatusLabels = {
  pending: "In coda",
  sent: "Consegnato",
  dead: "Non consegnato",
  dropped: "Scartato",
} as const;

/** The delivery log's filters, in the order the page offers them. */
export const logFilters = ["tutti", "dead", "pending", "sent", "dropped"] as const;

export const leadWebhookPage = {
  title: "Webhook dei lead",
  description:
    "Il sito comunica al tuo CRM o alla tua automazione ogni nuovo lead, ogni cambio di fase e ogni cancellazione e, se la attivi, alla Conversions API di Meta le richieste qualificate e i lavori vinti.",
  back: "Torna ai lead",
  addressTitle: "Indirizzo",
  urlLabel: "URL del webhook",
  urlHint:
    "Un indirizzo http o https pubblico: il sito vi invia una richiesta POST in JSON per ogni evento.",
  save: "Salva l'indirizzo",
  disable: "Disattiva il webhook",
  disabledNote:
    "Nessun webhook attivo: i lead non vengono comunicati a nessuno. Salva un indirizzo per iniziare.",
  secretTitle: "Segreto di firma",
  secretIntro:
    "Ogni richiesta porta le intestazioni webhook-id, webhook-timestamp e webhook-signature, come prevede la specifica Standard Webhooks: il destinatario verifica la firma con questo segreto (ad esempio con la libreria standardwebhooks).",
  secretLabel: "Segreto",
  rotate: "Genera un nuovo segreto",
  rotateConfirm:
    "Il segreto attuale smette subito di valere: il destinatario dovrà usare quello nuovo. Continuare?",
  metaTitle: "Conversions API di Meta",
  metaIntro:
    "Facoltativa. Quando un lead arrivato da un annuncio di Meta diventa Qualificato o Vinto, il sito invia a Meta l'evento Lead o Purchase, con l'identificativo del clic e l'e-mail e il telefono cifrati con SHA-256. Solo per chi ha dato il consenso facoltativo, non l'ha revocato e non ha scritto con Do Not Track o Global Privacy Control.",
  metaOff: "Non attiva: a Meta non viene inviato nulla.",
  metaOn: (host: string) => `Attiva: gli eventi vanno a ${host}.`,
  metaEndpointLabel: "Indirizzo degli eventi",
  metaEndpointHint:
    "L'indirizzo del set di dati nella Graph API: https://graph.facebook.com/<versione>/<ID del set di dati>/events.",
  metaTokenLabel: "Token di accesso",
  metaTokenHint: "Generato in Gestione eventi di Meta. Lascialo vuoto per tenere quello salvato.",
  metaTokenHintNew: "Generato in Gestione eventi di Meta, nelle impostazioni del set di dati.",
  metaSave: "Salva la Conversions API",
  metaDisable: "Disattiva la Conversions API",
  deliveriesTitle: "Consegne",
  deliveriesIntro:
    "Ogni evento è ritentato per 75 ore (dopo 5 secondi, 5 minuti, 30 minuti, 2, 5, 10, 14, 20 e 24 ore). Un evento non consegnato trattiene i successivi dello stesso lead finché non lo reinvii o lo scarti.",
  filterLabel: "Mostra",
  filters: {
    tutti: "Tutti",
    dead: "Non consegnati",
    pending: "In coda",
    sent: "Consegnati",
    dropped: "Scartati",
  },
  caption: "Eventi dei lead, i più recenti per primi",
  emptyLog: "Nessun evento da mostrare.",
  columns: {
    event: "Evento",
    status: "Stato",
    attempts: "Tentativi",
    when: "Quando",
    error: "Ultimo errore",
    actions: "Azioni",
  },
  leadLink: (id: number) => `lead n. ${id}`,
  queuedAt: (at: string) => `creato il ${at}`,
  nextAttempt: (at: string) => `prossimo tentativo il ${at}`,
  sentAt: (at: string) => `consegnato il ${at}`,
  attemptsTitle: (count: number) => (count === 1 ? "1 tentativo" : `${count} tentativi`),
  attempt: (at: string, outcome: string, ms: number) => `${at}: ${outcome} (${ms} ms)`,
  answered: (status: number) => `HTTP ${status}`,
  resend: "Reinvia",
  drop: "Scarta",
  resendLabel: (id: number) => `Reinvia l'evento n. ${id}`,
  dropLabel: (id: number) => `Scarta l'evento n. ${id}`,
};

export const leadWebhookToasts = {
  saved: () => toast("success", "Indirizzo del webhook salvato"),
  disabled: () => toast("success", "Webhook disattivato: nessun nuovo evento sarà inviato"),
  rotated: () => toast("success", "Nuovo segreto generato: aggiornalo nel destinatario"),
  resent: () => toast("success", "Evento rimesso in coda"),
  dropped: () => toast("success", "Evento scartato"),
  gone: () => toast("error", "L'evento non c'è più o è già stato consegnato"),
  metaSaved: () => toast("success", "Conversions API di Meta salvata"),
  metaDisabled: () => toast("success", "Conversions API di Meta disattivata"),
  busy: () => toast("error", "Il database è occupato: niente è stato salvato. Riprova tra poco."),
};

/** What the activity log says of a change to the webhook. */
export const webhookSettingSubject = {
  saved: (host: string) => `Webhook dei lead: ${host}`,
  disabled: "Webhook dei lead disattivato",
  rotated: "Webhook dei lead: nuovo segreto",
  metaSaved: (host: string) => `Conversions API di Meta: ${host}`,
  metaDisabled: "Conversions API di Meta disattivata",
};
