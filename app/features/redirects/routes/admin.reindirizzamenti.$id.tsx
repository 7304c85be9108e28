import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/features/admin/admin-shell";
import { FormAlert } from "~/components/forms";
import { redirectsPage as t } from "~/features/redirects/content/redirects";
import { RedirectForm } from "~/features/redirects/redirect-form";
import * as styles from "~/features/redirects/admin-redirects.css";
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
      <h1>{t.editTitle}</h1>
      <p className={styles.hint}>{t.hitsSoFar(redirect.hits, redirect.lastHit)}</p>
      <FormAlert alert={answer?.alert} id="reindirizzamento-avviso" />
      <section className={styles.section} aria-label={t.editTitle}>
        <RedirectForm
          id="reindirizzamento"
          intent="save"
          lastResult={answer?.result}
          defaultValue={{ from: redirect.from, to: redirect.to, status: String(redirect.status) }}
          submit={t.save}
          pendingText={t.saving}
        />
      </section>
      <p>
        <Link to="/admin/reindirizzamenti">{t.backToList}</Link>
      </p>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
