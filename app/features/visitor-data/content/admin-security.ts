import type { AuditAction } from "~/utils/audit.server";
import type { Toast } from "~/utils/toast.server";

/** `/admin/sicurezza` and `/admin/sicurezza/contatti/:id`: the contact security dashboard. */

const count = (n: number, one: string, many: string) =>
  `${n.toLocaleString("it-IT")} ${n === 1 ? one : many}`;

export const securityPage = {
  title: "Dashboard Sicurezza Contatti",
  intro:
    "I dati delle persone che hanno scritto all'agenzia: chi li ha consultati, quanto restano, che cosa li protegge.",
  counters: { total: "Contatti totali", processed: "Processati", anonymized: "Anonimizzati" },
  anonymize: "Anonimizza Dati Vecchi",
  anonymizePending: "Anonimizzazione in corso...",
  anonymizeHint:
    "Toglie nome, e-mail, telefono, azienda, messaggio e indirizzo IP dai contatti e dalle iscrizioni ricevuti più di un anno fa, come fa ogni giorno l'esecuzione automatica.",
  confirmAnonymize:
    "Anonimizzare ora i contatti e le iscrizioni ricevuti più di un anno fa? L'operazione non si può annullare.",
  contactsTitle: "Contatti recenti",
  contactsCaption: "Gli ultimi 50 contatti ricevuti, dal più recente",
  contactsEmpty:
    "Non ci sono ancora contatti: arrivano dal modulo della pagina Contatti e dalle pagine dei servizi.",
  contactsEmptyAction: "Apri il modulo dei contatti",
  loadError: { title: "Errore", description: "Impossibile caricare i dati di contatto" },
  columns: {
    name: "Nome",
    email: "Email",
    service: "Servizio",
    date: "Data",
    status: "Stato",
    retention: "Conservazione",
    actions: "Azioni",
  },
  markProcessed: "Segna processato",
  markProcessedLabel: (name: string) => `Segna processato: ${name}`,
  auditTitle: "Registro degli accessi",
  auditCaption: "Gli ultimi 20 accessi e interventi sui dati personali, dal più recente",
  auditEmpty:
    "Il registro è ancora vuoto: ogni consultazione, esportazione o cancellazione dei dati personali comparirà qui.",
  auditColumns: { action: "Azione", who: "Chi", what: "Su che cosa", when: "Quando" },
  auditHashFull: "Impronta completa dell'indirizzo:",
  protectionsTitle: "Protezioni attive",
  recommendationsTitle: "Raccomandazioni per l'agenzia",
  statementTitle: "Chi può vedere questi dati",
} as const;

/** What this server actually does, in the words an agency owner would check it by. */
export const activeProtections = [
  "Ogni richiesta all'area riservata controlla sul server il ruolo di chi la fa: i dati dei contatti si aprono solo agli amministratori, gli editor ricevono un rifiuto (403).",
  "Registro degli accessi: ogni apertura di questa pagina e di un contatto, ogni contatto segnato come processato e ogni anonimizzazione scrivono una riga nella stessa transazione dell'operazione. Il registro si può solo accodare: il database stesso, con dei trigger, rifiuta modifiche e cancellazioni.",
  "Conservazione limitata: contatti e iscrizioni vengono anonimizzati dopo 1 anno e cancellati dopo 2; il server lo fa da solo ogni giorno.",
  "Limiti per indirizzo IP: al massimo 5 contatti, 5 iscrizioni e 5 iscrizioni alla newsletter all'ora; al massimo 10 tentativi di accesso in 15 minuti (e 5 per account).",
  "Un campo trappola invisibile (honeypot) scarta i moduli compilati dai programmi automatici.",
  "Content Security Policy con un nonce nuovo a ogni pagina: il browser esegue solo gli script del sito.",
  "Cookie di sessione HttpOnly e SameSite=Lax (e Secure quando il sito è in HTTPS): gli script non li leggono e gli altri siti non li usano.",
  "Password conservate solo come hash scrypt, mai in chiaro.",
] as const;

export const recommendations = [
  "Usate per l'area riservata password lunghe e diverse da quelle di ogni altro servizio.",
  "Quando una persona lascia l'agenzia, rimuovete subito il suo account da Utenti.",
  "Fate copie di backup cifrate del volume dei dati e conservatele in un luogo separato.",
  "Rispondete alle richieste di accesso o cancellazione dei dati entro 30 giorni, da Richieste privacy (/admin/richieste).",
  "Tenete il sito sempre in HTTPS, con un certificato valido.",
] as const;

export const accessStatement =
  "I dati di contatto sono visibili solo agli amministratori: il server controlla il ruolo a ogni richiesta, anche se qualcuno scrive l'indirizzo a mano. Ogni accesso di un amministratore a questi dati viene registrato nel registro degli accessi, che nessuno può modificare dall'applicazione.";

/** The contact page. */
export const contactPage = {
  title: (name: string, anonymized: boolean) => (anonymized ? name : `Contatto di ${name}`),
  // The browser's history keeps the tab's title: it names no person.
  headTitle: (id: number) => `Contatto n. ${id}`,
  back: "Torna alla dashboard",
  purpose: "Il messaggio e i dati lasciati con il modulo, con quanto restano conservati.",
  detailsTitle: "Dati del contatto",
  fields: {
    nome: "Nome",
    cognome: "Cognome",
    email: "Email",
    telefono: "Telefono",
    azienda: "Azienda",
    service: "Servizio",
    source: "Modulo di provenienza",
    createdAt: "Ricevuto il",
    processedAt: "Processato il",
    anonymizedAt: "Anonimizzato il",
    retentionExpiresAt: "Da cancellare il",
    privacy: "Consenso privacy",
    newsletter: "Newsletter richiesta",
    ipAddress: "Indirizzo IP",
    userAgent: "Browser",
    status: "Stato",
    retention: "Conservazione",
  },
  messageTitle: "Messaggio",
  missing: "Non indicato",
  yes: "Sì",
  no: "No",
} as const;

