import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { consentLabels, type FormAlertContent } from "~/components/form-messages";
import { serviceChoices } from "~/features/blocks/content/services";
import type { ContactInput, InfoRequestInput } from "~/features/visitor-forms/contact-schema";
import type { OptionalRequestField } from "~/features/visitor-forms/request-fields";
import { useIsPending } from "~/utils/use-is-pending";
import {
  AdsConsent,
  CheckboxField,
  conformFields,
  FormAlert,
  PersonFields,
  personFieldNames,
  PrivacyConsent,
  RequiredNote,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import { Honeypot } from "~/components/honeypot";
import { StatusButton } from "~/components/status-button";
import * as styles from "~/components/forms.css";

type Props = {
  /** The route whose action stores the request. */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
};

/** The contact form: used on /contatti and on the political-communication page. */
export function ContactForm({ action, lastResult, alert }: Props) {
  const pending = useIsPending({ formAction: action });
  const [form, fields] = useForm<ContactInput>({ id: "modulo-contatto", lastResult });
  const field = conformFields(fields, [
    ...personFieldNames,
    "azienda",
    "servizio",
    "messaggio",
    "privacy_accepted",
    "newsletter_accepted",
    "ads_accepted",
  ]);
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={styles.form}>
      <FormAlert alert={alert} id="modulo-contatto-avviso" />
      <RequiredNote />
      <Honeypot formId={form.id} />
      <PersonFields fields={field} />
      <div className={styles.row}>
        <TextField field={field.azienda} label="Azienda" autoComplete="organization" />
        <SelectField
          field={field.servizio}
          label="Servizio di interesse"
          placeholder="Seleziona un servizio"
          options={serviceChoices}
          required
        />
      </div>
      <TextareaField field={field.messaggio} label="Messaggio" required />
      <PrivacyConsent field={field.privacy_accepted} />
      <CheckboxField field={field.newsletter_accepted}>{consentLabels.newsletter}</CheckboxField>
      <AdsConsent field={field.ads_accepted} />
      <div>
        <StatusButton pending={pending}>Invia messaggio</StatusButton>
      </div>
    </Form>
  );
}

/** The information request form of the packaging and trade-fair stand pages. */
export function InfoRequestForm({
  action,
  lastResult,
  alert,
  id = "modulo-richiesta",
  skipped = [],
  hidden,
}: Props & {
  id?: string;
  /** Optional fields a landing page's variant under test does not ask. */
  skipped?: readonly OptionalRequestField[];
  /** Fields the form carries back unseen: the variant shown, signed. */
  hidden?: Readonly<Record<string, string>>;
}) {
  const pending = useIsPending({ formAction: action });
  const [form, fields] = useForm<InfoRequestInput>({ id, lastResult });
  const field = conformFields(fields, [
    ...personFieldNames,
    "azienda",
    "messaggio",
    "privacy_accepted",
    "ads_accepted",
  ]);
  return (
    <Form method="post" action={action} {...getFormProps(form)} className={styles.form}>
      <FormAlert alert={alert} id={`${id}-avviso`} />
      <RequiredNote />
      <Honeypot formId={form.id} />
      {Object.entries(hidden ?? {}).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <PersonFields fields={field} phone={!skipped.includes("telefono")} />
      {skipped.includes("azienda") ? null : (
        <TextField field={field.azienda} label="Azienda" autoComplete="organization" />
      )}
      <TextareaField field={field.messaggio} label="Descrivi il tuo progetto" required />
      <PrivacyConsent field={field.privacy_accepted} />
      <AdsConsent field={field.ads_accepted} />
      <div>
        <StatusButton pending={pending}>Richiedi informazioni</StatusButton>
      </div>
    </Form>
  );
}
