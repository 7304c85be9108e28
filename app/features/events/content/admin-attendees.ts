import type { registrationStates } from "../../../../db/schema";
import type { Toast } from "~/utils/toast.server";

type RegistrationStatus = (typeof registrationStates)[number];

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** A registration's state, as the staff read it. */
export const registrationStatusLabels: Record<RegistrationStatus, string> = {
  confermata: "Confermata",
  "in-attesa": "In lista d'attesa",
  annullata: "Annullata",
};

/** The lead's origin in a cell: its entry page, then where the visit came from. */
export const originText = {
  unknownEntry: "Pagina d'ingresso sconosciuta",
  direct: "Diretto o sconosciuto",
  from: (host: string) => `Da ${host}`,
  campaign: (campaign: string | null, via: string[]) => {
    const channel = via.join(", ");
    if (campaign) return channel ? `Campagna ${campaign} (${channel})` : `Campagna ${campaign}`;
    return channel ? `Campagna: ${channel}` : null;
  },
} as const;

/** `/admin/eventi/:id/iscritti`: an event's registrations, by state. */
export const attendeesPage = {
  headTitle: (title: string) => `Iscritti: ${title}`,
  notFoundTitle: "Evento non trovato",
  purpose: "Chi ha un posto, chi aspetta in lista d'attesa e chi ha annullato.",
  back: "Torna all'evento",
  download: "Scarica il CSV",
  checkIn: "Apri l'accoglienza",
  intro:
    "Le iscrizioni anonimizzate (dopo un anno) non compaiono: non contengono più dati personali. Il file CSV contiene tutte le persone elencate qui.",
  counts: (confirmed: number, waiting: number, cancelled: number) =>
    `${plural(confirmed, "confermato", "confermati")}, ${waiting} in lista d'attesa, ${plural(cancelled, "annullato", "annullati")}.`,
  groups: {
    confirmed: {
      title: "Confermati",
      caption: (count: number) => `Confermati: ${plural(count, "persona", "persone")}`,
      empty: "Nessuna iscrizione confermata.",
    },
    waiting: {
      title: "Lista d'attesa",
      caption: (count: number) =>
        `Lista d'attesa, dalla prima iscrizione: ${plural(count, "persona", "persone")}`,
      empty: "Nessuno in lista d'attesa.",
    },
    cancelled: {
      title: "Annullati",
      caption: (count: number) =>
        `Annullati, dal più recente: ${plural(count, "persona", "persone")}`,
      empty: "Nessuna iscrizione annullata.",
    },
  },
  columns: {
    name: "Nome",
    position: "Posizione",
    email: "Email",
    phone: "Telefono",
    company: "Azienda",
    registeredAt: "Iscritto il",
    promotedAt: "Dalla lista d'attesa il",
    cancelledAt: "Annullata il",
    checkedInAt: "Presente alle",
    origin: "Da dove arriva",
  },
  notArrived: "Non ancora",
  unknownEvent: "Evento non trovato: nessuna iscrizione da esportare.",
} as const;

/** `/admin/eventi/:id/accoglienza`: the check-in at the door, on a phone. */
export const checkInPage = {
  headTitle: (title: string) => `Accoglienza: ${title}`,
  title: "Accoglienza",
  back: "Tutti gli iscritti",
  present: (present: number, confirmed: number) =>
    `${present} ${present === 1 ? "presente" : "presenti"} su ${plural(confirmed, "confermato", "confermati")}.`,
  searchLabel: "Cerca per nome o cognome",
  search: "Cerca",
  showAll: "Mostra tutti",
  caption: "Iscritti confermati",
  emptyEvent: "Nessuna iscrizione confermata per questo evento.",
  noMatch: (search: string) => `Nessun confermato si chiama «${search}».`,
  markPresent: "Presente",
  undo: "Annulla presenza",
  /** The buttons' names, for screen readers: whom they act on. */
  markPresentLabel: (name: string) => `Presente: ${name}`,
  undoLabel: (name: string) => `Annulla presenza: ${name}`,
  arrivedAt: (time: string) => `Presente alle ${time}`,
  invalid: "Richiesta non valida",
} as const;

/** The answers to a check-in: the message after the redirect, or in place with JavaScript. */
export const checkInToasts = {
  presente: (name: string): Toast => ({
    type: "success",
    title: "Presenza registrata",
    description: `${name} è presente.`,
  }),
  tolto: (name: string): Toast => ({
    type: "success",
    title: "Presenza annullata",
    description: `${name} non risulta più presente.`,
  }),
  "non-trovata": (): Toast => ({
    type: "error",
    title: "Iscrizione non trovata",
    description:
      "Questa persona non è tra i confermati dell'evento: forse ha annullato. Ricarica l'elenco.",
  }),
  occupato: (): Toast => ({
    type: "error",
    title: "Presenza non registrata",
    description: "Il database è occupato da un'altra operazione. Riprova tra qualche secondo.",
  }),
} as const;

/** The attendees' CSV: one row per person, the columns in this order. */
export const attendeeCsvColumns = {
  nome: "Nome",
  cognome: "Cognome",
  email: "Email",
  telefono: "Telefono",
  azienda: "Azienda",
  stato: "Stato",
  registeredAt: "Iscritto il",
  promotedAt: "Dalla lista d'attesa il",
  cancelledAt: "Annullata il",
  checkedInAt: "Presente alle",
  entryPath: "Pagina d'ingresso",
  referrerHost: "Provenienza",
  utmSource: "Sorgente",
  utmMedium: "Mezzo",
  utmCampaign: "Campagna",
} as const;
