import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { articleRevisionsPage as t } from "~/features/articles/content/admin-articles";
import { RevisionsPage } from "~/features/articles/revisions-page";
import {
  eventRevisionsPageData,
  handleEventRevisionRestore,
} from "~/features/events/event-revisions.server";
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
  return eventRevisionsPageData(params.id ?? "", new URL(request.url));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleEventRevisionRestore(request, params.id ?? "", staff);
}

export default function EventRevisions() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <RevisionsPage page={page} alert={answer?.alert} editor={`/admin/eventi/${page.article.id}`} />
  );
}

export const ErrorBoundary = AdminErrorMessage;
