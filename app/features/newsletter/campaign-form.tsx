import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useCallback, useRef, useState, type FormEvent } from "react";
import type { FormAlertContent } from "~/components/form-messages";
import {
  CheckboxField,
  conformFields,
  FormAlert,
  RequiredNote,
  SelectField,
  TextField,
} from "~/components/forms";
import * as formStyles from "~/components/forms.css";
import * as admin from "~/components/staff/admin.css";
import { IntentButton } from "~/components/status-button";
import type { EditorView } from "~/features/articles/article-editor";
import { ArticleWriter, type EditorSnapshot } from "~/features/articles/article-writer";
import type { CampaignFormValues } from "~/features/newsletter/campaign-schema";
import { campaignFormText as t } from "~/features/newsletter/content/campaigns";
import { button } from "~/styles/ui.css";
import * as styles from "./campaign-form.css";

const fieldNames = [
  "subject",
  "preheader",
  "content",
  "language",
  "web_version",
  "count_clicks",
] as const;

const SNAPSHOT_DELAY_MS = 300;

/** What the writer's preview follows: the subject as its title, the preheader under it. */
function snapshotOf(values: { subject: string; preheader: string; content: string }) {
  return {
    title: values.subject,
    category: "Newsletter",
    excerpt: values.preheader,
    content: values.content,
    meta_title: values.subject,
    meta_description: values.preheader,
    keywords: "",
    featured_image_url: "",
  } satisfies EditorSnapshot;
}

function readSnapshot(form: HTMLFormElement): EditorSnapshot {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return snapshotOf({
    subject: value("subject"),
    preheader: value("preheader"),
    content: value("content"),
  });
}

/**
 * A campaign's draft: subject, preheader, the body written with the articles' writer (its
 * toolbar, its Markdown, its preview), the digest of recent articles, the web version, and,
 * for an admin, whether links are counted. Every button posts the form without JavaScript;
 * the server keeps what was typed.
 */
export function CampaignForm({
  values,
  view,
  admin: isAdmin,
  lastResult,
  alert,
  cancelTo,
}: {
  values: CampaignFormValues;
  view: EditorView;
  admin: boolean;
  lastResult?: SubmissionResult<string[]>;
  alert?: FormAlertContent | null;
  cancelTo: string;
}) {
  const [form, fields] = useForm({ id: "campagna", defaultValue: values, lastResult });
  const field = conformFields(fields, fieldNames);
  const formRef = useRef<HTMLFormElement>(null);
  const initial = (name: "subject" | "preheader" | "content") => {
    const value = fields[name].initialValue;
    return typeof value === "string" ? value : values[name];
  };
  const [snapshot, setSnapshot] = useState<EditorSnapshot>(() =>
    snapshotOf({
      subject: initial("subject"),
      preheader: initial("preheader"),
      content: initial("content"),
    }),
  );
  const timer = useRef<number | undefined>(undefined);
  const readSnapshotNow = useCallback(() => {
    window.clearTimeout(timer.current);
    if (formRef.current) setSnapshot(readSnapshot(formRef.current));
  }, []);
  const takeSnapshot = useCallback(
    (_event: FormEvent<HTMLFormElement>) => {
      window.clearTimeout(timer.current);
      timer.current = window.setTimeout(readSnapshotNow, SNAPSHOT_DELAY_MS);
    },
    [readSnapshotNow],
  );
  return (
    <Form
      ref={formRef}
      method="post"
      {...getFormProps(form)}
      className={admin.stack}
      onInput={takeSnapshot}
      onChange={takeSnapshot}
    >
      <FormAlert alert={alert} id="campagna-avviso" />
      <RequiredNote />
      {/* Enter in a field presses the form's first button: saving, never the digest. */}
      <button type="submit" name="intent" value="salva" hidden tabIndex={-1} />
      <input type="hidden" name="updated_at" value={values.updated_at} />
      <TextField field={field.subject} label={t.subject} hint={t.subjectHint} required />
      <TextField field={field.preheader} label={t.preheader} hint={t.preheaderHint} />
      <SelectField
        field={field.language}
        label={t.language}
        hint={t.languageHint}
        options={t.languages}
      />
      <div className={styles.digest}>
        <p id="campagna-riepilogo-aiuto" className={formStyles.hint}>
          {t.digestHint}
        </p>
        <IntentButton intent="riepilogo" pendingText={t.digestPending} variant="secondary">
          {t.digest}
        </IntentButton>
      </div>
      <ArticleWriter
        titleId={field.subject.id}
        content={field.content}
        view={view}
        snapshot={snapshot}
        readSnapshotNow={readSnapshotNow}
      />
      <CheckboxField field={field.web_version}>{t.webVersion}</CheckboxField>
      {isAdmin ? (
        <CheckboxField field={field.count_clicks}>{t.countClicks}</CheckboxField>
      ) : (
        <p className={formStyles.hint}>
          {values.count_clicks === "on" ? t.countClicksOn : t.countClicksAdmin}
        </p>
      )}
      <div className={admin.formActions}>
        <IntentButton intent="salva" pendingText={t.pending} variant="primary">
          {t.save}
        </IntentButton>
        <Link to={cancelTo} className={button.secondary}>
          {t.cancel}
        </Link>
      </div>
    </Form>
  );
}
