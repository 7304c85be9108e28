import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { SelectField, TextField } from "~/components/forms";
import { activityPage as t } from "~/features/activity/content/activity";
import { activityPageData } from "~/features/activity/activity-log.server";
import * as styles from "~/features/activity/activity.css";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { PageLinks } from "~/components/staff/page-links";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  const { status, ...page } = activityPageData(new URL(request.url));
  return data(page, { status });
}

export default function Activity() {
  const { filters, errors, people, actions, logIsEmpty, rows, total, page, pageCount, exportHref } =
    useLoaderData<typeof loader>();
  // Each field starts again from what the query says, after every search.
  const key = JSON.stringify(filters);
  const field = (id: string, name: keyof typeof filters) => ({
    id,
    name,
    defaultValue: filters[name],
    errors: errors[name] ? [errors[name]] : undefined,
    key,
  });
  if (logIsEmpty)
    return (
      <>
        <PageHeader title={t.title} purpose={t.description} />
        <EmptyState text={t.empty}>
          <Link to="/admin" className={button.primary}>
            {t.emptyAction}
          </Link>
        </EmptyState>
      </>
    );
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          exportHref === null || rows.length === 0 ? null : (
            // A download, not a page: the browser must fetch it itself, not the router.
            <a href={exportHref} className={button.secondary} download>
              {t.exportCsv}
            </a>
          )
        }
      />
      <p className={admin.intro}>{t.intro}</p>
      <Form method="get" className={admin.queryForm} aria-label={t.filters.submit}>
        <SelectField
          field={field("attivita-persona", "persona")}
          label={t.filters.person}
          placeholder={t.filters.anyone}
          options={people}
        />
        <SelectField
          field={field("attivita-azione", "azione")}
          label={t.filters.action}
          placeholder={t.filters.anyAction}
          options={actions}
        />
        <TextField field={field("attivita-dal", "dal")} label={t.filters.from} type="date" />
        <TextField field={field("attivita-al", "al")} label={t.filters.to} type="date" />
        <button type="submit" className={button.secondary}>
          {t.filters.submit}
        </button>
        <Link to="/admin/attivita">{t.filters.reset}</Link>
      </Form>
      {exportHref === null ? null : rows.length === 0 ? (
        <EmptyState text={t.emptyFiltered}>
          <Link to="/admin/attivita" className={button.secondary}>
            {t.filters.reset}
          </Link>
        </EmptyState>
      ) : (
        <>
          <p className={styles.summary}>{t.count(total)}</p>
          <AdminTable
            caption={t.caption}
            rows={rows}
            rowKey={(row) => row.id}
            rowHeaders={false}
            columns={[
              {
                label: t.columns.when,
                className: styles.when,
                cell: (row) => <time dateTime={row.at}>{row.when}</time>,
              },
              { label: t.columns.who, className: styles.who, cell: (row) => row.who },
              { label: t.columns.what, cell: (row) => row.what },
              { label: t.columns.subject, className: styles.subject, cell: (row) => row.subject },
            ]}
          />
          <PageLinks page={page} pageCount={pageCount} labels={t} />
        </>
      )}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
