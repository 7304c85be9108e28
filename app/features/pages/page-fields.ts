import * as z from "zod";
import type { pageTypes } from "../../../db/schema";

/**
 * The fields a type of page content is made of (decision 0266): one description gives the
 * staff form its controls, the schema that checks a post and a stored row, the words the
 * search reads and the type the public pages read.
 */

export type PageType = (typeof pageTypes)[number];

type Common = { label: string; hint?: string };

/** A line, or a paragraph when it has `rows`. */
export type TextSpec = Common & { kind: "text"; max: number; required?: boolean; rows?: number };
/** A call to action: its words and where it leads (a path of the site or an https address). */
export type LinkSpec = Common & { kind: "link"; required?: boolean };
/** A drawn illustration of the site or an uploaded image, with its alternative text. */
export type ImageSpec = Common & { kind: "image"; required?: boolean };
export type ChoiceSpec = Common & {
  kind: "choice";
  options: readonly { value: string; label: string }[];
};
/** Another piece of page content, by its id: a testimonial, a case study… */
export type RefSpec = Common & { kind: "ref"; to: PageType };
export type GroupSpec = Common & { kind: "group"; fields: FieldSpecs };
type ItemSpec = TextSpec | LinkSpec | ImageSpec | ChoiceSpec | RefSpec | GroupSpec;
/** Repeated items, added, removed and moved by the form's buttons. */
export type ListSpec = Common & {
  kind: "list";
  item: string;
  of: ItemSpec;
  min?: number;
  max: number;
};
/** An ordered list of sections, each of one of `kinds`, with that kind's fields. */
export type SectionsSpec = Common & {
  kind: "sections";
  max: number;
  /** Each kind's fields, and how many of it a page may have (`max`, when limited). */
  kinds: Record<string, { label: string; fields: FieldSpecs; max?: number }>;
};
export type FieldSpec = ItemSpec | ListSpec | SectionsSpec;
export type FieldSpecs = Record<string, FieldSpec>;

export type PageImage =
  | { illustration: string; alt: string }
  | { src: string; alt: string; width: number; height: number };
export type PageLink = { label: string; to: string };

/** What a field holds once saved. */
export type ValueOf<Spec> = Spec extends TextSpec | ChoiceSpec | RefSpec
  ? string
  : Spec extends LinkSpec
    ? PageLink
    : Spec extends ImageSpec
      ? PageImage | null
      : Spec extends GroupSpec
        ? ValuesOf<Spec["fields"]>
        : Spec extends ListSpec
          ? ValueOf<Spec["of"]>[]
          : Spec extends SectionsSpec
            ? {
                [Kind in keyof Spec["kinds"]]: { kind: Kind } & ValuesOf<
                  Spec["kinds"][Kind]["fields"]
                >;
              }[keyof Spec["kinds"]][]
            : never;
export type ValuesOf<Specs extends FieldSpecs> = { [Name in keyof Specs]: ValueOf<Specs[Name]> };

export const fieldMessages = {
  required: (label: string) => `Compila il campo «${label}».`,
  tooLong: (max: number) => `Al massimo ${max} caratteri.`,
  tooFew: (min: number, item: string) => `Aggiungi almeno ${min} ${item.toLowerCase()}.`,
  tooMany: (max: number) => `Al massimo ${max} elementi.`,
  linkTarget:
    "Indica un indirizzo del sito che inizia con / oppure un indirizzo https:// completo.",
  linkHalf: "Scrivi sia il testo sia l'indirizzo del collegamento, oppure nessuno dei due.",
  imageAlt: "Descrivi l'immagine per chi non può vederla.",
  unknownChoice: "Scegli una delle voci dell'elenco.",
  unknownKind: "Questo tipo di sezione non esiste.",
  kindTooMany: (label: string, max: number) =>
    max === 1
      ? `Una pagina ha al massimo una sezione «${label}».`
      : `Una pagina ha al massimo ${max} sezioni «${label}».`,
  controlCharacters: "Il testo contiene caratteri non ammessi.",
} as const;

