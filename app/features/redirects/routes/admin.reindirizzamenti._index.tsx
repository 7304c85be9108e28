import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ConfirmedForm } from "~/components/confirmed-form";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { FileField, FormAlert } from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import { redirectsPage as t } from "~/features/redirects/content/redirects";
import { RedirectForm } from "~/features/redirects/redirect-form";
import * as styles from "~/features/redirects/admin-redirects.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import {
  handleRedirectsAction,
  redirectsPageData,
} from "~/features/redirects/redirect-forms.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return redirectsPageData();
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleRedirectsAction(request, user);
}

export default function Redirects() {
  const { redirects } = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          <a href="/admin/reindirizzamenti/esporta" className={button.secondary} download>
            {t.exportLink}
          </a>
        }
      />
      <p className={admin.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="reindirizzamenti-avviso" />
      <section className={admin.section} aria-labelledby="nuovo-titolo">
        <h2 id="nuovo-titolo">{t.addTitle}</h2>
        <RedirectForm
          // A redirect just added has the highest id: the form starts empty again.
          key={redirects.reduce((highest, redirect) => Math.max(highest, redirect.id), 0)}
          id="nuovo"
          intent="create"
          lastResult={answer?.form === "create" ? answer.result : undefined}
          submit={t.add}
          pendingText={t.adding}
        />
      </section>
      <section className={admin.section} aria-labelledby="elenco-titolo">
        <h2 id="elenco-titolo">{t.listTitle}</h2>
        <p className={styles.hint}>{t.hitsHint}</p>
        {redirects.length === 0 ? (
          <EmptyState text={t.empty}>
            <a href="#nuovo-titolo" className={button.secondary}>
              {t.emptyAction}
            </a>
          </EmptyState>
        ) : (
          <AdminTable
            caption={t.caption}
            rows={redirects}
            rowKey={(redirect) => redirect.id}
            columns={[
              { label: t.columns.from, className: styles.address, cell: (r) => r.from },
              { label: t.columns.to, className: styles.address, cell: (r) => r.to },
              { label: t.columns.status, cell: (r) => String(r.status) },
              {
                label: t.columns.hits,
                numeric: true,
                cell: (r) => r.hits.toLocaleString("it-IT"),
              },
              { label: t.columns.lastHit, cell: (r) => r.lastHit ?? t.never },
              {
                label: t.columns.actions,
                labelHidden: true,
                cell: (r) => <RowActions id={r.id} from={r.from} />,
              },
            ]}
          />
        )}
      </section>
      <section className={styles.importCard} aria-labelledby="importa-titolo">
        <h2 id="importa-titolo">{t.importTitle}</h2>
        <p className={admin.intro}>{t.importIntro}</p>
        <Form method="post" encType="multipart/form-data" className={admin.stack}>
          <FileField
            field={{
              id: "importa-file",
              name: "file",
              errors:
                answer?.form === "import" && answer.fileError ? [answer.fileError] : undefined,
            }}
            label={t.fileLabel}
            accept=".csv,text/csv"
          />
          {answer?.form === "import" && answer.rowErrors.length > 0 ? (
            <ul className={styles.rowErrors}>
              {answer.rowErrors.map((message, index) => (
                <li key={index}>{message}</li>
              ))}
            </ul>
          ) : null}
          <IntentButton intent="import" pendingText={t.importing} variant="secondary">
            {t.import}
          </IntentButton>
        </Form>
      </section>
    </>
  );
}

/** 'Modifica' and 'Elimina' for one redirect, named for it to screen readers. */
function RowActions({ id, from }: { id: number; from: string }) {
  return (
    <div className={styles.rowActions}>
      <Link
        to={`/admin/reindirizzamenti/${id}`}
        className={button.secondary}
        aria-label={t.editLabel(from)}
      >
        {t.edit}
      </Link>
      <ConfirmedForm question={t.confirmRemove(from)}>
        <input type="hidden" name="id" value={id} />
        <button
          type="submit"
          name="intent"
          value="delete"
          className={button.secondary}
          aria-label={t.removeLabel(from)}
        >
          {t.remove}
        </button>
      </ConfirmedForm>
    </div>
  );
}

export const ErrorBoundary = AdminErrorMessage;
