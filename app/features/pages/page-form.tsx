import {
  getFormProps,
  useForm,
  type DefaultValue,
  type FieldMetadata,
  type FormMetadata,
  type SubmissionResult,
} from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { Form, Link } from "@remix-run/react";
import { useRef, type FormEvent, type ReactNode } from "react";
import type * as z from "zod";
import type { FormAlertContent } from "~/components/form-messages";
import {
  CheckboxField,
  conformField,
  FileField,
  FormAlert,
  SelectField,
  TextareaField,
  TextField,
} from "~/components/forms";
import * as styles from "~/components/forms.css";
import { IntentButton } from "~/components/status-button";
import {
  actionBar,
  column,
  layout,
  main,
  panel,
  SeoReportPanel,
  side,
  slugify,
} from "~/features/articles/index";
import type { SeoReport } from "~/features/articles/seo-score";
import type {
  FieldSpec,
  ImageSpec,
  ListSpec,
  PageType,
  SectionsSpec,
} from "~/features/pages/page-fields";
import * as own from "~/features/pages/page-form.css";
import { pageSchema, type PageFormValues } from "~/features/pages/page-schema";
import { pageTypeDef, type EditablePageType } from "~/features/pages/page-types";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { button } from "~/styles/ui.css";

export const pageFormText = {
  slug: "Indirizzo",
  slugHint: (prefix: string | undefined, titleLabel: string) =>
    `${prefix ? `La pagina sarà su ${prefix}… ` : ""}Lascialo vuoto per ricavarlo da «${titleLabel}».`,
  publication: "Pubblicazione",
  status: "Stato della pubblicazione",
  publishAt: "Pubblica il (ora di Roma)",
  unpublishAt: "Ritira il (ora di Roma)",
  head: "Motori di ricerca e condivisione",
  metaTitle: "Meta title",
  metaDescription: "Meta description",
  keywords: "Parole chiave",
  keywordsHint: "Separate da virgole.",
  noindex: "Non mostrare la pagina nei motori di ricerca (noindex)",
  seo: "SEO della versione salvata",
  position: "Posizione nell'elenco",
  positionHint: "Un numero: le voci con il numero più basso vengono prima.",
  none: "Nessuna",
  link: {
    label: "Testo",
    to: "Indirizzo",
    toHint: "Un indirizzo del sito che inizia con / oppure https://…",
  },
  image: {
    illustration: "Illustrazione",
    current: "L'immagine caricata",
    upload: "Carica un'immagine",
    uploadHint: "JPEG, PNG, WebP o AVIF. Sostituisce l'immagine caricata, se c'è.",
    alt: "Testo alternativo",
    altHint: "Che cosa mostra l'immagine, per chi non può vederla.",
  },
  list: {
    up: "Su",
    down: "Giù",
    remove: "Rimuovi",
    upLabel: (item: string) => `Sposta su: ${item}`,
    downLabel: (item: string) => `Sposta giù: ${item}`,
    removeLabel: (item: string) => `Rimuovi: ${item}`,
    add: (item: string) => `Aggiungi ${item.toLowerCase()}`,
    addKind: (kind: string) => `Aggiungi: ${kind}`,
    item: (item: string, n: number) => `${item} ${n}`,
    section: (kind: string, n: number) => `${n}. ${kind}`,
  },
  draft: "Salva bozza",
  publish: "Pubblica",
  save: "Salva",
  pending: "Salvataggio...",
  back: "Torna all'elenco",
} as const;

const t = pageFormText;

type Option = { value: string; label: string };
type PageSchema = ReturnType<typeof pageSchema>;
type PageFormSchema = z.input<PageSchema>;
type Meta = FieldMetadata<unknown>;
/** What every control of the type's fields needs besides its own description and metadata. */
type Env = {
  form: FormMetadata<PageFormSchema>;
  refChoices: Partial<Record<PageType, Option[]>>;
  illustrations: Option[];
  /** How deep in lists an item is: its heading's level. */
  depth: number;
};

const statusOptions = (["draft", "scheduled", "published", "archived"] as const).map((value) => ({
  value,
  label: articleStatusLabels[value],
}));

const textOf = (value: unknown) => (typeof value === "string" ? value : "");

/** Conform's fieldset answers any name (it is a Proxy): the entry is never missing. */
const child = (meta: Meta, name: string) =>
  (meta as FieldMetadata<Record<string, unknown>>).getFieldset()[name] as Meta;

// Conform keys the items of its default value and those its intents add: an item the server
// added without JavaScript has none, and its place names it until the next intent.
const keyOf = (item: Meta) => item.key ?? item.name;

