import { catalogue } from "~/utils/language";

/** `/consenso-pubblicita` (`/en/advertising-consent`): where a visitor withdraws the consent to tell Google and Meta. */
export const adConsentPage = catalogue({
  it: {
    title: "Revoca il consenso per la pubblicità",
    description:
      "Revoca il consenso a comunicare a Google e Meta che la tua richiesta è arrivata da una loro pubblicità.",
    request: (subject: string, day: string) => `La tua richiesta del ${day}: ${subject}.`,
    active:
      "Hai acconsentito che l'agenzia comunichi a Google e Meta che questa richiesta è arrivata da una loro pubblicità, perché sappiano quali annunci portano clienti. Se revochi il consenso, da adesso non comunichiamo più nulla di questa richiesta; quello che è già stato comunicato resta a Google e Meta, che lo trattano secondo le loro informative.",
    revoke: "Revoca il consenso",
    keep: "Torna al sito senza revocare",
    revoked:
      "Fatto: il consenso è revocato. Non comunicheremo più nulla di questa richiesta a Google o a Meta.",
    alreadyRevoked:
      "Il consenso per questa richiesta è già revocato: non comunichiamo nulla a Google o a Meta.",
    absent:
      "Per questa richiesta non hai dato il consenso: non comunichiamo nulla a Google o a Meta.",
    busy: "In questo momento non riusciamo a salvare: niente è cambiato. Riprova tra qualche secondo.",
    invalid:
      "Il link non è valido, oppure i dati della richiesta non ci sono più: in quel caso non c'è nulla da revocare. Per qualsiasi dubbio scrivici dal modulo di contatto.",
    contactLink: "Vai al modulo di contatto",
    privacyLink: "Leggi l'informativa sulla privacy",
  },
  en: {
    title: "Withdraw your consent for advertising",
    description:
      "Withdraw your consent for us to tell Google and Meta that your enquiry came from one of their adverts.",
    request: (subject: string, day: string) => `Your enquiry of ${day}: ${subject}.`,
    active:
      "You agreed that the agency may tell Google and Meta that this enquiry came from one of their adverts, so that they know which adverts bring in clients. If you withdraw your consent, from now on we will tell them nothing more about this enquiry; what has already been shared stays with Google and Meta, who handle it under their own privacy policies.",
    revoke: "Withdraw consent",
    keep: "Back to the site without withdrawing",
    revoked:
      "Done: your consent has been withdrawn. We will tell Google and Meta nothing more about this enquiry.",
    alreadyRevoked:
      "Your consent for this enquiry has already been withdrawn: we tell Google and Meta nothing.",
    absent: "You did not give your consent for this enquiry: we tell Google and Meta nothing.",
    busy: "We cannot save anything right now: nothing has changed. Please try again in a few seconds.",
    invalid:
      "This link is not valid, or the details of the enquiry are no longer held: in that case there is nothing to withdraw. If in doubt, write to us through the contact form.",
    contactLink: "Go to the contact form",
    privacyLink: "Read the privacy notice",
  },
});
