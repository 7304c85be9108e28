import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, PrimaryButton, Title } from "./layout";

/**
 * To a member whose second factor an administrator (or the command line) removed: what
 * happened and where to sign in again. Nothing but the sign-in address, so it cannot be
 * turned into a message from the site.
 */
export const secondFactorResetPayload = z.object({ signInUrl: z.string() });
export type SecondFactorResetPayload = z.infer<typeof secondFactorResetPayload>;

export default function SecondFactorReset(props: SecondFactorResetPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`La verifica in due passaggi del tuo account di ${props.siteName} è stata azzerata.`}
    >
      <Title>Verifica in due passaggi azzerata</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        la verifica in due passaggi del tuo account nell'area riservata di {props.siteName} è stata
        azzerata: l'app di autenticazione, i codici di recupero e le passkey non valgono più, e sei
        uscito da tutti i dispositivi.
      </Paragraph>
      <Paragraph>
        Accedi con la tua password e, se ti viene chiesto, configura di nuovo la verifica in due
        passaggi:
      </Paragraph>
      <PrimaryButton href={props.signInUrl}>Accedi</PrimaryButton>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{" "}
        <BrandLink href={props.signInUrl}>{props.signInUrl}</BrandLink>
      </Paragraph>
      <Paragraph>Non te lo aspettavi? Avvisa subito un amministratore.</Paragraph>
    </EmailLayout>
  );
}
