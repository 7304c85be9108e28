import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, PrimaryButton, Title } from "./layout";

/**
 * To the subscriber: double opt-in. The address is not confirmed yet, so the e-mail repeats
 * nothing typed in a form: rows queued with the name still parse, and the name is dropped.
 */
export const newsletterConfirmationPayload = z.object({
  confirmUrl: z.string(),
  unsubscribeUrl: z.string(),
});
export type NewsletterConfirmationPayload = z.infer<typeof newsletterConfirmationPayload>;

export default function NewsletterConfirmation(props: NewsletterConfirmationPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Un clic per confermare l'iscrizione alla newsletter di ${props.siteName}.`}
    >
      <Title>Conferma la tua iscrizione</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        grazie per l'interesse nella newsletter di {props.siteName}: idee, casi concreti e novità
        sul marketing digitale, senza riempirti la casella. Per completare l'iscrizione conferma il
        tuo indirizzo:
      </Paragraph>
      <PrimaryButton href={props.confirmUrl}>Conferma iscrizione</PrimaryButton>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{" "}
        <BrandLink href={props.confirmUrl}>{props.confirmUrl}</BrandLink>
      </Paragraph>
      <Paragraph>
        Usiamo la doppia conferma (double opt-in): finché non confermi non ti inviamo nessuna
        newsletter. Così siamo sicuri che l'indirizzo sia davvero tuo e che nessuno ti abbia
        iscritto a tua insaputa.
      </Paragraph>
      <Paragraph>
        Non hai chiesto tu l'iscrizione? Ignora questa e-mail: senza la tua conferma non riceverai
        altri messaggi.
      </Paragraph>
      <Paragraph>
        Puoi anche <BrandLink href={props.unsubscribeUrl}>annullare l'iscrizione</BrandLink> in
        qualsiasi momento.
      </Paragraph>
    </EmailLayout>
  );
}
