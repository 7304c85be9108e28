import * as z from "zod";
import { catalogue } from "../app/utils/language";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  registrationWords,
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

const copy = catalogue({
  it: {
    titles: {
      modificato: "Evento aggiornato",
      rinviato: "Evento rinviato",
      riprogrammato: "Nuova data",
      annullato: "Evento annullato",
    },
    cancelledBefore: "ci dispiace: abbiamo dovuto annullare",
    cancelledAfter: ", e con esso la tua iscrizione. Non devi fare nulla.",
    postponedBefore: "abbiamo dovuto rinviare",
    postponedAfter:
      ". La nuova data non è ancora decisa: te la comunichiamo con un'altra e-mail appena sarà fissata. La tua iscrizione resta valida.",
    newDate: "c'è una nuova data per ",
    updated: "abbiamo aggiornato le informazioni di ",
    stillValid: ". La tua iscrizione resta valida",
    whereWhen: ": ecco quando e dove ti aspettiamo.",
    ownPreview: (label: string) => `La tua iscrizione a ${label} è annullata.`,
    ownTitle: "Iscrizione annullata",
    ownBefore: "come hai chiesto, abbiamo annullato la tua iscrizione a",
    ownAfter: ": il tuo posto andrà a chi è in lista d'attesa.",
    againBefore: "Se cambi idea, puoi iscriverti di nuovo dalla",
    againLink: "pagina dell'evento",
    againAfter: ", finché ci sono posti.",
  },
  en: {
    titles: {
      modificato: "Event updated",
      rinviato: "Event postponed",
      riprogrammato: "New date",
      annullato: "Event cancelled",
    },
    cancelledBefore: "we are sorry: we have had to cancel",
    cancelledAfter: ", and your registration with it. You do not need to do anything.",
    postponedBefore: "we have had to postpone",
    postponedAfter:
      ". The new date has not been decided yet: we will send it in another e-mail as soon as it is set. Your registration remains valid.",
    newDate: "there is a new date for ",
    updated: "we have updated the details of ",
    stillValid: ". Your registration remains valid",
    whereWhen: ": here is when and where we look forward to seeing you.",
    ownPreview: (label: string) => `Your registration for ${label} is cancelled.`,
    ownTitle: "Registration cancelled",
    ownBefore: "as you asked, we have cancelled your registration for",
    ownAfter: ": your seat will go to the first person on the waiting list.",
    againBefore: "If you change your mind, you can register again from the",
    againLink: "event's page",
    againAfter: ", while seats are available.",
  },
});

export default function RegistrationUpdate(props: RegistrationUpdatePayload & BrandProps) {
  const language = props.language ?? "it";
  const text = copy[language];
  const title = text.titles[props.change];
  const label = <strong>{props.eventoLabel}</strong>;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`${title}: ${props.eventoLabel}.`}
      language={language}
    >
      <Title>{title}</Title>
      <Paragraph>{registrationWords[language].hello}</Paragraph>
      {props.change === "annullato" ? (
        <>
          <Paragraph>
            {text.cancelledBefore} {label}
            {text.cancelledAfter}
          </Paragraph>
          {props.event && <CalendarNote action="remove" language={language} />}
        </>
      ) : (
        <>
          {props.change === "rinviato" ? (
            <Paragraph>
              {text.postponedBefore} {label}
              {text.postponedAfter}
            </Paragraph>
          ) : (
            <>
              <Paragraph>
                {props.change === "riprogrammato" ? text.newDate : text.updated}
                {label}
                {text.stillValid}
                {props.event ? text.whereWhen : "."}
              </Paragraph>
              {props.event && <EventDetails event={props.event} language={language} />}
            </>
          )}
          {props.event && <CalendarNote action="update" language={language} />}
          <EventPageLink href={props.eventUrl} language={language} />
          <CancelLink href={props.cancelUrl} language={language} />
        </>
      )}
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}

/** To a registrant who cancelled their own registration: the seat goes to the waiting list. */
export const registrationCancelledPayload = registrationEmailFields;
export type RegistrationCancelledPayload = z.infer<typeof registrationCancelledPayload>;

export function RegistrationCancelled(props: RegistrationCancelledPayload & BrandProps) {
  const language = props.language ?? "it";
  const text = copy[language];
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={text.ownPreview(props.eventoLabel)}
      language={language}
    >
      <Title>{text.ownTitle}</Title>
      <Paragraph>{registrationWords[language].hello}</Paragraph>
      <Paragraph>
        {text.ownBefore} <strong>{props.eventoLabel}</strong>
        {text.ownAfter}
      </Paragraph>
      {props.event && <CalendarNote action="remove" language={language} />}
      {props.eventUrl && (
        <Paragraph>
          {text.againBefore} <BrandLink href={props.eventUrl}>{text.againLink}</BrandLink>
          {text.againAfter}
        </Paragraph>
      )}
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}
