import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { articleRevisions, articles, events } from "../../../db/schema";
import { type ContentSaver, saveContent } from "~/features/articles/content-save.server";
import type { Saving } from "~/features/articles/revisions.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";

/**
 * An article's translations (decisions 0264, 0294): one row per language, sharing a
 * translation group named by the Italian original's id. A translation remembers the
 * original's revision it was made from (`translated_from_seq`); once the original has a newer
 * one, the translation is to be brought up to date.
 */

type Article = typeof articles.$inferSelect;

/** The kinds of content translated as articles are: a row per language in a group. */
const translatable = { article: articles, event: events } as const;
export type TranslatableKind = keyof typeof translatable;
type RowOf<K extends TranslatableKind> = (typeof translatable)[K]["$inferSelect"];
type Translatable = Pick<Article, "id" | "language" | "translationGroup" | "translatedFromSeq">;

/**
 * The table of `kind`, typed as the articles' one: the columns a translation is read by (id,
 * language, group, revision followed) are the same in both, and rows read through it are given
 * back as the kind's own.
 */
const tableOf = (kind: TranslatableKind) => translatable[kind] as unknown as typeof articles;

/** The group an article belongs to: the original's id, whether or not its row holds it yet. */
export const translationGroupOf = (row: Pick<Article, "id" | "translationGroup">) =>
  row.translationGroup ?? row.id;

/**
 * The number of the original's newest revision, 0 for one written before revisions were kept
 * (its first save keeps that version as revision 1, and its own as 2).
 */
export function currentRevision(articleId: string, tx: DbOrTx = db) {
  return (
    tx
      .select({ seq: max(articleRevisions.seq) })
      .from(articleRevisions)
      .where(eq(articleRevisions.articleId, articleId))
      .get()?.seq ?? 0
  );
}

/** Whether the original has changed since the translation was last saved. */
export const isStale = (translation: Pick<Article, "translatedFromSeq">, originalSeq: number) =>
  originalSeq > (translation.translatedFromSeq ?? 0);

/** The Italian original of an English `kind` row, or null when it has none (any more). */
export function originalIn<K extends TranslatableKind>(
  kind: K,
  translation: Pick<Article, "translationGroup" | "language">,
  tx: DbOrTx = db,
) {
  if (translation.language === "it" || translation.translationGroup === null) return null;
  const table = tableOf(kind);
  const row = tx
    .select()
    .from(table)
    .where(and(eq(table.id, translation.translationGroup), eq(table.language, "it")))
    .get();
  return (row as RowOf<K> | undefined) ?? null;
}

/** The English translation of an Italian `kind` row, or null. */
export function englishIn<K extends TranslatableKind>(
  kind: K,
  original: Pick<Article, "id" | "translationGroup">,
  tx: DbOrTx = db,
) {
  const table = tableOf(kind);
  const row = tx
    .select()
    .from(table)
    .where(and(eq(table.language, "en"), eq(table.translationGroup, translationGroupOf(original))))
    .get();
  return (row as RowOf<K> | undefined) ?? null;
}

/** The Italian original of an English article, or null when it has none (any more). */
export const originalOf = (translation: Pick<Article, "translationGroup" | "language">) =>
  originalIn("article", translation);

/** The English translation of an Italian article, or null. */
export const englishOf = (original: Pick<Article, "id" | "translationGroup">) =>
  englishIn("article", original);

/** Whether a text model is configured, as the quick import asks it: it may draft a translation. */
export function canDraftTranslation() {
  const { AI_API_URL, AI_API_KEY } = getEnv();
  return Boolean(AI_API_URL && AI_API_KEY);
}

/**
 * What a `kind` row's editor shows of its translation, beside the form: for an original, its
 * translation's state; for a translation, its original's words (`more` adds the kind's own).
 */
export function translationPanelOf<K extends TranslatableKind, More extends object>(
  kind: K,
  row: RowOf<K> & Translatable,
  more: (original: RowOf<K>) => More,
) {
  if (row.language === "it") {
    const english = englishIn(kind, row);
    return {
      kind: "original" as const,
      translation: english && {
        id: english.id,
        status: english.status,
        stale: isStale(english, currentRevision(row.id)),
      },
      canDraft: canDraftTranslation(),
    };
  }
  const original = originalIn(kind, row);
  return {
    kind: "translation" as const,
    original: original && {
      id: original.id,
      title: original.title,
      excerpt: original.excerpt,
      content: original.content,
      ...more(original),
    },
    stale: original ? isStale(row, currentRevision(original.id)) : false,
  };
}

