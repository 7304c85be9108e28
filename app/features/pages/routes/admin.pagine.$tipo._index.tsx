import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import { formatMoment } from "~/utils/format";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { pageListText as t, pagesOverviewText } from "~/features/pages/content/admin-pages";
import { requirePageType } from "~/features/pages/admin-type.server";
import { EnglishMarker, StaleMarker } from "~/features/pages/translation-panel";
import { adminPagesPath, pageList, typeListPath } from "~/features/pages/page-editor.server";
import { pageTypeDefs } from "~/features/pages/page-types";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(args, {
    title: args.data?.plural ?? pagesOverviewText.title,
    description: pagesOverviewText.description,
    noindex: true,
  });

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const type = requirePageType(params.tipo);
  const def = pageTypeDefs[type];
  return {
    plural: def.plural,
    label: def.label,
    single: "single" in def,
    creatable: !("single" in def),
    newPath: `${typeListPath(type)}/nuovo`,
    rows: pageList(type).map((row) => ({ ...row, updated: formatMoment(row.updatedAt) })),
  };
}

export default function AdminPageList() {
  const { plural, label, single, creatable, newPath, rows } = useLoaderData<typeof loader>();
  return (
    <>
      <PageHeader
        title={plural}
        back={{ to: adminPagesPath, label: t.back }}
        action={
          creatable ? (
            <Link to={newPath} className={button.primary}>
              {t.create(label)}
            </Link>
          ) : null
        }
      />
      {rows.length === 0 ? <EmptyState text={t.empty} /> : null}
      <AdminTable
        caption={t.caption(plural)}
        rows={rows}
        rowKey={(row) => row.id}
        columns={[
          {
            label: t.columns.title,
            cell: (row) => (
              <>
                <Link to={row.path} aria-label={t.edit(row.title)}>
                  {row.title}
                </Link>
                {row.language === "it" ? null : <EnglishMarker />}
                {row.stale ? <StaleMarker /> : null}
              </>
            ),
          },
          ...(single
            ? []
            : [
                {
                  label: t.columns.position,
                  cell: (row: (typeof rows)[number]) => String(row.position),
                },
              ]),
          { label: t.columns.publication, cell: (row) => articleStatusLabels[row.status] },
          { label: t.columns.updated, cell: (row) => row.updated },
          {
            label: t.columns.actions,
            cell: (row) => (row.address ? <Link to={row.address}>{t.view}</Link> : null),
          },
        ]}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
