import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormAlertContent } from "~/components/form-messages";
import { serviceChoicesIn } from "~/features/blocks/content/services";
import { contactCopy } from "~/features/visitor-forms/content/contact";
import { useLanguage } from "~/utils/use-language";
import type { ContactInput, InfoRequestInput } from "~/features/visitor-forms/contact-schema";
import type { OptionalRequestField } from "~/features/visitor-forms/request-fields";
import { useIsPending } from "~/utils/use-is-pending";
import {
  AdsConsent,
  conformFields,
  FormAlert,
  NewsletterConsent,
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
  const language = useLanguage();
  const copy = contactCopy[language];
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
        <TextField field={field.azienda} label={copy.form.azienda} autoComplete="organization" />
        <SelectField
          field={field.servizio}
          label={copy.form.servizio}
          placeholder={copy.form.servizioPlaceholder}
          options={serviceChoicesIn[language]}
          required
        />
      </div>
      <TextareaField field={field.messaggio} label={copy.form.messaggio} required />
      <PrivacyConsent field={field.privacy_accepted} />
      <NewsletterConsent field={field.newsletter_accepted} />
      <AdsConsent field={field.ads_accepted} />
      <div>
        <StatusButton pending={pending}>{copy.form.submit}</StatusButton>
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
  const copy = contactCopy[useLanguage()];
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
        <TextField field={field.azienda} label={copy.form.azienda} autoComplete="organization" />
      )}
      <TextareaField field={field.messaggio} label={copy.form.project} required />
      <PrivacyConsent field={field.privacy_accepted} />
      <AdsConsent field={field.ads_accepted} />
      <div>
        <StatusButton pending={pending}>{copy.form.requestSubmit}</StatusButton>
      </div>
    </Form>
  );
}
