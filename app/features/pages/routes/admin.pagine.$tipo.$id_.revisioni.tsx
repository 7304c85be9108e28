import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { articleRevisionsPage as t } from "~/features/articles/content/admin-articles";
import { RevisionsPage } from "~/features/articles/revisions-page";
import { requirePageType } from "~/features/pages/admin-type.server";
import { entryPath } from "~/features/pages/page-editor.server";
import {
  handlePageRevisionRestore,
  pageRevisionsPageData,
} from "~/features/pages/page-revisions.server";
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
  const type = requirePageType(params.tipo);
  return {
    ...pageRevisionsPageData(type, params.id ?? "", new URL(request.url)),
    editor: entryPath(type, params.id ?? ""),
  };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handlePageRevisionRestore(request, requirePageType(params.tipo), params.id ?? "", staff);
}

export default function PageRevisions() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return <RevisionsPage page={page} alert={answer?.alert} editor={page.editor} />;
}

export const ErrorBoundary = AdminErrorMessage;
