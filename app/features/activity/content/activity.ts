import type { StaffAction } from "~/utils/activity.server";

/** What each recorded action is called on the log's page and in its CSV. */
export const activityActionLabels: Record<StaffAction, string> = {
  "sign-in": "Accesso",
  "sign-in-failed": "Accesso non riuscito",
  "password-changed": "Password cambiata",
  "totp-enabled": "Verifica in due passaggi attivata",
  "totp-disabled": "Verifica in due passaggi disattivata",
  "recovery-codes-renewed": "Codici di recupero rigenerati",
  "recovery-code-used": "Codice di recupero usato",
  "passkey-added": "Passkey aggiunta",
  "passkey-removed": "Passkey rimossa",
  "second-factor-reset": "Secondo fattore azzerato",
  "sessions-ended": "Sessioni chiuse",
  "article-created": "Articolo creato",
  "article-published": "Articolo pubblicato",
  "article-unpublished": "Articolo ritirato",
  "article-deleted": "Articolo eliminato",
  "article-restored": "Articolo ripristinato",
  "event-created": "Evento creato",
  "event-published": "Evento pubblicato",
  "event-unpublished": "Evento ritirato",
  "event-cancelled": "Evento annullato",
  "event-moved": "Evento spostato (iscritti avvisati)",
  "page-created": "Contenuto delle pagine creato",
  "page-published": "Contenuto delle pagine pubblicato",
  "page-unpublished": "Contenuto delle pagine ritirato",
  "translation-drafted": "Bozza di traduzione inglese con l'AI",
  "redirect-created": "Reindirizzamento creato",
  "redirect-changed": "Reindirizzamento modificato",
  "redirect-removed": "Reindirizzamento rimosso",
  "settings-changed": "Impostazioni modificate",
  "user-invited": "Utente invitato",
  "role-changed": "Ruolo cambiato",
  "user-removed": "Utente rimosso",
  "token-created": "Token API creato",
  "token-revoked": "Token API revocato",
  "lead-event-resent": "Evento di un lead reinviato",
  "lead-event-dropped": "Evento di un lead scartato",
  "experiment-saved": "Test A/B salvato",
  "experiment-started": "Test A/B avviato",
  "experiment-paused": "Test A/B in pausa",
  "experiment-stopped": "Test A/B concluso",
  "experiment-promoted": "Variante promossa a pagina",
  "campaign-created": "Campagna creata",
  "campaign-saved": "Campagna modificata",
  "campaign-deleted": "Campagna eliminata",
  "campaign-scheduled": "Campagna programmata",
  "campaign-unscheduled": "Programmazione di una campagna annullata",
  "campaign-sent": "Campagna inviata",
  "campaign-test-sent": "Prova di una campagna inviata",
  "newsletter-address-changed": "Indirizzo postale della newsletter cambiato",
  "export-downloaded": "Esportazione scaricata",
};

/** How a sign-in was made, as the `sign-in` rows record it (their subject). */
export const signInMethodLabels: Record<string, string> = {
  password: "Con la password",
  "password+totp": "Con password e codice dell'app",
  "password+recovery": "Con password e codice di recupero",
  "password+passkey": "Con password e passkey",
  passkey: "Con la passkey",
};

/** Which check refused a sign-in, as the `sign-in-failed` rows record it (their subject). */
export const failedSignInLabels: Record<string, string> = {
  password: "E-mail o password errata",
  "second-step": "Codice errato alla verifica in due passaggi",
  "second-step passkey": "Passkey non riconosciuta alla verifica in due passaggi",
  passkey: "Passkey non riconosciuta",
};

/** `/admin/attivita`: who did what in the staff area, and when. */
export const activityPage = {
  title: "Attività",
  description: "Chi ha fatto cosa nell'area riservata, e quando.",
  intro:
    "Ogni azione dello staff nell'area riservata: accessi, articoli, reindirizzamenti, utenti, token, impostazioni ed esportazioni. Il registro non si può modificare; le righe più vecchie di due anni vengono rimosse dalla pulizia automatica.",
  filters: {
    person: "Persona",
    anyone: "Tutte le persone",
    action: "Azione",
    anyAction: "Tutte le azioni",
    from: "Dal giorno",
    to: "Al giorno",
    submit: "Filtra",
    reset: "Togli i filtri",
  },
  caption: "Le azioni, dalla più recente",
  columns: { when: "Quando", who: "Chi", what: "Azione", subject: "Oggetto" },
  system: "Sistema (riga di comando o attività pianificata)",
  noSubject: "—",
  count: (total: number) => (total === 1 ? "1 azione" : `${total} azioni`),
  exportCsv: "Esporta CSV",
  empty:
    "Il registro è ancora vuoto. Qui compariranno gli accessi e le azioni dello staff, come la pubblicazione di un articolo o l'invito di un utente.",
  emptyAction: "Vai agli articoli",
  emptyFiltered:
    "Nessuna azione corrisponde ai filtri scelti. Prova un intervallo di date più ampio o un'altra persona.",
  pages: "Pagine del registro",
  newer: "← Più recenti",
  older: "Meno recenti →",
  pageOf: (page: number, count: number) => `Pagina ${page} di ${count}`,
} as const;

export const activityFilterMessages = {
  badDate: "Inserisci una data valida, nel formato aaaa-mm-gg (ad esempio 2026-11-27).",
  toBeforeFrom: "Il giorno finale non può venire prima di quello iniziale.",
  unknownAction: "Scegli un'azione dall'elenco.",
  refused: "Filtri non validi: correggili nella pagina Attività e riprova.",
} as const;

/** The CSV's header, column by column. */
export const activityCsvColumns = {
  when: "Data e ora",
  who: "Chi",
  what: "Azione",
  subject: "Oggetto",
} as const;
