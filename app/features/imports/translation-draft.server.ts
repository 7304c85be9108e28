import { data } from "@remix-run/node";
import { and, eq, isNull, type SQL } from "drizzle-orm";
import * as z from "zod";
import { articles, events, pages } from "../../../db/schema";
import { articleLimits } from "~/features/articles/article-schema";
import {
  saveContent,
  type ContentSaved,
  type ContentSaver,
} from "~/features/articles/content-save.server";
import {
  articleVersion,
  byUser,
  eventVersion,
  keepBaseline,
  latestRevision,
  pageVersion,
} from "~/features/articles/revisions.server";
import { uniqueSlug } from "~/features/articles/slug";
import {
  englishTranslation,
  hasTextModel,
  type SourceText,
  type TranslationAnswer,
} from "~/features/imports/ai-text.server";
import {
  translationDraftRequestRefused,
  translationDraftToasts as toasts,
} from "~/features/imports/content/translation-draft";
import { wordsOf, type FieldSpec, type FieldSpecs } from "~/features/pages/page-fields";
import {
  isEditablePageType,
  pageTypeDefs,
  type EditablePageType,
} from "~/features/pages/page-types";
import { recordActivity } from "~/utils/activity.server";
import { db, staffWrite, writeRefused, type DbOrTx } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast, type Toast } from "~/utils/toast.server";

/**
 * An English first draft of an Italian article, event or page by the text model (decision
 * 0297): its visitor-facing words asked of the model as JSON, the answer checked, and saved
 * through the one save path as a draft linked to the original, never anything else.
 */

const translationKinds = ["article", "event", "page"] as const;
type TranslationKind = (typeof translationKinds)[number];

type Staff = { user: Pick<SessionUser, "id" | "email"> };

type ArticleRow = typeof articles.$inferSelect;
type EventRow = typeof events.$inferSelect;
type PageRow = typeof pages.$inferSelect;

const postSchema = z.object({
  kind: z.enum(translationKinds),
  id: z.string().trim().min(1).max(64),
});

/** What a save needs besides the model's words: the group, the original's revision, who, when. */
type Link = { group: string; fromSeq: number; userId: string; now: Date };
type Translated = Extract<TranslationAnswer, { outcome: "translated" }>;
type Drafted =
  { outcome: "saved"; id: string } | { outcome: "translation-exists" | "slug-taken" | "unmatched" };

/**
 * One kind's side of the draft: the original as read, where staff edit its kind, its words
 * for the model, and, inside the save's transaction, its translation saved as a new draft or
 * over the English draft there is.
 */
type Original = {
  id: string;
  title: string;
  language: string;
  /** The original's translation group: its own id when it has none yet. */
  group: string;
  editor: (id: string) => string;
  texts: Record<string, SourceText>;
  /** The Italian address to ask an English one for, or null when the translation keeps it. */
  askSlug: string | null;
  /** Whether an English row of the group is anything but a draft: one a person saved, not to be replaced. */
  translationFixed: (tx: DbOrTx) => boolean;
  /** The original's version as read, kept as its first revision when it has none. */
  keepBaseline: (tx: DbOrTx) => void;
  /** Names the group on the original too, when it had none. */
  setGroup: (tx: DbOrTx) => void;
  save: (save: ContentSaver, tx: DbOrTx, translated: Translated, link: Link) => Drafted;
};

/**
 * The English draft of a group's rows to save over (null: none yet), or "fixed" when a
 * translation is published, scheduled or archived.
 */
function draftAmong<Row extends { status: string }>(rows: Row[]): Row | null | "fixed" {
  if (rows.some((row) => row.status !== "draft")) return "fixed";
  return rows[0] ?? null;
}

const savedAs = (saved: ContentSaved): Drafted =>
  saved.outcome === "saved" ? { outcome: "saved", id: saved.row.id } : saved;

const line = (text: string | null, max: number): SourceText | null =>
  text ? { text, max, form: "line" } : null;
