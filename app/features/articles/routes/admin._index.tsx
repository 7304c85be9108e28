import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import {
  Form,
  Link,
  useLoaderData,
  useLocation,
  useRouteLoaderData,
  useSubmit,
} from "@remix-run/react";
import type { FormEvent } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import { StatusButton } from "~/components/status-button";
import { articleList, articleStatusLabels } from "~/features/staff/content/admin";
import { articleTranslationText } from "~/features/articles/content/article-translations";
import {
  articleDeletePage,
  articleListTools as t,
} from "~/features/articles/content/admin-articles";
import * as formStyles from "~/components/forms.css";
import * as admin from "~/components/staff/admin.css";
import * as styles from "~/features/articles/admin-articles.css";
import { button, visuallyHidden } from "~/styles/ui.css";
import { articleListPage, handleArticleListAction } from "~/features/articles/article-list.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { useHydrated } from "~/utils/use-hydrated";
import { useIsPending } from "~/utils/use-is-pending";
import type { loader as adminLoader } from "~/features/admin/routes/admin";

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articleListPage(request);
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleArticleListAction(request, staff);
}

const statusFilters = (["draft", "scheduled", "published", "archived"] as const).map((value) => ({
  value,
  label: articleStatusLabels[value],
}));

export default function ArticleList() {
  const page = useLoaderData<typeof loader>();
  const location = useLocation();
  const isAdmin =
    useRouteLoaderData<typeof adminLoader>("features/admin/routes/admin")?.user.roles.includes(
      "admin",
    ) ?? false;
  const actions = articleList.actions.filter((action) => action.role === "editor" || isAdmin);
  const samplePending = useIsPending();
  return (
    <>
      <PageHeader
        title={articleList.title}
        purpose={articleList.purpose}
        action={
          <Link to={articleList.newArticle.to} className={button.primary}>
            {articleList.newArticle.label}
          </Link>
        }
      />
      <div className={styles.toolbar}>
        {actions.map((action) => (
          <Link key={action.to} to={action.to} className={button.secondary}>
            {action.label}
          </Link>
        ))}
        <Form method="post" className={styles.inlineForm}>
          <input type="hidden" name="intent" value="esempio" />
          <StatusButton pending={samplePending} pendingText={t.samplePending} variant="secondary">
            {t.sample}
          </StatusButton>
        </Form>
      </div>
      {page.loadError ? (
        <section role="alert" className={admin.card}>
          <h2>{t.loadError}</h2>
          <p>{t.loadErrorText}</p>
          <Link to={`${location.pathname}${location.search}`} className={button.primary}>
            {t.retry}
          </Link>
        </section>
      ) : (
        <>
          <dl className={styles.counters}>
            <div className={styles.counter}>
              <dt>{articleList.counters.total}</dt>
              <dd>{page.counts.total}</dd>
            </div>
            <div className={styles.counter}>
              <dt>{articleList.counters.published}</dt>
              <dd>{page.counts.published}</dd>
            </div>
            <div className={styles.counter}>
              <dt>{articleList.counters.scheduled}</dt>
              <dd>{page.counts.scheduled}</dd>
            </div>
            <div className={styles.counter}>
              <dt>{articleList.counters.drafts}</dt>
              <dd>{page.counts.drafts}</dd>
            </div>
          </dl>
          <Filters query={page.query} categories={page.categories} />
          <p className={styles.results}>{t.results(page.total)}</p>
          {page.counts.total === 0 ? (
            <EmptyState title={articleList.empty} text={articleList.emptyAll}>
              <Link to={articleList.newArticle.to} className={button.primary}>
                {articleList.newArticle.label}
              </Link>
              <Link to={articleList.importOne.to} className={button.secondary}>
                {articleList.importOne.label}
              </Link>
            </EmptyState>
          ) : page.articles.length === 0 ? (
            <EmptyState title={articleList.empty} text={articleList.emptyFiltered}>
              <Link to="/admin" className={button.secondary}>
                {t.reset}
              </Link>
            </EmptyState>
          ) : (
            <ul className={styles.cards}>
              {page.articles.map((article) => (
                <li key={article.id}>
                  <article className={styles.row}>
                    <div className={styles.rowText}>
                      <p className={styles.meta}>
                        {article.english ? (
                          <abbr
                            className={styles.languageMarker}
                            title={articleTranslationText.englishMarkerLabel}
                          >
                            {articleTranslationText.englishMarker}
                          </abbr>
                        ) : null}
                        <span className={styles.status[article.status]}>
                          {articleStatusLabels[article.status]}
                        </span>{" "}
                        {article.english?.stale ? (
                          <span className={styles.staleMarker}>{articleTranslationText.stale}</span>
                        ) : null}{" "}
                        · {article.category}
                      </p>
                      <h2 className={styles.title}>{article.title}</h2>
                      {article.excerpt ? <p className={styles.excerpt}>{article.excerpt}</p> : null}
                      <p className={styles.dates}>
                        {articleList.created} {article.createdAt}
                        {article.publishedAt
                          ? ` · ${article.status === "scheduled" ? articleList.scheduled : articleList.published} ${article.publishedAt}`
                          : null}
                        {article.unpublishAt
                          ? ` · ${articleList.unpublish} ${article.unpublishAt}`
                          : null}
                      </p>
                    </div>
                    <p className={styles.rowActions}>
                      <Link to={`/admin/articoli/${article.id}`} className={styles.rowAction}>
                        {articleList.edit}
                        <span className={visuallyHidden}> {article.title}</span>
                      </Link>
                      <DeleteControl id={article.id} title={article.title} />
                    </p>
                  </article>
                </li>
              ))}
            </ul>
          )}
          <Pages page={page.page} pageCount={page.pageCount} search={location.search} />
        </>
      )}
    </>
  );
}

