import * as z from "zod";
import { catalogue } from "../app/utils/language";
import {
  BrandLink,
  type BrandProps,
  EmailLayout,
  emailLanguage,
  Paragraph,
  PrimaryButton,
  Title,
} from "./layout";

/**
 * To the subscriber: double opt-in. The address is not confirmed yet, so the e-mail repeats
 * nothing typed in a form: rows queued with the name still parse, and the name is dropped.
 */
export const newsletterConfirmationPayload = z.object({
  confirmUrl: z.string(),
  unsubscribeUrl: z.string(),
  language: emailLanguage,
});
export type NewsletterConfirmationPayload = z.infer<typeof newsletterConfirmationPayload>;

export const newsletterConfirmationCopy = catalogue({
  it: {
    subject: (siteName: string) => `Conferma la tua iscrizione alla newsletter di ${siteName}`,
    preview: (siteName: string) =>
      `Un clic per confermare l'iscrizione alla newsletter di ${siteName}.`,
    title: "Conferma la tua iscrizione",
    greeting: "Ciao,",
    intro: (siteName: string) =>
      `grazie per l'interesse nella newsletter di ${siteName}: idee, casi concreti e novità sul marketing digitale, senza riempirti la casella. Per completare l'iscrizione conferma il tuo indirizzo:`,
    button: "Conferma iscrizione",
    copyLink: "Se il pulsante non funziona, copia questo indirizzo nel browser:",
    doubleOptIn:
      "Usiamo la doppia conferma (double opt-in): finché non confermi non ti inviamo nessuna newsletter. Così siamo sicuri che l'indirizzo sia davvero tuo e che nessuno ti abbia iscritto a tua insaputa.",
    notYou:
      "Non hai chiesto tu l'iscrizione? Ignora questa e-mail: senza la tua conferma non riceverai altri messaggi.",
    unsubscribe: {
      before: "Puoi anche ",
      link: "annullare l'iscrizione",
      after: " in qualsiasi momento.",
    },
  },
  en: {
    subject: (siteName: string) => `Confirm your subscription to the ${siteName} newsletter`,
    preview: (siteName: string) =>
      `One click to confirm your subscription to the ${siteName} newsletter.`,
    title: "Confirm your subscription",
    greeting: "Hello,",
    intro: (siteName: string) =>
      `thank you for your interest in the ${siteName} newsletter: ideas, real cases and news on digital marketing, without filling up your inbox. To complete your subscription, please confirm your address:`,
    button: "Confirm subscription",
    copyLink: "If the button does not work, copy this address into your browser:",
    doubleOptIn:
      "We use double opt-in: until you confirm, we send you no newsletter. That way we know the address really is yours and that nobody signed you up without your knowledge.",
    notYou:
      "Did you not ask to subscribe? Ignore this email: without your confirmation you will receive no further messages.",
    unsubscribe: {
      before: "You can also ",
      link: "cancel your subscription",
      after: " at any time.",
    },
  },
});

export default function NewsletterConfirmation(props: NewsletterConfirmationPayload & BrandProps) {
  const language = props.language ?? "it";
  const copy = newsletterConfirmationCopy[language];
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={copy.preview(props.siteName)}
      language={language}
    >
      <Title>{copy.title}</Title>
      <Paragraph>{copy.greeting}</Paragraph>
      <Paragraph>{copy.intro(props.siteName)}</Paragraph>
      <PrimaryButton href={props.confirmUrl}>{copy.button}</PrimaryButton>
      <Paragraph>
        {copy.copyLink} <BrandLink href={props.confirmUrl}>{props.confirmUrl}</BrandLink>
      </Paragraph>
      <Paragraph>{copy.doubleOptIn}</Paragraph>
      <Paragraph>{copy.notYou}</Paragraph>
      <Paragraph>
        {copy.unsubscribe.before}
        <BrandLink href={props.unsubscribeUrl}>{copy.unsubscribe.link}</BrandLink>
        {copy.unsubscribe.after}
      </Paragraph>
    </EmailLayout>
  );
}
