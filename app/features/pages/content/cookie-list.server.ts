// The cookies this site's code sets, which the cookie page lists after the controller: what
// they are is the code's business, so the list stays with it rather than among the page's text.
import { catalogue } from "~/utils/language";

export type CookieEntry = { name: string; purpose: string; duration: string; kind: string };

export const cookieLists = catalogue({
  it: {
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
  },
  en: {
    title: "Cookies we use",
    labels: { purpose: "Purpose", duration: "Duration", kind: "Type" },
    items: [
      {
        name: "preferenze",
        purpose:
          "Remembers the accessibility settings you choose (dark mode, text size, high contrast). It is stored only when you change them.",
        duration: "1 year",
        kind: "Technical, first-party",
      },
      {
        name: "messaggio",
        purpose: "Shows the confirmation or error message after a form is sent, once only.",
        duration: "Session: deleted once the message has been read or when the browser closes",
        kind: "Technical, first-party",
      },
    ],
  },
});
