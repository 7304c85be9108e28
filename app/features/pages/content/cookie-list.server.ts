// The cookies this site's code sets, which the cookie page lists after the controller: what
// they are is the code's business, so the list stays with it rather than among the page's text.

export type CookieEntry = { name: string; purpose: string; duration: string; kind: string };

export const cookieList = {
  title: "Cookie che usiamo",
  labels: { purpose: "Finalità", duration: "Durata", kind: "Tipo" },
  items: [
    {
      name: "preferenze",
      purpose:
        "Ricorda le impostazioni di accessibilità che scegli (modalità scura, dimensione del testo, alto contrasto). Viene salvato solo quando le cambi.",
      duration: "1 anno",
      kind: "Tecnico, di prima parte",
    },
    {
      name: "messaggio",
      purpose:
        "Mostra una sola volta il messaggio di conferma o di errore dopo l'invio di un modulo.",
      duration: "Sessione: si cancella dopo la lettura del messaggio o alla chiusura del browser",
      kind: "Tecnico, di prima parte",
    },
  ] satisfies readonly CookieEntry[],
} as const;
