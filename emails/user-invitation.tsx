import * as z from "zod";
import { BrandLink, type BrandProps, EmailLayout, Paragraph, PrimaryButton, Title } from "./layout";

/**
 * To a new member of staff. It carries the link and the role, nothing the inviter typed
 * besides the address it goes to, so it cannot be turned into a message from the site.
 */
export const userInvitationPayload = z.object({
  setPasswordUrl: z.string(),
  role: z.enum(["admin", "editor"]),
});
export type UserInvitationPayload = z.infer<typeof userInvitationPayload>;

const roleNames = { admin: "amministratore", editor: "editor" } as const;

export default function UserInvitation(props: UserInvitationPayload & BrandProps) {
  return (
    <EmailLayout
      siteName={props.siteName}
      siteUrl={props.siteUrl}
      preview={`Sei stato invitato nell'area riservata di ${props.siteName}.`}
    >
      <Title>Il tuo accesso all'area riservata</Title>
      <Paragraph>Ciao,</Paragraph>
      <Paragraph>
        ti è stato creato un account come {roleNames[props.role]} nell'area riservata del sito di{" "}
        {props.siteName}. Per iniziare scegli la tua password:
      </Paragraph>
      <PrimaryButton href={props.setPasswordUrl}>Scegli la password</PrimaryButton>
      <Paragraph>
        Se il pulsante non funziona, copia questo indirizzo nel browser:{" "}
        <BrandLink href={props.setPasswordUrl}>{props.setPasswordUrl}</BrandLink>
      </Paragraph>
      <Paragraph>Il link vale 48 ore e si può usare una sola volta.</Paragraph>
      <Paragraph>
        Non ti aspettavi questo invito? Ignora questa e-mail: senza una password l'account resta
        inutilizzabile.
      </Paragraph>
    </EmailLayout>
  );
}
