import { catalogue } from "~/utils/language";

/** The pages the newsletter's e-mails link to: confirming and leaving the subscription. */
export const subscriptionCopy = catalogue({
  it: {
    home: { label: "Torna alla home", to: "/" },
    confirm: {
      head: {
        title: "Conferma iscrizione",
        description: "Conferma dell'iscrizione alla newsletter.",
        noindex: true,
      },
      outcomes: {
        confirmed: {
          title: "Iscrizione confermata!",
          text: "Grazie: da ora riceverai la nostra newsletter. Puoi disiscriverti in qualsiasi momento dal link in fondo a ogni e-mail.",
        },
        "already-confirmed": {
          title: "Iscrizione già confermata",
          text: "Il tuo indirizzo era già confermato: non devi fare altro.",
        },
        invalid: {
          title: "Link non valido",
          text: "Questo link di conferma non è valido o non è più attivo. Puoi iscriverti di nuovo dal modulo in fondo alla pagina.",
        },
        busy: {
          title: "Servizio momentaneamente occupato",
          text: "Non siamo riusciti a confermare l'iscrizione in questo momento. Riapri il link tra qualche istante: resta valido.",
        },
      },
    },
    unsubscribe: {
      head: {
        title: "Disiscrizione",
        description: "Disiscrizione dalla newsletter.",
        noindex: true,
      },
      done: {
        title: "Disiscrizione completata",
        text: "Non riceverai più la nostra newsletter. Se cambi idea, puoi iscriverti di nuovo quando vuoi.",
      },
      invalid: {
        title: "Link non valido",
        text: "Questo link di disiscrizione non è valido. Scrivici se continui a ricevere e-mail che non desideri.",
      },
      question: "Vuoi disiscriverti dalla newsletter?",
      failed:
        "Non siamo riusciti a completare la disiscrizione in questo momento. Riprova tra qualche istante.",
      explain: "Conferma e non riceverai più le nostre e-mail.",
      submit: "Conferma disiscrizione",
    },
  },
  en: {
    home: { label: "Back to the home page", to: "/en" },
    confirm: {
      head: {
        title: "Confirm subscription",
        description: "Confirmation of your newsletter subscription.",
        noindex: true,
      },
      outcomes: {
        confirmed: {
          title: "Subscription confirmed!",
          text: "Thank you: from now on you will receive our newsletter. You can unsubscribe at any time from the link at the bottom of every email.",
        },
        "already-confirmed": {
          title: "Subscription already confirmed",
          text: "Your address was already confirmed: there is nothing more to do.",
        },
        invalid: {
          title: "Link not valid",
          text: "This confirmation link is not valid or no longer active. You can subscribe again with the form at the bottom of the page.",
        },
        busy: {
          title: "Service temporarily busy",
          text: "We could not confirm your subscription just now. Open the link again in a few moments: it is still valid.",
        },
      },
    },
    unsubscribe: {
      head: {
        title: "Unsubscribe",
        description: "Unsubscribing from the newsletter.",
        noindex: true,
      },
      done: {
        title: "You have unsubscribed",
        text: "You will no longer receive our newsletter. If you change your mind, you can subscribe again whenever you like.",
      },
      invalid: {
        title: "Link not valid",
        text: "This unsubscribe link is not valid. Write to us if you keep receiving emails you do not want.",
      },
      question: "Do you want to unsubscribe from the newsletter?",
      failed:
        "We could not complete your unsubscription just now. Please try again in a few moments.",
      explain: "Confirm and you will no longer receive our emails.",
      submit: "Confirm unsubscription",
    },
  },
});