const errorId = (meta: Meta) => `${meta.id}-errore`;
const hintId = (meta: Meta) => `${meta.id}-aiuto`;

/**
 * The staff form of a type of page content, drawn from the type's field description. One
 * form posting to its own route: the list buttons are submit buttons Conform answers in place
 * with JavaScript, and the server with `submission.reply()` without it.
 */
export function PageForm({
  type,
  isNew,
  fixedAddress = false,
  seo = null,
  values,
  refChoices,
  illustrations,
  lastResult,
  alert,
  backTo,
}: {
  type: EditablePageType;
  isNew: boolean;
  /** An entry a route of its own shows (the cookie page): its address is not staff's to change. */
  fixedAddress?: boolean;
  /** The SEO score of the version saved, for an entry with a page of its own. */
  seo?: { report: SeoReport; readability: number | null; minutes: number } | null;
  values: PageFormValues;
  /** Options for `ref` fields, by the type they point to: value = the entry's id, label = its title. */
  refChoices: Partial<Record<PageType, Option[]>>;
  /** The site's drawn illustrations an image field may choose: value = id, label = a readable name. */
  illustrations: Option[];
  lastResult?: SubmissionResult<string[]> | null;
  alert?: FormAlertContent | null;
  /** Where the list of this type is, for the 'Torna all'elenco' link. */
  backTo: string;
}) {
  const def = pageTypeDef(type);
  const [form, fields] = useForm<PageFormSchema, z.output<PageSchema>>({
    id: "pagina",
    // Conform's type of a default value cannot follow `fields`, shaped by the type's description.
    defaultValue: values as DefaultValue<PageFormSchema>,
    lastResult,
    shouldValidate: "onBlur",
    shouldRevalidate: "onInput",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: pageSchema(type) }),
  });
  const field = (name: Exclude<keyof PageFormValues, "id" | "fields">) =>
    conformField(fields[name]);
  const env: Env = { form, refChoices, illustrations, depth: 0 };
  const hasHead = Boolean(def.address || def.single || def.nestedSlug);
  const previousTitle = useRef(values.title);

  // Hydrated, a new entry's address follows its title until typed by hand, as an event's.
  function followTitle(event: FormEvent<HTMLFormElement>) {
    const target = event.target as HTMLInputElement;
    if (!isNew || def.single || target.name !== "title") return;
    const slug = event.currentTarget.elements.namedItem("slug") as HTMLInputElement | null;
    if (slug && (slug.value === "" || slug.value === slugify(previousTitle.current)))
      slug.value = slugify(target.value);
    previousTitle.current = target.value;
  }

  return (
    <>
      <FormAlert alert={alert} id="pagina-avviso" />
      <Form
        method="post"
        encType="multipart/form-data"
        {...getFormProps(form)}
        className={styles.form}
        onInput={followTitle}
      >
        <input
          type="hidden"
          name="updated_at"
          value={textOf(fields.updated_at.initialValue) || values.updated_at}
        />
        <div className={layout}>
          <div className={`${column} ${main}`}>
            <TextField field={field("title")} label={def.titleLabel} required />
            {def.single || fixedAddress ? null : (
              <TextField
                field={field("slug")}
                label={t.slug}
                hint={t.slugHint(def.address?.(""), def.titleLabel)}
              />
            )}
            {def.excerpt ? (
              <TextareaField field={field("excerpt")} label={def.excerpt.label} />
            ) : null}
            {Object.entries(def.fields).map(([name, spec]) => (
              <FieldControl key={name} spec={spec} meta={child(fields.fields, name)} env={env} />
            ))}
          </div>
          <div className={`${column} ${side}`}>
            <fieldset className={`${styles.fieldset} ${panel}`}>
              <legend className={styles.legend}>{t.publication}</legend>
              <SelectField field={field("status")} label={t.status} options={statusOptions} />
              {values.status === "published" ? null : (
                <TextField field={field("publish_at")} label={t.publishAt} type="datetime-local" />
              )}
              <TextField
                field={field("unpublish_at")}
                label={t.unpublishAt}
                type="datetime-local"
              />
              {def.address || def.single ? null : (
                <TextField
                  field={field("position")}
                  label={t.position}
                  hint={t.positionHint}
                  inputMode="numeric"
                />
              )}
            </fieldset>
            {hasHead ? (
              <fieldset className={`${styles.fieldset} ${panel}`}>
                <legend className={styles.legend}>{t.head}</legend>
                <TextField field={field("meta_title")} label={t.metaTitle} />
                <TextareaField field={field("meta_description")} label={t.metaDescription} />
                <TextField field={field("keywords")} label={t.keywords} hint={t.keywordsHint} />
                {def.nestedSlug ? (
                  <CheckboxField field={field("noindex")}>{t.noindex}</CheckboxField>
                ) : null}
              </fieldset>
            ) : null}
            {seo ? <SeoReportPanel {...seo} heading={t.seo} /> : null}
          </div>
        </div>
        <div className={actionBar}>
          <IntentButton intent="draft" variant="secondary" pendingText={t.pending}>
            {t.draft}
          </IntentButton>
          <IntentButton intent="publish" variant="primary" pendingText={t.pending}>
            {t.publish}
          </IntentButton>
          <IntentButton intent="save" variant="secondary" pendingText={t.pending}>
            {t.save}
          </IntentButton>
          <Link to={backTo} className={button.secondary}>
            {t.back}
          </Link>
        </div>
      </Form>
    </>
  );
}

