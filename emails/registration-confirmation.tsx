import * as z from "zod";
import { catalogue } from "../app/utils/language";
import { site } from "../app/utils/site";
import { AdConsentNote, BrandLink, type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  registrationWords,
  Signature,
} from "./registration-parts";

/**
 * To the attendee, at registration: confirmed, with an .ics attachment when `event` is set, or
 * on the waiting list of a full event, without one. Rows queued by earlier releases lack the
 * id, the status, the sequence, the links and the language, and may carry the name: they still
 * parse, as an Italian confirmation whose calendar file is the first, and the name is dropped.
 */
export const registrationConfirmationPayload = registrationEmailFields.extend({
  registrationId: z.number().optional(),
  status: z.enum(["confermata", "in-attesa"]).default("confermata"),
  sequence: registrationEmailFields.shape.sequence.default(0),
  /** The page withdrawing the advertising consent, when the registrant gave it. */
  adConsentUrl: z.url().optional(),
});
export type RegistrationConfirmationPayload = z.infer<typeof registrationConfirmationPayload>;

const copy = catalogue({
  it: {
    preview: (label: string) => `La tua iscrizione a ${label} è confermata.`,
    title: "Iscrizione confermata",
    before: "la tua iscrizione a",
    after: "è confermata. Grazie, ti aspettiamo!",
    later:
      "Qualche giorno prima dell'inizio ti scriviamo con date, orari e tutte le informazioni pratiche.",
    writeToCancel: "Se non puoi più partecipare scrivici a",
    writeToCancelAfter: ": libereremo il posto per qualcun altro.",
    waitingPreview: (label: string) => `${label} è al completo: sei in lista d'attesa.`,
    waitingTitle: "Sei in lista d'attesa",
    waitingBefore: "grazie per l'interesse:",
    waitingAfter:
      "è al completo, quindi ti abbiamo messo in lista d'attesa. Se si libera un posto ti scriviamo subito per confermarti l'iscrizione.",
    leaveList: "Se non ti interessa più, esci dalla lista d'attesa da",
    thisPage: "questa pagina",
    writeToLeave: "Se non ti interessa più scrivici a",
    writeToLeaveAfter: ": ti togliamo dalla lista d'attesa.",
  },
  en: {
    preview: (label: string) => `Your registration for ${label} is confirmed.`,
    title: "Registration confirmed",
    before: "your registration for",
    after: "is confirmed. Thank you, we look forward to seeing you!",
    later:
      "A few days before it starts we will write to you with dates, times and all the practical information.",
    writeToCancel: "If you can no longer attend, write to us at",
    writeToCancelAfter: ": we will give your seat to someone else.",
    waitingPreview: (label: string) => `${label} is fully booked: you are on the waiting list.`,
    waitingTitle: "You are on the waiting list",
    waitingBefore: "thank you for your interest:",
    waitingAfter:
      "is fully booked, so we have put you on the waiting list. If a seat becomes available we will write to you straight away to confirm your registration.",
    leaveList: "If you are no longer interested, leave the waiting list on",
    thisPage: "this page",
    writeToLeave: "If you are no longer interested, write to us at",
    writeToLeaveAfter: ": we will take you off the waiting list.",
  },
});

export default function RegistrationConfirmation(
  props: RegistrationConfirmationPayload & BrandProps,
) {
  if (props.status === "in-attesa") return <WaitingList {...props} />;
  const language = props.language ?? "it";
  const text = copy[language];
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={text.preview(props.eventoLabel)}
      language={language}
    >
      <Title>{text.title}</Title>
      <Paragraph>{registrationWords[language].hello}</Paragraph>
      <Paragraph>
        {text.before} <strong>{props.eventoLabel}</strong> {text.after}
      </Paragraph>
      {props.event ? (
        <>
          <EventDetails event={props.event} language={language} />
          <CalendarNote action="add" language={language} />
        </>
      ) : (
        <Paragraph>{text.later}</Paragraph>
      )}
      <EventPageLink href={props.eventUrl} language={language} />
      {props.cancelUrl ? (
        <CancelLink href={props.cancelUrl} language={language} />
      ) : (
        <Paragraph>
          {text.writeToCancel} <BrandLink href={`mailto:${site.email}`}>{site.email}</BrandLink>
          {text.writeToCancelAfter}
        </Paragraph>
      )}
      <AdConsentNote href={props.adConsentUrl} language={language} />
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}

function WaitingList(props: RegistrationConfirmationPayload & BrandProps) {
  const language = props.language ?? "it";
  const text = copy[language];
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={text.waitingPreview(props.eventoLabel)}
      language={language}
    >
      <Title>{text.waitingTitle}</Title>
      <Paragraph>{registrationWords[language].hello}</Paragraph>
      <Paragraph>
        {text.waitingBefore} <strong>{props.eventoLabel}</strong> {text.waitingAfter}
      </Paragraph>
      {props.event && <EventDetails event={props.event} language={language} />}
      <EventPageLink href={props.eventUrl} language={language} />
      {props.cancelUrl ? (
        <Paragraph>
          {text.leaveList} <BrandLink href={props.cancelUrl}>{text.thisPage}</BrandLink>
        </Paragraph>
      ) : (
        <Paragraph>
          {text.writeToLeave} <BrandLink href={`mailto:${site.email}`}>{site.email}</BrandLink>
          {text.writeToLeaveAfter}
        </Paragraph>
      )}
      <AdConsentNote href={props.adConsentUrl} language={language} />
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}
