import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import {
  experimentFormText as t,
  experimentsPage,
} from "~/features/experiments/content/admin-experiments";
import {
  experimentFormData,
  handleExperimentForm,
  type ExperimentAnswer,
} from "~/features/experiments/experiment-admin.server";
import { experimentsPath } from "~/features/experiments/variants";
import { ExperimentForm } from "~/features/experiments/experiment-form";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.newTitle, description: experimentsPage.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  return experimentFormData(null);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "editor");
  return handleExperimentForm(request, null, { id: user.id, email: user.email });
}

export default function NewExperiment() {
  const { values, pages, illustrations } = useLoaderData<typeof loader>();
  const answer = useActionData<ExperimentAnswer>();
  return (
    <>
      <PageHeader
        title={t.newTitle}
        purpose={experimentsPage.description}
        back={{ to: experimentsPath, label: experimentsPage.title }}
      />
      <ExperimentForm
        values={values}
        pages={pages}
        illustrations={illustrations}
        lastResult={answer?.result}
        alert={answer?.alert}
        cancelTo={experimentsPath}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
