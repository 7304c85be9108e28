import type { FormAlertContent } from "~/components/form-messages";

/** The sign-in screen. */
export const loginPage = {
  title: "Admin Dashboard",
  subtitle: "Accedi per gestire il blog",
  emailLabel: "Email",
  passwordLabel: "Password",
  submit: "Accedi",
  pending: "Accesso in corso...",
  signedInAs: (name: string) => `Hai già effettuato l'accesso come ${name}.`,
  backToAdmin: "Torna alla gestione articoli",
} as const;

export const loginAlerts = {
  invalid: {
    title: "Credenziali non valide",
    description: "Controlla l'indirizzo e-mail e la password e riprova.",
  },
  throttled: (minutes: number): FormAlertContent => ({
    title: "Troppi tentativi",
    description: `Troppi tentativi di accesso. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
  }),
  unexpected: {
    title: "Errore durante il login",
    description: "Si è verificato un errore imprevisto. Riprova tra poco.",
  },
  refused: {
    title: "Errore durante il login",
    description:
      "Il sito non riesce a registrare l'accesso in questo momento. Riprova tra qualche secondo.",
  },
} satisfies Record<string, FormAlertContent | ((minutes: number) => FormAlertContent)>;

export const logoutPage = {
  title: "Esci",
  text: "Vuoi uscire dall'area riservata?",
  submit: "Esci",
} as const;

/** What each role is called in the admin shell. */
export const roleLabels = { admin: "Amministratore", editor: "Editor" } as const;

export const adminNavigation = [
  { to: "/admin", label: "Articoli", role: "editor" },
  { to: "/admin/media", label: "Media", role: "editor" },
  { to: "/admin/eventi", label: "Eventi", role: "editor" },
  { to: "/admin/pagine", label: "Pagine del sito", role: "editor" },
  { to: "/admin/esperimenti", label: "Esperimenti", role: "editor" },
  { to: "/admin/newsletter/campagne", label: "Campagne newsletter", role: "editor" },
  { to: "/admin/statistiche", label: "Statistiche", role: "editor" },
  { to: "/admin/lead", label: "Lead", role: "admin" },
  { to: "/admin/utenti", label: "Utenti", role: "admin" },
  { to: "/admin/sicurezza", label: "Sicurezza Contatti", role: "admin" },
  { to: "/admin/iscrizioni", label: "Iscrizioni", role: "admin" },
  { to: "/admin/newsletter", label: "Newsletter", role: "admin" },
  { to: "/admin/richieste", label: "Richieste privacy", role: "admin" },
  { to: "/admin/sincronizzazione", label: "Sincronizzazione", role: "admin" },
  { to: "/admin/reindirizzamenti", label: "Reindirizzamenti", role: "admin" },
  { to: "/admin/attivita", label: "Attività", role: "admin" },
  { to: "/admin/account", label: "Il mio account", role: "editor" },
] as const;

export const articleStatusLabels = {
  draft: "Bozza",
  scheduled: "Programmato",
  published: "Pubblicato",
  archived: "Archiviato",
} as const;

/** The article list, titled 'Gestione Articoli'. */
export const articleList = {
  title: "Gestione Articoli",
  purpose: "Scrivi, programma e pubblica gli articoli del blog.",
  counters: { total: "Totale", published: "Pubblicati", scheduled: "Programmati", drafts: "Bozze" },
  /** The page's main action, beside its title. */
  newArticle: { to: "/admin/articoli/nuovo", label: "Nuovo Articolo" },
  actions: [
    { to: "/admin/sicurezza", label: "Sicurezza Contatti", role: "admin" },
    { to: "/admin/importa", label: "Importa da Google Doc", role: "editor" },
    { to: "/admin/importa-markdown", label: "Import Markdown", role: "editor" },
    { to: "/admin/articoli/eliminati", label: "Articoli eliminati", role: "admin" },
  ],
  /** The empty list's statement, the spec's words: no article yet, or none a search found. */
  empty: "Nessun articolo trovato",
  /** A search or a filter found nothing: what to try. */
  emptyFiltered:
    "Nessun articolo corrisponde alla ricerca o ai filtri scelti: prova con altre parole.",
  /** No article at all yet: under the same statement, what to do first. */
  emptyAll: "Non ci sono ancora articoli: scrivi il primo o importane uno.",
  importOne: { to: "/admin/importa", label: "Importa un articolo" },
  created: "Creato il",
  published: "Pubblicato il",
  scheduled: "Programmato per il",
  unpublish: "Si ritira il",
  edit: "Modifica",
  remove: "Elimina",
} as const;
