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

/**
 * To a confirmed registrant, the day before. Its calendar file has the registration's UID, so
 * it refreshes the entry the confirmation made instead of adding one.
 */
export const registrationReminderPayload = registrationEmailFields;
export type RegistrationReminderPayload = z.infer<typeof registrationReminderPayload>;

const copy = catalogue({
  it: {
    preview: (label: string) => `Domani c'è ${label}: ti aspettiamo.`,
    title: "Ci vediamo domani",
    before: "ti ricordiamo che domani c'è",
    after: ": ti aspettiamo!",
  },
  en: {
    preview: (label: string) => `${label} is tomorrow: we look forward to seeing you.`,
    title: "See you tomorrow",
    before: "just a reminder that tomorrow is",
    after: ": we look forward to seeing you!",
  },
});

export default function RegistrationReminder(props: RegistrationReminderPayload & BrandProps) {
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
        {text.before} <strong>{props.eventoLabel}</strong>
        {text.after}
      </Paragraph>
      {props.event && (
        <>
          <EventDetails event={props.event} language={language} />
          <CalendarNote action="update" language={language} />
        </>
      )}
      <EventPageLink href={props.eventUrl} language={language} />
      <CancelLink href={props.cancelUrl} language={language} />
      <Signature siteName={props.siteName} language={language} />
    </EmailLayout>
  );
}
