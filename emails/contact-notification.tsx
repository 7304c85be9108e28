import type { EmailPayloads } from "./catalog";
import {
  BrandLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
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

export default function ContactNotification(props: EmailPayloads["contact-notification"] & BrandProps) {
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
          { label: "Email", value: <BrandLink href={`mailto:${props.email}`}>{props.email}</BrandLink> },
          { label: "Telefono", value: props.telefono ?? "non indicato" },
          { label: "Azienda", value: props.azienda ?? "non indicata" },
          { label: "Servizio", value: props.servizioLabel },
          { label: "Modulo", value: formNames[props.source] ?? props.source },
          { label: "Consenso newsletter", value: yesNo(props.newsletter) },
        ]}
      />
      <Subtitle>Messaggio</Subtitle>
      <MultilineText text={props.messaggio} quoted />
      <PrimaryButton href={`mailto:${props.email}`}>Rispondi a {props.nome}</PrimaryButton>
      <Paragraph>Richiesta n. {props.submissionId}</Paragraph>
    </EmailLayout>
  );
}
