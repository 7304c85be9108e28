import * as z from "zod";
import { site } from "~/content/site";
import {
  BrandLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  MultilineText,
  Paragraph,
  Subtitle,
  Title,
  siteHost,
} from "./layout";

/** To the visitor: we received your request. */
export const contactAcknowledgementPayload = z.object({
  nome: z.string(),
  servizioLabel: z.string(),
  messaggio: z.string(),
});
export type ContactAcknowledgementPayload = z.infer<typeof contactAcknowledgementPayload>;

export default function ContactAcknowledgement(props: ContactAcknowledgementPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Grazie ${props.nome}, ti rispondiamo entro 24 ore.`}
    >
      <Title>Grazie, {props.nome}!</Title>
      <Paragraph>
        Abbiamo ricevuto la tua richiesta e la stiamo già leggendo. Ecco che cosa succede adesso:
      </Paragraph>
      <Paragraph>
        <strong>1. Ti rispondiamo entro 24 ore</strong> via e-mail, con le prime indicazioni e
        qualche domanda per capire meglio il progetto.
      </Paragraph>
      <Paragraph>
        <strong>2. Una call gratuita di 30-45 minuti</strong>, senza impegno, per parlare di
        obiettivi, tempi e budget.
      </Paragraph>
      <Paragraph>
        <strong>3. Una proposta su misura</strong>, costruita sulle tue esigenze: niente pacchetti
        preconfezionati.
      </Paragraph>
      <Subtitle>La tua richiesta</Subtitle>
      <DetailsTable rows={[{ label: "Servizio", value: props.servizioLabel }]} />
      <MultilineText text={props.messaggio} quoted />
      <Paragraph>
        Per qualcosa di urgente chiamaci al{" "}
        <BrandLink href={site.phoneHref}>{site.phone}</BrandLink> oppure{" "}
        <BrandLink href={site.whatsappHref}>scrivici su WhatsApp</BrandLink>.
      </Paragraph>
      <Paragraph>
        A presto,
        <br />
        il team di {props.siteName}
      </Paragraph>
      <Paragraph>
        Ricevi questa e-mail perché hai compilato un modulo su {siteHost(props.siteUrl)}. Non serve
        rispondere: ti scriveremo noi.
      </Paragraph>
    </EmailLayout>
  );
}
