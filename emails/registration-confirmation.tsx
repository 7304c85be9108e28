import * as z from "zod";
import { site } from "../app/utils/site";
import { type DatedEvent, datedEventSchema } from "../app/features/pages/ics";
import { BrandLink, type BrandProps, DetailsTable, EmailLayout, Paragraph, Title } from "./layout";

const timeZone = "Europe/Rome";
const dateFormat = new Intl.DateTimeFormat("it-IT", { dateStyle: "long", timeZone });
const timeFormat = new Intl.DateTimeFormat("it-IT", { timeStyle: "short", timeZone });

function when(event: DatedEvent) {
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

/**
 * To the attendee; `event` is set for dated events and adds an .ics attachment. Like every
 * e-mail to an address typed in a form, it repeats nothing the visitor wrote: rows queued
 * with the name still parse, and the name is dropped. `registrationId` is not shown: it names
 * the file a copy is saved in.
 */
export const registrationConfirmationPayload = z.object({
  registrationId: z.number().optional(),
  eventoLabel: z.string(),
  event: datedEventSchema.nullable(),
});
export type RegistrationConfirmationPayload = z.infer<typeof registrationConfirmationPayload>;

export default function RegistrationConfirmation(
  props: RegistrationConfirmationPayload & BrandProps,
) {
  const schedule = props.event ? when(props.event) : null;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`La tua iscrizione a ${props.eventoLabel} è confermata.`}
    >
      <Title>Iscrizione confermata</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        la tua iscrizione a <strong>{props.eventoLabel}</strong> è confermata. Grazie, ti
        aspettiamo!
      </Paragraph>
      {props.event && schedule ? (
        <>
          <DetailsTable
            rows={[
              { label: "Data", value: schedule.date },
              { label: "Orario", value: schedule.time },
              { label: "Luogo", value: props.event.location },
            ]}
          />
          <Paragraph>
            In allegato trovi il file del calendario (evento.ics): aprilo per aggiungere
            l'appuntamento al tuo calendario con un clic.
          </Paragraph>
        </>
      ) : (
        <Paragraph>
          Qualche giorno prima dell'inizio ti scriviamo con date, orari e tutte le informazioni
          pratiche.
        </Paragraph>
      )}
      <Paragraph>
        Se non puoi più partecipare scrivici a{" "}
        <BrandLink href={`mailto:${site.email}`}>{site.email}</BrandLink>: libereremo il posto per
        qualcun altro.
      </Paragraph>
      <Paragraph>
        A presto,
        <br />
        il team di {props.siteName}
      </Paragraph>
    </EmailLayout>
  );
}
