import type { FormAlertContent } from "~/components/form-messages";

const minutesText = (minutes: number) => `${minutes} ${minutes === 1 ? "minuto" : "minuti"}`;

/** `/login/verifica`: the second step after the right password. */
export const secondStepPage = {
  title: "Verifica in due passaggi",
  subtitle: "La password è corretta. Per finire l'accesso conferma che sei tu.",
  codeHeading: "Codice dell'app di autenticazione",
  codeLabel: "Codice",
  codeHint:
    "Le 6 cifre che mostra l'app di autenticazione, oppure uno dei codici di recupero se non hai il telefono.",
  submit: "Verifica",
  pending: "Verifica in corso...",
  backToLogin: "Torna al login",
  passkeyHeading: "Con una passkey",
  passkeyButton: "Usa una passkey",
  passkeyPending: "Verifica in corso...",
  passkeyNeedsJavaScript:
    "Per usare una passkey serve JavaScript: attivalo, oppure usa il codice dell'app o un codice di recupero.",
  passkeyOnlyNeedsJavaScript:
    "Per usare la tua passkey serve JavaScript: attivalo e ricarica la pagina. Se non puoi, chiedi a un amministratore di azzerare la verifica in due passaggi.",
} as const;

export const secondStepAlerts = {
  wrongCode: "Il codice non è valido o è già stato usato. Riprova con il codice attuale.",
  throttled: (minutes: number): FormAlertContent => ({
    title: "Troppi tentativi",
    description: `Troppi codici sbagliati. Riprova tra ${minutesText(minutes)}.`,
  }),
  refused: {
    title: "Errore durante il login",
    description:
      "Il sito non riesce a registrare l'accesso in questo momento. Riprova tra qualche secondo.",
  },
} satisfies Record<string, string | FormAlertContent | ((minutes: number) => FormAlertContent)>;

export const secondStepToasts = {
  expired: {
    type: "error",
    title: "Accesso da ripetere",
    description:
      "La verifica è scaduta o non è valida: sono passati più di 5 minuti dalla password. Accedi di nuovo.",
  },
  passwordChanged: {
    type: "error",
    title: "Accesso da ripetere",
    description:
      "La password è stata cambiata dopo che l'hai inserita. Accedi di nuovo con la password attuale.",
  },
  spent: {
    type: "error",
    title: "Accesso da ripetere",
    description:
      "Questa verifica è già stata usata per un accesso e non vale più. Accedi di nuovo.",
  },
  fewCodesLeft: (left: number) => ({
    type: "error" as const,
    title: left === 0 ? "Codici di recupero esauriti" : "Pochi codici di recupero",
    description:
      left === 0
        ? "Hai usato l'ultimo codice di recupero: generane di nuovi da Il mio account."
        : `Ti ${left === 1 ? "resta 1 codice" : `restano ${left} codici`} di recupero: generane di nuovi da Il mio account.`,
  }),
} as const;

/** `/admin/account`: the section about the second factor. */
export const accountTwoStep = {
  heading: "Verifica in due passaggi",
  on: (since: string) => `L'app di autenticazione è attiva dal ${since}.`,
  off: "L'app di autenticazione non è attiva: all'accesso basta la password.",
  manage: "Gestisci l'app di autenticazione",
  setUp: "Configura l'app di autenticazione",
} as const;

/** `/admin/account/app-di-autenticazione`. */
export const authenticatorPage = {
  title: "App di autenticazione",
  purpose: "Il codice dell'app del telefono, chiesto dopo la password a ogni accesso.",
  setupHeading: "Collega l'app",
  required:
    "Per il tuo ruolo è richiesta la verifica in due passaggi: configurala per continuare a usare l'area riservata.",
  setupIntro:
    "Con la verifica in due passaggi, dopo la password ti chiederemo il codice di 6 cifre che l'app (per esempio Google Authenticator, Microsoft Authenticator, 1Password) mostra sul telefono.",
  step1: "1. Inquadra il codice QR con l'app di autenticazione.",
  qrLabel: "Codice QR da inquadrare con l'app di autenticazione",
  step2: "Non riesci a inquadrarlo? Aggiungi l'account a mano con questa chiave:",
  keyLabel: "Chiave da inserire nell'app",
  step3: "2. Scrivi il codice che l'app mostra ora.",
  codeLabel: "Codice dell'app",
  codeHint: "Le 6 cifre, senza spazi.",
  confirm: "Attiva",
  pending: "Verifica in corso...",
  onText: (since: string) => `L'app di autenticazione è attiva dal ${since}.`,
  codesLeft: (left: number) => `Codici di recupero ancora validi: ${left} su 10.`,
  fewCodesLeft: "Ti restano pochi codici di recupero: generane di nuovi.",
  renewHeading: "Rigenera i codici di recupero",
  renewIntro:
    "I nuovi codici sostituiscono quelli di prima, che smettono di valere. Serve il codice dell'app.",
  renew: "Rigenera i codici di recupero",
  disableHeading: "Disattiva l'app di autenticazione",
  disableIntro: "Servono la password e un codice dell'app (o un codice di recupero).",
  passwordLabel: "Password",
  disableCodeLabel: "Codice dell'app o di recupero",
  disable: "Disattiva",
  backToAccount: "Torna a Il mio account",
} as const;