const paragraph = (text: string | null, max: number): SourceText | null =>
  text ? { text, max, form: "paragraph" } : null;
const markdown = (text: string, max: number): SourceText | null =>
  text ? { text, max, form: "markdown" } : null;

/** The texts given, under their keys: an empty field is not asked and stays empty. */
const textsOf = (texts: Record<string, SourceText | null>) =>
  Object.fromEntries(
    Object.entries(texts).filter((entry): entry is [string, SourceText] => entry[1] !== null),
  );

/** The model's words for the columns it was asked; the others are left as they are. */
function columns<Row>(translated: Translated, names: (keyof Row & string)[]) {
  const values: Partial<Row> = {};
  for (const name of names)
    if (name in translated.texts) values[name] = translated.texts[name] as Row[keyof Row & string];
  return values;
}

/** The first slug free among `table`'s English rows (narrowed by `more`), asked in the save's transaction. */
const freeSlug = (
  tx: DbOrTx,
  table: typeof events | typeof pages,
  wanted: string,
  ...more: SQL[]
) =>
  uniqueSlug(
    wanted,
    (slug) =>
      tx
        .select({ id: table.id })
        .from(table)
        .where(and(eq(table.language, "en"), eq(table.slug, slug), ...more))
        .get() !== undefined,
    articleLimits.slug,
  );

/** A new English draft of `row` with the model's `words` at `slug`, linked to its original. */
function newDraft<Row extends { id: string; createdAt: Date; updatedAt: Date }>(
  row: Row,
  words: Partial<Row>,
  link: Link,
  slug: string,
) {
  return {
    ...withoutOwnColumns(row),
    ...words,
    ...asDraft,
    language: "en" as const,
    translationGroup: link.group,
    slug,
    authorId: link.userId,
  };
}

// A translation's publication is its own, and always starts as a draft (decision 0297).
const asDraft = { status: "draft", publishedAt: null, unpublishAt: null } as const;

type GroupTable = typeof articles | typeof events | typeof pages;

/** The English rows of a translation group. */
const englishIn = (table: GroupTable, group: string) =>
  and(eq(table.language, "en"), eq(table.translationGroup, group));

/** The row `id` while it names no group yet. */
const ungrouped = (table: GroupTable, id: string) =>
  and(eq(table.id, id), isNull(table.translationGroup));

/** What differs between the kinds of content; `originalWith` makes an `Original` of it. */
type KindSide<Row> = {
  row: Row & { id: string; title: string; language: string; translationGroup: string | null };
  editor: (id: string) => string;
  texts: Record<string, SourceText | null>;
  askSlug: string | null;
  englishRows: (tx: DbOrTx, group: string) => Row[];
  nameGroup: (tx: DbOrTx) => void;
  keepBaseline: (tx: DbOrTx) => void;
  /** The model's words as the columns of a row of the kind. */
  words: (translated: Translated, link: Link) => Partial<Row>;
  saveOver: (save: ContentSaver, draft: Row, words: Partial<Row>, link: Link) => ContentSaved;
  saveNew: (
    save: ContentSaver,
    tx: DbOrTx,
    words: Partial<Row>,
    translated: Translated,
    link: Link,
  ) => ContentSaved;
};

function originalWith<Row extends { status: string }>(side: KindSide<Row>): Original {
  const { row } = side;
  const group = row.translationGroup ?? row.id;
  const english = (tx: DbOrTx) => draftAmong(side.englishRows(tx, group));
  return {
    id: row.id,
    title: row.title,
    language: row.language,
    group,
    editor: side.editor,
    texts: textsOf(side.texts),
    askSlug: side.askSlug,
    translationFixed: (tx) => english(tx) === "fixed",
    keepBaseline: side.keepBaseline,
    setGroup: side.nameGroup,
    save(save, tx, translated, link) {
      const draft = english(tx);
      if (draft === "fixed") return { outcome: "translation-exists" };
      const words = side.words(translated, link);
      return savedAs(
        draft
          ? side.saveOver(save, draft, words, link)
          : side.saveNew(save, tx, words, translated, link),
      );
    },
  };
}

