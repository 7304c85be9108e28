import * as z from "zod";
import { catalogue, localeOf, type Language } from "../app/utils/language";
import { site } from "../app/utils/site";
import {
  AdConsentNote,
  BrandLink,
  type BrandProps,
  type Detail,
  DetailsTable,
  EmailLayout,
  emailLanguage,
  Paragraph,
  Subtitle,
  Title,
  siteHost,
} from "./layout";

const receivedFormat = (language: Language) =>
  new Intl.DateTimeFormat(localeOf(language), {
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
  language: emailLanguage,
});
export type ContactAcknowledgementPayload = z.infer<typeof contactAcknowledgementPayload>;

export const contactAcknowledgementCopy = catalogue({
  it: {
    subject: (siteName: string) => `Abbiamo ricevuto la tua richiesta - ${siteName}`,
    preview: "Abbiamo ricevuto la tua richiesta: ti rispondiamo entro 24 ore.",
    title: "Grazie per averci scritto!",
    intro:
      "Abbiamo ricevuto la tua richiesta e la stiamo già leggendo. Ecco che cosa succede adesso:",
    steps: [
      {
        lead: "1. Ti rispondiamo entro 24 ore",
        text: " via e-mail, con le prime indicazioni e qualche domanda per capire meglio il progetto.",
      },
      {
        lead: "2. Una call gratuita di 30-45 minuti",
        text: ", senza impegno, per parlare di obiettivi, tempi e budget.",
      },
      {
        lead: "3. Una proposta su misura",
        text: ", costruita sulle tue esigenze: niente pacchetti preconfezionati.",
      },
    ],
    yourRequest: "La tua richiesta",
    service: "Servizio",
    received: "Ricevuta il",
    urgent: "Per qualcosa di urgente chiamaci al",
    or: "oppure",
    whatsapp: "scrivici su WhatsApp",
    closing: "A presto,",
    team: (siteName: string) => `il team di ${siteName}`,
    why: (host: string) =>
      `Ricevi questa e-mail perché il tuo indirizzo è stato inserito in un modulo su ${host}. Non serve rispondere: ti scriveremo noi. Se non sei stato tu, ignora questo messaggio.`,
  },
  en: {
    subject: (siteName: string) => `We have received your request - ${siteName}`,
    preview: "We have received your request: we will reply within 24 hours.",
    title: "Thank you for writing to us!",
    intro: "We have received your request and are already reading it. Here is what happens next:",
    steps: [
      {
        lead: "1. We reply within 24 hours",
        text: " by email, with some first pointers and a few questions to understand your project better.",
      },
      {
        lead: "2. A free 30-45 minute call",
        text: ", with no obligation, to talk about goals, timing and budget.",
      },
      {
        lead: "3. A tailor-made proposal",
        text: ", built around your needs: no off-the-shelf packages.",
      },
    ],
    yourRequest: "Your request",
    service: "Service",
    received: "Received on",
    urgent: "For anything urgent, call us on",
    or: "or",
    whatsapp: "message us on WhatsApp",
    closing: "Speak soon,",
    team: (siteName: string) => `the ${siteName} team`,
    why: (host: string) =>
      `You are receiving this email because your address was entered in a form on ${host}. There is no need to reply: we will write to you. If it was not you, please ignore this message.`,
  },
});

export default function ContactAcknowledgement(props: ContactAcknowledgementPayload & BrandProps) {
  const language = props.language ?? "it";
  const copy = contactAcknowledgementCopy[language];
  const details: Detail[] = [{ label: copy.service, value: props.servizioLabel }];
  if (props.receivedAt) {
    details.push({
      label: copy.received,
      value: receivedFormat(language).format(new Date(props.receivedAt)),
    });
  }
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={copy.preview}
      language={language}
    >
      <Title>{copy.title}</Title>
      <Paragraph>{copy.intro}</Paragraph>
      {copy.steps.map((step) => (
        <Paragraph key={step.lead}>
          <strong>{step.lead}</strong>
          {step.text}
        </Paragraph>
      ))}
      <Subtitle>{copy.yourRequest}</Subtitle>
      <DetailsTable rows={details} />
      <Paragraph>
        {copy.urgent} <BrandLink href={site.phoneHref}>{site.phone}</BrandLink> {copy.or}{" "}
        <BrandLink href={site.whatsappHref}>{copy.whatsapp}</BrandLink>.
      </Paragraph>
      <AdConsentNote href={props.adConsentUrl} language={language} />
      <Paragraph>
        {copy.closing}
        <br />
        {copy.team(props.siteName)}
      </Paragraph>
      <Paragraph>{copy.why(siteHost(props.siteUrl))}</Paragraph>
    </EmailLayout>
  );
}
