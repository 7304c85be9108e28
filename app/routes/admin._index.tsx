import type { LoaderFunctionArgs } from "@remix-run/node";
import { Link, useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/admin-shell";
import { articleList, articleStatusLabels } from "~/content/admin";
import { button, visuallyHidden } from "~/styles/ui.css";
import { articleCounts, listArticlesForAdmin } from "~/utils/articles.server";
import { requireUserWithRole } from "~/utils/auth.server";
import type { loader as adminLoader } from "./admin";

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return { counts: articleCounts(), articles: listArticlesForAdmin() };
}

export default function ArticleList() {
  const { counts, articles } = useLoaderData<typeof loader>();
  const isAdmin = useRouteLoaderData<typeof adminLoader>("routes/admin")?.user.roles.includes("admin") ?? false;
  const actions = articleList.actions.filter((action) => action.role === "editor" || isAdmin);
  return (
    <>
      <h1>{articleList.title}</h1>
      <p>
        {actions.map((action) => (
          <Link key={action.to} to={action.to} className={button.secondary}>
            {action.label}
          </Link>
        ))}
      </p>
      <dl>
        <dt>{articleList.counters.total}</dt>
        <dd>{counts.total}</dd>
        <dt>{articleList.counters.published}</dt>
        <dd>{counts.published}</dd>
        <dt>{articleList.counters.drafts}</dt>
        <dd>{counts.drafts}</dd>
      </dl>
      {articles.length === 0 ? (
        <p>{articleList.empty}</p>
      ) : (
        <ul>
          {articles.map((article) => (
            <li key={article.id}>
              <article>
                <p>
                  {articleStatusLabels[article.status]} · {article.category}
                </p>
                <h2>{article.title}</h2>
                {article.excerpt ? <p>{article.excerpt}</p> : null}
                <p>
                  {articleList.created} {article.createdAt}
                  {article.publishedAt ? ` · ${articleList.published} ${article.publishedAt}` : null}
                </p>
                <p>
                  <Link to={`/admin/articoli/${article.id}`}>
                    {articleList.edit}
                    <span className={visuallyHidden}> {article.title}</span>
                  </Link>{" "}
                  <Link to={`/admin/articoli/${article.id}/elimina`}>
                    {articleList.remove}
                    <span className={visuallyHidden}> {article.title}</span>
                  </Link>
                </p>
              </article>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
