import { data } from "@remix-run/node";
import { unreadableFormAlerts, type FormAlertContent } from "~/components/form-messages";
import {
  articleRevisionAlerts,
  articleRevisionToasts,
  articleRevisionsPage as t,
  deletedArticlesPage as d,
  deletedArticleAlerts,
  deletedArticleToasts,
  revisionSourceLabels,
} from "~/features/articles/content/admin-articles";
import type { ArticleInput } from "~/features/articles/article-schema";
import { findArticle, updateArticle, type Article } from "~/features/articles/articles.server";
import {
  listDeletedArticles,
  restoreDeletedArticle,
} from "~/features/articles/deleted-articles.server";
import { bodyDiff, fieldChanges, type ShownField } from "~/features/articles/revision-diff";
import type { ArticleVersion } from "~/features/articles/revision-store";
import {
  byUser,
  latestRevision,
  listRevisions,
  readRevision,
  type RevisionListing,
} from "~/features/articles/revisions.server";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { staffWrite, writeRefused } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { retryLaterHeaders } from "~/utils/headers";
import { redirectWithToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

type Staff = { user: { id: string } };

export const revisionsPath = (id: string) => `/admin/articoli/${id}/revisioni`;
export const deletedArticlesPath = "/admin/articoli/eliminati";

/** Moments as the agency's clock has them: `27 nov 2026, 10:30`. */
const moment = new Intl.DateTimeFormat("it-IT", {
  dateStyle: "medium",
  timeStyle: "short",
  timeZone: "Europe/Rome",
});
const timeOfDay = new Intl.DateTimeFormat("it-IT", { timeStyle: "short", timeZone: "Europe/Rome" });

function authorLabel(revision: RevisionListing) {
  const { author } = revision;
  if (author.kind === "token") return t.token(author.name ?? "?");
  if (author.kind === "user") return author.name ?? t.goneAccount;
  // A revision by the site that was not the site's own: its author's account is gone.
  return revision.source === "schedule" || revision.source === "baseline" ? t.site : t.goneAccount;
}

function shownRevision(revision: RevisionListing) {
  const folded = revision.firstSavedAt.getTime() !== revision.savedAt.getTime();
  return {
    seq: revision.seq,
    savedAt: moment.format(revision.savedAt),
    folded: folded ? t.folded(timeOfDay.format(revision.firstSavedAt)) : null,
    author: authorLabel(revision),
    source: revisionSourceLabels[revision.source],
    added: revision.added,
    removed: revision.removed,
  };
}

/** A revision number from the address, or null. */
function seqParam(value: string | null) {
  return value && /^\d{1,9}$/.test(value) ? Number(value) : null;
}

function comparison(id: string, from: number, to: number, shown?: readonly ShownField[]) {
  const before = readRevision(id, from);
  const after = readRevision(id, to);
  if (!before || !after) return null;
  return {
    from,
    to,
    fields: fieldChanges(before.fields, after.fields, shown),
    body: bodyDiff(before.content, after.content),
  };
}

function requireArticle(id: string) {
  const article = findArticle(id);
  if (!article) throw data({ message: "Articolo non trovato" }, { status: 404 });
  return article;
}

/** Versions listed on one page of the revisions list. */
export const REVISIONS_PER_PAGE = 50;

/**
 * The revisions page: a page of the list, newest first (`?pagina=2`), and the comparison the
 * address asks for (`?da=3&a=7`), by default the latest version against the one before it.
 * Revisions are numbered from 1 without gaps, so the latest number is also their count.
 */
export function articleRevisionsPageData(id: string, url: URL) {
  return revisionsPageData(requireArticle(id), url);
}

/**
 * The revisions page of any kind of content (`shown`: the fields its comparison lists, an
 * article's by default).
 */
export function revisionsPageData(
  content: { id: string; title: string; updatedAt: Date },
  url: URL,
  shown?: readonly ShownField[],
) {
  const { id } = content;
  const latest = latestRevision(id);
  const exists = (seq: number | null): seq is number =>
    seq !== null && latest !== null && seq >= 1 && seq <= latest;
  const askedTo = seqParam(url.searchParams.get("a"));
  const to = exists(askedTo) ? askedTo : latest;
  const askedFrom = seqParam(url.searchParams.get("da"));
  const from = exists(askedFrom) ? askedFrom : to !== null && exists(to - 1) ? to - 1 : null;
  const pageCount = Math.max(1, Math.ceil((latest ?? 0) / REVISIONS_PER_PAGE));
  const page = Math.min(seqParam(url.searchParams.get("pagina")) ?? 1, pageCount) || 1;
  const revisions = listRevisions(id, {
    limit: REVISIONS_PER_PAGE,
    offset: (page - 1) * REVISIONS_PER_PAGE,
  });
  return {
    article: { id, title: content.title, updatedAt: content.updatedAt.getTime() },
    revisions: revisions.map(shownRevision),
    latest,
    page,
    pageCount,
    compared: from !== null && to !== null && from !== to ? comparison(id, from, to, shown) : null,
  };
}

/** The form the editor would post to give `article` the content of `version`. */
function restoredInput(article: Article, version: ArticleVersion): ArticleInput {
  const field = (name: string) => {
    const value = version.fields[name];
    return typeof value === "string" ? value : "";
  };
  return {
    title: field("title"),
    slug: field("slug"),
    excerpt: field("excerpt"),
    content: version.content,
    category: field("category"),
    meta_title: field("metaTitle") || field("title"),
    meta_description: field("metaDescription"),
    keywords: field("keywords"),
    featured_image_url: field("featuredImageUrl"),
    featured_image_initial: article.featuredImageUrl ?? "",
    // What is restored is the writing; whether and when it is on the blog stays as it is.
    status: article.status,
    publishAt: article.status === "scheduled" ? article.publishedAt : null,
    unpublishAt: article.unpublishAt,
    publish_at: "",
    unpublish_at: "",
    updated_at: article.updatedAt.getTime(),
    intent: "save",
  };
}

type RevisionsAnswer = { alert: FormAlertContent };

const refusal = (status: number, alert: FormAlertContent, headers?: HeadersInit) =>
  data<RevisionsAnswer>({ alert }, { status, headers });

/**
 * 'Ripristina questa versione': the chosen revision saved again as the newest, through the
 * editor's save and its version check, so a save made since the page was opened is never
 * overwritten unseen. Back to the page with a toast, or the page again with an alert.
 */
export async function handleRevisionRestore(request: Request, id: string, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  if (!body.ok) return refusal(body.status, unreadableFormAlerts[body.problem], refusedBodyHeaders);
  const form = body.formData;
  const article = requireArticle(id);
  const seq = seqParam(String(form.get("seq") ?? ""));
  const base = Number(form.get("updated_at"));
  const version = seq === null ? null : readRevision(id, seq);
  if (seq === null || !version) return refusal(404, articleRevisionAlerts.missing);
  let result;
  try {
    result = await staffWrite(() =>
      updateArticle(
        article,
        restoredInput(article, version),
        Number.isInteger(base) ? base : undefined,
        byUser(user.id, "restore"),
      ),
    );
  } catch (error) {
    logger.error({ err: error }, "Errore durante il ripristino della revisione:");
    return refusal(500, articleRevisionAlerts.notStored);
  }
  if (result === writeRefused)
    return refusal(503, articleRevisionAlerts.notStored, retryLaterHeaders);
  if (result.outcome === "conflict") return refusal(409, articleRevisionAlerts.conflict);
  if (result.outcome === "slug-taken") return refusal(409, articleRevisionAlerts.slugTaken);
  if (result.outcome !== "saved") return refusal(404, articleRevisionAlerts.missing);
  return redirectWithToast(revisionsPath(id), articleRevisionToasts.restored(seq));
}

/** The deleted articles page: what can still be restored, and until when. */
export function deletedArticlesPageData(now = new Date()) {
  return {
    articles: listDeletedArticles(now).map((row) => ({
      id: row.id,
      title: row.title,
      status: articleStatusLabels[row.status],
      deletedAt: moment.format(row.deletedAt),
      deletedBy: row.deletedByName || row.deletedByEmail || d.goneAccount,
      purgeAt: moment.format(row.purgeAt),
    })),
  };
}

/**
 * 'Ripristina come bozza': back to the list of articles with a toast saying where it is. One
 * deleted more than 30 days ago is refused with a 410 and the page's alert, nothing changed.
 */
export async function handleDeletedArticleRestore(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.publicForm);
  const id = body.ok ? String(body.formData.get("id") ?? "") : "";
  let result;
  try {
    result = await staffWrite(() => restoreDeletedArticle(id, user.id));
  } catch (error) {
    logger.error({ err: error }, "Errore durante il ripristino dell'articolo:");
    result = writeRefused;
  }
  if (result === writeRefused)
    return redirectWithToast(deletedArticlesPath, deletedArticleToasts.refused);
  if (result.outcome === "missing")
    return redirectWithToast(deletedArticlesPath, deletedArticleToasts.missing);
  if (result.outcome === "expired") return refusal(410, deletedArticleAlerts.expired(result.title));
  return redirectWithToast(
    "/admin",
    result.slugTakenBy
      ? deletedArticleToasts.restoredElsewhere(result.title, result.slugTakenBy, result.slug)
      : deletedArticleToasts.restored(result.title),
  );
}
