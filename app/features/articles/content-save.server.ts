import { and, eq } from "drizzle-orm";
import { articles, events, pages } from "../../../db/schema";
import type { StaffAction } from "~/utils/activity.server";
import { db, insertedRow, isInTransaction, type DbOrTx } from "~/utils/db.server";
import {
  emitDomainEvent,
  type ArticleChange,
  type EventChange,
  type PageChange,
} from "~/utils/domain-events.server";
import { articleLimits } from "~/features/articles/article-schema";
import { isBlogPageSlug, uniqueSlug } from "~/features/articles/slug";
import {
  announceImageDescribed,
  describeImage,
  uploadedImageName,
} from "~/features/articles/uploaded-images.server";
import {
  announceRedirects,
  followArticleAddress,
  followEventAddress,
  followPageAddress,
} from "~/features/redirects/redirects.server";
import {
  articleVersion,
  eventVersion,
  keepBaseline,
  pageVersion,
  keepRevision,
  type Saving,
} from "~/features/articles/revisions.server";
import {
  recordArticleRemoval,
  recordArticleSave,
} from "~/features/articles/article-activity.server";

/**
 * The one way content is saved (decision 0256): the row, its revision, the activity log's
 * entry, its address (the redirects it takes back or moves), in one transaction, then the
 * events that tell the server what changed. Every writer of a kind of content comes here:
 * the editor and its autosave, the imports, the sheet, the schedule and the restores; the
 * events' editor, their schedule and their restores (decision 0264); the pages' content
 * (decision 0266).
 */

type ArticleRow = typeof articles.$inferSelect;
/** An article's own columns: its times are the save's. */
type ArticleColumns = Omit<typeof articles.$inferInsert, "createdAt" | "updatedAt">;

type ArticleWrite =
  | {
      create: ArticleColumns;
      /**
       * A slug another article or a page of the blog has: refused, or the first free one of
       * `slug-2`, `slug-3`… Either is decided inside the write lock, so no other save takes
       * the slug between the check and the insert.
       */
      takenSlug: "refuse" | "next-free";
      /** A deleted article back under its id: the log says restored, not created. */
      restored?: boolean;
    }
  | {
      update: Partial<ArticleColumns>;
      /**
       * The article as the caller read it. Only that version is written over, so of two saves
       * from one version one is written; `draftOnly` (the autosave) writes only over a draft.
       */
      over: ArticleRow;
      draftOnly?: boolean;
    };

export type ArticleSave = {
  kind: "article";
  /** Where the version comes from and who made it: its revision and its log entry say so. */
  saving: Saving;
  now: Date;
  /** The cover as the form gave it: its alternative text is the image's (decision 0214). */
  cover?: { url: string; alt?: string; title: string };
} & ArticleWrite;

type EventRow = typeof events.$inferSelect;
/** An event's own columns: its times are the save's. */
type EventColumns = Omit<typeof events.$inferInsert, "createdAt" | "updatedAt">;

export type EventSave = {
  kind: "event";
  saving: Saving;
  now: Date;
  cover?: { url: string; alt?: string; title: string };
  /** What the log records of this save besides its publication: cancelled, moved. */
  also?: StaffAction[];
} & (
  { create: EventColumns; takenSlug: "refuse" } | { update: Partial<EventColumns>; over: EventRow }
);

type PageRow = typeof pages.$inferSelect;
type PageColumns = Omit<typeof pages.$inferInsert, "createdAt" | "updatedAt">;

/**
 * A piece of the marketing pages' content (decision 0266): its fields already checked by its
 * type's schema. `address` is where its type shows it in a language, null for content with no
 * page of its own (a testimonial): a published address that changes leaves a 301.
 */
export type PageSave = {
  kind: "page";
  saving: Saving;
  now: Date;
  address: (slug: string, language: "it" | "en") => string | null;
} & (
  { create: PageColumns; takenSlug: "refuse" } | { update: Partial<PageColumns>; over: PageRow }
);

/** A save of one kind of content, told apart by `kind`: each kind adds its member here. */
export type ContentSave = ArticleSave | EventSave | PageSave;

type Unsaved =
  | { outcome: "slug-taken" }
  /** An update whose version was no longer there: changed, deleted, or no longer a draft. */
  | { outcome: "unmatched" };

export type ArticleSaved = { outcome: "saved"; kind: "article"; row: ArticleRow } | Unsaved;
export type EventSaved = { outcome: "saved"; kind: "event"; row: EventRow } | Unsaved;
export type PageSaved = { outcome: "saved"; kind: "page"; row: PageRow } | Unsaved;
export type ContentSaved = ArticleSaved | EventSaved | PageSaved;

/** Saves one piece of content in the transaction `saveContent` opened. */
export type ContentSaver = {
  (content: ArticleSave): ArticleSaved;
  (content: EventSave): EventSaved;
  (content: PageSave): PageSaved;
};

/** What a committed save tells, once its transaction is over. */
type Announcement = {
  redirected: string[];
  described: string | null;
  change:
    | { kind: "article"; change: ArticleChange }
    | { kind: "event"; change: EventChange }
    | { kind: "page"; change: PageChange };
};

