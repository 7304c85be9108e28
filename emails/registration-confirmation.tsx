import * as z from "zod";
import { site } from "../app/utils/site";
import { AdConsentNote, BrandLink, type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  Signature,
} from "./registration-parts";

/**
 * To the attendee, at registration: confirmed, with an .ics attachment when `event` is set, or
 * on the waiting list of a full event, without one. Rows queued by earlier releases lack the
 * id, the status, the sequence and the links, and may carry the name: they still parse, as a
 * confirmation whose calendar file is the first, and the name is dropped.
 */
export const registrationConfirmationPayload = registrationEmailFields.extend({
  registrationId: z.number().optional(),
  status: z.enum(["confermata", "in-attesa"]).default("confermata"),
  sequence: registrationEmailFields.shape.sequence.default(0),
  /** The page withdrawing the advertising consent, when the registrant gave it. */
  adConsentUrl: z.url().optional(),
});
export type RegistrationConfirmationPayload = z.infer<typeof registrationConfirmationPayload>;

export default function RegistrationConfirmation(
  props: RegistrationConfirmationPayload & BrandProps,
) {
  if (props.status === "in-attesa") return <WaitingList {...props} />;
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
      {props.event ? (
        <>
          <EventDetails event={props.event} />
          <CalendarNote action="add" />
        </>
      ) : (
        <Paragraph>
          Qualche giorno prima dell'inizio ti scriviamo con date, orari e tutte le informazioni
          pratiche.
        </Paragraph>
      )}
      <EventPageLink href={props.eventUrl} />
      {props.cancelUrl ? (
        <CancelLink href={props.cancelUrl} />
      ) : (
        <Paragraph>
          Se non puoi più partecipare scrivici a{" "}
          <BrandLink href={`mailto:${site.email}`}>{site.email}</BrandLink>: libereremo il posto per
          qualcun altro.
        </Paragraph>
      )}
      <AdConsentNote href={props.adConsentUrl} />
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}

function WaitingList(props: RegistrationConfirmationPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`${props.eventoLabel} è al completo: sei in lista d'attesa.`}
    >
      <Title>Sei in lista d'attesa</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        grazie per l'interesse: <strong>{props.eventoLabel}</strong> è al completo, quindi ti
        abbiamo messo in lista d'attesa. Se si libera un posto ti scriviamo subito per confermarti
        l'iscrizione.
      </Paragraph>
      {props.event && <EventDetails event={props.event} />}
      <EventPageLink href={props.eventUrl} />
      {props.cancelUrl ? (
        <Paragraph>
          Se non ti interessa più, esci dalla lista d'attesa da{" "}
          <BrandLink href={props.cancelUrl}>questa pagina</BrandLink>
        </Paragraph>
      ) : (
        <Paragraph>
          Se non ti interessa più scrivici a{" "}
          <BrandLink href={`mailto:${site.email}`}>{site.email}</BrandLink>: ti togliamo dalla lista
          d'attesa.
        </Paragraph>
      )}
      <AdConsentNote href={props.adConsentUrl} />
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}
