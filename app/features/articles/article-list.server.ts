import { data } from "@remix-run/node";
import { englishMarks } from "~/features/articles/article-translations.server";
import { articleToasts } from "~/features/articles/content/admin-articles";
import { unreadableFormAlerts } from "~/components/form-messages";
import {
  articleCategories,
  articleCounts,
  insertSampleArticle,
  listArticlesForAdmin,
  type ArticleStatus,
} from "~/features/articles/articles.server";
import { staffWriteWait, writeWhenUnlocked } from "~/utils/db.server";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { articleStatusValues } from "~/features/articles/article-schema";
import type { SessionUser } from "~/utils/session.server";
import { redirectWithToast } from "~/utils/toast.server";
import { logger } from "~/utils/logger.server";

const isStatus = (value: string | null): value is ArticleStatus =>
  articleStatusValues.some((status) => status === value);

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
    const listed = listArticlesForAdmin(query);
    const marks = englishMarks(listed.articles.map((article) => article.id));
    return {
      loadError: false as const,
      query,
      counts: articleCounts(),
      categories: articleCategories(),
      ...listed,
      articles: listed.articles.map((article) => ({
        ...article,
        english: marks.get(article.id) ?? null,
      })),
    };
  } catch (error) {
    logger.error({ err: error }, "Errore nel caricamento degli articoli:");
    return { loadError: true as const, query };
  }
}

/** The list's one action, 'Inserisci articolo di esempio': idempotent, told by a toast. */
export async function handleArticleListAction(
  request: Request,
  { user }: { user: Pick<SessionUser, "id"> },
) {
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    return data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  if (body.formData.get("intent") !== "esempio")
    return data({ message: "Richiesta non valida" }, { status: 400 });
  try {
    const outcome = await writeWhenUnlocked(() => insertSampleArticle(user.id), staffWriteWait);
    return redirectWithToast(
      "/admin",
      outcome === "inserted" ? articleToasts.sampleInserted : articleToasts.samplePresent,
    );
  } catch (error) {
    logger.error({ err: error }, "Errore durante l'inserimento dell'articolo:");
    return redirectWithToast("/admin", articleToasts.sampleFailed);
  }
}
