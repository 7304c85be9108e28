/** `/consenso-pubblicita`: where a visitor withdraws the consent to tell Google and Meta. */
export const adConsentPage = {
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
};
