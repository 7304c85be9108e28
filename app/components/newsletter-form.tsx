import { getFormProps, getInputProps, useForm, type SubmissionResult } from "@conform-to/react";
import { useFetcher } from "@remix-run/react";
import { useEffect, useRef } from "react";
import { button } from "~/styles/ui.css";
import { useDeferredValidation } from "~/utils/use-deferred-validation";
import { Honeypot } from "./forms";
import * as styles from "./forms.css";

type ActionData = { result?: SubmissionResult<string[]> };

/**
 * The newsletter signup. Without JavaScript it posts to /newsletter like any form; with it
 * the post goes through a fetcher, errors stay inline, and the field clears only when the
 * signup went through (the visitor is then taken to /grazie).
 */
export function NewsletterForm({ id, lastResult }: { id: string; lastResult?: SubmissionResult<string[]> }) {
  const fetcher = useFetcher<ActionData>({ key: id });
  const validation = useDeferredValidation("newsletter", { shouldValidate: "onSubmit", shouldRevalidate: "onInput" });
  const [form, fields] = useForm({
    id,
    lastResult: fetcher.data?.result ?? lastResult,
    ...validation.options,
  });
  const busy = fetcher.state !== "idle";
  const wasBusy = useRef(false);
  useEffect(() => {
    if (busy) wasBusy.current = true;
    else if (wasBusy.current) {
      wasBusy.current = false;
      if (fetcher.data?.result?.status !== "error") form.reset();
    }
  }, [busy, fetcher.data, form]);

  return (
    <fetcher.Form
      method="post"
      action="/newsletter"
      {...getFormProps(form)}
      {...validation.formProps}
      noValidate
      className={styles.newsletterForm}
    >
      <Honeypot formId={form.id} />
      <div className={styles.field}>
        <label htmlFor={fields.email.id} className={styles.label}>
          La tua e-mail
        </label>
        <input {...getInputProps(fields.email, { type: "email" })} autoComplete="email" required className={styles.control} />
      </div>
      <button type="submit" className={button.primary} disabled={busy}>
        {busy ? "Iscrizione..." : "Iscriviti"}
      </button>
      {fields.email.errors?.length ? (
        <p id={fields.email.errorId} className={styles.error}>
          {fields.email.errors[0]}
        </p>
      ) : null}
    </fetcher.Form>
  );
}
