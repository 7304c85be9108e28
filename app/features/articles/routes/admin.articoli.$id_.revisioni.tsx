import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import {
  articleRevisionsPageData,
  handleRevisionRestore,
} from "~/features/articles/article-revisions.server";
import { articleRevisionsPage as t } from "~/features/articles/content/admin-articles";
import { RevisionsPage } from "~/features/articles/revisions-page";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(args, {
    title: t.title(args.data?.article.title ?? ""),
    description: t.description,
    noindex: true,
  });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articleRevisionsPageData(params.id ?? "", new URL(request.url));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleRevisionRestore(request, params.id ?? "", staff);
}

export default function ArticleRevisions() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RevisionsPage
      page={page}
      alert={answer?.alert}
      editor={`/admin/articoli/${page.article.id}`}
    />
  );
}

export const ErrorBoundary = AdminErrorMessage;
