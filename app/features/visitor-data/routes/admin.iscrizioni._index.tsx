import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { registrationsPage as t } from "~/features/visitor-data/content/admin-visitor-data";
import * as styles from "~/features/visitor-data/admin-visitor-data.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";
import { registrationsOverview } from "~/features/visitor-data/visitor-exports.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return { events: await registrationsOverview(user) };
}

const exportUrl = (evento: string) =>
  `/admin/iscrizioni/esporta?${new URLSearchParams({ evento })}`;

export default function Registrations() {
  const { events } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      <p className={admin.intro}>{t.intro}</p>
      {events.every((event) => event.total === 0) ? (
        <EmptyState text={t.empty}>
          <Link to="/iscrizioni" className={button.secondary}>
            {t.emptyAction}
          </Link>
        </EmptyState>
      ) : null}
      <AdminTable
        caption={t.caption}
        rows={events}
        rowKey={(event) => event.value}
        columns={[
          { label: t.columns.event, cell: (event) => event.label },
          { label: t.columns.total, numeric: true, cell: (event) => event.total },
          { label: t.columns.anonymized, numeric: true, cell: (event) => event.anonymized },
          {
            label: t.columns.download,
            cell: (event) =>
              event.people > 0 ? (
                // A plain link: the file is a download, not a page for Remix to load.
                <a href={exportUrl(event.value)} download aria-label={t.downloadLabel(event.label)}>
                  {t.download}
                </a>
              ) : (
                <span className={styles.muted}>{t.nothingToDownload}</span>
              ),
          },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
