import { and, eq, inArray, isNull, max, sql } from "drizzle-orm";
import { alias } from "drizzle-orm/sqlite-core";
import { articleRevisions, articles } from "../../../db/schema";
import { saveContent } from "~/features/articles/content-save.server";
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

/** The Italian original of an English article, or null when it has none (any more). */
export function originalOf(translation: Pick<Article, "translationGroup" | "language">) {
  if (translation.language === "it" || translation.translationGroup === null) return null;
  return (
    db
      .select()
      .from(articles)
      .where(and(eq(articles.id, translation.translationGroup), eq(articles.language, "it")))
      .get() ?? null
  );
}

/** The English translation of an Italian article, or null. */
export function englishOf(original: Pick<Article, "id" | "translationGroup">) {
  return (
    db
      .select()
      .from(articles)
      .where(
        and(
          eq(articles.language, "en"),
          eq(articles.translationGroup, translationGroupOf(original)),
        ),
      )
      .get() ?? null
  );
}

/** Whether a text model is configured, as the quick import asks it: it may draft a translation. */
export function canDraftTranslation() {
  const { AI_API_URL, AI_API_KEY } = getEnv();
  return Boolean(AI_API_URL && AI_API_KEY);
}

/** What an article's editor shows of its translation, beside the form. */
export function translationPanel(article: Article) {
  if (article.language === "it") {
    const english = englishOf(article);
    return {
      kind: "original" as const,
      translation: english && {
        id: english.id,
        status: english.status,
        stale: isStale(english, currentRevision(article.id)),
      },
      canDraft: canDraftTranslation(),
    };
  }
  const original = originalOf(article);
  return {
    kind: "translation" as const,
    original: original && {
      id: original.id,
      title: original.title,
      excerpt: original.excerpt,
      content: original.content,
    },
    stale: original ? isStale(article, currentRevision(original.id)) : false,
  };
}

export type TranslationPanel = ReturnType<typeof translationPanel>;

/**
 * The English articles among `ids`, each with whether its original has changed since it was
 * saved: the staff list marks them. Read apart from the list's own query, which its index
 * answers alone (decision 0250).
 */
export function englishMarks(ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { stale: boolean }>();
  const original = alias(articles, "original");
  const rows = db
    .select({
      id: articles.id,
      translatedFromSeq: articles.translatedFromSeq,
      originalSeq: sql<number | null>`(select max(r.seq) from article_revisions r
        where r.article_id = ${original.id})`,
    })
    .from(articles)
    .leftJoin(
      original,
      and(eq(original.id, articles.translationGroup), eq(original.language, "it")),
    )
    .where(and(eq(articles.language, "en"), inArray(articles.id, [...ids])))
    .all();
  return new Map(
    rows.map((row) => [
      row.id,
      { stale: row.originalSeq !== null && isStale(row, row.originalSeq) },
    ]),
  );
}

export type TranslationCreated =
  | { outcome: "created"; id: string }
  | { outcome: "exists"; id: string }
  | { outcome: "not-italian" };

/**
 * Starts an Italian article's English translation: a draft copy of it in English, through the
 * one save path, in the original's group (the original's row is given the group's name when
 * it had none; the group is none of its versions' fields, so that writes no revision), made
 * from its current revision, under its slug until the translator gives it an English one.
 */
export function createEnglishTranslation(original: Article, saving: Saving, now = new Date()) {
  if (original.language !== "it") return { outcome: "not-italian" } as const;
  const group = translationGroupOf(original);
  return saveContent((save, tx): TranslationCreated => {
    const existing = tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.language, "en"), eq(articles.translationGroup, group)))
      .get();
    if (existing) return { outcome: "exists", id: existing.id };
    tx.update(articles)
      .set({ translationGroup: group })
      .where(and(eq(articles.id, original.id), isNull(articles.translationGroup)))
      .run();
    const {
      id: _id,
      createdAt: _created,
      updatedAt: _updated,
      publishedAt: _published,
      unpublishAt: _unpublish,
      ...columns
    } = original;
    const saved = save({
      kind: "article",
      create: {
        ...columns,
        language: "en",
        translationGroup: group,
        translatedFromSeq: currentRevision(original.id, tx),
        status: "draft",
      },
      takenSlug: "next-free",
      saving,
      now,
    });
    if (saved.outcome !== "saved")
      throw new Error(`English translation not saved: ${saved.outcome}`);
    return { outcome: "created", id: saved.row.id };
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