// As the articles' fields: line breaks only where a paragraph is typed, other control
// characters only come from forged posts; a browser's CRLF kept as one kind of line break.
const oneLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const controlInText = /[^\P{Cc}\t\n\r]/u;

/**
 * A text of at most `max` characters. Conform turns an empty field into undefined, at every
 * string of a pipe too: the length is a refinement, and an optional field left empty is "".
 */
export function plainText(
  max: number,
  {
    label,
    required = false,
    multiline = false,
  }: { label: string; required?: boolean; multiline?: boolean },
) {
  const missing = fieldMessages.required(label);
  const typed = z
    .string(required ? { error: missing } : undefined)
    .refine((value) => !(multiline ? controlInText : oneLine).test(value), {
      error: fieldMessages.controlCharacters,
      abort: true,
    })
    .trim()
    .transform((value) => value.replace(/\r\n?/g, "\n"))
    .refine((value) => value.length <= max, fieldMessages.tooLong(max));
  return required
    ? typed.pipe(z.string({ error: missing }).min(1, missing))
    : typed.optional().transform((value) => value ?? "");
}

const text = (spec: TextSpec) =>
  plainText(spec.max, {
    label: spec.label,
    required: spec.required,
    multiline: Boolean(spec.rows),
  });

/** A link as the form sends it: its text and a site path, an https address or an anchor, both or neither. */
export const linkSchema = (spec: LinkSpec) =>
  z
    .object({
      label: plainText(120, { label: "Testo del collegamento" }),
      to: plainText(300, { label: "Indirizzo" }).refine(
        (to) =>
          to === "" ||
          /^\/(?!\/)\S*$/.test(to) ||
          /^https:\/\/\S+$/.test(to) ||
          /^#[\w-]+$/.test(to),
        fieldMessages.linkTarget,
      ),
    })
    .optional()
    .default({ label: "", to: "" })
    .superRefine((value, context) => {
      if (spec.required && !value.label)
        context.addIssue({
          code: "custom",
          path: ["label"],
          message: fieldMessages.required(spec.label),
        });
      if (Boolean(value.label) !== Boolean(value.to))
        context.addIssue({
          code: "custom",
          path: [value.label ? "to" : "label"],
          message: fieldMessages.linkHalf,
        });
    });

/**
 * An image as the form sends it: an illustration's id, or an upload already stored (its
 * address and size), or a file to store (`upload`, read by the server before the save), and
 * its alternative text, needed with any of them.
 */
const image = (spec: ImageSpec) =>
  z
    .object({
      illustration: z.string().trim().max(80).optional(),
      src: z.string().trim().max(300).optional(),
      width: z.coerce.number().int().positive().optional(),
      height: z.coerce.number().int().positive().optional(),
      alt: plainText(250, { label: "Testo alternativo" }),
      upload: z.unknown().optional(),
    })
    .optional()
    .superRefine((value, context) => {
      const chosen = Boolean(value?.illustration || value?.src || isFile(value?.upload));
      if (spec.required && !chosen)
        context.addIssue({
          code: "custom",
          path: ["illustration"],
          message: fieldMessages.required(spec.label),
        });
      if (chosen && !value?.alt)
        context.addIssue({ code: "custom", path: ["alt"], message: fieldMessages.imageAlt });
    });

const isFile = (value: unknown): value is File =>
  typeof File !== "undefined" && value instanceof File && value.size > 0;

const choice = (spec: ChoiceSpec) =>
  z
    .string()
    .optional()
    .default("")
    .refine((value) => value === "" || spec.options.some((option) => option.value === value), {
      message: fieldMessages.unknownChoice,
    });

function itemSchema(spec: ItemSpec): z.ZodType {
  switch (spec.kind) {
    case "text":
      return text(spec);
    case "link":
      return linkSchema(spec);
    case "image":
      return image(spec);
    case "choice":
      return choice(spec);
    case "ref":
      return z.string().trim().max(64).optional().default("");
    case "group":
      return objectSchema(spec.fields);
  }
}

