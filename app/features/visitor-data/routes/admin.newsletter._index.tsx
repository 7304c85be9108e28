import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import {
  newsletterPage as t,
  subscriberDateLabels,
  subscriberStatusLabels,
} from "~/features/visitor-data/content/admin-visitor-data";
import * as styles from "~/features/visitor-data/admin-visitor-data.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { pageHead } from "~/utils/seo";
import { newsletterOverview } from "~/features/visitor-data/visitor-exports.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return { statuses: await newsletterOverview(user) };
}

export default function Newsletter() {
  const { statuses } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          // A plain link: the file is a download, not a page for Remix to load.
          <a href="/admin/newsletter/esporta" download className={button.primary}>
            {t.download}
          </a>
        }
      />
      <p className={admin.intro}>{t.intro}</p>
      {statuses.every(({ total }) => total === 0) ? (
        <EmptyState text={t.emptyAll}>
          <Link to="/newsletter" className={button.secondary}>
            {t.emptyAllAction}
          </Link>
        </EmptyState>
      ) : null}
      <AdminTable
        caption={t.summaryCaption}
        rows={statuses}
        rowKey={({ status }) => status}
        columns={[
          { label: t.columns.status, cell: ({ status }) => subscriberStatusLabels[status] },
          { label: t.columns.count, numeric: true, cell: ({ total }) => total },
        ]}
      />
      {statuses.map(({ status, total, latest }) => (
        <section key={status} aria-labelledby={`stato-${status}`} className={admin.section}>
          <h2 id={`stato-${status}`}>{subscriberStatusLabels[status]}</h2>
          {latest.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <AdminTable
              caption={t.latestCaption(subscriberStatusLabels[status], latest.length, total)}
              rows={latest}
              rowKey={(subscriber) => subscriber.id}
              columns={[
                { label: t.columns.email, cell: (subscriber) => subscriber.email },
                {
                  label: t.columns.name,
                  cell: (subscriber) =>
                    [subscriber.nome, subscriber.cognome].filter(Boolean).join(" "),
                },
                {
                  label: subscriberDateLabels[status],
                  cell: (subscriber) =>
                    subscriber.date ? formatDate(new Date(subscriber.date)) : "",
                },
              ]}
            />
          )}
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
