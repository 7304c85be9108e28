import * as z from "zod";
import { site } from "../app/utils/site";
import {
  AdConsentNote,
  BrandLink,
  type BrandProps,
  type Detail,
  DetailsTable,
  EmailLayout,
  Paragraph,
  Subtitle,
  Title,
  siteHost,
} from "./layout";

const receivedFormat = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});

/**
 * To the visitor, at an address nobody has verified: anyone can type someone else's. So it
 * carries nothing the sender wrote (no name, no message), only the service chosen from our
 * list and when the request arrived; the agency's notification has the rest. Rows queued by
 * earlier releases hold the name and message but no date: the extra keys are dropped, and the
 * date is left out. `submissionId` is not shown: it names the file a copy is saved in.
 */
export const contactAcknowledgementPayload = z.object({
  submissionId: z.number().optional(),
  servizioLabel: z.string(),
  receivedAt: z.iso.datetime().optional(),
  /** The page withdrawing the advertising consent, when the visitor gave it. */
  adConsentUrl: z.url().optional(),
});
export type ContactAcknowledgementPayload = z.infer<typeof contactAcknowledgementPayload>;

export default function ContactAcknowledgement(props: ContactAcknowledgementPayload & BrandProps) {
  const details: Detail[] = [{ label: "Servizio", value: props.servizioLabel }];
  if (props.receivedAt) {
    details.push({
      label: "Ricevuta il",
      value: receivedFormat.format(new Date(props.receivedAt)),
    });
  }
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview="Abbiamo ricevuto la tua richiesta: ti rispondiamo entro 24 ore."
    >
      <Title>Grazie per averci scritto!</Title>
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
      <DetailsTable rows={details} />
      <Paragraph>
        Per qualcosa di urgente chiamaci al{" "}
        <BrandLink href={site.phoneHref}>{site.phone}</BrandLink> oppure{" "}
        <BrandLink href={site.whatsappHref}>scrivici su WhatsApp</BrandLink>.
      </Paragraph>
      <AdConsentNote href={props.adConsentUrl} />
      <Paragraph>
        A presto,
        <br />
        il team di {props.siteName}
      </Paragraph>
      <Paragraph>
        Ricevi questa e-mail perché il tuo indirizzo è stato inserito in un modulo su{" "}
        {siteHost(props.siteUrl)}. Non serve rispondere: ti scriveremo noi. Se non sei stato tu,
        ignora questo messaggio.
      </Paragraph>
    </EmailLayout>
  );
}