function fieldSchema(spec: FieldSpec): z.ZodType {
  if (spec.kind === "list")
    return z
      .array(itemSchema(spec.of))
      .optional()
      .default([])
      .refine((items) => items.length >= (spec.min ?? 0), {
        message: fieldMessages.tooFew(spec.min ?? 0, spec.item),
      })
      .refine((items) => items.length <= spec.max, { message: fieldMessages.tooMany(spec.max) });
  if (spec.kind === "sections") {
    const kinds = Object.entries(spec.kinds).map(([kind, { fields }]) =>
      objectSchema(fields).extend({ kind: z.literal(kind) }),
    );
    const section = z.discriminatedUnion(
      "kind",
      kinds as unknown as [z.ZodObject, ...z.ZodObject[]],
      { error: fieldMessages.unknownKind },
    );
    return z
      .array(section)
      .optional()
      .default([])
      .refine((items) => items.length <= spec.max, { message: fieldMessages.tooMany(spec.max) })
      .superRefine((items, context) => {
        for (const [kind, { label, max }] of Object.entries(spec.kinds)) {
          if (max !== undefined && items.filter((item) => item.kind === kind).length > max)
            context.addIssue({ code: "custom", message: fieldMessages.kindTooMany(label, max) });
        }
      });
  }
  return itemSchema(spec);
}

/** The schema of a post of `specs`, and of their stored values. */
export function objectSchema(specs: FieldSpecs) {
  return z.object(
    Object.fromEntries(Object.entries(specs).map(([name, spec]) => [name, fieldSchema(spec)])),
  );
}

/** The words a visitor reads in `value`, for the search index. */
export function wordsOf(specs: FieldSpecs, value: Record<string, unknown>): string[] {
  return Object.entries(specs).flatMap(([name, spec]) => fieldWords(spec, value[name]));
}

function fieldWords(spec: FieldSpec, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  switch (spec.kind) {
    case "text":
      return typeof value === "string" && value ? [value] : [];
    case "link":
      return [(value as PageLink).label].filter(Boolean);
    case "image":
      return [(value as PageImage).alt].filter(Boolean);
    case "choice":
      return [spec.options.find((option) => option.value === value)?.label ?? ""].filter(Boolean);
    case "ref":
      return [];
    case "group":
      return wordsOf(spec.fields, value as Record<string, unknown>);
    case "list":
      return (value as unknown[]).flatMap((item) => fieldWords(spec.of, item));
    case "sections":
      return (value as { kind: string }[]).flatMap((section) => {
        const kind = spec.kinds[section.kind];
        return kind ? wordsOf(kind.fields, section as Record<string, unknown>) : [];
      });
  }
}

/**
 * What a reader meets in `value` as Markdown, for the SEO score: a group's or a section's
 * `title` as a heading of the second level, any other words as a paragraph.
 */
export function markdownOf(specs: FieldSpecs, value: Record<string, unknown>): string[] {
  return Object.entries(specs).flatMap(([name, spec]) =>
    name === "title" && spec.kind === "text" && typeof value[name] === "string" && value[name]
      ? [`## ${value[name]}`]
      : fieldMarkdown(spec, value[name]),
  );
}

function fieldMarkdown(spec: FieldSpec, value: unknown): string[] {
  if (value === null || value === undefined) return [];
  if (spec.kind === "group") return markdownOf(spec.fields, value as Record<string, unknown>);
  if (spec.kind === "list")
    return (value as unknown[]).flatMap((item) => fieldMarkdown(spec.of, item));
  if (spec.kind === "sections")
    return (value as { kind: string }[]).flatMap((section) => {
      const kind = spec.kinds[section.kind];
      return kind ? markdownOf(kind.fields, section as Record<string, unknown>) : [];
    });
  return fieldWords(spec, value);
}
