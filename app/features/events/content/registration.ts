import { catalogue } from "~/utils/language";

/** `/iscrizioni` and `/en/registration`, the registration form, and the cancellation page. */
export const registrationPage = catalogue({
  it: {
    head: {
      title: "Iscrizioni a eventi e corsi",
      description:
        "Iscriviti ai nostri eventi e ai corsi di marketing digitale: scegli l'appuntamento e ricevi la conferma via e-mail con tutti i dettagli.",
      keywords: [
        "iscrizione evento",
        "workshop intelligenza artificiale",
        "corsi marketing digitale",
      ],
    },
    intro: {
      title: "Iscriviti a eventi e corsi",
      lead: "Scegli l'evento o il corso che ti interessa e lascia i tuoi dati: ti confermiamo l'iscrizione via e-mail con tutti i dettagli.",
    },
    upcomingTitle: "Prossimi eventi",
    /** Said where the coming events would be listed, when none is open. */
    noEventsAhead: {
      title: "Nessun evento in programma",
      text: "Stiamo preparando i prossimi appuntamenti: per saperlo per primo iscriviti alla",
      newsletter: "newsletter",
      or: "oppure",
      contact: "scrivici dal modulo di contatto",
    },
    waitingList: "Posti esauriti: chi si iscrive entra in lista d'attesa.",
    registerFor: (title: string) => `Iscriviti a ${title}`,
    formTitle: "Modulo di iscrizione",
  },
  en: {
    head: {
      title: "Registration for events and courses",
      description:
        "Register for our events and digital marketing courses: choose the date and receive an e-mail confirmation with all the details.",
      keywords: [
        "event registration",
        "artificial intelligence workshop",
        "digital marketing courses",
      ],
    },
    intro: {
      title: "Register for events and courses",
      lead: "Choose the event or course you are interested in and leave your details: we will confirm your registration by e-mail with all the details.",
    },
    upcomingTitle: "Upcoming events",
    noEventsAhead: {
      title: "No events scheduled",
      text: "We are preparing the next events: to be the first to know, sign up to the",
      newsletter: "newsletter",
      or: "or",
      contact: "write to us through the contact form",
    },
    waitingList: "Fully booked: anyone who registers joins the waiting list.",
    registerFor: (title: string) => `Register for ${title}`,
    formTitle: "Registration form",
  },
});

/** The registration form's own words; the person's fields are the form kit's. */
export const registrationFormText = catalogue({
  it: {
    legend: "I tuoi dati",
    company: "Azienda",
    event: "Evento o corso",
    eventPlaceholder: "Seleziona un evento o un corso",
    message: "Messaggio (facoltativo)",
    submit: "Iscriviti",
    hint: "Compila i campi obbligatori e accetta l'informativa per inviare l'iscrizione.",
  },
  en: {
    legend: "Your details",
    company: "Company",
    event: "Event or course",
    eventPlaceholder: "Choose an event or a course",
    message: "Message (optional)",
    submit: "Register",
    hint: "Fill in the required fields and accept the privacy notice to send your registration.",
  },
});

/** The page a registrant's cancellation link opens. */
export const cancellationPage = catalogue({
  it: {
    title: "Annulla l'iscrizione",
    description: "Annulla la tua iscrizione a un evento o a un corso.",
    invalidLink:
      "Il link non è valido o è scaduto. Se vuoi annullare l'iscrizione scrivici dal modulo di contatto.",
    toContact: "Vai al modulo di contatto",
    cancelledBefore: "La tua iscrizione a",
    cancelledAfter:
      "è annullata. Ti abbiamo scritto un'e-mail con il file per togliere l'appuntamento dal calendario.",
    upcoming: "Guarda i prossimi eventi",
    alreadyBefore: "L'iscrizione a",
    alreadyAfter: "era già annullata.",
    busy: "In questo momento non riusciamo a salvare: riprova tra qualche secondo.",
    alreadyWhenAfter: "è già annullata.",
    askBefore: "Vuoi annullare la tua iscrizione a",
    leaveWaitingList: " Uscirai dalla lista d'attesa.",
    seatGoes: " Il tuo posto andrà a chi è in lista d'attesa.",
    submit: "Annulla l'iscrizione",
    back: "Torna all'evento senza annullare",
  },
  en: {
    title: "Cancel your registration",
    description: "Cancel your registration for an event or a course.",
    invalidLink:
      "This link is not valid or has expired. If you would like to cancel your registration, write to us through the contact form.",
    toContact: "Go to the contact form",
    cancelledBefore: "Your registration for",
    cancelledAfter:
      "is cancelled. We have sent you an e-mail with the file that removes the appointment from your calendar.",
    upcoming: "See upcoming events",
    alreadyBefore: "The registration for",
    alreadyAfter: "had already been cancelled.",
    busy: "We cannot save right now: please try again in a few seconds.",
    alreadyWhenAfter: "is already cancelled.",
    askBefore: "Would you like to cancel your registration for",
    leaveWaitingList: " You will leave the waiting list.",
    seatGoes: " Your seat will go to the first person on the waiting list.",
    submit: "Cancel my registration",
    back: "Back to the event without cancelling",
  },
});

