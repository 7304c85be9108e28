import type * as z from "zod";
import { catalogue } from "../app/utils/language";
import { type BrandProps, EmailLayout, Paragraph, Title } from "./layout";
import {
  CalendarNote,
  CancelLink,
  EventDetails,
  EventPageLink,
  registrationEmailFields,
  registrationWords,
  Signature,
} from "./registration-parts";

/** To a registrant on the waiting list, when a seat frees up and the registration is confirmed. */
export const registrationPromotedPayload = registrationEmailFields;
export type RegistrationPromotedPayload = z.infer<typeof registrationPromotedPayload>;

const copy = catalogue({
  it: {
    preview: (label: string) =>
      `Si è liberato un posto: la tua iscrizione a ${label} è confermata.`,
    title: "Si è liberato un posto",
    before: "buone notizie: si è liberato un posto per",
    after: "e la tua iscrizione, che era in lista d'attesa, ora è confermata. Ti aspettiamo!",
    later:
      "Qualche giorno prima dell'inizio ti scriviamo con date, orari e tutte le informazioni pratiche.",
  },
  en: {
    preview: (label: string) =>
      `A seat has become available: your registration for ${label} is confirmed.`,
    title: "A seat has become available",
    before: "good news: a seat has become available for",
    after:
      "and your registration, which was on the waiting list, is now confirmed. We look forward to seeing you!",
    later:
      "A few days before it starts we will write to you with dates, times and all the practical information.",
  },
});

export default function RegistrationPromoted(props: RegistrationPromotedPayload & BrandProps) {
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
      <CancelLink href={props.cancelUrl} language={language} />
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}
