import type * as z from "zod";
import { type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  Signature,
} from "./registration-parts";

/** To a registrant on the waiting list, when a seat frees up and the registration is confirmed. */
export const registrationPromotedPayload = registrationEmailFields;
export type RegistrationPromotedPayload = z.infer<typeof registrationPromotedPayload>;

export default function RegistrationPromoted(props: RegistrationPromotedPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Si è liberato un posto: la tua iscrizione a ${props.eventoLabel} è confermata.`}
    >
      <Title>Si è liberato un posto</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        buone notizie: si è liberato un posto per <strong>{props.eventoLabel}</strong> e la tua
        iscrizione, che era in lista d'attesa, ora è confermata. Ti aspettiamo!
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
      <CancelLink href={props.cancelUrl} />
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}