/** Who saves a draft and when: the staff member who asked, through the quick import. */
const savingOf = (link: Link) => ({ saving: byUser(link.userId, "quick-import"), now: link.now });

const eventTexts = ["title", "excerpt", "content", "metaTitle", "metaDescription"];
const articleTexts = [...eventTexts, "keywords"];

/** The words an article and an event both have, with their limits. */
const writingTexts = (row: ArticleRow | EventRow) => ({
  title: line(row.title, articleLimits.title),
  excerpt: paragraph(row.excerpt, articleLimits.excerpt),
  content: markdown(row.content, articleLimits.content),
  metaTitle: line(row.metaTitle, articleLimits.metaTitle),
  metaDescription: paragraph(row.metaDescription, articleLimits.metaDescription),
});

/** The model's words for the columns `names`, from the original's revision the link names. */
const wordsIn =
  <Row>(names: string[]) =>
  (translated: Translated, link: Link): Partial<Row> => ({
    ...columns<Row>(translated, names as (keyof Row & string)[]),
    translatedFromSeq: link.fromSeq,
  });

function articleOriginal(row: ArticleRow): Original {
  return originalWith<ArticleRow>({
    row,
    editor: (id) => `/admin/articoli/${id}`,
    texts: { ...writingTexts(row), keywords: line(row.keywords, articleLimits.keywords) },
    askSlug: row.slug,
    englishRows: (tx, group) => tx.select().from(articles).where(englishIn(articles, group)).all(),
    nameGroup: (tx) =>
      tx
        .update(articles)
        .set({ translationGroup: row.id })
        .where(ungrouped(articles, row.id))
        .run(),
    keepBaseline: (tx) => keepBaseline(tx, articleVersion(row), row.updatedAt),
    words: wordsIn<ArticleRow>(articleTexts),
    saveOver: (save, over, update, link) =>
      save({ kind: "article", update, over, ...savingOf(link) }),
    saveNew: (save, _tx, words, translated, link) =>
      save({
        kind: "article",
        create: newDraft(row, words, link, translated.slug ?? row.slug),
        takenSlug: "next-free",
        ...savingOf(link),
      }),
  });
}

function eventOriginal(row: EventRow): Original {
  return originalWith<EventRow>({
    row,
    editor: (id) => `/admin/eventi/${id}`,
    // The place's name and address are the place's own, kept as they are.
    texts: writingTexts(row),
    askSlug: row.slug,
    englishRows: (tx, group) => tx.select().from(events).where(englishIn(events, group)).all(),
    nameGroup: (tx) =>
      tx.update(events).set({ translationGroup: row.id }).where(ungrouped(events, row.id)).run(),
    keepBaseline: (tx) => keepBaseline(tx, eventVersion(row), row.updatedAt),
    words: wordsIn<EventRow>(eventTexts),
    saveOver: (save, over, update, link) =>
      save({ kind: "event", update, over, ...savingOf(link) }),
    saveNew(save, tx, words, translated, link) {
      const slug = freeSlug(tx, events, translated.slug ?? row.slug);
      return save({
        kind: "event",
        // The English entry's calendar files are counted from its own first sending.
        create: { ...newDraft(row, words, link, slug), calendarSequence: 0 },
        takenSlug: "refuse",
        ...savingOf(link),
      });
    },
  });
}

type Path = (string | number)[];
type FieldText = { path: Path; source: SourceText };

