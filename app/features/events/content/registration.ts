export const registrationHead = {
  title: "Iscrizioni a eventi e corsi",
  description:
    "Iscriviti ai nostri eventi e ai corsi di marketing digitale: scegli l'appuntamento e ricevi la conferma via e-mail con tutti i dettagli.",
  keywords: ["iscrizione evento", "workshop intelligenza artificiale", "corsi marketing digitale"],
} as const;

export const registrationIntro = {
  title: "Iscriviti a eventi e corsi",
  lead: "Scegli l'evento o il corso che ti interessa e lascia i tuoi dati: ti confermiamo l'iscrizione via e-mail con tutti i dettagli.",
} as const;

/** Said where the coming events would be listed, when none is open. */
export const noEventsAhead = {
  title: "Nessun evento in programma",
  text: "Stiamo preparando i prossimi appuntamenti: per saperlo per primo iscriviti alla",
  newsletter: "newsletter",
  or: "oppure",
  contact: "scrivici dal modulo di contatto",
} as const;
