import type { FormAlertContent } from "~/components/form-messages";

/** The labels of the password fields, shared by every form that sets one. */
export const passwordFieldLabels = {
  password: "Nuova password",
  confirm: "Ripeti la password",
  hint: "Almeno 12 caratteri. Una frase di più parole è facile da ricordare e difficile da indovinare.",
} as const;

/** `/primo-amministratore`: the first administrator, from the link the server logs at start. */
export const setupPage = {
  title: "Primo amministratore",
  subtitle: "Crea l'account che gestirà il sito e gli altri utenti.",
  nameLabel: "Nome",
  emailLabel: "Email",
  submit: "Crea amministratore",
  pending: "Creazione in corso...",
  closedTitle: "Link non valido",
  closedText:
    "Questo link per creare il primo amministratore non è valido, è scaduto o è già stato usato. Se un amministratore esiste già, accedi dalla pagina di login.",
  toLogin: "Vai al login",
} as const;

export const setupEmailTaken = "Esiste già un account con questo indirizzo e-mail.";

export const setupAlerts = {
  closed: {
    title: "Link non valido",
    description: "Il link è scaduto o è già stato usato: nessun account è stato creato.",
  },
} satisfies Record<string, FormAlertContent>;

/** `/reimposta-password`: a password chosen from an invitation or a reset link. */
export const setPasswordPage = {
  title: "Scegli la password",
  subtitle: "Scegli la password con cui accederai all'area riservata.",
  submit: "Salva la password",
  pending: "Salvataggio in corso...",
  invalidTitle: "Link non valido",
  invalidText: "Questo link non è valido, è scaduto o è già stato usato. Puoi chiederne uno nuovo.",
  requestNew: "Chiedi un nuovo link",
} as const;

export const setPasswordAlerts = {
  invalid: {
    title: "Link non valido",
    description: "Il link è scaduto o è già stato usato: la password non è cambiata.",
  },
} satisfies Record<string, FormAlertContent>;

/** `/password-dimenticata`. */
export const forgotPasswordPage = {
  title: "Password dimenticata",
  subtitle:
    "Indica l'indirizzo e-mail del tuo account: ti invieremo un link per sceglierne una nuova.",
  emailLabel: "Email",
  submit: "Invia il link",
  pending: "Invio in corso...",
  backToLogin: "Torna al login",
} as const;

/** The link under the sign-in form. */
export const forgotPasswordLink = "Password dimenticata?";

export const forgotPasswordAlerts = {
  // The same words whether or not the address belongs to someone; shown as a notice, not an error.
  accepted: {
    title: "Controlla la posta",
    description:
      "Se l'indirizzo appartiene a un account, riceverai a breve un'e-mail con il link per scegliere una nuova password. Il link vale 2 ore.",
  },
  throttled: (minutes: number): FormAlertContent => ({
    title: "Troppe richieste",
    description: `Hai chiesto troppi link da questa connessione. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
  }),
} satisfies Record<string, FormAlertContent | ((minutes: number) => FormAlertContent)>;

/** `/admin/utenti`. */
export const usersPage = {
  title: "Utenti",
  purpose: "Chi può entrare nell'area riservata, con quale ruolo e quale verifica.",
  invite: "Invita utente",
  inviteColleague: "Invita un collega",
  /** Only the signed-in person has an account. */
  onlyYou:
    "Per ora sei l'unica persona con un account. Invita un collega per dividere il lavoro: riceverà un link per scegliere la password.",
  caption: "Utenti dell'area riservata",
  columns: {
    name: "Nome",
    email: "Email",
    role: "Ruolo",
    lastSignIn: "Ultimo accesso",
    actions: "Azioni",
  },
  never: "Mai",
  you: "(tu)",
  roleLabel: (name: string) => `Ruolo di ${name}`,
  changeRole: "Cambia ruolo",
  remove: "Rimuovi",
  removeLabel: (name: string) => `Rimuovi ${name}`,
  confirmRemove: (name: string) => `Vuoi davvero rimuovere ${name}? Non potrà più accedere.`,
} as const;

/** `/admin/utenti/nuovo`. */
export const invitePage = {
  title: "Invita utente",
  backToList: "Torna agli utenti",
  intro: "L'utente riceverà un'e-mail con un link, valido 48 ore, per scegliere la sua password.",
  nameLabel: "Nome",
  emailLabel: "Email",
  roleLabel: "Ruolo",
  rolePlaceholder: "Scegli un ruolo",
  submit: "Invia invito",
  pending: "Invio in corso...",
  cancel: "Annulla",
  emailTaken: "Esiste già un utente con questo indirizzo e-mail.",
} as const;

/** `/admin/account`. */
export const accountPage = {
  title: "Il mio account",
  purpose: "La tua password, la verifica in due passaggi, le passkey e i dispositivi collegati.",
  passwordTitle: "Password",
  intro:
    "Cambiando la password esci da tutti gli altri dispositivi su cui hai effettuato l'accesso.",
  currentLabel: "Password attuale",
  submit: "Cambia password",
  pending: "Salvataggio in corso...",
} as const;

export const accountAlerts = {
  wrongCurrent: "La password attuale non è corretta.",
  throttled: (minutes: number): FormAlertContent => ({
    title: "Troppi tentativi",
    description: `Troppi tentativi con la password sbagliata. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
  }),
} as const;

/** One-time messages after the users' forms. */
export const userToasts = {
  adminCreated: {
    type: "success",
    title: "Amministratore creato",
    description: "Benvenuto: ora puoi gestire il sito.",
  },
  adminCreatedSignIn: {
    type: "success",
    title: "Amministratore creato",
    description: "Accedi con l'e-mail e la password appena scelte.",
  },
  passwordSet: {
    type: "success",
    title: "Password salvata",
    description: "Accedi con la tua nuova password.",
  },
  invited: (email: string) => ({
    type: "success" as const,
    title: "Invito inviato",
    description: `Abbiamo inviato l'invito a ${email}.`,
  }),
  roleChanged: {
    type: "success",
    title: "Ruolo aggiornato",
    description: "Il nuovo ruolo vale dalla prossima pagina che l'utente apre.",
  },
  removed: {
    type: "success",
    title: "Utente rimosso",
    description: "L'utente non può più accedere.",
  },
  self: {
    type: "error",
    title: "Operazione non consentita",
    description: "Non puoi cambiare il ruolo né rimuovere il tuo account.",
  },
  lastAdmin: {
    type: "error",
    title: "Operazione non consentita",
    description: "Deve restare almeno un amministratore.",
  },
  notFound: { type: "error", title: "Utente non trovato", description: "L'utente non esiste più." },
  changeRefused: {
    type: "error",
    title: "Errore durante il salvataggio",
    description: "Si è verificato un errore. Riprova.",
  },
  passwordChanged: {
    type: "success",
    title: "Password cambiata",
    description: "Sei uscito da tutti gli altri dispositivi.",
  },
} as const;
