import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import type { FormAlertContent } from "~/components/form-messages";
import type { RegistrationInput } from "~/features/events/registration-schema";
import { useHydrated } from "~/utils/use-hydrated";
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
import { registrationFormText } from "~/features/events/content/registration";
import type { Language } from "~/utils/language";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/** An event or course the form offers: its slug and how it is named. */
export type FormChoice = { value: string; label: string };

/**
 * The event registration form, on /iscrizioni with every event open now, or on an event's
 * page with that event alone. With JavaScript the button waits for the required fields and
 * the consent from the first render, and every field is disabled while sending; without it
 * the server says what is missing.
 */
export function RegistrationForm({
  lastResult,
  alert,
  preselected,
  choices,
  action,
  language,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
  preselected?: string;
  choices: readonly FormChoice[];
  /** The page that receives it: /iscrizioni, or the event's own. */
  action: string;
  language: Language;
}) {
  const text = registrationFormText[language];
  const hydrated = useHydrated();
  const pending = useIsPending({ formAction: action });
  const [form, fields] = useForm<RegistrationInput>({
    id: "modulo-iscrizione",
    lastResult,
    defaultValue: { evento: preselected },
  });
  const field = conformFields(fields, [
    ...personFieldNames,
    "azienda",
    "evento",
    "messaggio",
    "privacy_accepted",
    "newsletter_accepted",
    "ads_accepted",
  ]);
  const value = form.value;
  const ready =
    filled(value?.nome) &&
    filled(value?.cognome) &&
    filled(value?.email) &&
    filled(value?.evento) &&
    value?.privacy_accepted === "on";

  return (
    <Form method="post" action={action} {...getFormProps(form)} className={styles.form}>
      <FormAlert alert={alert} id="modulo-iscrizione-avviso" />
      <RequiredNote />
      <Honeypot formId={form.id} />
      <fieldset disabled={pending} className={styles.fieldset}>
        <legend className={styles.legend}>{text.legend}</legend>
        <PersonFields fields={field} />
        <TextField field={field.azienda} label={text.company} autoComplete="organization" />
        <SelectField
          field={field.evento}
          label={text.event}
          placeholder={text.eventPlaceholder}
          options={choices}
          required
        />
        <TextareaField field={field.messaggio} label={text.message} />
        <PrivacyConsent field={field.privacy_accepted} />
        <NewsletterConsent field={field.newsletter_accepted} />
        <AdsConsent field={field.ads_accepted} />
      </fieldset>
      <div>
        <StatusButton pending={pending} disabled={hydrated && !ready}>
          {text.submit}
        </StatusButton>
        {hydrated && !ready && !pending ? <p className={styles.hint}>{text.hint}</p> : null}
      </div>
    </Form>
  );
}
