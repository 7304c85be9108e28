import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, useNavigation } from "@remix-run/react";
import { consentLabels, pendingLabel } from "~/content/forms";
import { serviceChoices } from "~/content/services";
import { button } from "~/styles/ui.css";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
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

type Props = {
  /** The route whose action stores the request. */
  action: string;
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
};

const onBlurThenOnInput = { shouldValidate: "onBlur", shouldRevalidate: "onInput" } as const;

function useSubmitting(action: string) {
  const navigation = useNavigation();
  return navigation.state === "submitting" && navigation.formAction === action;
}

function SubmitButton({ submitting, label }: { submitting: boolean; label: string }) {
  return (
    <div>
      <button {...submitButtonProps} className={button.primary} disabled={submitting} aria-disabled={submitting}>
        {submitting ? pendingLabel : label}
      </button>
    </div>
  );
}

/** The contact form (spec 000 §5): used on /contatti and on the political-communication page. */
export function ContactForm({ action, lastResult, alert }: Props) {
  const submitting = useSubmitting(action);
  const validation = useDeferredValidation("contatto", onBlurThenOnInput);
  const [form, fields] = useForm({ id: "modulo-contatto", lastResult, ...validation.options });
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      {...validation.formProps}
      noValidate
      className={styles.form}
    >
      <FormAlert alert={alert} id="modulo-contatto-avviso" />
      <RequiredNote />
      <Honeypot formId={form.id} />
      <PersonFields fields={fields} />
      <div className={styles.row}>
        <TextField meta={fields.azienda} label="Azienda" autoComplete="organization" />
        <SelectField
          meta={fields.servizio}
          label="Servizio di interesse"
          placeholder="Seleziona un servizio"
          options={serviceChoices}
          required
        />
      </div>
      <TextareaField meta={fields.messaggio} label="Messaggio" required />
      <PrivacyConsent meta={fields.privacy_accepted} />
      <CheckboxField meta={fields.newsletter_accepted}>{consentLabels.newsletter}</CheckboxField>
      <SubmitButton submitting={submitting} label="Invia messaggio" />
    </Form>
  );
}

/** The information request form of the packaging and trade-fair stand pages. */
export function InfoRequestForm({ action, lastResult, alert, id = "modulo-richiesta" }: Props & { id?: string }) {
  const submitting = useSubmitting(action);
  const validation = useDeferredValidation("richiesta", onBlurThenOnInput);
  const [form, fields] = useForm({ id, lastResult, ...validation.options });
  return (
    <Form
      method="post"
      action={action}
      {...getFormProps(form)}
      {...validation.formProps}
      noValidate
      className={styles.form}
    >
      <FormAlert alert={alert} id={`${id}-avviso`} />
      <RequiredNote />
      <Honeypot formId={form.id} />
      <PersonFields fields={fields} />
      <TextField meta={fields.azienda} label="Azienda" autoComplete="organization" />
      <TextareaField meta={fields.messaggio} label="Descrivi il tuo progetto" required />
      <PrivacyConsent meta={fields.privacy_accepted} />
      <SubmitButton submitting={submitting} label="Richiedi informazioni" />
    </Form>
  );
}
