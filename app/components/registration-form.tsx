import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { registrationChoices } from "~/content/events";
import { consentLabels, pendingLabel } from "~/content/forms";
import { button } from "~/styles/ui.css";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
import { useHydrated } from "~/utils/use-hydrated";
import {
  CheckboxField,
  FormAlert,
  Honeypot,
  PersonFields,
  PrivacyConsent,
  RequiredNote,
  SelectField,
  TextareaField,
  submitButtonProps,
  TextField,
  type FormAlertContent,
} from "./forms";
import * as styles from "./forms.css";

const filled = (value: unknown) => typeof value === "string" && value.trim() !== "";

/**
 * The event registration form (spec 000 §5). With JavaScript the button waits for the
 * required fields and the consent, and every field is disabled while sending; without it
 * the server says what is missing.
 */
export function RegistrationForm({
  lastResult,
  alert,
  preselected,
}: {
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
  preselected?: string;
}) {
  const hydrated = useHydrated();
  const navigation = useNavigation();
  const submitting = navigation.state === "submitting" && navigation.formAction === "/iscrizioni";
  const validation = useDeferredValidation("iscrizione", { shouldValidate: "onBlur", shouldRevalidate: "onInput" });
  const [form, fields] = useForm({
    id: "modulo-iscrizione",
    lastResult,
    defaultValue: { evento: preselected },
    ...validation.options,
  });
  const value = form.value as Record<string, unknown> | undefined;
  const ready =
    filled(value?.nome) &&
    filled(value?.cognome) &&
    filled(value?.email) &&
    filled(value?.evento) &&
    value?.privacy_accepted === "on";
  const blocked = submitting || (hydrated && !ready);

  return (
    <Form
      method="post"
      action="/iscrizioni"
      {...getFormProps(form)}
      {...validation.formProps}
      noValidate
      className={styles.form}
    >
      <FormAlert alert={alert} id="modulo-iscrizione-avviso" />
      <RequiredNote />
      <Honeypot formId={form.id} />
      <fieldset disabled={submitting} className={styles.fieldset}>
        <legend className={styles.legend}>I tuoi dati</legend>
        <PersonFields fields={fields} />
        <TextField meta={fields.azienda} label="Azienda" autoComplete="organization" />
        <SelectField
          meta={fields.evento}
          label="Evento o corso"
          placeholder="Seleziona un evento o un corso"
          options={registrationChoices}
          required
        />
        <TextareaField meta={fields.messaggio} label="Messaggio (facoltativo)" />
        <PrivacyConsent meta={fields.privacy_accepted} />
        <CheckboxField meta={fields.newsletter_accepted}>{consentLabels.newsletter}</CheckboxField>
      </fieldset>
      <div>
        <button {...submitButtonProps} className={button.primary} disabled={blocked}>
          {submitting ? pendingLabel : "Iscriviti"}
        </button>
        {hydrated && !ready && !submitting ? (
          <p className={styles.hint}>Compila i campi obbligatori e accetta l'informativa per inviare l'iscrizione.</p>
        ) : null}
      </div>
    </Form>
  );
}
