import { parseWithZod } from "@conform-to/zod/v4";
import { data } from "@remix-run/node";
import {
  articleConflict,
  articleFieldMessages,
  articleToasts,
  articleWriteAlerts,
  deleteCauses,
  editorCategories,
} from "~/content/admin-articles";
import { unreadableFormAlerts, type FormAlertContent } from "~/content/form-messages";
import {
  articleCategories,
  articleCounts,
  createArticle,
  deleteArticle,
  findArticle,
  insertSampleArticle,
  listArticlesForAdmin,
  updateArticle,
  type Article,
  type ArticleStatus,
  type SaveResult,
} from "~/utils/articles.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { articleSchema, articleStatusValues } from "~/utils/schemas/article-schema";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";

type Staff = { user: Pick<SessionUser, "id"> };

const isStatus = (value: string | null): value is ArticleStatus => articleStatusValues.some((status) => status === value);

/**
 * The list page: its filters from the address (`q`, `stato`, `categoria`, `pagina`), one
 * page of articles, the counters. A failed read becomes `loadError`, told in the page.
 */
export function articleListPage(request: Request) {
  const params = new URL(request.url).searchParams;
  const status = params.get("stato");
  const query = {
    q: (params.get("q") ?? "").trim().slice(0, 200),
    status: isStatus(status) ? status : null,
    category: params.get("categoria") || null,
    page: Number.parseInt(params.get("pagina") ?? "1", 10) || 1,
  };
  try {
    return {
      loadError: false as const,
      query,
      counts: articleCounts(),
      categories: articleCategories(),
      ...listArticlesForAdmin(query),
    };
  } catch (error) {
    console.error("Errore nel caricamento degli articoli:", error);
    return { loadError: true as const, query };
  }
}

/** The list's one action, 'Inserisci articolo di esempio': idempotent, told by a toast. */
export async function handleArticleListAction(request: Request, { user }: Staff) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) return data({ message: unreadableFormAlerts[body.problem].title }, { status: body.status, headers: refusedBodyHeaders });
  if (body.formData.get("intent") !== "esempio") return data({ message: "Richiesta non valida" }, { status: 400 });
  try {
    const outcome = insertSampleArticle(user.id);
    return redirectWithToast("/admin", outcome === "inserted" ? articleToasts.sampleInserted : articleToasts.samplePresent);
  } catch (error) {
    console.error("Errore durante l'inserimento dell'articolo:", error);
    return redirectWithToast("/admin", articleToasts.sampleFailed);
  }
}

/** The form's starting values: an empty draft, or the stored article. */
function formValues(article: Article | null) {
  return {
    title: article?.title ?? "",
    slug: article?.slug ?? "",
    excerpt: article?.excerpt ?? "",
    content: article?.content ?? "",
    category: article?.category ?? "",
    meta_title: article?.metaTitle ?? "",
    meta_description: article?.metaDescription ?? "",
    keywords: article?.keywords ?? "",
    featured_image_url: article?.featuredImageUrl ?? "",
    status: article?.status ?? "draft",
    updated_at: article ? String(article.updatedAt.getTime()) : "",
  };
}

/** The editor's categories, and the article's own when it came from elsewhere. */
function categoryOptions(current: string | undefined) {
  const list: string[] = [...editorCategories];
  if (current && !list.includes(current)) list.push(current);
  return list;
}

function requireArticle(id: string) {
  const article = findArticle(id);
  if (!article) throw data({ message: "Articolo non trovato" }, { status: 404 });
  return article;
}

/** What the editor opens with: `id` null for a new article. */
export function articleEditorPage(id: string | null) {
  const article = id === null ? null : requireArticle(id);
  return {
    isNew: article === null,
    values: formValues(article),
    categories: categoryOptions(article?.category),
  };
}

/** The other person's version, as the conflict shows it. */
function theirVersion(article: Article) {
  return { ...formValues(article), updatedAt: article.updatedAt.getTime() };
}

export type TheirVersion = ReturnType<typeof theirVersion>;

/**
 * A post of the article form (`id` null: a new article). Valid and saved: 303 to the list
 * with the toast of the button pressed. Otherwise the form again with what was typed: 400
 * with the field errors (the slug's clash among them), 409 with the newer version when
 * someone saved in between, 500 with an alert when the database refused the write.
 */
export async function handleArticleSave(request: Request, { user }: Staff, id: string | null) {
  const existing = id === null ? null : requireArticle(id);
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok) {
    const alert = unreadableFormAlerts[body.problem];
    return data({ result: undefined, alert, conflict: null }, { status: body.status, headers: refusedBodyHeaders });
  }
  const submission = parseWithZod(body.formData, {
    schema: articleSchema(existing?.category),
  });
  const answer = (
    status: number,
    extra: {
      alert?: FormAlertContent;
      conflict?: TheirVersion;
      slugTaken?: boolean;
    } = {},
  ) =>
    data(
      {
        result: submission.reply(extra.slugTaken ? { fieldErrors: { slug: [articleFieldMessages.slugTaken] } } : undefined),
        alert: extra.alert ?? null,
        conflict: extra.conflict ?? null,
      },
      { status },
    );
  if (submission.status !== "success") return answer(400);
  const input = submission.value;
  let result: SaveResult;
  try {
    result = existing ? updateArticle(existing.id, input, input.updated_at) : createArticle(input, user.id);
  } catch (error) {
    console.error(existing ? "Errore durante l'aggiornamento:" : "Errore durante la creazione:", error);
    const alert =
      input.intent !== "save" ? articleWriteAlerts.save : existing ? articleWriteAlerts.update : articleWriteAlerts.create;
    return answer(500, { alert });
  }
  if (result.outcome === "missing") throw data({ message: "Articolo non trovato" }, { status: 404 });
  if (result.outcome === "slug-taken") return answer(400, { slugTaken: true });
  if (result.outcome === "conflict")
    return answer(409, {
      alert: articleConflict.alert,
      conflict: theirVersion(result.current),
    });
  const toast =
    input.intent === "publish"
      ? articleToasts.published
      : input.intent === "draft"
        ? articleToasts.draft
        : existing
          ? articleToasts.updated
          : articleToasts.created;
  return redirectWithToast("/admin", toast);
}

/** The delete confirmation: which article is meant. */
export function articleDeletePage(id: string) {
  const article = requireArticle(id);
  return { id: article.id, title: article.title };
}

/** The delete post, from the confirmation page or the list: back to the list with a toast either way. */
export async function handleArticleDelete(id: string) {
  try {
    if (!deleteArticle(id)) return redirectWithToast("/admin", articleToasts.deleteFailed(deleteCauses.missing));
  } catch (error) {
    console.error("Errore durante l'eliminazione:", error);
    return redirectWithToast("/admin", articleToasts.deleteFailed(deleteCauses.refused));
  }
  return redirectWithToast("/admin", articleToasts.deleted);
}
