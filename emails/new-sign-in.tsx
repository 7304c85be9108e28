import * as z from "zod";
import {
  BrandLink,
  type BrandProps,
  DetailsTable,
  EmailLayout,
  Paragraph,
  PrimaryButton,
  Title,
} from "./layout";

/**
 * To a member of staff whose account was just entered from a browser it had not used: what
 * the account page shows of that session, and what to do if it was someone else.
 */
export const newSignInPayload = z.object({
  device: z.string(),
  signedInAt: z.iso.datetime(),
  /** The address masked to its /24 (/48): empty when the server did not know it. */
  ipPrefix: z.string(),
  accountUrl: z.string(),
});
export type NewSignInPayload = z.infer<typeof newSignInPayload>;

const timeInRome = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "long",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});

export default function NewSignIn(props: NewSignInPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Nuovo accesso al tuo account nell'area riservata di ${props.siteName}.`}
    >
      <Title>Nuovo accesso al tuo account</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        qualcuno è entrato nel tuo account dell'area riservata di {props.siteName} da un browser che
        non avevi ancora usato:
      </Paragraph>
      <DetailsTable
        rows={[
          { label: "Browser", value: props.device },
          {
            label: "Quando",
            value: `${timeInRome.format(new Date(props.signedInAt))} (ora italiana)`,
          },
          { label: "Indirizzo IP", value: props.ipPrefix || "sconosciuto" },
        ]}
      />
      <Paragraph>Se sei stato tu, non devi fare nulla.</Paragraph>
      <Paragraph>
        Se non sei stato tu, cambia subito la password dalla pagina del tuo account e poi premi
        'Esci da tutti gli altri': chi è entrato resterà fuori.
      </Paragraph>
      <PrimaryButton href={props.accountUrl}>Apri il tuo account</PrimaryButton>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{" "}
        <BrandLink href={props.accountUrl}>{props.accountUrl}</BrandLink>
      </Paragraph>
    </EmailLayout>
  );
}
