import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useCallback, useEffect, useRef, useState, type FormEvent } from "react";
import {
  articleConflict,
  articleEditorText as t,
  articleFormLabels as l,
} from "~/features/articles/content/admin-articles";
import { articleStatusLabels } from "~/features/staff/content/admin";
import type { FormAlertContent } from "~/components/form-messages";
import { button, visuallyHidden } from "~/styles/ui.css";
import type { EditorView } from "~/features/articles/article-editor";
import { slugify } from "~/features/articles/slug";
import { useAutosave, type AutosaveResult } from "~/features/articles/use-autosave";
import { ArticleImageField } from "./article-image-field";
import { ArticleWriter, type EditorSnapshot } from "./article-writer";
import { LeaveGuard } from "./leave-guard";
import { SeoPanel } from "./seo-panel";
import {
  conformFields,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import * as styles from "~/components/forms.css";
import * as own from "./article-form.css";

export type ArticleFormValues = {
  title: string;
  slug: string;
  excerpt: string;
  content: string;
  category: string;
  meta_title: string;
  meta_description: string;
  keywords: string;
  featured_image_url: string;
  /** The alternative text of the image at `featured_image_url`, which belongs to the image. */
  featured_image_alt: string;
  featured_image_initial: string;
  status: "draft" | "scheduled" | "published" | "archived";
  /** 'Pubblica il', Italian wall-clock time as `datetime-local` holds it; "" for none. */
  publish_at: string;
  /** 'Ritira il', as 'Pubblica il'. */
  unpublish_at: string;
  updated_at: string;
  /** The article's id ("" for a new one until an autosave creates it). */
  id: string;
};

/** The editor's controls that are not columns of the article. */
type EditorFields = ArticleFormValues & {
  template: string;
  section: string;
  image: File;
  image_prompt: string;
};

/** Someone else's newer version, shown beside the form when a save was refused. */
export type ArticleConflict = ArticleFormValues & { updatedAt: number };

type Props = {
  isNew: boolean;
  values: ArticleFormValues;
  categories: readonly string[];
  view: EditorView;
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
  conflict?: ArticleConflict | null;
};

const fieldNames = [
  "title",
  "slug",
  "excerpt",
  "content",
  "category",
  "meta_title",
  "meta_description",
  "keywords",
  "featured_image_url",
  "featured_image_alt",
  "status",
  "publish_at",
  "unpublish_at",
  "template",
  "section",
  "image",
  "image_prompt",
] as const;

const snapshotNames = [
  "title",
  "category",
  "excerpt",
  "content",
  "meta_title",
  "meta_description",
  "keywords",
  "featured_image_url",
] as const satisfies readonly (keyof EditorSnapshot)[];

/** A field's value in an answer of the server, as it came back with its messages. */
function answered(result: SubmissionResult<string[]> | null | undefined, name: string) {
  const value = result?.initialValue?.[name];
  return typeof value === "string" ? value : "";
}

const statusOptions = (["draft", "scheduled", "published", "archived"] as const).map((value) => ({
  value,
  label: articleStatusLabels[value],
}));

const EXCERPT_TARGET = 160;
const SNAPSHOT_DELAY_MS = 300;

/**
 * The fields the preview and the SEO panel follow, as the form holds them now: read as its
 * post would be, so the text is the editor's (which fills in the form's data).
 */
function readSnapshot(form: HTMLFormElement): EditorSnapshot {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return Object.fromEntries(snapshotNames.map((name) => [name, value(name)])) as EditorSnapshot;
}

/**
 * The article editor: one form posting to its own route, working without JavaScript through
 * its buttons' `intent`. Hydrated: the slug and meta title of a new article follow the title
 * as long as they hold what the title would give them (a value typed by hand is never
 * overwritten); the preview and the SEO panel follow the text a moment after typing stops;
 * a draft saves itself; leaving with unsaved changes asks first.
 */
export function ArticleForm({
  isNew,
  values,
  categories,
  view,
  lastResult,
  alert,
  conflict,
}: Props) {
  const [form, fields] = useForm<EditorFields>({
    id: "articolo",
    defaultValue: values,
    lastResult,
  });
  const field = conformFields(fields, fieldNames);
  const formRef = useRef<HTMLFormElement>(null);
  const previousTitle = useRef(values.title);
  const initial = (name: string, fallback: string) => {
    const value = fields[name as keyof EditorFields]?.initialValue;
    return typeof value === "string" ? value : fallback;
  };
  const startingSnapshot = Object.fromEntries(
    snapshotNames.map((name) => [name, initial(name, values[name])]),
  ) as EditorSnapshot;
  const [snapshot, setSnapshot] = useState(startingSnapshot);
  const [excerptLength, setExcerptLength] = useState(Array.from(startingSnapshot.excerpt).length);
  const snapshotTimer = useRef<number | undefined>(undefined);
  useEffect(() => () => window.clearTimeout(snapshotTimer.current), []);

  // Set by an autosave: the new article's id and the version the next save builds on.
  const [saved, setSaved] = useState<AutosaveResult | null>(null);
  const onSaved = useCallback((result: AutosaveResult) => setSaved(result), []);
  const autosave = useAutosave(formRef, isNew || values.status === "draft", onSaved);
  const baseVersion = saved
    ? String(saved.updatedAt)
    : conflict
      ? String(conflict.updatedAt)
      : initial("updated_at", values.updated_at);
  const imageBase = saved
    ? saved.image
    : conflict
      ? conflict.featured_image_url
      : initial("featured_image_initial", values.featured_image_initial);
  const articleId = saved?.id ?? initial("id", values.id);

  const readSnapshotNow = useCallback(() => {
    window.clearTimeout(snapshotTimer.current);
    if (formRef.current) setSnapshot(readSnapshot(formRef.current));
  }, []);
  // The SEO score of a long text takes a few milliseconds: it waits for a pause in the typing
  // and then for an idle moment, so it never delays a keystroke.
  const takeSnapshot = useCallback(() => {
    window.clearTimeout(snapshotTimer.current);
    snapshotTimer.current = window.setTimeout(() => {
      const read = () => {
        if (formRef.current) setSnapshot(readSnapshot(formRef.current));
      };
      if ("requestIdleCallback" in window) window.requestIdleCallback(read, { timeout: 1000 });
      else read();
    }, SNAPSHOT_DELAY_MS);
  }, []);

  function noteInput(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    autosave.noteChange();
    takeSnapshot();
    if (target.name === "excerpt") setExcerptLength(Array.from(target.value).length);
    if (!isNew || target.name !== "title") return;
    const controls = event.currentTarget.elements;
    const slug = controls.namedItem("slug") as HTMLInputElement | null;
    const metaTitle = controls.namedItem("meta_title") as HTMLInputElement | null;
    if (slug && (slug.value === "" || slug.value === slugify(previousTitle.current)))
      slug.value = slugify(target.value);
    if (metaTitle && (metaTitle.value === "" || metaTitle.value === previousTitle.current))
      metaTitle.value = target.value;
    previousTitle.current = target.value;
  }
  const noteImageChange = useCallback(() => {
    autosave.noteChange();
    takeSnapshot();
  }, [autosave, takeSnapshot]);

  const options = categories.map((category) => ({
    value: category,
    label: category,
  }));
  return (
    <>
      <FormAlert alert={alert} id="articolo-avviso" />
      {conflict ? <ConflictVersion version={conflict} /> : null}
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={styles.form}
        onInput={noteInput}
        onChange={noteInput}
        onSubmit={autosave.noteSubmit}
      >
        <input type="hidden" name="updated_at" value={baseVersion} />
        <input type="hidden" name="featured_image_initial" value={imageBase} />
        {articleId ? <input type="hidden" name="id" value={articleId} /> : null}
        <div className={own.layout}>
          <div className={`${own.column} ${own.main}`}>
            <TextField field={field.title} label={l.title} required />
            <ArticleWriter
              titleId={field.title.id}
              content={field.content}
              template={field.template}
              section={field.section}
              view={view}
              snapshot={snapshot}
              readSnapshotNow={readSnapshotNow}
            />
          </div>
          <div className={`${own.column} ${own.side}`}>
            <fieldset className={`${styles.fieldset} ${own.panel}`}>
              <legend className={styles.legend}>{t.settings}</legend>
              <TextField field={field.slug} label={l.slug} hint={l.slugHint} />
              <SelectField
                field={field.category}
                label={l.category}
                placeholder={l.categoryPlaceholder}
                options={options}
                required
              />
              <SelectField field={field.status} label={l.status} options={statusOptions} />
              {values.status === "published" ? null : (
                <TextField
                  field={field.publish_at}
                  label={l.publishAt}
                  hint={l.publishAtHint}
                  type="datetime-local"
                  step={1}
                />
              )}
              <TextField
                field={field.unpublish_at}
                label={l.unpublishAt}
                hint={l.unpublishAtHint}
                type="datetime-local"
                step={1}
              />
              <div className={own.column}>
                <TextareaField field={field.excerpt} label={l.excerpt} hint={l.excerptHint} />
                <p
                  className={`${own.counter} ${excerptLength > EXCERPT_TARGET ? own.counterOver : ""}`}
                >
                  <span className={visuallyHidden}>{t.excerptCounterLabel}: </span>
                  {t.excerptCounter(excerptLength)}
                </p>
              </div>
              <TextField field={field.meta_title} label={l.metaTitle} hint={l.metaTitleHint} />
              <TextareaField field={field.meta_description} label={l.metaDescription} />
              <TextField field={field.keywords} label={l.keywords} hint={l.keywordsHint} />
            </fieldset>
            <ArticleImageField
              url={field.featured_image_url}
              alt={field.featured_image_alt}
              image={field.image}
              prompt={field.image_prompt}
              currentUrl={snapshot.featured_image_url}
              answeredUrl={answered(lastResult, "featured_image_url")}
              notice={view.imageNotice}
              onUrlChange={noteImageChange}
            />
            <SeoPanel snapshot={snapshot} />
          </div>
        </div>
        <div className={own.actionBar}>
          <IntentButton intent="draft" variant="secondary" pendingText={l.pending}>
            {l.draft}
          </IntentButton>
          <IntentButton intent="publish" variant="primary" pendingText={l.pending}>
            {l.publish}
          </IntentButton>
          <IntentButton intent="save" variant="secondary" pendingText={l.pending}>
            {l.save}
          </IntentButton>
          <Link to="/admin" className={button.secondary}>
            {l.cancel}
          </Link>
          <p className={own.saveState} aria-live="polite">
            {autosave.status}
          </p>
        </div>
      </Form>
      <LeaveGuard hasUnsavedChanges={autosave.hasUnsavedChanges} />
    </>
  );
}

function ConflictVersion({ version }: { version: ArticleConflict }) {
  const rows = [
    [l.title, version.title],
    [l.slug, version.slug],
    [l.status, articleStatusLabels[version.status]],
    [l.category, version.category],
    [l.excerpt, version.excerpt],
    [l.metaTitle, version.meta_title],
    [l.metaDescription, version.meta_description],
    [l.keywords, version.keywords],
    [l.featuredImageUrl, version.featured_image_url],
  ] as const;
  return (
    <section aria-labelledby="versione-altrui" className={own.theirs}>
      <h2 id="versione-altrui">{articleConflict.theirs}</h2>
      <dl className={own.versionList}>
        {rows.map(([name, value]) => (
          <div key={name}>
            <dt>{name}</dt>
            <dd>{value || "—"}</dd>
          </div>
        ))}
      </dl>
      <label htmlFor="versione-altrui-contenuto" className={styles.label}>
        {l.content}
      </label>
      <textarea
        id="versione-altrui-contenuto"
        readOnly
        value={version.content}
        rows={12}
        className={styles.textarea}
      />
      <p>{articleConflict.yours}</p>
    </section>
  );
}
