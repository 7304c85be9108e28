import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import {
  handleCampaignForm,
  newCampaignData,
  type CampaignAnswer,
} from "~/features/newsletter/campaign-admin.server";
import { CampaignForm } from "~/features/newsletter/campaign-form";
import { campaignFormText as t, campaignsPage } from "~/features/newsletter/content/campaigns";
import { campaignsPath } from "~/features/newsletter/paths";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.newTitle, description: campaignsPage.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return newCampaignData(staff);
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleCampaignForm(request, null, staff);
}

export default function NewCampaign() {
  const { values, view, admin } = useLoaderData<typeof loader>();
  const answer = useActionData<CampaignAnswer>();
  return (
    <>
      <PageHeader
        title={t.newTitle}
        purpose={campaignsPage.description}
        back={{ to: campaignsPath, label: campaignsPage.title }}
      />
      <CampaignForm
        // The digest fills the body on the server: the editor starts again from its answer.
        key={answer?.filled ?? 0}
        values={values}
        view={answer?.view ?? view}
        admin={admin}
        lastResult={answer?.result}
        alert={answer?.alert}
        cancelTo={campaignsPath}
      />
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