/** Whether an article in `language` already has `slug`, or the blog uses it. */
const slugTakenIn = (tx: DbOrTx, language: "it" | "en") => (slug: string) =>
  isBlogPageSlug(slug) ||
  Boolean(
    tx
      .select({ id: articles.id })
      .from(articles)
      .where(and(eq(articles.language, language), eq(articles.slug, slug)))
      .get(),
  );

const isSlugClash = (error: unknown) =>
  error instanceof Error &&
  "code" in error &&
  error.code === "SQLITE_CONSTRAINT_UNIQUE" &&
  ["articles.slug", "events.slug", "pages.slug"].some((column) => error.message.includes(column));

/**
 * The cover's alternative text: the text given with it (the editor's), or else, for an image
 * the site fetched or made and that has none, the title (decision 0214). The name of an image
 * whose text changed.
 */
function describeCover(tx: DbOrTx, cover: NonNullable<ArticleSave["cover"]>) {
  const name = uploadedImageName(cover.url);
  if (name === null) return null;
  const changed = cover.alt
    ? describeImage(tx, name, cover.alt)
    : describeImage(tx, name, cover.title, { onlySiteImageWithout: true });
  return changed ? name : null;
}

/** The row as written, or null when the save wrote none. */
function writeRow(tx: DbOrTx, save: ArticleSave): ArticleRow | null {
  if ("create" in save) {
    const wanted = save.create.slug;
    // Inside the immediate transaction no other writer can take the slug before the insert.
    const isTaken = slugTakenIn(tx, save.create.language ?? "it");
    const slug =
      save.takenSlug === "next-free" ? uniqueSlug(wanted, isTaken, articleLimits.slug) : wanted;
    if (save.takenSlug === "refuse" && isTaken(slug)) return null;
    return insertedRow(
      tx
        .insert(articles)
        .values({ ...save.create, slug, createdAt: save.now, updatedAt: save.now })
        .returning()
        .all(),
    );
  }
  const { over } = save;
  // An editor's form opened on the previous version must see this one as newer, even when
  // two saves fall within one millisecond.
  const updatedAt = new Date(Math.max(save.now.getTime(), over.updatedAt.getTime() + 1));
  const [saved] = tx
    .update(articles)
    .set({ ...save.update, updatedAt })
    .where(
      and(
        eq(articles.id, over.id),
        eq(articles.updatedAt, over.updatedAt),
        save.draftOnly ? eq(articles.status, "draft") : undefined,
      ),
    )
    .returning()
    .all();
  return saved ?? null;
}

function writeArticle(tx: DbOrTx, save: ArticleSave): [ContentSaved, Announcement | null] {
  const row = writeRow(tx, save);
  if (!row) return [{ outcome: "create" in save ? "slug-taken" : "unmatched" }, null];
  const before = "over" in save ? save.over : null;
  // An article written before revisions were kept gets its old version first.
  if (before) keepBaseline(tx, articleVersion(before), before.updatedAt);
  keepRevision(tx, articleVersion(row), save.saving, row.updatedAt);
  if ("create" in save && save.restored)
    recordArticleRemoval(tx, "article-restored", save.saving.author, row.title, row.updatedAt);
  else
    recordArticleSave(
      tx,
      save.saving.author,
      { title: row.title, before: before?.status ?? null, after: row.status },
      row.updatedAt,
    );
  const described = save.cover ? describeCover(tx, save.cover) : null;
  // Each language's address leaves its own 301 when a published slug changes (decision 0291).
  const redirected = followArticleAddress(
    tx,
    before && { slug: before.slug, status: before.status },
    { slug: row.slug, status: row.status },
    save.now,
    row.language,
  );
  const change = {
    id: row.id,
    slug: row.slug,
    language: row.language,
    before: before?.status ?? null,
    after: row.status,
  };
  return [
    { outcome: "saved", kind: "article", row },
    { redirected, described, change: { kind: "article", change } },
  ];
}

/** The event as written, or null when the save wrote none: its slug is free in its language. */
function writeEventRow(tx: DbOrTx, save: EventSave): EventRow | null {
  if ("create" in save) {
    const language = save.create.language ?? "it";
    const taken = tx
      .select({ id: events.id })
      .from(events)
      .where(and(eq(events.language, language), eq(events.slug, save.create.slug)))
      .get();
    if (taken) return null;
    return insertedRow(
      tx
        .insert(events)
        .values({ ...save.create, createdAt: save.now, updatedAt: save.now })
        .returning()
        .all(),
    );
  }
  const { over } = save;
  const updatedAt = new Date(Math.max(save.now.getTime(), over.updatedAt.getTime() + 1));
  const [saved] = tx
    .update(events)
    .set({ ...save.update, updatedAt })
    .where(and(eq(events.id, over.id), eq(events.updatedAt, over.updatedAt)))
    .returning()
    .all();
  return saved ?? null;
}

