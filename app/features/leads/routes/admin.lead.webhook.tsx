import { getFormProps, useForm } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData, useLocation } from "@remix-run/react";
import { ConfirmedForm } from "~/components/confirmed-form";
import { conformFields, TextField } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { leadWebhookPage as t, logFilters } from "~/features/leads/content/lead-webhook";
import * as styles from "~/features/leads/admin-leads.css";
import {
  leadWebhookAction,
  leadWebhookPageData,
  type LeadWebhookAnswer,
} from "~/features/leads/lead-webhook-page.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return leadWebhookPageData(new URL(request.url).searchParams);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return leadWebhookAction(request, { id: user.id, email: user.email });
}

export default function LeadWebhook() {
  const page = useLoaderData<typeof loader>();
  const answer = useActionData<LeadWebhookAnswer>();
  // A saved form starts again from what was saved (a token typed is never shown again).
  const location = useLocation();
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          <Link to="/admin/lead" className={button.secondary}>
            {t.back}
          </Link>
        }
      />
      <section className={admin.section} aria-labelledby="webhook-indirizzo">
        <h2 id="webhook-indirizzo">{t.addressTitle}</h2>
        {page.secret ? null : <p className={admin.intro}>{t.disabledNote}</p>}
        <WebhookForm
          key={location.key}
          url={page.url}
          answer={answer?.form === "webhook" ? answer.result : undefined}
        />
        {page.secret ? <TurnOffForm intent="disattiva" label={t.disable} /> : null}
      </section>
      {page.secret ? (
        <section className={admin.section} aria-labelledby="webhook-segreto">
          <h2 id="webhook-segreto">{t.secretTitle}</h2>
          <p className={admin.intro}>{t.secretIntro}</p>
          <dl>
            <dt>{t.secretLabel}</dt>
            <dd>
              <code className={styles.secret}>{page.secret}</code>
            </dd>
          </dl>
          <ConfirmedForm question={t.rotateConfirm}>
            <input type="hidden" name="intent" value="rigenera" />
            <button type="submit" className={button.secondary}>
              {t.rotate}
            </button>
          </ConfirmedForm>
        </section>
      ) : null}
      <section className={admin.section} aria-labelledby="meta-conversioni-titolo">
        <h2 id="meta-conversioni-titolo">{t.metaTitle}</h2>
        <p className={admin.intro}>{t.metaIntro}</p>
        <p className={admin.intro}>{page.meta ? t.metaOn(page.meta.host) : t.metaOff}</p>
        <MetaForm
          key={location.key}
          endpoint={page.meta?.endpoint ?? ""}
          saved={page.meta !== null}
          answer={answer?.form === "meta" ? answer.result : undefined}
        />
        {page.meta ? <TurnOffForm intent="disattiva-meta" label={t.metaDisable} /> : null}
      </section>
      <section className={admin.section} aria-labelledby="webhook-consegne">
        <h2 id="webhook-consegne">{t.deliveriesTitle}</h2>
        <p className={admin.intro}>{t.deliveriesIntro}</p>
        <nav aria-label={t.filterLabel} className={styles.views}>
          {logFilters.map((filter) => (
            <Link
              key={filter}
              to={filter === "tutti" ? "?" : `?stato=${filter}`}
              aria-current={page.filter === filter ? "page" : undefined}
              className={page.filter === filter ? button.primary : button.secondary}
            >
              {t.filters[filter]}
              {filter === "tutti" ? "" : ` (${page.counts[filter] ?? 0})`}
            </Link>
          ))}
        </nav>
        {page.events.length === 0 ? (
          <EmptyState text={t.emptyLog} />
        ) : (
          <AdminTable
            caption={t.caption}
            rows={page.events}
            rowKey={(event) => String(event.id)}
            columns={[
              {
                label: t.columns.event,
                cell: (event) => (
                  <>
                    {event.type},{" "}
                    <Link to={`/admin/lead/${event.leadId}`}>{t.leadLink(event.leadId)}</Link>
                  </>
                ),
              },
              { label: t.columns.status, cell: (event) => event.statusLabel },
              {
                label: t.columns.attempts,
                cell: (event) =>
                  event.log.length === 0 ? (
                    String(event.attempts)
                  ) : (
                    <details>
                      <summary>{t.attemptsTitle(event.log.length)}</summary>
                      <ul className={styles.attemptLog}>
                        {event.log.map((line, index) => (
                          <li key={index}>{line}</li>
                        ))}
                      </ul>
                    </details>
                  ),
              },
              { label: t.columns.when, cell: (event) => event.when },
              { label: t.columns.error, cell: (event) => event.lastError ?? "" },
              {
                label: t.columns.actions,
                cell: (event) =>
                  event.canResend || event.canDrop ? (
                    <Form method="post" className={styles.eventActions}>
                      <input type="hidden" name="evento" value={event.id} />
                      {event.canResend ? (
                        <button
                          type="submit"
                          name="intent"
                          value="reinvia"
                          className={button.secondary}
                          aria-label={t.resendLabel(event.id)}
                        >
                          {t.resend}
                        </button>
                      ) : null}
                      {event.canDrop ? (
                        <button
                          type="submit"
                          name="intent"
                          value="scarta"
                          className={button.secondary}
                          aria-label={t.dropLabel(event.id)}
                        >
                          {t.drop}
                        </button>
                      ) : null}
                    </Form>
                  ) : null,
              },
            ]}
          />
        )}
      </section>
    </>
  );
}

