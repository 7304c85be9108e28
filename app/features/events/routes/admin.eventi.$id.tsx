import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { PreviewLinkSection } from "~/features/articles/preview-link-section";
import {
  eventFormText as t,
  eventListText,
  eventTranslationText,
} from "~/features/events/content/admin-events";
import { EventForm } from "~/features/events/event-form";
import { WithTranslation } from "~/features/articles";
import { eventEditorPage, handleEventPost } from "~/features/events/event-editor.server";
import { button } from "~/styles/ui.css";
import { hasRole, requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import * as styles from "../admin-events.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.editTitle, description: t.editTitle, noindex: true });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  return { ...eventEditorPage(params.id ?? ""), isAdmin: hasRole(user, "admin") };
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleEventPost(request, staff, params.id ?? "");
}

export default function EditEvent() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  const id = page.values.id;
  return (
    <>
      <PageHeader
        title={t.editTitle}
        back={{ to: "/admin/eventi", label: t.back }}
        action={
          <span className={styles.headActions}>
            {page.path ? (
              <Link to={page.path} className={button.secondary}>
                {t.view}
              </Link>
            ) : null}
            <Link to={`/admin/eventi/${id}/revisioni`} className={button.secondary}>
              {eventListText.revisions}
            </Link>
            {page.isAdmin ? (
              <Link to={`/admin/eventi/${id}/iscritti`} className={button.secondary}>
                {eventListText.attendees}
              </Link>
            ) : null}
          </span>
        }
      />
      {page.translation ? (
        <WithTranslation
          id={id}
          panel={page.translation}
          kind="event"
          editorPath="/admin/eventi"
          text={eventTranslationText}
        >
          <EventForm
            isNew={false}
            values={page.values}
            view={answer?.view ?? page.view}
            lastResult={answer?.result}
            alert={answer?.alert}
            translation={page.translation.kind === "translation"}
          />
        </WithTranslation>
      ) : null}
      <PreviewLinkSection
        link={page.previewLink}
        answer={answer && "previewLink" in answer ? answer.previewLink : null}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
