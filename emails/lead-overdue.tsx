import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, PrimaryButton, Title } from "./layout";

/** To a lead's owner: the next actions whose day has passed, once a day. */
export const leadOverduePayload = z.object({
  leads: z
    .array(
      z.object({
        id: z.number(),
        name: z.string(),
        subject: z.string(),
        nextAction: z.string(),
        /** The day it was due, as Italian text. */
        due: z.string(),
        url: z.string(),
      }),
    )
    .min(1),
  boardUrl: z.string(),
});
export type LeadOverduePayload = z.infer<typeof leadOverduePayload>;

export default function LeadOverdue(props: LeadOverduePayload & BrandProps) {
  const count = props.leads.length;
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={
        count === 1
          ? `Una prossima azione è scaduta: ${props.leads[0]!.nextAction}`
          : `${count} prossime azioni sono scadute.`
      }
    >
      <Title>
        {count === 1 ? "Una prossima azione è scaduta" : `${count} prossime azioni scadute`}
      </Title>
      <Paragraph>
        Questi lead aspettavano un passo entro il giorno indicato. Fallo oggi, o scegli una nuova
        data nella pagina del lead: il promemoria arriva una volta al giorno finché resta scaduta.
      </Paragraph>
      {props.leads.map((lead) => (
        <Paragraph key={lead.id}>
          <BrandLink href={lead.url}>
            {lead.name} ({lead.subject})
          </BrandLink>
          : {lead.nextAction}, entro {lead.due}.
        </Paragraph>
      ))}
      <PrimaryButton href={props.boardUrl}>Apri i lead</PrimaryButton>
    </EmailLayout>
  );
}
