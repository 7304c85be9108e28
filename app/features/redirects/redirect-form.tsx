import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form } from "@remix-run/react";
import { conformFields, SelectField, TextField } from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import { redirectsPage as t } from "~/features/redirects/content/redirects";
import * as styles from "~/features/redirects/admin-redirects.css";

type RedirectFields = { from: string; to: string; status: string };

/** The fields of one redirect, for a new one on the list page or an existing one on its own. */
export function RedirectForm({
  id,
  intent,
  lastResult,
  defaultValue = { from: "", to: "", status: "301" },
  submit,
  pendingText,
}: {
  id: string;
  intent: string;
  lastResult: SubmissionResult<string[]> | undefined;
  defaultValue?: RedirectFields;
  submit: string;
  pendingText: string;
}) {
  const [form, fields] = useForm<RedirectFields>({ id, lastResult, defaultValue });
  const field = conformFields(fields, ["from", "to", "status"]);
  return (
    <Form method="post" {...getFormProps(form)} className={styles.form}>
      <TextField
        field={field.from}
        label={t.labels.from}
        hint={t.hints.from}
        required
        autoComplete="off"
      />
      <TextField
        field={field.to}
        label={t.labels.to}
        hint={t.hints.to}
        required
        autoComplete="off"
      />
      <SelectField
        field={field.status}
        label={t.labels.status}
        options={t.statusOptions}
        required
      />
      <div>
        <IntentButton intent={intent} pendingText={pendingText} variant="primary">
          {submit}
        </IntentButton>
      </div>
    </Form>
  );
}
