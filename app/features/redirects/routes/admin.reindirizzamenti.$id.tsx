import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { FormAlert } from "~/components/forms";
import { redirectsPage as t } from "~/features/redirects/content/redirects";
import { RedirectForm } from "~/features/redirects/redirect-form";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { handleRedirectEdit, redirectEditPage } from "~/features/redirects/redirect-forms.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.editTitle, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return redirectEditPage(params.id ?? "");
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleRedirectEdit(request, params.id ?? "", user);
}

export default function EditRedirect() {
  const redirect = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title={t.editTitle}
        purpose={t.hitsSoFar(redirect.hits, redirect.lastHit)}
        back={{ to: "/admin/reindirizzamenti", label: t.backToList }}
      />
      <FormAlert alert={answer?.alert} id="reindirizzamento-avviso" />
      <section aria-label={t.editTitle}>
        <RedirectForm
          id="reindirizzamento"
          intent="save"
          lastResult={answer?.result}
          defaultValue={{ from: redirect.from, to: redirect.to, status: String(redirect.status) }}
          submit={t.save}
          pendingText={t.saving}
        />
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
