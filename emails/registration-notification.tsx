import * as z from "zod";
import {
  BrandLink,
  LeadLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  MultilineText,
  Paragraph,
  Subtitle,
  Title,
  yesNo,
} from "./layout";

/** To the agency: someone registered for an event or course. */
export const registrationNotificationPayload = z.object({
  registrationId: z.number(),
  nome: z.string(),
  cognome: z.string(),
  email: z.string(),
  telefono: z.string().nullable(),
  azienda: z.string().nullable(),
  evento: z.string(),
  eventoLabel: z.string(),
  messaggio: z.string().nullable(),
  newsletter: z.boolean(),
  /** On the waiting list: the event was full. Rows of older releases were all confirmed. */
  waiting: z.boolean().default(false),
  /** The lead in the admin; e-mails queued by older releases have none. */
  leadUrl: z.string().optional(),
});
export type RegistrationNotificationPayload = z.infer<typeof registrationNotificationPayload>;

export default function RegistrationNotification(
  props: RegistrationNotificationPayload & BrandProps,
) {
  const fullName = `${props.nome} ${props.cognome}`;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Nuova iscrizione a ${props.eventoLabel}: ${fullName}`}
    >
      <Title>Nuova iscrizione</Title>
      <Paragraph>
        {fullName} ha effettuato l'iscrizione a <strong>{props.eventoLabel}</strong>
        {props.waiting ? ", in lista d'attesa perché i posti sono esauriti" : ""}. All'iscritto
        arriva in automatico un'e-mail di conferma.
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Evento", value: props.eventoLabel },
          { label: "Codice evento", value: props.evento },
          { label: "Lista d'attesa", value: yesNo(props.waiting) },
          { label: "Nome", value: props.nome },
          { label: "Cognome", value: props.cognome },
          {
            label: "Email",
            value: <BrandLink href={`mailto:${props.email}`}>{props.email}</BrandLink>,
          },
          { label: "Telefono", value: props.telefono ?? "non indicato" },
          { label: "Azienda", value: props.azienda ?? "non indicata" },
          { label: "Consenso newsletter", value: yesNo(props.newsletter) },
        ]}
      />
      <Subtitle>Note dell'iscritto</Subtitle>
      {props.messaggio ? (
        <MultilineText text={props.messaggio} quoted />
      ) : (
        <Paragraph>Nessuna nota.</Paragraph>
      )}
      <Paragraph>Iscrizione n. {props.registrationId}</Paragraph>
      <LeadLink href={props.leadUrl} />
    </EmailLayout>
  );
}