/** The recovery codes, on the only page that shows them. */
export const recoveryCodesPanel = {
  heading: "I tuoi codici di recupero",
  intro:
    "Conservali in un posto sicuro, lontano dal telefono: ognuno vale una sola volta al posto del codice dell'app. Non li mostreremo più.",
  listLabel: "Codici di recupero",
  download: "Scarica i codici (.txt)",
  done: "Li ho salvati",
  fileTitle: (site: string) => `Codici di recupero per l'area riservata di ${site}`,
  fileHint: "Ogni codice vale una sola volta, al posto del codice dell'app di autenticazione.",
} as const;

export const authenticatorAlerts = {
  wrongCode: "Il codice non è valido o è già stato usato. Scrivi quello che l'app mostra ora.",
  wrongPassword: "La password non è corretta.",
  throttled: (minutes: number): FormAlertContent => ({
    title: "Troppi tentativi",
    description: `Troppi tentativi sbagliati. Riprova tra ${minutesText(minutes)}.`,
  }),
  required: {
    title: "Non puoi disattivarla",
    description:
      "Per il tuo ruolo la verifica in due passaggi è obbligatoria e l'app è il tuo unico secondo fattore.",
  },
} satisfies Record<string, string | FormAlertContent | ((minutes: number) => FormAlertContent)>;

export const authenticatorToasts = {
  enabled: {
    type: "success",
    title: "App di autenticazione attiva",
    description: "Dal prossimo accesso ti chiederemo il codice dell'app.",
  },
  disabled: {
    type: "success",
    title: "App di autenticazione disattivata",
    description: "All'accesso basta di nuovo la password.",
  },
} as const;

/** `/admin/utenti`: the policy and the reset. */
export const twoStepAdmin = {
  policyHeading: "Richiedi la verifica in due passaggi",
  policyIntro:
    "Chi è incluso e non ha ancora un secondo fattore dovrà configurarlo al prossimo accesso prima di poter fare altro.",
  policyLabels: {
    none: "per nessuno",
    admins: "per gli amministratori",
    everyone: "per tutti",
  },
  savePolicy: "Salva",
  /** The activity log's subject for a new policy. */
  policySubject: (label: string) => `Verifica in due passaggi richiesta ${label}`,
  column: "Verifica in due passaggi",
  factors: (totp: boolean, passkeys: number) =>
    [totp ? "App" : null, passkeys > 0 ? `Passkey (${passkeys})` : null]
      .filter(Boolean)
      .join(", ") || "Nessuna",
  reset: "Azzera la verifica",
  resetLabel: (name: string) => `Azzera la verifica in due passaggi di ${name}`,
  confirmReset: (name: string) =>
    `Vuoi davvero azzerare la verifica in due passaggi di ${name}? App, codici di recupero e passkey smettono di valere e ${name} esce da tutti i dispositivi.`,
} as const;

export const twoStepAdminToasts = {
  policySaved: {
    type: "success",
    title: "Impostazione salvata",
    description: "La regola vale dalla prossima pagina che ognuno apre.",
  },
  policyInvalid: {
    type: "error",
    title: "Scelta non valida",
    description: "Scegli per chi richiedere la verifica in due passaggi.",
  },
  reset: {
    type: "success",
    title: "Verifica azzerata",
    description:
      "Il collega è uscito da tutti i dispositivi, riceverà un'e-mail e potrà accedere con la sola password.",
  },
  self: {
    type: "error",
    title: "Operazione non consentita",
    description: "Non puoi azzerare la tua verifica: disattivala da Il mio account.",
  },
  notFound: { type: "error", title: "Utente non trovato", description: "L'utente non esiste più." },
  refused: {
    type: "error",
    title: "Errore durante il salvataggio",
    description: "Si è verificato un errore. Riprova.",
  },
} as const;