/** 'Disattiva' for one destination: its settings cleared, a plain post. */
function TurnOffForm({ intent, label }: { intent: string; label: string }) {
  return (
    <Form method="post" className={styles.moveForm}>
      <button type="submit" name="intent" value={intent} className={button.secondary}>
        {label}
      </button>
    </Form>
  );
}

/** The webhook's address. */
function WebhookForm({
  url,
  answer,
}: {
  url: string;
  answer: LeadWebhookAnswer["result"] | undefined;
}) {
  const [form, fields] = useForm<{ url: string }>({
    id: "webhook-lead",
    lastResult: answer,
    defaultValue: { url },
  });
  const field = conformFields(fields, ["url"]);
  return (
    <Form method="post" {...getFormProps(form)} className={admin.formCard}>
      <input type="hidden" name="intent" value="salva" />
      <TextField
        field={field.url}
        label={t.urlLabel}
        hint={t.urlHint}
        type="url"
        required
        autoComplete="off"
      />
      <button type="submit" className={button.primary}>
        {t.save}
      </button>
    </Form>
  );
}

/** Meta's address and token; a token left empty keeps the saved one. */
function MetaForm({
  endpoint,
  saved,
  answer,
}: {
  endpoint: string;
  saved: boolean;
  answer: LeadWebhookAnswer["result"] | undefined;
}) {
  const [metaForm, metaFields] = useForm<{ endpoint: string; token: string }>({
    id: "meta-conversioni",
    lastResult: answer,
    defaultValue: { endpoint },
  });
  const metaField = conformFields(metaFields, ["endpoint", "token"]);
  return (
    <Form method="post" {...getFormProps(metaForm)} className={admin.formCard}>
      <input type="hidden" name="intent" value="salva-meta" />
      <TextField
        field={metaField.endpoint}
        label={t.metaEndpointLabel}
        hint={t.metaEndpointHint}
        type="url"
        required
        autoComplete="off"
      />
      <TextField
        field={metaField.token}
        label={t.metaTokenLabel}
        hint={saved ? t.metaTokenHint : t.metaTokenHintNew}
        type="password"
        required={!saved}
        autoComplete="off"
      />
      <button type="submit" className={button.primary}>
        {t.metaSave}
      </button>
    </Form>
  );
}

export const ErrorBoundary = AdminErrorMessage;
