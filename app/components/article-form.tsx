import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link, useNavigation } from "@remix-run/react";
import { useRef, type FormEvent } from "react";
import { articleConflict, articleFormLabels as l } from "~/content/admin-articles";
import { articleStatusLabels } from "~/content/admin";
import type { FormAlertContent } from "~/content/form-messages";
import { button } from "~/styles/ui.css";
import { slugify } from "~/utils/slug";
import { conformFields, FormAlert, SelectField, StatusButton, TextareaField, TextField } from "./forms";
import * as styles from "./forms.css";
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
  status: "draft" | "published" | "archived";
  updated_at: string;
};

/** Someone else's newer version, shown beside the form when a save was refused. */
export type ArticleConflict = ArticleFormValues & { updatedAt: number };

type Props = {
  isNew: boolean;
  values: ArticleFormValues;
  categories: readonly string[];
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
  "status",
] as const;

const statusOptions = (["draft", "published", "archived"] as const).map((value) => ({
  value,
  label: articleStatusLabels[value],
}));

/**
 * The article editor: a plain form that posts to its own route. For a new article, with
 * JavaScript, the slug and meta title follow the title as long as they still hold what
 * the title would give them, so a value typed by hand is never overwritten.
 */
export function ArticleForm({ isNew, values, categories, lastResult, alert, conflict }: Props) {
  const navigation = useNavigation();
  const pressed = navigation.state === "submitting" ? navigation.formData?.get("intent") : null;
  const [form, fields] = useForm<ArticleFormValues>({
    id: "articolo",
    defaultValue: values,
    lastResult,
  });
  const field = conformFields(fields, fieldNames);
  const previousTitle = useRef(values.title);
  const baseVersion = conflict
    ? String(conflict.updatedAt)
    : ((fields.updated_at.initialValue as string | undefined) ?? values.updated_at);

  function followTitle(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!isNew || target.name !== "title") return;
    const controls = event.currentTarget.elements;
    const slug = controls.namedItem("slug") as HTMLInputElement | null;
    const metaTitle = controls.namedItem("meta_title") as HTMLInputElement | null;
    if (slug && (slug.value === "" || slug.value === slugify(previousTitle.current))) slug.value = slugify(target.value);
    if (metaTitle && (metaTitle.value === "" || metaTitle.value === previousTitle.current)) metaTitle.value = target.value;
    previousTitle.current = target.value;
  }

  const options = categories.map((category) => ({
    value: category,
    label: category,
  }));
  const busy = navigation.state !== "idle";
  return (
    <>
      <FormAlert alert={alert} id="articolo-avviso" />
      {conflict ? <ConflictVersion version={conflict} /> : null}
      <Form method="post" {...getFormProps(form)} className={styles.form} onInput={followTitle}>
        <input type="hidden" name="updated_at" value={baseVersion} />
        <TextField field={field.title} label={l.title} required />
        <TextField field={field.slug} label={l.slug} hint={l.slugHint} />
        <TextareaField field={field.excerpt} label={l.excerpt} />
        <TextareaField field={field.content} label={l.content} tall />
        <div className={styles.row}>
          <SelectField field={field.category} label={l.category} placeholder={l.categoryPlaceholder} options={options} required />
          <SelectField field={field.status} label={l.status} options={statusOptions} />
        </div>
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{l.seo}</legend>
          <TextField field={field.meta_title} label={l.metaTitle} hint={l.metaTitleHint} />
          <TextareaField field={field.meta_description} label={l.metaDescription} />
          <TextField field={field.keywords} label={l.keywords} hint={l.keywordsHint} />
          <TextField field={field.featured_image_url} label={l.featuredImageUrl} />
        </fieldset>
        <div className={own.actions}>
          <StatusButton
            name="intent"
            value="draft"
            variant="secondary"
            pending={pressed === "draft"}
            disabled={busy}
            pendingText={l.pending}
          >
            {l.draft}
          </StatusButton>
          <StatusButton name="intent" value="publish" pending={pressed === "publish"} disabled={busy} pendingText={l.pending}>
            {l.publish}
          </StatusButton>
          <StatusButton
            name="intent"
            value="save"
            variant="secondary"
            pending={pressed === "save"}
            disabled={busy}
            pendingText={l.pending}
          >
            {l.save}
          </StatusButton>
          <Link to="/admin" className={button.secondary}>
            {l.cancel}
          </Link>
        </div>
      </Form>
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
      <textarea id="versione-altrui-contenuto" readOnly value={version.content} rows={12} className={styles.textarea} />
      <p>{articleConflict.yours}</p>
    </section>
  );
}
