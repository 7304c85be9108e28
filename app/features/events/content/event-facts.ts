import { catalogue } from "~/utils/language";

/**
 * How an event's facts are named to visitors in each language: its kind, format, state and
 * attendance, its place and price, and why a registration is refused. The staff area uses
 * the Italian names.
 */
export const eventFactWords = catalogue({
  it: {
    kinds: { formazione: "Formazione", culturali: "Cultura", sociali: "Sociale" },
    formats: {
      workshop: "Workshop",
      conferenza: "Conferenza",
      fiera: "Fiera",
      webinar: "Webinar",
      corso: "Corso",
    },
    states: {
      programmato: "In programma",
      annullato: "Annullato",
      rinviato: "Rinviato",
      riprogrammato: "Nuova data",
    },
    attendance: { presenza: "In presenza", online: "Online", mista: "Online/In presenza" },
    onRequest: "Su richiesta",
    online: "Online",
    andOnline: (where: string) => `${where} e online`,
    free: "Gratuito",
    vatIncluded: "IVA inclusa",
    plusVat: "+ IVA",
    refusals: {
      esaurito: "I posti per questo evento sono esauriti.",
      "non-ancora": "Le iscrizioni a questo evento non sono ancora aperte.",
      chiuse: "Le iscrizioni a questo evento sono chiuse.",
      annullato: "Questo evento è stato annullato.",
      rinviato: "Questo evento è stato rinviato: le iscrizioni riapriranno con la nuova data.",
      nessuna: "Per questo evento le iscrizioni non si raccolgono dal sito: scrivici.",
    },
    chooseEvent: "Scegli l'evento o il corso a cui vuoi iscriverti.",
    coursePrefix: "Corso ",
    waitingListChoice: (name: string) => `${name} (lista d'attesa)`,
  },
  en: {
    kinds: { formazione: "Training", culturali: "Culture", sociali: "Community" },
    formats: {
      workshop: "Workshop",
      conferenza: "Conference",
      fiera: "Trade fair",
      webinar: "Webinar",
      corso: "Course",
    },
    states: {
      programmato: "Scheduled",
      annullato: "Cancelled",
      rinviato: "Postponed",
      riprogrammato: "New date",
    },
    attendance: { presenza: "In person", online: "Online", mista: "Online/In person" },
    onRequest: "On request",
    online: "Online",
    andOnline: (where: string) => `${where} and online`,
    free: "Free",
    vatIncluded: "incl. VAT",
    plusVat: "+ VAT",
    refusals: {
      esaurito: "This event is fully booked.",
      "non-ancora": "Registration for this event is not open yet.",
      chiuse: "Registration for this event has closed.",
      annullato: "This event has been cancelled.",
      rinviato: "This event has been postponed: registration will reopen with the new date.",
      nessuna: "We do not take registrations for this event through the site: please write to us.",
    },
    chooseEvent: "Choose the event or course you would like to register for.",
    coursePrefix: "Course: ",
    waitingListChoice: (name: string) => `${name} (waiting list)`,
  },
});
