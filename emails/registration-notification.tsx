import type { EmailPayloads } from "./catalog";
import {
  BrandLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  MultilineText,
  Paragraph,
  Subtitle,
  Title,
  yesNo,
} from "./layout";

export default function RegistrationNotification(props: EmailPayloads["registration-notification"] & BrandProps) {
  const fullName = `${props.nome} ${props.cognome}`;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Nuova iscrizione a ${props.eventoLabel}: ${fullName}`}
    >
      <Title>Nuova iscrizione</Title>
      <Paragraph>
        {fullName} ha effettuato l'iscrizione a <strong>{props.eventoLabel}</strong>. All'iscritto
        arriva in automatico un'e-mail di conferma.
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Evento", value: props.eventoLabel },
          { label: "Codice evento", value: props.evento },
          { label: "Nome", value: props.nome },
          { label: "Cognome", value: props.cognome },
          { label: "Email", value: <BrandLink href={`mailto:${props.email}`}>{props.email}</BrandLink> },
          { label: "Telefono", value: props.telefono ?? "non indicato" },
          { label: "Azienda", value: props.azienda ?? "non indicata" },
          { label: "Consenso newsletter", value: yesNo(props.newsletter) },
        ]}
      />
      <Subtitle>Note dell'iscritto</Subtitle>
      {props.messaggio ? <MultilineText text={props.messaggio} quoted /> : <Paragraph>Nessuna nota.</Paragraph>}
      <Paragraph>Iscrizione n. {props.registrationId}</Paragraph>
    </EmailLayout>
  );
}
