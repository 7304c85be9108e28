import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  Signature,
} from "./registration-parts";

export const registrationChanges = [
  "modificato",
  "rinviato",
  "riprogrammato",
  "annullato",
] as const;
export type RegistrationChange = (typeof registrationChanges)[number];

/**
 * To every registrant, when staff change the event: `event` is what it is now (for `rinviato`,
 * null until the new date is set). The calendar file updates the registrant's entry, or
 * removes it when the event is `annullato`.
 */
export const registrationUpdatePayload = registrationEmailFields.extend({
  change: z.enum(registrationChanges),
});
export type RegistrationUpdatePayload = z.infer<typeof registrationUpdatePayload>;

const titles: Record<RegistrationChange, string> = {
  modificato: "Evento aggiornato",
  rinviato: "Evento rinviato",
  riprogrammato: "Nuova data",
  annullato: "Evento annullato",
};

export default function RegistrationUpdate(props: RegistrationUpdatePayload & BrandProps) {
  const label = <strong>{props.eventoLabel}</strong>;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`${titles[props.change]}: ${props.eventoLabel}.`}
    >
      <Title>{titles[props.change]}</Title>
      <Paragraph>Ciao,</Paragraph>
      {props.change === "annullato" ? (
        <>
          <Paragraph>
            ci dispiace: abbiamo dovuto annullare {label}, e con esso la tua iscrizione. Non devi
            fare nulla.
          </Paragraph>
          {props.event && <CalendarNote action="remove" />}
        </>
      ) : (
        <>
          {props.change === "rinviato" ? (
            <Paragraph>
              abbiamo dovuto rinviare {label}. La nuova data non è ancora decisa: te la comunichiamo
              con un'altra e-mail appena sarà fissata. La tua iscrizione resta valida.
            </Paragraph>
          ) : (
            <>
              <Paragraph>
                {props.change === "riprogrammato"
                  ? "c'è una nuova data per "
                  : "abbiamo aggiornato le informazioni di "}
                {label}. La tua iscrizione resta valida
                {props.event ? ": ecco quando e dove ti aspettiamo." : "."}
              </Paragraph>
              {props.event && <EventDetails event={props.event} />}
            </>
          )}
          {props.event && <CalendarNote action="update" />}
          <EventPageLink href={props.eventUrl} />
          <CancelLink href={props.cancelUrl} />
        </>
      )}
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}

/** To a registrant who cancelled their own registration: the seat goes to the waiting list. */
export const registrationCancelledPayload = registrationEmailFields;
export type RegistrationCancelledPayload = z.infer<typeof registrationCancelledPayload>;

export function RegistrationCancelled(props: RegistrationCancelledPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`La tua iscrizione a ${props.eventoLabel} è annullata.`}
    >
      <Title>Iscrizione annullata</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        come hai chiesto, abbiamo annullato la tua iscrizione a <strong>{props.eventoLabel}</strong>
        : il tuo posto andrà a chi è in lista d'attesa.
      </Paragraph>
      {props.event && <CalendarNote action="remove" />}
      {props.eventUrl && (
        <Paragraph>
          Se cambi idea, puoi iscriverti di nuovo dalla{" "}
          <BrandLink href={props.eventUrl}>pagina dell'evento</BrandLink>, finché ci sono posti.
        </Paragraph>
      )}
      <Signature siteName={props.siteName} />
    </EmailLayout>
  );
}
