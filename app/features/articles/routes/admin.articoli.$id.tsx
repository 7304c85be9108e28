import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { ArticleForm } from "~/features/articles/article-form";
import * as admin from "~/components/staff/admin.css";
import {
  articleFormLabels,
  articleRevisionsPage,
} from "~/features/articles/content/admin-articles";
import { button } from "~/styles/ui.css";
import { editorShouldRevalidate } from "~/features/articles/article-editor";
import { articleEditorPage, handleArticlePost } from "~/features/articles/article-editor.server";
import { PreviewLinkSection } from "~/features/articles/preview-link-section";
import { WithTranslation } from "~/features/articles/translation-section";
import { articleTranslationText } from "~/features/articles/content/article-translations";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, {
    title: articleFormLabels.editTitle,
    description: articleFormLabels.editTitle,
    noindex: true,
  });

export const headers = answerHeaders;

export const shouldRevalidate = editorShouldRevalidate;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return articleEditorPage(params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleArticlePost(request, staff, params.id ?? "");
}

export default function EditArticle() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <div className={admin.pageHead}>
        <h1>{articleFormLabels.editTitle}</h1>
        <Link to={`/admin/articoli/${page.values.id}/revisioni`} className={button.secondary}>
          {articleRevisionsPage.link}
        </Link>
      </div>
      <WithTranslation
        id={page.values.id}
        panel={page.translation}
        kind="article"
        editorPath="/admin/articoli"
        text={articleTranslationText}
      >
        <ArticleForm
          {...page}
          view={answer?.view ?? page.view}
          lastResult={answer?.result}
          alert={answer?.alert}
          conflict={answer?.conflict}
        />
      </WithTranslation>
      <PreviewLinkSection
        link={page.previewLink}
        answer={answer && "previewLink" in answer ? answer.previewLink : null}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
