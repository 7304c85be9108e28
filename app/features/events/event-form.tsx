import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { useCallback, useRef, useState } from "react";
import type { FormAlertContent } from "~/components/form-messages";
import {
  CheckboxField,
  conformFields,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import * as styles from "~/components/forms.css";
import type { EditorView } from "~/features/articles/article-editor";
import { ArticleImageField } from "~/features/articles/article-image-field";
import { ArticleWriter, type EditorSnapshot } from "~/features/articles/article-writer";
import * as own from "~/features/articles/article-form.css";
import { slugify } from "~/features/articles/slug";
import { articleStatusLabels } from "~/features/staff/content/admin";
import {
  eventFormText as t,
  eventTranslationText as translationText,
} from "~/features/events/content/admin-events";
import {
  attendanceLabels,
  eventFormatLabels,
  eventKindLabels,
  eventStateLabels,
} from "~/features/events/event-facts";
import type { EventFormValues } from "~/features/events/event-editor.server";
import { button } from "~/styles/ui.css";

type Fields = EventFormValues & { image: File; image_prompt: string };

/** The fields that hold an event's facts: a translation carries its original's, unchanged. */
const factFields = [
  "kind",
  "format",
  "event_state",
  "start_day",
  "start_time",
  "end_day",
  "end_time",
  "attendance",
  "place_name",
  "place_address",
  "place_city",
  "place_province",
  "price",
  "price_vat",
  "duration_hours",
  "capacity",
  "waiting_list",
  "registrations_enabled",
  "registration_opens_at",
  "registration_closes_at",
] as const satisfies readonly (keyof EventFormValues)[];

const fieldNames = [
  "title",
  "slug",
  "excerpt",
  "content",
  ...factFields,
  "featured_image_url",
  "featured_image_alt",
  "meta_description",
  "status",
  "publish_at",
  "unpublish_at",
  "image",
  "image_prompt",
] as const;

/** A translation's facts, posted as its original has them: the save takes the original's. */
function OriginalFacts({ values }: { values: EventFormValues }) {
  return (
    <>
      <p className={styles.hint}>{translationText.factsNote}</p>
      {factFields.map((name) =>
        values[name] === "" ? null : (
          <input key={name} type="hidden" name={name} value={values[name]} />
        ),
      )}
    </>
  );
}

const options = <Value extends string>(labels: Record<Value, string>) =>
  (Object.entries(labels) as [Value, string][]).map(([value, label]) => ({ value, label }));

const statusOptions = (["draft", "scheduled", "published", "archived"] as const).map((value) => ({
  value,
  label: articleStatusLabels[value],
}));

const SNAPSHOT_DELAY_MS = 300;

function readSnapshot(form: HTMLFormElement): EditorSnapshot {
  const data = new FormData(form);
  const value = (name: string) => {
    const entry = data.get(name);
    return typeof entry === "string" ? entry : "";
  };
  return {
    title: value("title"),
    category: eventFormatLabels[value("format") as keyof typeof eventFormatLabels] ?? "",
    excerpt: value("excerpt"),
    content: value("content"),
    meta_title: value("title"),
    meta_description: value("meta_description"),
    keywords: "",
    featured_image_url: value("featured_image_url"),
  };
}

/**
 * The event form: one form posting to its own route, every part working without JavaScript
 * through its buttons' `intent`. The description is written with the article editor's
 * writer (toolbar, preview, images in the text); the cover with its image field. Hydrated,
 * a new event's slug follows its title until typed by hand.
 */
export function EventForm({
  isNew,
  values,
  view,
  lastResult,
  alert,
  translation = false,
}: {
  /** An English translation: its words are edited here, its facts are the original's. */
  translation?: boolean;
  isNew: boolean;
  values: EventFormValues;
  view: EditorView;
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
}) {
  const [form, fields] = useForm<Fields>({ id: "evento", defaultValue: values, lastResult });
  const field = conformFields(fields, fieldNames);
  const formRef = useRef<HTMLFormElement>(null);
  const previousTitle = useRef(values.title);
  const initial = (name: keyof EventFormValues) => {
    const value = fields[name]?.initialValue;
    return typeof value === "string" ? value : values[name];
  };
  const [snapshot, setSnapshot] = useState<EditorSnapshot>(() => ({
    title: initial("title"),
    category: eventFormatLabels[values.format],
    excerpt: initial("excerpt"),
    content: initial("content"),
    meta_title: initial("title"),
    meta_description: initial("meta_description"),
    keywords: "",
    featured_image_url: initial("featured_image_url"),
  }));
  const timer = useRef<number | undefined>(undefined);
  const readSnapshotNow = useCallback(() => {
    window.clearTimeout(timer.current);
    if (formRef.current) setSnapshot(readSnapshot(formRef.current));
  }, []);
  const takeSnapshot = useCallback(() => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(readSnapshotNow, SNAPSHOT_DELAY_MS);
  }, [readSnapshotNow]);
  const answeredUrl = (() => {
    const value = lastResult?.initialValue?.featured_image_url;
    return typeof value === "string" ? value : "";
  })();

  function noteInput(event: React.FormEvent<HTMLFormElement>) {
    takeSnapshot();
    const target = event.target as HTMLInputElement;
    if (!isNew || target.name !== "title") return;
    const slug = event.currentTarget.elements.namedItem("slug") as HTMLInputElement | null;
    if (slug && (slug.value === "" || slug.value === slugify(previousTitle.current)))
      slug.value = slugify(target.value);
    previousTitle.current = target.value;
  }

  return (
    <>
      <FormAlert alert={alert} id="evento-avviso" />
      <Form
        ref={formRef}
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={styles.form}
        onInput={noteInput}
        onChange={noteInput}
      >
        <input type="hidden" name="updated_at" value={initial("updated_at")} />
        <div className={own.layout}>
          <div className={`${own.column} ${own.main}`}>
            <TextField field={field.title} label={t.labels.title} required />
            <TextareaField
              field={field.excerpt}
              label={t.labels.excerpt}
              hint={t.labels.excerptHint}
            />
            <ArticleWriter
              titleId={field.title.id}
              content={field.content}
              view={view}
              snapshot={snapshot}
              readSnapshotNow={readSnapshotNow}
            />
            {translation ? (
              <OriginalFacts values={values} />
            ) : (
              <>
                <fieldset className={`${styles.fieldset} ${own.panel}`}>
                  <legend className={styles.legend}>{t.when}</legend>
                  <p className={styles.hint}>{t.whenHint}</p>
                  <TextField field={field.start_day} label={t.labels.startDay} type="date" />
                  <TextField field={field.start_time} label={t.labels.startTime} type="time" />
                  <TextField field={field.end_day} label={t.labels.endDay} type="date" />
                  <TextField field={field.end_time} label={t.labels.endTime} type="time" />
                </fieldset>
                <fieldset className={`${styles.fieldset} ${own.panel}`}>
                  <legend className={styles.legend}>{t.where}</legend>
                  <SelectField
                    field={field.attendance}
                    label={t.labels.attendance}
                    options={options(attendanceLabels)}
                  />
                  <TextField field={field.place_name} label={t.labels.placeName} />
                  <TextField
                    field={field.place_address}
                    label={t.labels.placeAddress}
                    autoComplete="off"
                  />
                  <TextField field={field.place_city} label={t.labels.placeCity} />
                  <TextField field={field.place_province} label={t.labels.placeProvince} />
                </fieldset>
              </>
            )}
          </div>
          <div className={`${own.column} ${own.side}`}>
            <fieldset className={`${styles.fieldset} ${own.panel}`}>
              <legend className={styles.legend}>{t.what}</legend>
              <TextField field={field.slug} label={t.labels.slug} hint={t.labels.slugHint} />
              {translation ? null : (
                <>
                  <SelectField
                    field={field.kind}
                    label={t.labels.kind}
                    options={options(eventKindLabels)}
                  />
                  <SelectField
                    field={field.format}
                    label={t.labels.format}
                    options={options(eventFormatLabels)}
                  />
                  <SelectField
                    field={field.event_state}
                    label={t.labels.eventState}
                    hint={t.labels.eventStateHint}
                    options={options(eventStateLabels)}
                  />
                </>
              )}
            </fieldset>
            {translation ? null : (
              <>
                <fieldset className={`${styles.fieldset} ${own.panel}`}>
                  <legend className={styles.legend}>{t.price}</legend>
                  <TextField field={field.price} label={t.labels.price} inputMode="decimal" />
                  <SelectField
                    field={field.price_vat}
                    label={t.labels.priceVat}
                    options={t.vatOptions}
                  />
                  <TextField
                    field={field.duration_hours}
                    label={t.labels.durationHours}
                    inputMode="numeric"
                  />
                  <TextField field={field.capacity} label={t.labels.capacity} inputMode="numeric" />
                  <CheckboxField field={field.waiting_list}>{t.labels.waitingList}</CheckboxField>
                </fieldset>
                <fieldset className={`${styles.fieldset} ${own.panel}`}>
                  <legend className={styles.legend}>{t.registrations}</legend>
                  <CheckboxField field={field.registrations_enabled}>
                    {t.labels.registrationsEnabled}
                  </CheckboxField>
                  <TextField
                    field={field.registration_opens_at}
                    label={t.labels.opensAt}
                    type="datetime-local"
                  />
                  <TextField
                    field={field.registration_closes_at}
                    label={t.labels.closesAt}
                    type="datetime-local"
                  />
                </fieldset>
              </>
            )}
            <fieldset className={`${styles.fieldset} ${own.panel}`}>
              <legend className={styles.legend}>{t.publication}</legend>
              <SelectField field={field.status} label={t.labels.status} options={statusOptions} />
              {values.status === "published" ? null : (
                <TextField
                  field={field.publish_at}
                  label={t.labels.publishAt}
                  type="datetime-local"
                />
              )}
              <TextField
                field={field.unpublish_at}
                label={t.labels.unpublishAt}
                type="datetime-local"
              />
              <TextareaField field={field.meta_description} label={t.labels.metaDescription} />
            </fieldset>
            <ArticleImageField
              url={field.featured_image_url}
              alt={field.featured_image_alt}
              image={field.image}
              prompt={field.image_prompt}
              currentUrl={snapshot.featured_image_url}
              answeredUrl={answeredUrl}
              notice={view.imageNotice}
              onUrlChange={takeSnapshot}
            />
          </div>
        </div>
        <div className={own.actionBar}>
          <IntentButton intent="draft" variant="secondary" pendingText={t.pending}>
            {t.draft}
          </IntentButton>
          <IntentButton intent="publish" variant="primary" pendingText={t.pending}>
            {t.publish}
          </IntentButton>
          <IntentButton intent="save" variant="secondary" pendingText={t.pending}>
            {t.save}
          </IntentButton>
          <Link to="/admin/eventi" className={button.secondary}>
            {t.back}
          </Link>
        </div>
      </Form>
    </>
  );
}
