import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData } from "@remix-run/react";
import { useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import {
  conformFields,
  FileField,
  FormAlert,
  SelectField,
  type FieldState,
} from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import * as styles from "~/features/imports/markdown-import.css";
import type { FormAlertContent } from "~/components/form-messages";
import {
  markdownImportCategories,
  markdownImportProblems,
  markdownImportText as t,
} from "~/features/imports/content/markdown-import";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { handleMarkdownImportPost } from "~/features/imports/markdown-import-form.server";
import { pageHead } from "~/utils/seo";
import * as admin from "~/components/staff/admin.css";
import { button } from "~/styles/ui.css";
import { useHydrated } from "~/utils/use-hydrated";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.intro, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleMarkdownImportPost(request, staff);
}

const categoryOptions = markdownImportCategories.map((category) => ({
  value: category,
  label: category,
}));
const kilobytes = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 1 });

/**
 * The upload form. With JavaScript a file that is not .md is refused as soon as it is chosen,
 * the chosen one shows its name and size with 'Cambia file', and the button waits for a file
 * and a category; without it the server says the same things after the post.
 */
export default function MarkdownImport() {
  const answer = useActionData<typeof action>();
  const hydrated = useHydrated();
  const pending = useIsPending();
  const [form, fields] = useForm<{ file: File; category: string }>({
    id: "import-markdown",
    lastResult: answer?.result,
  });
  const field = conformFields(fields, ["file", "category"]);
  const fileInput = useRef<HTMLInputElement>(null);
  const [chosen, setChosen] = useState<File | null>(null);
  const [category, setCategory] = useState("");
  const [refused, setRefused] = useState<FormAlertContent | null>(null);

  const clearFile = () => {
    if (fileInput.current) fileInput.current.value = "";
    setChosen(null);
  };
  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.currentTarget.files?.[0] ?? null;
    const wrongFormat = file !== null && !/\.md$/i.test(file.name);
    setRefused(wrongFormat ? markdownImportProblems.format : null);
    if (wrongFormat) event.currentTarget.value = "";
    setChosen(wrongFormat ? null : file);
  };
  const trackCategory = (event: FormEvent<HTMLFormElement>) => {
    if (event.target instanceof HTMLSelectElement) setCategory(event.target.value);
  };
  const fileField: FieldState = refused
    ? { ...field.file, errors: [refused.description] }
    : field.file;
  const alert = refused ?? (chosen ? null : answer?.alert);

  return (
    <>
      <PageHeader title={t.title} purpose={t.intro} />
      <div className={styles.layout}>
        <div className={admin.card}>
          <FormAlert alert={alert} id="import-markdown-avviso" />
          <Form
            method="post"
            encType="multipart/form-data"
            {...getFormProps(form)}
            onChange={trackCategory}
            className={styles.form}
          >
            <FileField
              field={fileField}
              label={t.file}
              hint={t.fileHint}
              accept=".md,text/markdown"
              onChange={choose}
              inputRef={fileInput}
            />
            {chosen ? (
              <p className={styles.chosenFile}>
                <span>
                  {t.chosenFile}: <strong>{chosen.name}</strong> (
                  {kilobytes.format(chosen.size / 1024)} KB)
                </span>
                <button type="button" className={button.secondary} onClick={clearFile}>
                  {t.changeFile}
                </button>
              </p>
            ) : null}
            <SelectField
              field={field.category}
              label={t.category}
              required
              placeholder={t.chooseCategory}
              options={categoryOptions}
            />
            <div className={styles.actions}>
              <StatusButton
                pending={pending}
                pendingText={t.submitting}
                disabled={hydrated && (!chosen || !category)}
              >
                {t.submit}
              </StatusButton>
              <Link to="/admin" className={button.secondary}>
                {t.back}
              </Link>
            </div>
          </Form>
        </div>
        <section aria-labelledby="import-spiegazione" className={styles.card}>
          <h2 id="import-spiegazione" className={styles.cardTitle}>
            {t.explanation.title}
          </h2>
          <ol>
            {t.explanation.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