function writeEvent(tx: DbOrTx, save: EventSave): [EventSaved, Announcement | null] {
  const row = writeEventRow(tx, save);
  if (!row) return [{ outcome: "create" in save ? "slug-taken" : "unmatched" }, null];
  const before = "over" in save ? save.over : null;
  if (before) keepBaseline(tx, eventVersion(before), before.updatedAt);
  keepRevision(tx, eventVersion(row), save.saving, row.updatedAt);
  recordArticleSave(
    tx,
    save.saving.author,
    {
      title: row.title,
      before: before?.status ?? null,
      after: row.status,
      kind: "event",
      also: save.also,
    },
    row.updatedAt,
  );
  const described = save.cover ? describeCover(tx, save.cover) : null;
  const redirected = followEventAddress(
    tx,
    before && { slug: before.slug, status: before.status },
    { slug: row.slug, status: row.status },
    save.now,
    row.language,
  );
  return [
    { outcome: "saved", kind: "event", row },
    {
      redirected,
      described,
      change: { kind: "event", change: { id: row.id, slug: row.slug, reason: "saved" } },
    },
  ];
}

/** The page as written, or null when the save wrote none: its slug is free in its type and language. */
function writePageRow(tx: DbOrTx, save: PageSave): PageRow | null {
  if ("create" in save) {
    const { type, slug, language = "it" } = save.create;
    const taken = tx
      .select({ id: pages.id })
      .from(pages)
      .where(and(eq(pages.type, type), eq(pages.language, language), eq(pages.slug, slug)))
      .get();
    if (taken) return null;
    return insertedRow(
      tx
        .insert(pages)
        .values({ ...save.create, createdAt: save.now, updatedAt: save.now })
        .returning()
        .all(),
    );
  }
  const { over } = save;
  const updatedAt = new Date(Math.max(save.now.getTime(), over.updatedAt.getTime() + 1));
  const [saved] = tx
    .update(pages)
    .set({ ...save.update, updatedAt })
    .where(and(eq(pages.id, over.id), eq(pages.updatedAt, over.updatedAt)))
    .returning()
    .all();
  return saved ?? null;
}

function writePage(tx: DbOrTx, save: PageSave): [PageSaved, Announcement | null] {
  const row = writePageRow(tx, save);
  if (!row) return [{ outcome: "create" in save ? "slug-taken" : "unmatched" }, null];
  const before = "over" in save ? save.over : null;
  if (before) keepBaseline(tx, pageVersion(before), before.updatedAt);
  keepRevision(tx, pageVersion(row), save.saving, row.updatedAt);
  recordArticleSave(
    tx,
    save.saving.author,
    { title: row.title, before: before?.status ?? null, after: row.status, kind: "page" },
    row.updatedAt,
  );
  const path = (slug: string) => save.address(slug, row.language);
  const redirected =
    path(row.slug) === null
      ? []
      : followPageAddress(
          tx,
          (slug) => path(slug) ?? "",
          before && { slug: before.slug, status: before.status },
          { slug: row.slug, status: row.status },
          save.now,
        );
  const { id, type, slug, language } = row;
  return [
    { outcome: "saved", kind: "page", row },
    { redirected, described: null, change: { kind: "page", change: { id, type, slug, language } } },
  ];
}

function writeContent(tx: DbOrTx, save: ContentSave): [ContentSaved, Announcement | null] {
  try {
    if (save.kind === "page") return writePage(tx, save);
    return save.kind === "event" ? writeEvent(tx, save) : writeArticle(tx, save);
  } catch (error) {
    // Another article has the slug: the unique index refuses it. Only an update that matched
    // the version read gets that far, so a conflict is told before a taken slug. The row is
    // the save's first write, so a refused one leaves nothing of it and the transaction goes on.
    if (isSlugClash(error)) return [{ outcome: "slug-taken" }, null];
    throw error;
  }
}

function announce(saves: Announcement[]) {
  announceRedirects(saves.flatMap((save) => save.redirected));
  for (const { described } of saves) if (described) announceImageDescribed(described);
  for (const { change } of saves)
    if (change.kind === "event") emitDomainEvent("eventChanged", change.change);
    else if (change.kind === "page") emitDomainEvent("pageChanged", change.change);
    else emitDomainEvent("articleChanged", change.change);
}

/**
 * Runs `work` in one immediate transaction, with `save` to save content in it, as many times
 * as it needs, among its other writes: all of them are stored, or, when `work` throws, none.
 * Only once the transaction has committed are the saves' events emitted, in their order.
 */
export function saveContent<T>(work: (save: ContentSaver, tx: DbOrTx) => T): T {
  // The events wait for the commit of the transaction this one opens, not of an outer one.
  if (isInTransaction()) throw new Error("Content is saved in a transaction of its own");
  const saved: Announcement[] = [];
  const result = db.transaction(
    (tx) => {
      const save = ((content: ContentSave) => {
        const [outcome, announcement] = writeContent(tx, content);
        if (announcement) saved.push(announcement);
        return outcome;
      }) as ContentSaver;
      return work(save, tx);
    },
    { behavior: "immediate" },
  );
  announce(saved);
  return result;
}