/** What the list and the page call a contact whose person was anonymized: it names nobody. */
export const anonymizedName = (id: number) => `Contatto anonimizzato n. ${id}`;

/** The forms a contact can come from (`contact_submissions.source`). */
const contactSources: Record<string, string> = {
  contatti: "Modulo contatti (/contatti)",
  "comunicazione-politica":
    "Modulo della pagina Comunicazione politica (/servizi/comunicazione-politica)",
  "packaging-design": "Richiesta informazioni Packaging Design (/servizi/packaging-design)",
  "stand-fieristici": "Richiesta informazioni Stand Fieristici (/servizi/stand-fieristici)",
};

export const sourceLabel = (source: string) => contactSources[source] ?? source;

export const statusBadges = {
  anonymized: "Anonimizzato",
  processed: "Processato",
  pending: "In attesa",
} as const;

export const retentionBadges = {
  expired: "Scaduto",
  days: (n: number) => `Scade in ${n} ${n === 1 ? "giorno" : "giorni"}`,
  months: (n: number) => `Scade in ${n} ${n === 1 ? "mese" : "mesi"}`,
  years: (n: number) => `Scade in ${n} ${n === 1 ? "anno" : "anni"}`,
} as const;

/** Every action the audit log records, in Italian words. */
export const auditActionLabels = {
  "view-dashboard": "Consultazione della dashboard",
  "view-contact": "Consultazione di un contatto",
  "mark-processed": "Contatto segnato come processato",
  anonymize: "Anonimizzazione dei dati vecchi",
  purge: "Cancellazione dei dati scaduti",
  "view-registrations": "Consultazione delle iscrizioni",
  "export-registrations": "Esportazione delle iscrizioni",
  "view-newsletter": "Consultazione degli iscritti alla newsletter",
  "export-newsletter": "Esportazione degli iscritti alla newsletter",
  "data-request-search": "Ricerca per una richiesta privacy",
  "data-request-export": "Esportazione per una richiesta privacy",
  "data-request-erase": "Cancellazione per una richiesta privacy",
  "api-token-create": "Creazione di un token per l'automazione",
  "api-token-revoke": "Revoca di un token per l'automazione",
  "api-articles": "Articoli scritti dall'automazione del foglio",
  "view-attendees": "Consultazione degli iscritti a un evento",
  "search-attendees": "Ricerca tra gli iscritti a un evento",
  "export-attendees": "Esportazione degli iscritti a un evento",
  "check-in": "Registrazione di una presenza all'accoglienza",
  "view-leads": "Consultazione dei lead",
  "search-leads": "Ricerca tra i lead",
  "export-leads": "Esportazione dei lead",
  "view-lead": "Consultazione di un lead",
  "change-lead": "Modifica di un lead",
  "view-conversions": "Consultazione delle conversioni per Google Ads",
  "export-conversions": "Esportazione delle conversioni per Google Ads",
} as const satisfies Record<AuditAction, string>;

/** An address's SHA-256 at the start of a subject (privacy requests), then what was found. */
const addressHash = /^(?:sha256 )?([0-9a-f]{64})(?::\s*|$)/;

/** The start of an address's hash: enough to tell requests apart, short enough for a phone. */
export const shortHash = (hash: string) => `sha256 ${hash.slice(0, 12)}…`;

/**
 * What an entry was about: a contact's number, the counts of a run, or nothing in particular;
 * for a privacy request, the address's hash apart from the rest, to be shown shortened.
 */
export function auditSubject(
  action: string,
  subject: string | null,
): { text: string; hash: string | null } {
  if (!subject) return { text: "—", hash: null };
  if (action === "view-contact" || action === "mark-processed")
    return { text: `Contatto n. ${subject}`, hash: null };
  const found = addressHash.exec(subject);
  return found?.[1]
    ? { text: subject.slice(found[0].length), hash: found[1] }
    : { text: subject, hash: null };
}

export const securityToasts = {
  anonymized: (counts: { contacts: number; registrations: number }): Toast => ({
    type: "success",
    title: "Successo",
    description:
      counts.contacts + counts.registrations === 0
        ? "Nessun dato da anonimizzare: contatti e iscrizioni più vecchi di un anno erano già anonimizzati."
        : `Anonimizzati ${count(counts.contacts, "contatto", "contatti")} e ${count(counts.registrations, "iscrizione", "iscrizioni")}.`,
  }),
  anonymizeFailed: {
    type: "error",
    title: "Errore durante l'anonimizzazione dei dati",
    description: "Il database non ha accettato le modifiche. Riprova tra qualche minuto.",
  },
  anonymizeUnexpected: {
    type: "error",
    title: "Errore imprevisto durante l'anonimizzazione",
    description: "Riprova tra qualche minuto; se l'errore si ripete, controlla il log del server.",
  },
  processed: {
    type: "success",
    title: "Successo",
    description: "Contatto segnato come processato",
  },
  alreadyProcessed: {
    type: "success",
    title: "Successo",
    description: "Il contatto era già segnato come processato.",
  },
  processFailed: {
    type: "error",
    title: "Errore",
    description: "Impossibile segnare come processato",
  },
  processAnonymized: {
    type: "error",
    title: "Errore",
    description: "Impossibile segnare come processato: il contatto è anonimizzato.",
  },
  processMissing: {
    type: "error",
    title: "Errore",
    description: "Impossibile segnare come processato: il contatto non esiste più.",
  },
} as const satisfies Record<
  string,
  Toast | ((counts: { contacts: number; registrations: number }) => Toast)
>;