/** What an event's page says around its facts and its form. */
export const eventPageText = catalogue({
  it: {
    home: "Home",
    events: "Eventi",
    training: "Formazione",
    allEvents: "Tutti gli eventi",
    allCourses: "Tutti i corsi di formazione",
    kindsLabel: "Tipo di evento",
    cancelledNotice: "Questo evento è stato annullato. Chi si era iscritto ha ricevuto un'e-mail.",
    postponedNotice:
      "Questo evento è stato rinviato: la nuova data sarà comunicata agli iscritti e pubblicata qui.",
    movedNotice: (when: string) => `Questo evento ha una nuova data: ${when}.`,
    when: "Quando",
    where: "Dove",
    attendance: "Modalità",
    duration: "Durata",
    hours: (hours: number) => `${hours} ore`,
    price: "Prezzo",
    seats: "Posti",
    registrations: "Iscrizioni",
    until: (moment: string) => `entro il ${moment}`,
    calendar: "Aggiungi al calendario (file .ics)",
    overTitle: "Evento concluso",
    overBefore: "Questo evento si è concluso.",
    overUpcoming: "Guarda i prossimi eventi",
    overOr: "o",
    overNewsletter: "iscriviti alla newsletter",
    overAfter: "per sapere dei prossimi.",
    registrationTitle: "Iscrizione",
    waitingList:
      "I posti sono esauriti: iscrivendoti entri in lista d'attesa e ti scriviamo se si libera un posto.",
    opensOn: (moment: string) => `Le iscrizioni aprono il ${moment}.`,
    byContactBefore: "Per partecipare",
    byContactLink: "scrivici dal modulo di contatto",
    byContactAfter: ": ti proponiamo la prossima data.",
  },
  en: {
    home: "Home",
    events: "Events",
    training: "Training",
    allEvents: "All events",
    allCourses: "All training courses",
    kindsLabel: "Type of event",
    cancelledNotice: "This event has been cancelled. Everyone who registered has been e-mailed.",
    postponedNotice:
      "This event has been postponed: the new date will be sent to those registered and published here.",
    movedNotice: (when: string) => `This event has a new date: ${when}.`,
    when: "When",
    where: "Where",
    attendance: "Format",
    duration: "Duration",
    hours: (hours: number) => `${hours} hours`,
    price: "Price",
    seats: "Seats",
    registrations: "Registration",
    until: (moment: string) => `until ${moment}`,
    calendar: "Add to your calendar (.ics file)",
    overTitle: "Event over",
    overBefore: "This event has ended.",
    overUpcoming: "See upcoming events",
    overOr: "or",
    overNewsletter: "sign up to the newsletter",
    overAfter: "to hear about the next ones.",
    registrationTitle: "Registration",
    waitingList:
      "The event is fully booked: if you register you join the waiting list, and we will write to you if a seat frees up.",
    opensOn: (moment: string) => `Registration opens on ${moment}.`,
    byContactBefore: "To take part,",
    byContactLink: "write to us through the contact form",
    byContactAfter: ": we will suggest the next date.",
  },
});
