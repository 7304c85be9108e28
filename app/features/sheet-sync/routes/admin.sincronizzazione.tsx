import { getFormProps, useForm } from "@conform-to/react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { ShownOnce } from "~/components/shown-once";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { conformFields, FormAlert, TextareaField, TextField } from "~/components/forms";
import { IntentButton } from "~/components/status-button";
import { ToastMessage } from "~/components/toast-message";
import { sheetColumns, syncPage as t } from "~/features/sheet-sync/content/sheet-sync";
import * as styles from "~/features/sheet-sync/admin-sync.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { handleSyncAction, syncPageData } from "~/features/sheet-sync/sheet-sync.server";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return syncPageData();
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleSyncAction(request, user);
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type Answer = ReturnType<typeof useActionData<typeof action>>;

export default function SheetSync() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<typeof action>();
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      <p className={admin.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="sincronizzazione-avviso" />
      <div className={styles.layout}>
        <div className={styles.forms}>
          <WebhookSection page={page} answer={answer} />
          <TokensSection page={page} answer={answer} />
        </div>
        <section className={styles.guide} aria-labelledby="istruzioni">
          <h2 id="istruzioni">{t.stepsTitle}</h2>
          <ol className={styles.steps}>
            {page.steps.map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </section>
      </div>
      <section className={admin.section} aria-labelledby="modello">
        <h2 id="modello">{t.templateTitle}</h2>
        <p className={admin.intro}>{t.templateIntro}</p>
        <AdminTable
          caption={t.templateCaption}
          // The template's one row is its example; each column's cell shows its own.
          rows={["esempio"]}
          rowKey={(row) => row}
          rowHeaders={false}
          columns={sheetColumns.map((column) => ({
            label: column.name,
            className: styles.example,
            cell: () => column.example,
          }))}
        />
        <h3>{t.templateMeaningsTitle}</h3>
        <dl className={styles.columnList}>
          {sheetColumns.map((column) => (
            <div key={column.name}>
              <dt>{column.name}</dt>
              <dd>{column.meaning}</dd>
            </div>
          ))}
        </dl>
      </section>
    </>
  );
}

type WebhookFields = {
  webhook_url: string;
  title: string;
  category: string;
  excerpt: string;
  content: string;
};

function WebhookSection({ page, answer }: { page: PageData; answer: Answer }) {
  const [form, fields] = useForm<WebhookFields>({
    id: "webhook",
    lastResult: answer?.form === "webhook" ? answer.result : undefined,
    defaultValue: { webhook_url: page.webhookUrl, ...page.testData },
  });
  const field = conformFields(fields, ["webhook_url", "title", "category", "excerpt", "content"]);
  return (
    <section className={admin.section} aria-labelledby="webhook-titolo">
      <h2 id="webhook-titolo">{t.webhookTitle}</h2>
      <Form method="post" {...getFormProps(form)} className={admin.formCard}>
        <TextField
          field={field.webhook_url}
          label={t.webhookLabel}
          hint={t.webhookHint}
          type="url"
          required
          autoComplete="off"
        />
        <fieldset className={styles.fieldset}>
          <legend className={styles.legend}>{t.testDataTitle}</legend>
          <p className={styles.hint}>{t.testDataHint}</p>
          <TextField field={field.title} label={t.labels.title} autoComplete="off" />
          <TextField field={field.category} label={t.labels.category} autoComplete="off" />
          <TextField field={field.excerpt} label={t.labels.excerpt} autoComplete="off" />
          <TextareaField field={field.content} label={t.labels.content} />
        </fieldset>
        <div className={styles.buttons}>
          <IntentButton intent="test" pendingText={t.testPending} variant="primary">
            {t.test}
          </IntentButton>
          <IntentButton intent="sync" pendingText={t.syncPending} variant="secondary">
            {t.sync}
          </IntentButton>
        </div>
        <p className={styles.hint}>{t.syncHint}</p>
        <p className={styles.lastSync}>
          {t.lastSync}: <strong>{page.lastSync ?? t.never}</strong>
        </p>
      </Form>
      <ToastMessage toast={answer?.outcome} />
    </section>
  );
}

function TokensSection({ page, answer }: { page: PageData; answer: Answer }) {
  const [form, fields] = useForm<{ token_name: string }>({
    id: "token",
    lastResult: answer?.form === "token" ? answer.result : undefined,
  });
  const field = conformFields(fields, ["token_name"]);
  return (
    <section className={admin.section} aria-labelledby="token-api">
      <h2 id="token-api">{t.tokensTitle}</h2>
      <p className={admin.intro}>{t.tokensIntro}</p>
      {answer?.createdToken ? (
        <ShownOnce
          key={answer.createdToken.token}
          id="nuovo-token"
          title={t.newTokenTitle}
          label={t.newTokenLabel(answer.createdToken.name)}
          value={answer.createdToken.token}
          hint={t.newTokenHint}
          className={styles.newToken}
        />
      ) : null}
      <Form method="post" {...getFormProps(form)} className={`${admin.card} ${styles.tokenForm}`}>
        <TextField
          field={field.token_name}
          label={t.tokenNameLabel}
          hint={t.tokenNameHint}
          autoComplete="off"
        />
        <IntentButton intent="create-token" pendingText={t.createTokenPending} variant="secondary">
          {t.createToken}
        </IntentButton>
      </Form>
      {page.tokens.length === 0 ? (
        <EmptyState text={t.tokensEmpty}>
          <a href={`#${field.token_name.id}`} className={button.secondary}>
            {t.tokensEmptyAction}
          </a>
        </EmptyState>
      ) : (
        <AdminTable
          caption={t.tokensCaption}
          rows={page.tokens}
          rowKey={(token) => token.id}
          columns={[
            { label: t.columns.name, cell: (token) => token.name },
            { label: t.columns.created, cell: (token) => token.created },
            { label: t.columns.lastUsed, cell: (token) => token.lastUsed ?? t.notUsed },
            {
              label: t.columns.actions,
              labelHidden: true,
              cell: (token) => <RevokeForm id={token.id} name={token.name} />,
            },
          ]}
        />
      )}
    </section>
  );
}

/** 'Revoca' for one token, named for it to screen readers. */
function RevokeForm({ id, name }: { id: number; name: string }) {
  return (
    <ConfirmedForm question={t.confirmRevoke(name)}>
      <input type="hidden" name="id" value={id} />
      <button
        type="submit"
        name="intent"
        value="revoke-token"
        className={button.secondary}
        aria-label={t.revokeLabel(name)}
      >
        {t.revoke}
      </button>
    </ConfirmedForm>
  );
}

export const ErrorBoundary = AdminErrorMessage;
