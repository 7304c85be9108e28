import * as z from "zod";
import { type DatedEvent, datedEventSchema } from "../app/features/events/ics";
import { catalogue, localeOf, type Language } from "../app/utils/language";
import { BrandLink, DetailsTable, emailLanguage, Paragraph } from "./layout";

/**
 * What every e-mail to a registrant carries. Like every e-mail to an address typed in a form,
 * none repeats what the visitor wrote. `registrationId` is not shown: it names the file a copy
 * is saved in and the calendar entry every message about the registration updates.
 */
export const registrationEmailFields = z.object({
  registrationId: z.number(),
  /** The event's title as the site shows it. */
  eventoLabel: z.string(),
  /** Null for a course without a date: no date is shown and no calendar file attached. */
  event: datedEventSchema.nullable(),
  /** The calendar SEQUENCE to write: one more than the last file sent for the registration. */
  sequence: z.number().int().min(0),
  eventUrl: z.url().optional(),
  /** A page with the form that cancels the registration. */
  cancelUrl: z.url().optional(),
  /** The language of the page the registration was sent from: every e-mail about it speaks it. */
  language: emailLanguage,
});
export type RegistrationEmailFields = z.infer<typeof registrationEmailFields>;

/** The addresses a registration e-mail links to, for the catalogue's `links`. */
export function registrationLinks({
  eventUrl,
  cancelUrl,
}: Pick<RegistrationEmailFields, "eventUrl" | "cancelUrl">) {
  const links: Record<string, string> = {};
  if (eventUrl !== undefined) links.evento = eventUrl;
  if (cancelUrl !== undefined) links.annullamento = cancelUrl;
  return links;
}

/** The words every registrant's e-mail shares, in their language. */
export const registrationWords = catalogue({
  it: {
    hello: "Ciao,",
    date: "Data",
    time: "Orario",
    place: "Luogo",
    sameDay: (start: string, end: string) => `dalle ${start} alle ${end}`,
    days: (start: string, end: string) => `dal ${start} al ${end}`,
    hours: (start: string, end: string) => `inizio alle ${start}, fine alle ${end}`,
    calendarFile: "evento.ics",
    calendar: (file: string) => `In allegato trovi il file del calendario (${file}):`,
    calendarNotes: {
      add: "aprilo per aggiungere l'appuntamento al tuo calendario con un clic.",
      update: "aprilo per aggiornare l'appuntamento che hai già nel tuo calendario.",
      remove: "aprilo per togliere l'appuntamento dal tuo calendario.",
    },
    programme: "Programma e indicazioni:",
    eventPage: "pagina dell'evento",
    cancel:
      "Se non puoi più partecipare, il posto andrà a chi è in lista d'attesa: annulla l'iscrizione da",
    thisPage: "questa pagina",
    closing: "A presto,",
    team: (siteName: string) => `il team di ${siteName}`,
  },
  en: {
    hello: "Hello,",
    date: "Date",
    time: "Time",
    place: "Place",
    sameDay: (start: string, end: string) => `from ${start} to ${end}`,
    days: (start: string, end: string) => `from ${start} to ${end}`,
    hours: (start: string, end: string) => `starts at ${start}, ends at ${end}`,
    calendarFile: "event.ics",
    calendar: (file: string) => `The calendar file is attached (${file}):`,
    calendarNotes: {
      add: "open it to add the appointment to your calendar in one click.",
      update: "open it to update the appointment already in your calendar.",
      remove: "open it to remove the appointment from your calendar.",
    },
    programme: "Programme and directions:",
    eventPage: "the event's page",
    cancel:
      "If you can no longer attend, your seat will go to the first person on the waiting list: cancel your registration on",
    thisPage: "this page",
    closing: "Speak soon,",
    team: (siteName: string) => `the ${siteName} team`,
  },
});

