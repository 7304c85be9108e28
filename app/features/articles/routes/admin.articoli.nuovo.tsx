import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { ArticleForm } from "~/features/articles/article-form";
import { articleFormLabels } from "~/features/articles/content/admin-articles";
import { editorShouldRevalidate } from "~/features/articles/article-editor";
import { articleEditorPage, handleArticlePost } from "~/features/articles/article-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: articleFormLabels.newTitle,
    description: articleFormLabels.newTitle,
    noindex: true,
  });

export const headers = answerHeaders;

export const shouldRevalidate = editorShouldRevalidate;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articleEditorPage(null);
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleArticlePost(request, staff, null);
}

export default function NewArticle() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <h1>{articleFormLabels.newTitle}</h1>
      <ArticleForm
        {...page}
        view={answer?.view ?? page.view}
        lastResult={answer?.result}
        alert={answer?.alert}
        conflict={answer?.conflict}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