/** Every text a visitor reads in a field's value, with where it sits: words, links' words, images' descriptions. */
function fieldTexts(spec: FieldSpec, value: unknown, path: Path): FieldText[] {
  if (value === null || value === undefined) return [];
  const at = (source: SourceText | null, key?: string): FieldText[] =>
    source ? [{ path: key === undefined ? path : [...path, key], source }] : [];
  switch (spec.kind) {
    case "text":
      return typeof value === "string"
        ? at(spec.rows ? paragraph(value, spec.max) : line(value, spec.max))
        : [];
    case "link":
      return at(line((value as { label?: string }).label ?? null, 120), "label");
    case "image":
      return at(line((value as { alt?: string }).alt ?? null, 250), "alt");
    case "choice":
    case "ref":
      return [];
    case "group":
      return specTexts(spec.fields, value, path);
    case "list":
      return Array.isArray(value)
        ? value.flatMap((item, index) => fieldTexts(spec.of, item, [...path, index]))
        : [];
    case "sections":
      return Array.isArray(value)
        ? value.flatMap((section: { kind?: string }, index) => {
            const kind = spec.kinds[section.kind ?? ""];
            return kind ? specTexts(kind.fields, section, [...path, index]) : [];
          })
        : [];
  }
}

function specTexts(specs: FieldSpecs, value: unknown, path: Path): FieldText[] {
  if (typeof value !== "object" || value === null) return [];
  const record = value as Record<string, unknown>;
  return Object.entries(specs).flatMap(([name, spec]) =>
    fieldTexts(spec, record[name], [...path, name]),
  );
}

/** `fields` with the words at each path replaced: ids, images, references, numbers and addresses stay. */
function withWords(fields: Record<string, unknown>, words: { path: Path; text: string }[]) {
  const copy = structuredClone(fields);
  for (const { path, text } of words) {
    let node = copy as Record<string | number, unknown>;
    for (const step of path.slice(0, -1)) node = node[step] as Record<string | number, unknown>;
    node[path.at(-1) as string | number] = text;
  }
  return copy;
}

const fieldKey = (path: Path) => `fields.${path.join(".")}`;

const pageTexts = ["title", "excerpt", "metaTitle", "metaDescription", "keywords"];

// A draft has no address yet: it takes none back from a redirect, nor leaves one.
const noAddress = () => null;

function pageOriginal(row: PageRow, type: EditablePageType): Original {
  const def = pageTypeDefs[type];
  const limits = articleLimits;
  const specs: FieldSpecs = def.fields;
  const fields = JSON.parse(row.fields) as Record<string, unknown>;
  const inFields = specTexts(specs, fields, []);
  // A page that exists once is found by its type, an entry with no page of its own by its
  // id: only a page at an address of its own is given an English one.
  const ownAddress = !("single" in def) && ("address" in def || "nestedSlug" in def);
  return originalWith<PageRow>({
    row,
    editor: (id) => `/admin/pagine/${def.segment}/${id}`,
    texts: {
      title: line(row.title, limits.title),
      excerpt: paragraph(row.excerpt, "excerpt" in def ? def.excerpt.max : 300),
      metaTitle: line(row.metaTitle, limits.metaTitle),
      metaDescription: paragraph(row.metaDescription, limits.metaDescription),
      keywords: line(row.keywords, limits.keywords),
      ...Object.fromEntries(inFields.map(({ path, source }) => [fieldKey(path), source])),
    },
    askSlug: ownAddress ? row.slug : null,
    englishRows: (tx, group) => tx.select().from(pages).where(englishIn(pages, group)).all(),
    nameGroup: (tx) =>
      tx.update(pages).set({ translationGroup: row.id }).where(ungrouped(pages, row.id)).run(),
    keepBaseline: (tx) => keepBaseline(tx, pageVersion(row), row.updatedAt),
    words(translated, link) {
      const translatedFields = withWords(
        fields,
        inFields.map(({ path }) => ({ path, text: translated.texts[fieldKey(path)] ?? "" })),
      );
      return {
        ...columns<PageRow>(translated, pageTexts as (keyof PageRow & string)[]),
        fields: JSON.stringify(translatedFields),
        searchText: wordsOf(specs, translatedFields).join(" "),
        translatedFromSeq: link.fromSeq,
      };
    },
    saveOver: (save, over, update, link) =>
      save({ kind: "page", update, over, ...savingOf(link), address: noAddress }),
    saveNew(save, tx, words, translated, link) {
      const slug = freeSlug(tx, pages, translated.slug ?? row.slug, eq(pages.type, type));
      return save({
        kind: "page",
        create: newDraft(row, words, link, slug),
        takenSlug: "refuse",
        ...savingOf(link),
        address: noAddress,
      });
    },
  });
}

