import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { PageHeader } from "~/components/staff/page-header";
import { pagesOverviewText as t } from "~/features/pages/content/admin-pages";
import { pagesOverview } from "~/features/pages/page-editor.server";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return { types: pagesOverview() };
}

export default function AdminPages() {
  const { types } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      <AdminTable
        caption={t.caption}
        rows={types}
        rowKey={(row) => row.type}
        columns={[
          { label: t.columns.type, cell: (row) => <Link to={row.path}>{row.plural}</Link> },
          { label: t.columns.count, cell: (row) => String(row.published) },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
