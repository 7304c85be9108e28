// Shared by every outbound webhook (the spreadsheet's, the leads'): staff read these by the
// address field or in a delivery log.
const seconds = (ms: number) =>
  `${(ms / 1000).toLocaleString("it-IT", { maximumFractionDigits: 1 })} secondi`;

/** Why a webhook address was refused or its call failed, as the admin reads it. */
export const webhookReasons = {
  invalid: "L'URL non è valido: scrivilo per intero, ad esempio https://hook.eu1.make.com/…",
  scheme: "Sono ammessi solo indirizzi http e https",
  credentials: "L'URL non deve contenere credenziali",
  local: "L'indirizzo punta a una rete privata o locale: non è consentito",
  metadata: "L'indirizzo è quello dei metadati del server cloud: non è consentito",
  reserved: "L'indirizzo appartiene a un intervallo riservato o non pubblico: non è consentito",
  notFound: "Il nome non è stato trovato (DNS)",
  unresolved: "Il nome non è stato risolto (DNS): riprova tra poco",
  timeout: (ms: number) => `Il webhook non ha risposto entro ${seconds(ms)}`,
  stopped: "La chiamata è stata interrotta dalla chiusura del server",
  connectionRefused: "Il server del webhook ha rifiutato la connessione",
  connectionReset: "La connessione con il webhook si è interrotta",
  tls: "Il certificato HTTPS del webhook non è valido",
  network: (code: string) => `Errore di rete (${code})`,
  status: (status: number) => `Il webhook ha risposto con lo stato HTTP ${status}`,
  redirect: (status: number) =>
    `Il webhook ha risposto con un reindirizzamento (HTTP ${status}), che non viene seguito`,
} as const;
