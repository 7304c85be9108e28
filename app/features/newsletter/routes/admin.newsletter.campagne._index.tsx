import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { conformField, FormAlert, TextField } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { IntentButton } from "~/components/status-button";
import {
  campaignsPageData,
  handleCampaignsPost,
  type CampaignAnswer,
} from "~/features/newsletter/campaign-admin.server";
import { campaignStatus, whole } from "~/features/newsletter/campaign-view";
import { campaignsPage as t, figureLabels } from "~/features/newsletter/content/campaigns";
import { campaignPath, newCampaignPath } from "~/features/newsletter/paths";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return campaignsPageData(staff);
}

export async function action({ request }: ActionFunctionArgs) {
  const staff = await requireUserWithRole(request, "editor");
  return handleCampaignsPost(request, staff);
}

/** The sender's postal address in every campaign's footer: an admin's setting, never empty. */
function PostalAddressForm({
  address,
  lastResult,
}: {
  address: string;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm({ id: "indirizzo", defaultValue: { address }, lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className={admin.formCard}>
      <TextField field={conformField(fields.address)} label={t.address.label} required />
      <IntentButton intent="indirizzo" pendingText={t.address.pending} variant="secondary">
        {t.address.save}
      </IntentButton>
    </Form>
  );
}

type Row = ReturnType<typeof useLoaderData<typeof loader>>["campaigns"][number];

const sent = (row: Row) => row.status === "sending" || row.status === "sent";

const figure = (name: keyof typeof figureLabels) => ({
  label: figureLabels[name],
  numeric: true,
  cell: (row: Row) => (sent(row) ? whole(row.figures[name]) : "–"),
});

export default function Campaigns() {
  const {
    campaigns,
    audience,
    refusal,
    admin: isAdmin,
    postalAddress,
  } = useLoaderData<typeof loader>();
  const answer = useActionData<CampaignAnswer>();
  const create = (
    <Link to={newCampaignPath} className={button.primary}>
      {t.create}
    </Link>
  );
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} action={create} />
      <FormAlert alert={answer?.alert} id="campagne-avviso" />
      <p className={admin.intro}>{t.audience(audience)}</p>
      {refusal ? <p className={admin.intro}>{refusal}</p> : null}
      {campaigns.length === 0 ? (
        <EmptyState text={t.empty}>{create}</EmptyState>
      ) : (
        <AdminTable
          caption={t.caption}
          rows={campaigns}
          rowKey={(row) => row.id}
          columns={[
            {
              label: t.columns.subject,
              cell: (row) => <Link to={campaignPath(row.id)}>{row.subject}</Link>,
            },
            { label: t.columns.status, cell: campaignStatus },
            figure("recipients"),
            figure("delivered"),
            figure("bounced"),
            figure("complained"),
            figure("unsubscribed"),
            {
              label: t.columns.clicks,
              cell: (row) =>
                !sent(row) ? "–" : row.countClicks ? t.clicks(row.clicks, row.links) : t.notCounted,
            },
          ]}
        />
      )}
      {isAdmin && postalAddress !== null ? (
        <section className={admin.section} aria-labelledby="indirizzo-titolo">
          <h2 id="indirizzo-titolo">{t.address.title}</h2>
          <p className={admin.intro}>{t.address.intro}</p>
          <PostalAddressForm address={postalAddress} lastResult={answer?.result} />
        </section>
      ) : null}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