/**
 * 'Elimina': a link to the confirmation page; with JavaScript, the browser's confirmation
 * and then the same post the confirmation page sends.
 */
function DeleteControl({ id, title }: { id: string; title: string }) {
  const hydrated = useHydrated();
  const submit = useSubmit();
  const to = `/admin/articoli/${id}/elimina`;
  const label = (
    <>
      {articleList.remove}
      <span className={visuallyHidden}> {title}</span>
    </>
  );
  if (!hydrated)
    return (
      <Link to={to} className={styles.dangerAction}>
        {label}
      </Link>
    );
  function confirmFirst(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (window.confirm(articleDeletePage.question)) submit(event.currentTarget);
  }
  return (
    <Form method="post" action={to} onSubmit={confirmFirst} className={styles.inlineForm}>
      <button type="submit" className={`${styles.linkButton} ${styles.dangerAction}`}>
        {label}
      </button>
    </Form>
  );
}

type Query = { q: string; status: string | null; category: string | null };

function Filters({ query, categories }: { query: Query; categories: string[] }) {
  return (
    <Form method="get" className={styles.filters} role="search">
      <div className={styles.searchField}>
        <label className={formStyles.label} htmlFor="filtro-q">
          {t.searchLabel}
        </label>
        <input
          id="filtro-q"
          type="search"
          name="q"
          className={formStyles.control}
          defaultValue={query.q}
        />
      </div>
      <div className={styles.filterField}>
        <label className={formStyles.label} htmlFor="filtro-stato">
          {t.statusLabel}
        </label>
        <select
          id="filtro-stato"
          name="stato"
          className={formStyles.control}
          defaultValue={query.status ?? ""}
        >
          <option value="">{t.any}</option>
          {statusFilters.map((status) => (
            <option key={status.value} value={status.value}>
              {status.label}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterField}>
        <label className={formStyles.label} htmlFor="filtro-categoria">
          {t.categoryLabel}
        </label>
        <select
          id="filtro-categoria"
          name="categoria"
          className={formStyles.control}
          defaultValue={query.category ?? ""}
        >
          <option value="">{t.anyCategory}</option>
          {categories.map((category) => (
            <option key={category} value={category}>
              {category}
            </option>
          ))}
        </select>
      </div>
      <div className={styles.filterButtons}>
        <button type="submit" className={button.secondary}>
          {t.filter}
        </button>
        <Link to="/admin" className={button.secondary}>
          {t.reset}
        </Link>
      </div>
    </Form>
  );
}

function Pages({ page, pageCount, search }: { page: number; pageCount: number; search: string }) {
  if (pageCount <= 1) return null;
  const hrefOf = (n: number) => {
    const params = new URLSearchParams(search);
    params.set("pagina", String(n));
    return `/admin?${params}`;
  };
  return (
    <nav aria-label={t.pages}>
      <ul className={styles.pages}>
        {Array.from({ length: pageCount }, (_, index) => index + 1).map((n) => (
          <li key={n}>
            <Link
              to={hrefOf(n)}
              aria-current={n === page ? "page" : undefined}
              aria-label={t.page(n)}
              className={styles.pageLink}
            >
              {n}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export const ErrorBoundary = AdminErrorMessage;
