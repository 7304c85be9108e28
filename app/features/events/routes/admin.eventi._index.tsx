import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { eventListText as t, eventTranslationText } from "~/features/events/content/admin-events";
import { eventFormatLabels, eventStateLabels } from "~/features/events/event-facts";
import { eventList } from "~/features/events/event-editor.server";
import { EnglishMarker, StaleBadge } from "~/features/articles";
import { button, visuallyHidden } from "~/styles/ui.css";
import { hasRole, requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";
import * as styles from "../admin-events.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

/** Editors and admins edit events; only admins reach the registrants, who are visitor data. */
export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  return { events: eventList(), isAdmin: hasRole(user, "admin") };
}

export default function AdminEvents() {
  const { events, isAdmin } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          <Link to="/admin/eventi/nuovo" className={button.primary}>
            {t.create}
          </Link>
        }
      />
      {events.length === 0 ? <EmptyState text={t.empty} /> : null}
      <AdminTable
        caption={t.caption}
        rows={events}
        rowKey={(event) => event.id}
        columns={[
          {
            label: t.columns.title,
            cell: (event) => (
              <>
                {event.english ? <EnglishMarker label={eventTranslationText.englishLabel} /> : null}
                {event.title}
                {event.english?.stale ? (
                  <>
                    {" "}
                    <StaleBadge />
                  </>
                ) : null}
              </>
            ),
          },
          { label: t.columns.when, cell: (event) => event.when },
          { label: t.columns.format, cell: (event) => eventFormatLabels[event.format] },
          { label: t.columns.publication, cell: (event) => articleStatusLabels[event.status] },
          { label: t.columns.state, cell: (event) => eventStateLabels[event.state] },
          {
            label: t.columns.seats,
            cell: (event) => t.seats(event.confirmed, event.capacity, event.waiting),
          },
          {
            label: t.columns.actions,
            cell: (event) => (
              <span className={styles.actions}>
                <Link to={`/admin/eventi/${event.id}`}>
                  {t.edit}
                  <span className={visuallyHidden}>{t.context(event.title)}</span>
                </Link>
                {isAdmin ? (
                  <>
                    <Link to={`/admin/eventi/${event.id}/iscritti`}>
                      {t.attendees}
                      <span className={visuallyHidden}>{t.context(event.title)}</span>
                    </Link>
                    <Link to={`/admin/eventi/${event.id}/accoglienza`}>
                      {t.checkIn}
                      <span className={visuallyHidden}>{t.context(event.title)}</span>
                    </Link>
                  </>
                ) : null}
              </span>
            ),
          },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