/** A row's columns without those a new row has of its own: its id and its times of writing. */
function withoutOwnColumns<Row extends { id: string; createdAt: Date; updatedAt: Date }>(row: Row) {
  const { id: _id, createdAt: _created, updatedAt: _updated, ...rest } = row;
  return rest;
}

/** The stored content `kind` and `id` name, with its kind's side of the draft; null for none. */
function originalOf(kind: TranslationKind, id: string) {
  if (kind === "article") {
    const row = db.select().from(articles).where(eq(articles.id, id)).get();
    return row ? articleOriginal(row) : null;
  }
  if (kind === "event") {
    const row = db.select().from(events).where(eq(events.id, id)).get();
    return row ? eventOriginal(row) : null;
  }
  const row = db.select().from(pages).where(eq(pages.id, id)).get();
  return row && isEditablePageType(row.type) ? pageOriginal(row, row.type) : null;
}

const kindLists: Record<TranslationKind, string> = {
  article: "/admin",
  event: "/admin/eventi",
  page: "/admin/pagine",
};

const modelRefusals = {
  "no-answer": toasts.noAnswer,
  malformed: toasts.malformed,
  "too-long": toasts.tooLong,
} satisfies Record<Exclude<TranslationAnswer["outcome"], "translated">, Toast>;

/**
 * A post of 'Bozza automatica con l'AI' from an Italian original's editor: `kind` and `id`.
 * The English draft saved, new or over the draft there was: 303 to its editor. Refused (no
 * model configured, no such content, not an Italian original, a translation that is more than
 * a draft, no answer or a malformed one from the model, a database that took no write): 303
 * back to the original's editor (its kind's list when there is none) with a toast saying why,
 * nothing saved. A post naming no content: 400.
 */
export async function handleTranslationDraft(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    throw data(
      { message: translationDraftRequestRefused },
      { status: body.status, headers: refusedBodyHeaders },
    );
  const post = postSchema.safeParse(Object.fromEntries(body.formData));
  if (!post.success) throw data({ message: translationDraftRequestRefused }, { status: 400 });
  const { kind, id } = post.data;

  const original = originalOf(kind, id);
  if (!original) return redirectWithToast(kindLists[kind], toasts.notFound);
  const back = (toast: Toast) => redirectWithToast(original.editor(original.id), toast);
  if (original.language !== "it") return back(toasts.notItalian);
  if (!hasTextModel()) return back(toasts.notConfigured);
  // Asked again in the save: this spares the model a question whose answer could not be kept.
  if (original.translationFixed(db)) return back(toasts.translationExists);

  // The revision the words come from: a first one is kept of an original that has none.
  const fromSeq = latestRevision(original.id) ?? 1;
  const answer = await englishTranslation({ texts: original.texts, slug: original.askSlug });
  if (answer.outcome !== "translated") return back(modelRefusals[answer.outcome]);

  const now = new Date();
  const drafted = await staffWrite(() =>
    saveContent((save, tx) => {
      original.keepBaseline(tx);
      original.setGroup(tx);
      const saved = original.save(save, tx, answer, {
        group: original.group,
        fromSeq,
        userId: user.id,
        now,
      });
      if (saved.outcome === "saved")
        recordActivity(
          tx,
          { action: "translation-drafted", actor: user, subject: original.title },
          now,
        );
      return saved;
    }),
  );
  if (drafted === writeRefused) return back(toasts.notStored);
  if (drafted.outcome === "translation-exists") return back(toasts.translationExists);
  if (drafted.outcome !== "saved") return back(toasts.notStored);
  return redirectWithToast(original.editor(drafted.id), toasts.drafted);
}