/** Subjects of the e-mails to registrants, in their language. */
export const registrationSubjects = catalogue({
  it: {
    confirmed: (label: string) => `Iscrizione confermata: ${label}`,
    waiting: (label: string) => `Sei in lista d'attesa: ${label}`,
    promoted: (label: string) => `Si è liberato un posto: ${label}`,
    cancelled: (label: string) => `Iscrizione annullata: ${label}`,
    reminder: (label: string) => `Domani: ${label}`,
    modificato: (label: string) => `Evento aggiornato: ${label}`,
    rinviato: (label: string) => `Evento rinviato: ${label}`,
    riprogrammato: (label: string) => `Nuova data per ${label}`,
    annullato: (label: string) => `Evento annullato: ${label}`,
  },
  en: {
    confirmed: (label: string) => `Registration confirmed: ${label}`,
    waiting: (label: string) => `You are on the waiting list: ${label}`,
    promoted: (label: string) => `A seat has become available: ${label}`,
    cancelled: (label: string) => `Registration cancelled: ${label}`,
    reminder: (label: string) => `Tomorrow: ${label}`,
    modificato: (label: string) => `Event updated: ${label}`,
    rinviato: (label: string) => `Event postponed: ${label}`,
    riprogrammato: (label: string) => `New date for ${label}`,
    annullato: (label: string) => `Event cancelled: ${label}`,
  },
});

/** The calendar file's name in the registrant's language. */
export const calendarFileName = (language: Language = "it") =>
  registrationWords[language].calendarFile;

// Rome's time whatever the server's zone: that is where the events are.
const timeZone = "Europe/Rome";
const formats = (language: Language) => ({
  date: new Intl.DateTimeFormat(localeOf(language), { dateStyle: "long", timeZone }),
  time: new Intl.DateTimeFormat(localeOf(language), { timeStyle: "short", timeZone }),
});
const formatsIn = { it: formats("it"), en: formats("en") };

export function when(event: DatedEvent, language: Language = "it") {
  const { date: dateFormat, time: timeFormat } = formatsIn[language];
  const words = registrationWords[language];
  const start = new Date(event.start);
  const end = new Date(event.end);
  const startDay = dateFormat.format(start);
  const endDay = dateFormat.format(end);
  if (startDay === endDay) {
    return {
      date: startDay,
      time: words.sameDay(timeFormat.format(start), timeFormat.format(end)),
    };
  }
  return {
    date: words.days(startDay, endDay),
    time: words.hours(timeFormat.format(start), timeFormat.format(end)),
  };
}

export function EventDetails({
  event,
  language = "it",
}: {
  event: DatedEvent;
  language?: Language;
}) {
  const schedule = when(event, language);
  const words = registrationWords[language];
  return (
    <DetailsTable
      rows={[
        { label: words.date, value: schedule.date },
        { label: words.time, value: schedule.time },
        { label: words.place, value: event.location },
      ]}
    />
  );
}

/** Says what the attached calendar file does: the catalogue attaches it whenever `event` is set. */
export function CalendarNote({
  action,
  language = "it",
}: {
  action: keyof (typeof registrationWords)["it"]["calendarNotes"];
  language?: Language;
}) {
  const words = registrationWords[language];
  return (
    <Paragraph>
      {words.calendar(words.calendarFile)} {words.calendarNotes[action]}
    </Paragraph>
  );
}

// The plain-text copy writes each link's address after its words: nothing follows it, so no
// mail client takes a closing stop or colon into the address.
export function EventPageLink({
  href,
  language = "it",
}: {
  href: string | undefined;
  language?: Language;
}) {
  if (href === undefined) return null;
  const words = registrationWords[language];
  return (
    <Paragraph>
      {words.programme} <BrandLink href={href}>{words.eventPage}</BrandLink>
    </Paragraph>
  );
}

export function CancelLink({
  href,
  language = "it",
}: {
  href: string | undefined;
  language?: Language;
}) {
  if (href === undefined) return null;
  const words = registrationWords[language];
  return (
    <Paragraph>
      {words.cancel} <BrandLink href={href}>{words.thisPage}</BrandLink>
    </Paragraph>
  );
}

export function Signature({
  siteName,
  language = "it",
}: {
  siteName: string;
  language?: Language;
}) {
  const words = registrationWords[language];
  return (
    <Paragraph>
      {words.closing}
      <br />
      {words.team(siteName)}
    </Paragraph>
  );
}
