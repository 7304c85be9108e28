import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, PrimaryButton, Title } from "./layout";

/** To a member of staff who asked for a new password: the link, nothing else. */
export const passwordResetPayload = z.object({ setPasswordUrl: z.string() });
export type PasswordResetPayload = z.infer<typeof passwordResetPayload>;

export default function PasswordReset(props: PasswordResetPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Reimposta la password dell'area riservata di ${props.siteName}.`}
    >
      <Title>Reimposta la password</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        qualcuno ha chiesto di reimpostare la password del tuo account nell'area riservata di{" "}
        {props.siteName}. Per sceglierne una nuova:
      </Paragraph>
      <PrimaryButton href={props.setPasswordUrl}>Scegli una nuova password</PrimaryButton>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{" "}
        <BrandLink href={props.setPasswordUrl}>{props.setPasswordUrl}</BrandLink>
      </Paragraph>
      <Paragraph>Il link vale 2 ore e si può usare una sola volta.</Paragraph>
      <Paragraph>
        Non l'hai chiesto tu? Ignora questa e-mail: la tua password resta quella di prima.
      </Paragraph>
    </EmailLayout>
  );
}
