import type { SignInMethod } from "~/utils/session.server";

/** The account page's list of one's own sessions. */
export const sessionsSection = {
  title: "Dispositivi collegati",
  intro:
    "I browser da cui hai effettuato l'accesso e non sei ancora uscito. Se non ne riconosci uno, esci da quel dispositivo e cambia la password.",
  caption: "Le tue sessioni attive",
  columns: {
    device: "Dispositivo",
    firstSeen: "Primo accesso",
    lastSeen: "Ultima attività",
    network: "Indirizzo IP",
    method: "Accesso con",
    actions: "Azioni",
  },
  current: "Questo dispositivo",
  unknownNetwork: "Sconosciuto",
  end: "Esci da questo dispositivo",
  endLabel: (device: string, lastSeen: string) =>
    `Esci da questo dispositivo: ${device}, ultima attività ${lastSeen}`,
  endOthers: "Esci da tutti gli altri",
  onlyThis: "Non hai effettuato l'accesso da nessun altro dispositivo.",
} as const;

export const signInMethodLabels: Record<SignInMethod, string> = {
  password: "Password",
  "password+totp": "Password e codice dell'app",
  "password+recovery": "Password e codice di recupero",
  "password+passkey": "Password e passkey",
  passkey: "Passkey",
};

/** One-time messages after the list's buttons. */
export const sessionsToasts = {
  ended: {
    type: "success",
    title: "Dispositivo scollegato",
    description: "Quel dispositivo dovrà accedere di nuovo.",
  },
  othersEnded: (count: number) =>
    count === 0
      ? {
          type: "success" as const,
          title: "Nessun altro dispositivo",
          description: "Eri collegato solo da questo dispositivo.",
        }
      : {
          type: "success" as const,
          title: "Dispositivi scollegati",
          description:
            count === 1
              ? "Sei uscito da 1 altro dispositivo."
              : `Sei uscito da ${count} altri dispositivi.`,
        },
  refused: {
    type: "error",
    title: "Errore durante il salvataggio",
    description: "Il sito non riesce a scollegare i dispositivi in questo momento. Riprova.",
  },
} as const;
