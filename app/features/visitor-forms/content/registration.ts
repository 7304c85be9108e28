export const registrationHead = {
  title: "Iscrizioni a eventi e corsi",
  description:
    "Iscriviti ai nostri eventi e corsi: Workshop AI Generativa (16 settembre 2025), Innovation Days Bari (6-7 ottobre 2025) e i corsi di marketing digitale.",
  keywords: [
    "iscrizione evento",
    "workshop intelligenza artificiale",
    "Innovation Days Bari",
    "corsi marketing digitale",
  ],
} as const;

export const registrationIntro = {
  title: "Iscriviti a eventi e corsi",
  lead: "Scegli l'evento o il corso che ti interessa e lascia i tuoi dati: ti confermiamo l'iscrizione via e-mail con tutti i dettagli.",
} as const;
