import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { experimentsPage as t } from "~/features/experiments/content/admin-experiments";
import { experimentsPageData } from "~/features/experiments/experiment-admin.server";
import { experimentGoalLabels, experimentStatusLabels } from "~/features/experiments/variants";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { formatDate } from "~/utils/format";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return experimentsPageData();
}

export default function Experiments() {
  const { experiments, counting } = useLoaderData<typeof loader>();
  const create = (
    <Link to="/admin/esperimenti/nuovo" className={button.primary}>
      {t.create}
    </Link>
  );
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} action={create} />
      {counting ? null : <p className={admin.intro}>{t.analyticsOff}</p>}
      {experiments.length === 0 ? (
        <EmptyState text={t.empty}>{create}</EmptyState>
      ) : (
        <AdminTable
          caption={t.title}
          rows={experiments}
          rowKey={(experiment) => experiment.id}
          columns={[
            {
              label: t.columns.name,
              cell: (experiment) => (
                <Link to={`/admin/esperimenti/${experiment.id}`}>{experiment.name}</Link>
              ),
            },
            {
              label: t.columns.page,
              cell: (experiment) => `${experiment.pageTitle} (${experiment.pagePath})`,
            },
            { label: t.columns.goal, cell: (experiment) => experimentGoalLabels[experiment.goal] },
            {
              label: t.columns.status,
              cell: (experiment) => experimentStatusLabels[experiment.status],
            },
            {
              label: t.columns.started,
              cell: (experiment) =>
                experiment.startedAt ? formatDate(new Date(experiment.startedAt)) : "–",
            },
          ]}
        />
      )}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
