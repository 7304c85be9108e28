import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useFetcher } from "@remix-run/react";
import {
  useEffect,
  useRef,
  useState,
  type ClipboardEvent,
  type FormEvent,
  type MouseEvent,
} from "react";
import type { FormAlertContent } from "~/components/form-messages";
import {
  quickImportCategories,
  quickImportText as t,
} from "~/features/imports/content/quick-import";
import type { action as previewAction } from "~/features/articles/routes/admin.articoli.anteprima";
import { articleExcerpt } from "~/styles/blog.css";
import { button } from "~/styles/ui.css";
import { editorActions } from "~/features/articles/article-editor";
import type { BodyFormat } from "~/features/articles/article-html.server";
import { htmlToMarkdown } from "~/features/articles/html-to-markdown";
import { extractFields, parseDocument, previewBody } from "~/features/imports/quick-import";
import { useHydrated } from "~/utils/use-hydrated";
import { BodyFormatNotice } from "~/features/articles/body-format-notice";
import {
  conformFields,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import { replaceSelection } from "~/features/articles/markdown-toolbar";
import * as styles from "./quick-import-form.css";

const fieldNames = ["document", "title", "excerpt", "category"] as const;
type Values = Record<(typeof fieldNames)[number], string>;
/** The fields the document fills in. */
const filledNames = ["title", "excerpt", "category"] as const;

const emptyValues: Values = { document: "", title: "", excerpt: "", category: "" };
const categoryOptions = quickImportCategories.map((category) => ({
  value: category,
  label: category,
}));
const PREVIEW_ID = "anteprima-importazione";
const FORMAT_DELAY_MS = 300;

type Control = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

const controlOf = (form: HTMLFormElement, name: string) =>
  form.elements.namedItem(name) as Control | null;

function readValues(form: HTMLFormElement): Values {
  return Object.fromEntries(
    fieldNames.map((name) => [name, controlOf(form, name)?.value ?? ""]),
  ) as Values;
}

type Props = {
  lastResult?: SubmissionResult<string[]>;
  alert?: FormAlertContent | null;
  /** Whether the server's answer shows the preview (the 'Anteprima' post without JavaScript). */
  preview: boolean;
  /** How the body will be shown, when the server's answer shows the preview. */
  format: BodyFormat | null;
};

/**
 * The quick import: a pasted document, the fields it fills, a preview and the two saves.
 * Without JavaScript 'Estrai', 'Anteprima' and 'Nascondi' post the form and the page comes
 * back with their result. Hydrated, they act in place; the fields follow the document as it
 * is pasted or typed, each only while it holds what the document last gave it (or nothing),
 * so a value edited by hand stays; HTML pasted from Google Docs or Word becomes Markdown.
 */
export function QuickImportForm({ lastResult, alert, preview, format }: Props) {
  const hydrated = useHydrated();
  const [form, fields] = useForm<Values>({ id: "importa", defaultValue: emptyValues, lastResult });
  const field = conformFields(fields, fieldNames);
  const startingValues = Object.fromEntries(
    fieldNames.map((name) => [name, field[name].defaultValue ?? ""]),
  ) as Values;
  const formRef = useRef<HTMLFormElement>(null);
  const filled = useRef(extractFields(startingValues.document));
  const [previewOpen, setPreviewOpen] = useState(preview);
  const [previewValues, setPreviewValues] = useState(startingValues);

  const open = hydrated ? previewOpen : preview;
  const shown = hydrated ? previewValues : startingValues;
  const content = parseDocument(shown.document).content;
  const fetchedFormat = useBodyFormat(hydrated && open, content);

  /** Fills the fields from the document: all it gives a value for (`overwrite`), or those still following it. */
  function fill(formElement: HTMLFormElement, overwrite: boolean) {
    const next = extractFields(controlOf(formElement, "document")?.value ?? "");
    for (const name of filledNames) {
      const control = controlOf(formElement, name);
      if (!control) continue;
      const follows = control.value === "" || control.value === filled.current[name];
      if (overwrite ? next[name] !== "" : follows) control.value = next[name];
    }
    filled.current = next;
  }

  function noteInput(event: FormEvent<HTMLFormElement>) {
    if ((event.target as Control).name === "document") fill(event.currentTarget, false);
    if (open) setPreviewValues(readValues(event.currentTarget));
  }

  function pasteDocument(event: ClipboardEvent<HTMLFormElement>) {
    const area = event.target;
    if (!(area instanceof HTMLTextAreaElement) || area.name !== "document") return;
    const html = event.clipboardData.getData("text/html");
    // Plain text, or HTML with nothing to convert (a lone image): the browser's own paste.
    const markdown = html === "" ? "" : htmlToMarkdown(html);
    if (markdown === "") return;
    event.preventDefault();
    replaceSelection(area, markdown);
  }

  // Hydrated, the buttons other than the saves work without a round trip.
  const inPlace =
    (run: (formElement: HTMLFormElement) => void) => (event: MouseEvent<HTMLButtonElement>) => {
      if (!hydrated || !formRef.current) return;
      event.preventDefault();
      run(formRef.current);
    };
  const extract = inPlace((formElement) => {
    fill(formElement, true);
    setPreviewValues(readValues(formElement));
  });
  const togglePreview = (formElement: HTMLFormElement) => {
    if (!previewOpen) setPreviewValues(readValues(formElement));
    setPreviewOpen(!previewOpen);
  };

  return (
    <>
      <FormAlert alert={alert} id="importa-avviso" />
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={styles.layout}
        onInput={noteInput}
        onPaste={pasteDocument}
      >
        <div className={styles.documentPane}>
          <TextareaField field={field.document} label={t.document} hint={t.documentHint} required />
          <div className={styles.actions}>
            <button
              type="submit"
              name="intent"
              value="extract"
              className={button.secondary}
              onClick={extract}
            >
              {t.extract}
            </button>
          </div>
        </div>
        <div className={styles.fieldsPane}>
          <p className={styles.fieldsHint}>{t.fieldsHint}</p>
          <TextField field={field.title} label={t.titleLabel} required />
          <TextareaField field={field.excerpt} label={t.excerpt} />
          <SelectField
            field={field.category}
            label={t.category}
            placeholder={t.categoryPlaceholder}
            options={categoryOptions}
            required
          />
          <div className={styles.actions}>
            {hydrated ? (
              <button
                type="button"
                aria-expanded={open}
                aria-controls={PREVIEW_ID}
                className={button.secondary}
                onClick={inPlace(togglePreview)}
              >
                {open ? t.hide : t.preview}
              </button>
            ) : (
              <button
                type="submit"
                name="intent"
                value={open ? "hide" : "preview"}
                className={button.secondary}
              >
                {open ? t.hide : t.preview}
              </button>
            )}
          </div>
        </div>
        <section
          id={PREVIEW_ID}
          aria-label={t.previewRegion}
          hidden={!open}
          className={styles.preview}
        >
          {open ? (
            <ImportPreview
              values={shown}
              content={content}
              format={content === "" ? null : hydrated ? fetchedFormat : format}
            />
          ) : null}
        </section>
        <div className={styles.saves}>
          <IntentButton intent="draft" variant="secondary" pendingText={t.pending}>
            {t.draft}
          </IntentButton>
          <IntentButton intent="publish" variant="primary" pendingText={t.pending}>
            {t.publish}
          </IntentButton>
          <Link to="/admin" className={button.secondary}>
            {t.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

/**
 * How the body will be shown, from the server's own rule: the editor's preview post answers
 * it a moment after the text settles, while the preview is open. The rule needs markdown-it's
 * parse, which is not worth shipping to the browser for one notice.
 */
function useBodyFormat(active: boolean, content: string) {
  const fetcher = useFetcher<typeof previewAction>();
  const { submit } = fetcher;
  useEffect(() => {
    if (!active || content === "") return;
    const timer = window.setTimeout(
      () => submit({ content, title: "" }, { method: "post", action: editorActions.preview }),
      FORMAT_DELAY_MS,
    );
    return () => window.clearTimeout(timer);
  }, [active, content, submit]);
  return fetcher.data?.format ?? null;
}

/** The article as the import would save it: how its body will be shown, category, title, excerpt and the body's start. */
function ImportPreview({
  values,
  content,
  format,
}: {
  values: Values;
  content: string;
  format: BodyFormat | null;
}) {
  const body = previewBody(content);
  return (
    <>
      <BodyFormatNotice format={format} />
      {values.category ? <p className={styles.badge}>{values.category}</p> : null}
      <h2 className={styles.previewTitle}>{values.title.trim() || t.untitled}</h2>
      {values.excerpt.trim() ? <p className={articleExcerpt}>{values.excerpt}</p> : null}
      <p className={styles.previewBody}>{body || t.emptyBody}</p>
    </>
  );
}
