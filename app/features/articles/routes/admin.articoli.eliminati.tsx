import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import {
  deletedArticlesPageData,
  handleDeletedArticleRestore,
} from "~/features/articles/article-revisions.server";
import { deletedArticlesPage as t } from "~/features/articles/content/admin-articles";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return deletedArticlesPageData();
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "admin");
  return handleDeletedArticleRestore(request, staff);
}

export default function DeletedArticles() {
  const { articles } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const pending = useIsPending();
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.purpose}
        back={{ to: "/admin", label: t.backToList }}
      />
      <p className={admin.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="eliminati-avviso" />
      {articles.length === 0 ? (
        <EmptyState text={t.empty}>
          <Link to="/admin" className={button.secondary}>
            {t.backToList}
          </Link>
        </EmptyState>
      ) : (
        <AdminTable
          caption={t.caption}
          rows={articles}
          rowKey={(article) => article.id}
          columns={[
            { label: t.columns.title, cell: (a) => a.title },
            { label: t.columns.status, cell: (a) => a.status },
            { label: t.columns.deletedAt, cell: (a) => a.deletedAt },
            { label: t.columns.deletedBy, cell: (a) => a.deletedBy },
            { label: t.columns.purgeAt, cell: (a) => a.purgeAt },
            {
              label: t.columns.actions,
              labelHidden: true,
              cell: (a) => (
                <Form method="post">
                  <input type="hidden" name="id" value={a.id} />
                  <button
                    type="submit"
                    className={button.secondary}
                    aria-label={t.restoreLabel(a.title)}
                    disabled={pending}
                  >
                    {t.restore}
                  </button>
                </Form>
              ),
            },
          ]}
        />
      )}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
