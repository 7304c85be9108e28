import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { StatusButton } from "~/components/status-button";
import { articleDeletePage as texts } from "~/features/articles/content/admin-articles";
import * as admin from "~/components/staff/admin.css";
import { button } from "~/styles/ui.css";
import { articleDeletePage, handleArticleDelete } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: texts.title, description: texts.question, noindex: true });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articleDeletePage(params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleArticleDelete(params.id ?? "", staff);
}

export default function DeleteArticle() {
  const article = useLoaderData<typeof loader>();
  const pending = useIsPending();
  return (
    <>
      <PageHeader
        title={texts.title}
        purpose={texts.question}
        back={{ to: "/admin", label: texts.backToList }}
      />
      <Form method="post" className={admin.formCard}>
        <p>
          <strong>{article.title}</strong>
        </p>
        <div className={admin.formActions}>
          <StatusButton pending={pending} pendingText={texts.pending}>
            {texts.confirm}
          </StatusButton>
          <Link to="/admin" className={button.secondary}>
            {texts.cancel}
          </Link>
        </div>
      </Form>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
