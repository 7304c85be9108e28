import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { FormAlert } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import {
  campaignPageData,
  handleCampaignForm,
  requireCampaign,
  type CampaignAnswer,
} from "~/features/newsletter/campaign-admin.server";
import { CampaignForm } from "~/features/newsletter/campaign-form";
import {
  campaignStatus,
  Confirmation,
  FigureList,
  LinkClicks,
  PreviewFrames,
  SendingControls,
  TestSend,
} from "~/features/newsletter/campaign-view";
import {
  campaignFormText,
  campaignPageText as t,
  campaignsPage,
} from "~/features/newsletter/content/campaigns";
import { remove as removeStyle } from "~/features/newsletter/campaign-view.css";
import { campaignPath, campaignsPath } from "~/features/newsletter/paths";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) =>
  pageHead(args, {
    title: args.data?.campaign.subject ?? campaignsPage.title,
    description: campaignsPage.description,
    noindex: true,
  });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return campaignPageData(request, requireCampaign(params.id), staff);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleCampaignForm(request, requireCampaign(params.id), staff);
}

export default function CampaignPage() {
  const page = useLoaderData<typeof loader>();
  const { campaign, admin: isAdmin } = page;
  const answer = useActionData<CampaignAnswer>();
  // An answer with the form's values is the form's; any other speaks for the page.
  const formAnswer = answer?.result ? answer : undefined;
  const waiting = campaign.status === "draft" || campaign.status === "scheduled";
  return (
    <>
      <PageHeader
        title={campaign.subject}
        purpose={campaignStatus(campaign)}
        back={{ to: campaignsPath, label: t.back }}
      />
      {page.confirm ? (
        <Confirmation kind={page.confirm} campaign={campaign} audience={page.audience ?? 0} />
      ) : null}
      <FormAlert alert={formAnswer ? null : answer?.alert} id="campagna-stato-avviso" />
      {waiting ? (
        <section className={admin.section} aria-labelledby="campagna-invio">
          <h2 id="campagna-invio">{t.sending}</h2>
          <SendingControls
            campaign={campaign}
            audience={page.audience ?? 0}
            refusal={page.refusal}
            isAdmin={isAdmin}
            scheduleResult={answer?.schedule}
          />
        </section>
      ) : (
        <section className={admin.section} aria-labelledby="campagna-risultati">
          <h2 id="campagna-risultati">{t.figures}</h2>
          <p className={admin.intro}>{t.figuresIntro}</p>
          <FigureList figures={campaign.figures} />
          {campaign.webVersion && campaign.status === "sent" ? (
            <p>
              <Link to={campaign.webVersionPath}>{t.webVersionLink}</Link>
            </p>
          ) : null}
        </section>
      )}
      {page.links ? (
        <section className={admin.section} aria-labelledby="campagna-clic">
          <h2 id="campagna-clic">{t.links}</h2>
          <p className={admin.intro}>{t.linksIntro}</p>
          <LinkClicks links={page.links} />
        </section>
      ) : null}
      <section className={admin.section} aria-labelledby="campagna-anteprima">
        <h2 id="campagna-anteprima">{t.preview}</h2>
        <p className={admin.intro}>{t.previewIntro}</p>
        <PreviewFrames id={campaign.id} version={campaign.version} />
        {waiting ? <TestSend ownEmail={page.ownEmail} /> : null}
      </section>
      {page.form ? (
        <section className={admin.section} aria-labelledby="campagna-modifica">
          <h2 id="campagna-modifica">{campaignFormText.editTitle}</h2>
          <CampaignForm
            key={`${campaign.version}-${answer?.filled ?? 0}`}
            values={page.form}
            view={formAnswer?.view ?? page.view}
            admin={isAdmin}
            lastResult={formAnswer?.result}
            alert={formAnswer?.alert}
            cancelTo={campaignPath(campaign.id)}
          />
          <p className={removeStyle}>
            <Link to={`${campaignPath(campaign.id)}?conferma=elimina`} className={button.secondary}>
              {t.remove}
            </Link>
          </p>
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
