import * as z from "zod";
import { type DatedEvent, datedEventSchema } from "../app/features/events/ics";
import { BrandLink, DetailsTable, Paragraph } from "./layout";

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

// Rome's time whatever the server's zone: that is where the events are.
const timeZone = "Europe/Rome";
const dateFormat = new Intl.DateTimeFormat("it-IT", { dateStyle: "long", timeZone });
const timeFormat = new Intl.DateTimeFormat("it-IT", { timeStyle: "short", timeZone });

export function when(event: DatedEvent) {
  const start = new Date(event.start);
  const end = new Date(event.end);
  const startDay = dateFormat.format(start);
  const endDay = dateFormat.format(end);
  if (startDay === endDay) {
    return {
      date: startDay,
      time: `dalle ${timeFormat.format(start)} alle ${timeFormat.format(end)}`,
    };
  }
  return {
    date: `dal ${startDay} al ${endDay}`,
    time: `inizio alle ${timeFormat.format(start)}, fine alle ${timeFormat.format(end)}`,
  };
}

export function EventDetails({ event }: { event: DatedEvent }) {
  const schedule = when(event);
  return (
    <DetailsTable
      rows={[
        { label: "Data", value: schedule.date },
        { label: "Orario", value: schedule.time },
        { label: "Luogo", value: event.location },
      ]}
    />
  );
}

const calendarNotes = {
  add: "aprilo per aggiungere l'appuntamento al tuo calendario con un clic.",
  update: "aprilo per aggiornare l'appuntamento che hai già nel tuo calendario.",
  remove: "aprilo per togliere l'appuntamento dal tuo calendario.",
};

/** Says what the attached evento.ics does: the catalogue attaches it whenever `event` is set. */
export function CalendarNote({ action }: { action: keyof typeof calendarNotes }) {
  return (
    <Paragraph>
      In allegato trovi il file del calendario (evento.ics): {calendarNotes[action]}
    </Paragraph>
  );
}

// The plain-text copy writes each link's address after its words: nothing follows it, so no
// mail client takes a closing stop or colon into the address.
export function EventPageLink({ href }: { href: string | undefined }) {
  if (href === undefined) return null;
  return (
    <Paragraph>
      Programma e indicazioni: <BrandLink href={href}>pagina dell'evento</BrandLink>
    </Paragraph>
  );
}

export function CancelLink({ href }: { href: string | undefined }) {
  if (href === undefined) return null;
  return (
    <Paragraph>
      Se non puoi più partecipare, il posto andrà a chi è in lista d'attesa: annulla l'iscrizione da{" "}
      <BrandLink href={href}>questa pagina</BrandLink>
    </Paragraph>
  );
}

export function Signature({ siteName }: { siteName: string }) {
  return (
    <Paragraph>
      A presto,
      <br />
      il team di {siteName}
    </Paragraph>
  );
}