/** What an article's editor shows of its translation, beside the form. */
export const translationPanel = (article: Article) =>
  translationPanelOf("article", article, () => ({}));

export type TranslationPanel = ReturnType<typeof translationPanel>;

/**
 * The English `kind` rows among `ids`, each with whether its original has changed since it was
 * saved: the staff lists mark them. Read apart from a list's own query, which its index
 * answers alone (decision 0250).
 */
export function englishMarksOf(kind: TranslatableKind, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { stale: boolean }>();
  const table = tableOf(kind);
  const original = alias(table, "original");
  const rows = db
    .select({
      id: table.id,
      translatedFromSeq: table.translatedFromSeq,
      originalSeq: sql<number | null>`(select max(r.seq) from article_revisions r
        where r.article_id = ${original.id})`,
    })
    .from(table)
    .leftJoin(original, and(eq(original.id, table.translationGroup), eq(original.language, "it")))
    .where(and(eq(table.language, "en"), inArray(table.id, [...ids])))
    .all();
  return new Map(
    rows.map((row) => [
      row.id,
      { stale: row.originalSeq !== null && isStale(row, row.originalSeq) },
    ]),
  );
}

/** The English articles among `ids`, each with whether its original has changed since. */
export const englishMarks = (ids: readonly string[]) => englishMarksOf("article", ids);

/** The columns of the English copy of a `kind` row, before its kind adds its own. */
export type EnglishCopy<K extends TranslatableKind> = Omit<
  RowOf<K>,
  "id" | "createdAt" | "updatedAt" | "publishedAt" | "unpublishAt"
> & { language: "en"; translationGroup: string; translatedFromSeq: number; status: "draft" };

/**
 * Starts an Italian `kind` row's English translation: a draft copy of it in English, through
 * the one save path (`saveCopy` saves it as its kind does and gives back its id, or throws to
 * undo it all), in the original's group (the original's row is given the group's name when it
 * had none; the group is none of its versions' fields, so that writes no revision), made from
 * its current revision. An existing translation is given back instead.
 */
export function createEnglishCopy<K extends TranslatableKind>(
  kind: K,
  original: RowOf<K> & Translatable,
  saveCopy: (save: ContentSaver, copy: EnglishCopy<K>) => string,
) {
  const group = translationGroupOf(original);
  const table = tableOf(kind);
  return saveContent((save, tx) => {
    const existing = englishIn(kind, original, tx);
    if (existing) return { outcome: "exists" as const, id: existing.id };
    tx.update(table)
      .set({ translationGroup: group })
      .where(and(eq(table.id, original.id), isNull(table.translationGroup)))
      .run();
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      publishedAt: _published,
      unpublishAt: _unpublish,
      ...columns
    } = original;
    const copy = {
      ...columns,
      language: "en",
      translationGroup: group,
      translatedFromSeq: currentRevision(original.id, tx),
      status: "draft",
    } as EnglishCopy<K>;
    return { outcome: "created" as const, id: saveCopy(save, copy) };
  });
}

export type TranslationCreated =
  | { outcome: "created"; id: string }
  | { outcome: "exists"; id: string }
  | { outcome: "not-italian" };

/**
 * Starts an Italian article's English translation, under its slug until the translator gives
 * it an English one.
 */
export function createEnglishTranslation(
  original: Article,
  saving: Saving,
  now = new Date(),
): TranslationCreated {
  if (original.language !== "it") return { outcome: "not-italian" };
  return createEnglishCopy("article", original, (save, copy) => {
    const saved = save({ kind: "article", create: copy, takenSlug: "next-free", saving, now });
    if (saved.outcome !== "saved")
      throw new Error(`English translation not saved: ${saved.outcome}`);
    return saved.row.id;
  });
}

/**
 * What saving an English article writes besides its fields: the original's current revision,
 * which the translation now follows (it is up to date again). Nothing for an Italian article.
 */
export function followedRevision(
  article: Pick<Article, "language" | "translationGroup">,
  tx: DbOrTx,
) {
  if (article.language !== "en" || article.translationGroup === null) return {};
  return { translatedFromSeq: currentRevision(article.translationGroup, tx) };
}
