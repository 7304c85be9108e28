import * as z from "zod";
import {
  BrandLink,
  LeadLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  emailLanguage,
  languageName,
  MultilineText,
  Paragraph,
  PrimaryButton,
  Subtitle,
  Title,
  yesNo,
} from "./layout";

const formNames: Record<string, string> = {
  contatti: "Contatti",
  "comunicazione-politica": "Comunicazione politica",
  "packaging-design": "Packaging design",
  "stand-fieristici": "Stand fieristici",
};

/** To the agency: a contact or information request was stored. */
export const contactNotificationPayload = z.object({
  submissionId: z.number(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  azienda: z.string().nullable(),
  servizio: z.string(),
  servizioLabel: z.string(),
  messaggio: z.string(),
  /** Which form: "contatti", "comunicazione-politica", "packaging-design", "stand-fieristici" */
  source: z.string(),
  newsletter: z.boolean(),
  /** The lead in the admin; e-mails queued by older releases have none. */
  leadUrl: z.string().optional(),
  /** The language of the page it was sent from; the visitor is answered in it. */
  language: emailLanguage,
});
export type ContactNotificationPayload = z.infer<typeof contactNotificationPayload>;

export default function ContactNotification(props: ContactNotificationPayload & BrandProps) {
  const fullName = `${props.nome} ${props.cognome}`;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`${fullName} chiede informazioni su: ${props.servizioLabel}`}
    >
      <Title>Nuova richiesta di contatto</Title>
      <Paragraph>
        {fullName} ha scritto dal sito. La conferma automatica promette una risposta entro 24 ore:
        conviene rispondere oggi stesso.
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Nome", value: props.nome },
          { label: "Cognome", value: props.cognome },
          {
            label: "Email",
            value: <BrandLink href={`mailto:${props.email}`}>{props.email}</BrandLink>,
          },
          { label: "Telefono", value: props.telefono ?? "non indicato" },
          { label: "Azienda", value: props.azienda ?? "non indicata" },
          { label: "Servizio", value: props.servizioLabel },
          { label: "Modulo", value: formNames[props.source] ?? props.source },
          { label: "Consenso newsletter", value: yesNo(props.newsletter) },
          { label: "Lingua", value: languageName[props.language ?? "it"] },
        ]}
      />
      <Subtitle>Messaggio</Subtitle>
      <MultilineText text={props.messaggio} quoted />
      <PrimaryButton href={`mailto:${props.email}`}>Rispondi a {props.nome}</PrimaryButton>
      <Paragraph>Richiesta n. {props.submissionId}</Paragraph>
      <LeadLink href={props.leadUrl} />
    </EmailLayout>
  );
}