/** The control of one described field, and of the fields inside it. */
function FieldControl({
  spec,
  meta,
  env,
  bare = false,
}: {
  spec: FieldSpec;
  meta: Meta;
  env: Env;
  /** Inside a list item, whose own fieldset already names it. */
  bare?: boolean;
}) {
  const field = conformField(meta);
  const common = { field, label: spec.label, hint: spec.hint };
  switch (spec.kind) {
    case "text":
      return spec.rows ? (
        <TextareaField {...common} required={spec.required} />
      ) : (
        <TextField {...common} required={spec.required} />
      );
    case "choice":
      return <SelectField {...common} options={spec.options} />;
    case "ref":
      return (
        <SelectField
          {...common}
          options={[{ value: "", label: t.none }, ...(env.refChoices[spec.to] ?? [])]}
        />
      );
    case "link":
      return (
        <Group legend={spec.label} hint={spec.hint} required={spec.required} bare={bare}>
          <TextField
            field={conformField(child(meta, "label"))}
            label={t.link.label}
            required={spec.required}
          />
          <TextField
            field={conformField(child(meta, "to"))}
            label={t.link.to}
            hint={t.link.toHint}
            required={spec.required}
          />
        </Group>
      );
    case "image":
      return <ImageControl spec={spec} meta={meta} env={env} bare={bare} />;
    case "group":
      return (
        <Group legend={spec.label} hint={spec.hint} bare={bare}>
          {Object.entries(spec.fields).map(([name, inner]) => (
            <FieldControl key={name} spec={inner} meta={child(meta, name)} env={env} />
          ))}
        </Group>
      );
    case "list":
    case "sections":
      return <ListControl spec={spec} meta={meta} env={env} />;
  }
}

