import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { eventFormText as t } from "~/features/events/content/admin-events";
import { EventForm } from "~/features/events/event-form";
import { eventEditorPage, handleEventPost } from "~/features/events/event-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.newTitle, description: t.newTitle, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return eventEditorPage(null);
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleEventPost(request, staff, null);
}

export default function NewEvent() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={t.newTitle} back={{ to: "/admin/eventi", label: t.back }} />
      <EventForm
        isNew
        values={page.values}
        view={answer?.view ?? page.view}
        lastResult={answer?.result}
        alert={answer?.alert}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
