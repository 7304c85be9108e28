import * as z from "zod";
import {
  BrandLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  emailLanguage,
  languageName,
  Paragraph,
  Title,
} from "./layout";

/** To the agency: a new newsletter signup. */
export const newsletterNotificationPayload = z.object({
  email: z.string(),
  nome: z.string().nullable(),
  cognome: z.string().nullable(),
  source: z.string(),
  /** The language of the page the signup came from; the confirmation was written in it. */
  language: emailLanguage,
});
export type NewsletterNotificationPayload = z.infer<typeof newsletterNotificationPayload>;

export default function NewsletterNotification(props: NewsletterNotificationPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Nuovo iscritto: ${props.email}`}
    >
      <Title>Nuova iscrizione alla newsletter</Title>
      <Paragraph>Un nuovo contatto si è iscritto alla newsletter dal sito.</Paragraph>
      <DetailsTable
        rows={[
          {
            label: "Email",
            value: <BrandLink href={`mailto:${props.email}`}>{props.email}</BrandLink>,
          },
          { label: "Nome", value: props.nome ?? "non indicato" },
          { label: "Cognome", value: props.cognome ?? "non indicato" },
          { label: "Provenienza", value: props.source },
          { label: "Lingua", value: languageName[props.language ?? "it"] },
        ]}
      />
    </EmailLayout>
  );
}
