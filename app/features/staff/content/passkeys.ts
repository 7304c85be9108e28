/** The account page's 'Passkey' section. */
export const passkeySection = {
  title: "Passkey",
  intro:
    "Con una passkey accedi con l'impronta, il volto o il PIN del dispositivo, senza digitare e-mail e password.",
  caption: "Le tue passkey",
  columns: { name: "Nome", added: "Aggiunta il", lastUsed: "Ultimo uso", actions: "Azioni" },
  none: "Non hai ancora aggiunto una passkey.",
  never: "Mai",
  nameLabel: "Nome della passkey",
  nameHint: "Per riconoscerla nell'elenco, ad esempio «Telefono» o «Portatile dell'ufficio».",
  add: "Aggiungi una passkey",
  adding: "Registrazione in corso...",
  added: (name: string) => `Passkey «${name}» aggiunta.`,
  needsJavaScript:
    "Per aggiungere una passkey serve JavaScript: gli altri metodi di accesso restano disponibili.",
  unsupported:
    "Questo browser non supporta le passkey: gli altri metodi di accesso restano disponibili.",
  remove: "Rimuovi",
  removeLabel: (name: string) => `Rimuovi la passkey ${name}`,
  confirmRemove: (name: string) =>
    `Vuoi davvero rimuovere la passkey «${name}»? Non potrai più usarla per accedere.`,
} as const;

/** What goes wrong in a passkey ceremony, in the words shown beside its button. */
export const passkeyProblems = {
  cancelled:
    "La passkey non è stata usata: l'operazione è stata annullata o il tempo è scaduto. Riprova.",
  expired: "La richiesta è scaduta: riprova.",
  invalid: "La passkey non è stata riconosciuta. Riprova oppure accedi con e-mail e password.",
  registrationInvalid: "Il dispositivo non ha registrato la passkey. Riprova.",
  duplicate: "Questa passkey è già registrata.",
  throttled: (minutes: number) =>
    `Troppi tentativi di accesso. Riprova tra ${minutes} ${minutes === 1 ? "minuto" : "minuti"}.`,
  unavailable: "Il sito non riesce a completare l'operazione in questo momento. Riprova tra poco.",
} as const;

/** The sign-in screen's passkey button. */
export const passkeySignIn = {
  button: "Usa una passkey",
  pending: "Accesso in corso...",
  needsJavaScript:
    "Per usare una passkey serve JavaScript: attivalo, oppure accedi con e-mail e password.",
} as const;

/** Messages after a removal, on the account page. */
export const passkeyToasts = {
  removed: (name: string) => ({
    type: "success" as const,
    title: "Passkey rimossa",
    description: `La passkey «${name}» non può più essere usata per accedere.`,
  }),
  refused: {
    type: "error" as const,
    title: "Errore durante il salvataggio",
    description: "La passkey non è stata rimossa. Riprova tra qualche secondo.",
  },
  required: {
    type: "error" as const,
    title: "Non puoi rimuoverla",
    description:
      "Per il tuo ruolo la verifica in due passaggi è obbligatoria e questa passkey è il tuo unico secondo fattore: aggiungine un altro prima di rimuoverla.",
  },
} as const;