function Group({
  legend,
  hint,
  required,
  bare,
  children,
}: {
  legend: string;
  hint?: string;
  required?: boolean;
  bare: boolean;
  children: ReactNode;
}) {
  const hintText = hint ? <p className={styles.hint}>{hint}</p> : null;
  if (bare)
    return (
      <>
        {hintText}
        {children}
      </>
    );
  return (
    <fieldset className={styles.fieldset}>
      <legend className={styles.legend}>
        {legend}
        {required ? (
          <span className={styles.required} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      {hintText}
      {children}
    </fieldset>
  );
}

// Not `required` on any control: an illustration or an upload will do, and alt text is needed
// only with one of them; the schema says which is missing.
function ImageControl({
  spec,
  meta,
  env,
  bare,
}: {
  spec: ImageSpec;
  meta: Meta;
  env: Env;
  bare: boolean;
}) {
  const value = (name: string) => textOf(child(meta, name).initialValue);
  const src = value("src");
  return (
    <Group legend={spec.label} hint={spec.hint} required={spec.required} bare={bare}>
      <SelectField
        field={conformField(child(meta, "illustration"))}
        label={t.image.illustration}
        options={[{ value: "", label: t.none }, ...env.illustrations]}
      />
      {src ? (
        <figure className={own.current}>
          <img
            src={src}
            alt={value("alt")}
            width={Number(value("width")) || undefined}
            height={Number(value("height")) || undefined}
            className={own.thumbnail}
          />
          <figcaption className={styles.hint}>{t.image.current}</figcaption>
          {["src", "width", "height"].map((name) => (
            <input key={name} type="hidden" name={child(meta, name).name} value={value(name)} />
          ))}
        </figure>
      ) : null}
      <FileField
        field={conformField(child(meta, "upload"))}
        label={t.image.upload}
        hint={t.image.uploadHint}
        accept="image/jpeg,image/png,image/webp,image/avif"
      />
      <TextField
        field={conformField(child(meta, "alt"))}
        label={t.image.alt}
        hint={t.image.altHint}
      />
    </Group>
  );
}

const countOfKind = (items: Meta[], kind: string) =>
  items.filter((item) => textOf(child(item, "kind").initialValue) === kind).length;

/** A list or a list of sections: its items, each with its buttons, and the buttons adding one. */
function ListControl({ spec, meta, env }: { spec: ListSpec | SectionsSpec; meta: Meta; env: Env }) {
  // Typed as a list of objects so that a section's insert may carry its kind.
  const list = meta as FieldMetadata<Record<string, unknown>[]>;
  const items = list.getFieldList();
  const inner = { ...env, depth: env.depth + 1 };
  const errors = list.errors?.length ? list.errors : null;
  const describedBy =
    [spec.hint ? hintId(meta) : null, errors ? errorId(meta) : null].filter(Boolean).join(" ") ||
    undefined;
  const adders =
    items.length >= spec.max
      ? []
      : spec.kind === "list"
        ? [
            {
              label: t.list.add(spec.item),
              props: env.form.insert.getButtonProps({ name: list.name }),
            },
          ]
        : Object.entries(spec.kinds)
            .filter(([kind, { max }]) => max === undefined || countOfKind(items, kind) < max)
            .map(([kind, { label }]) => ({
              label: t.list.addKind(label),
              props: env.form.insert.getButtonProps({ name: list.name, defaultValue: { kind } }),
            }));
  return (
    <fieldset className={styles.fieldset} aria-describedby={describedBy}>
      <legend className={styles.legend}>{spec.label}</legend>
      {spec.hint ? (
        <p id={hintId(meta)} className={styles.hint}>
          {spec.hint}
        </p>
      ) : null}
      {items.length ? (
        <ol className={own.items}>
          {items.map((item, index) => {
            const frame = { name: list.name, index, count: items.length, env };
            if (spec.kind === "list")
              return (
                <Item key={keyOf(item)} title={t.list.item(spec.item, index + 1)} {...frame}>
                  <FieldControl spec={spec.of} meta={item} env={inner} bare />
                </Item>
              );
            const kindMeta = child(item, "kind");
            const kind = textOf(kindMeta.initialValue);
            const section = spec.kinds[kind];
            return (
              <Item
                key={keyOf(item)}
                title={t.list.section(section?.label ?? kind, index + 1)}
                {...frame}
              >
                <input type="hidden" name={kindMeta.name} value={kind} />
                <ErrorText meta={kindMeta} />
                {section ? (
                  <FieldControl
                    spec={{ kind: "group", label: section.label, fields: section.fields }}
                    meta={item}
                    env={inner}
                    bare
                  />
                ) : null}
              </Item>
            );
          })}
        </ol>
      ) : null}
      <ErrorText meta={meta} />
      {adders.length ? (
        <div className={own.buttons}>
          {adders.map(({ label, props }) => (
            <button
              key={label}
              type="submit"
              {...props}
              aria-describedby={errors ? errorId(meta) : undefined}
              className={button.secondary}
            >
              {label}
            </button>
          ))}
        </div>
      ) : null}
    </fieldset>
  );
}

/** One item of a list: a fieldset named by its heading, with the buttons moving and removing it. */
function Item({
  title,
  name,
  index,
  count,
  env,
  children,
}: {
  title: string;
  name: string;
  index: number;
  count: number;
  env: Env;
  children: ReactNode;
}) {
  const Heading = `h${Math.min(2 + env.depth, 6)}` as "h2";
  const move = (to: number) => env.form.reorder.getButtonProps({ name, from: index, to });
  const buttons = [
    { text: t.list.up, label: t.list.upLabel(title), props: move(index - 1), off: index === 0 },
    {
      text: t.list.down,
      label: t.list.downLabel(title),
      props: move(index + 1),
      off: index === count - 1,
    },
    {
      text: t.list.remove,
      label: t.list.removeLabel(title),
      props: env.form.remove.getButtonProps({ name, index }),
      off: false,
    },
  ];
  return (
    <li className={own.item}>
      <fieldset className={styles.fieldset}>
        <legend className={styles.legend}>
          <Heading className={own.itemHeading}>{title}</Heading>
        </legend>
        <div className={own.buttons}>
          {/* Disabled rather than left out at the ends: each button keeps its place. */}
          {buttons.map(({ text, label, props, off }) => (
            <button
              key={text}
              type="submit"
              {...props}
              disabled={off}
              aria-label={label}
              className={button.secondary}
            >
              {text}
            </button>
          ))}
        </div>
        {children}
      </fieldset>
    </li>
  );
}

function ErrorText({ meta }: { meta: Meta }) {
  return meta.errors?.length ? (
    <p id={errorId(meta)} className={styles.error}>
      {meta.errors[0]}
    </p>
  ) : null;
}
