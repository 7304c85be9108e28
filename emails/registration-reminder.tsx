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

/**
 * To a confirmed registrant, the day before. Its calendar file has the registration's UID, so
 * it refreshes the entry the confirmation made instead of adding one.
 */
export const registrationReminderPayload = registrationEmailFields;
export type RegistrationReminderPayload = z.infer<typeof registrationReminderPayload>;

export default function RegistrationReminder(props: RegistrationReminderPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Domani c'è ${props.eventoLabel}: ti aspettiamo.`}
    >
      <Title>Ci vediamo domani</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        ti ricordiamo che domani c'è <strong>{props.eventoLabel}</strong>: ti aspettiamo!
      </Paragraph>
      {props.event && (
        <>
          <EventDetails event={props.event} />
          <CalendarNote action="update" />
        </>
      )}
      <EventPageLink href={props.eventUrl} />
      <CancelLink href={props.cancelUrl} />
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}
