import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import {
  experimentFormText,
  experimentPageText as t,
  experimentsPage,
} from "~/features/experiments/content/admin-experiments";
import {
  experimentPageData,
  handleExperimentForm,
  requireExperiment,
  type ExperimentAnswer,
} from "~/features/experiments/experiment-admin.server";
import { ExperimentForm } from "~/features/experiments/experiment-form";
import {
  PromoteForms,
  ResultsTable,
  StateActions,
  verdictText,
} from "~/features/experiments/experiment-view";
import {
  experimentGoalLabels,
  experimentPath,
  experimentsPath,
  experimentStatusLabels,
} from "~/features/experiments/variants";
import { requireUserWithRole } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(args, {
    title: args.data?.experiment.name ?? experimentsPage.title,
    description: experimentsPage.description,
    noindex: true,
  });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return experimentPageData(requireExperiment(params.id));
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  return handleExperimentForm(request, requireExperiment(params.id), {
    id: user.id,
    email: user.email,
  });
}

export default function ExperimentPage() {
  const { experiment, results, form, counting } = useLoaderData<typeof loader>();
  const answer = useActionData<ExperimentAnswer>();
  const day = (moment: number | null) => (moment ? formatDate(new Date(moment)) : "–");
  return (
    <>
      <PageHeader
        title={experiment.name}
        purpose={t.limit(experiment.maxDays)}
        back={{ to: experimentsPath, label: t.back }}
      />
      {counting ? null : <p className={admin.intro}>{experimentsPage.analyticsOff}</p>}
      <FormAlert alert={form ? null : answer?.alert} id="test-stato-avviso" />
      <section className={admin.section} aria-labelledby="test-riepilogo">
        <h2 id="test-riepilogo">{t.summary}</h2>
        <dl className={admin.stack}>
          <div>
            <dt>{t.page}</dt>
            <dd>
              <Link to={experiment.pagePath}>
                {experiment.pageTitle} ({experiment.pagePath})
              </Link>
            </dd>
          </div>
          <div>
            <dt>{t.goal}</dt>
            <dd>{experimentGoalLabels[experiment.goal]}</dd>
          </div>
          <div>
            <dt>{t.status}</dt>
            <dd>
              {experimentStatusLabels[experiment.status]}
              {experiment.endReason ? ` · ${t.endReasons[experiment.endReason]}` : null}
            </dd>
          </div>
          <div>
            <dt>{t.started}</dt>
            <dd>{day(experiment.startedAt)}</dd>
          </div>
          {experiment.endedAt ? (
            <div>
              <dt>{t.ended}</dt>
              <dd>{day(experiment.endedAt)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
      {experiment.status === "stopped" ? null : (
        <section className={admin.section} aria-labelledby="test-azioni">
          <h2 id="test-azioni">{t.actionsTitle}</h2>
          <StateActions status={experiment.status} version={experiment.version} />
        </section>
      )}
      {results ? (
        <section className={admin.section} aria-labelledby="test-risultati">
          <h2 id="test-risultati">{t.resultsTitle}</h2>
          <p role="status">
            <strong>{verdictText(results, experiment.variants)}</strong>
          </p>
          <ResultsTable results={results} />
        </section>
      ) : null}
      {experiment.status === "stopped" ? (
        <section className={admin.section} aria-labelledby="test-promuovi">
          <h2 id="test-promuovi">{t.promoteTitle}</h2>
          <p className={admin.intro}>{experiment.promotedAt ? t.promoted : t.promoteIntro}</p>
          <PromoteForms
            variants={experiment.variants}
            winner={experiment.winner}
            version={experiment.version}
          />
        </section>
      ) : null}
      {form ? (
        <section className={admin.section} aria-labelledby="test-varianti">
          <h2 id="test-varianti">{experimentFormText.editTitle(experiment.name)}</h2>
          <ExperimentForm
            key={experiment.version}
            values={form.values}
            pages={form.pages}
            illustrations={form.illustrations}
            lastResult={answer?.result}
            alert={answer?.alert}
            cancelTo={experimentPath(experiment.id)}
          />
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
