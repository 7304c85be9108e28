import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { CheckboxField, conformField, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import {
  dataRequestPage as t,
  subscriberStatusLabels,
} from "~/features/visitor-data/content/admin-visitor-data";
import * as styles from "~/features/visitor-data/admin-visitor-data.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { handleDataRequest } from "~/features/visitor-data/data-request-form.server";
import type { FoundRecords } from "~/features/visitor-data/data-requests.server";
import { formatDate } from "~/utils/format";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "admin");
  return null;
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleDataRequest(request, user);
}

/**
 * The search (a post, so the address stays out of addresses, logs and history), then what
 * was found with 'Esporta' and 'Cancella tutto'.
 */
export default function DataRequests() {
  const answer = useActionData<typeof action>();
  const pending = useIsPending();
  const navigation = useNavigation();
  const sending = pending ? (navigation.formData?.get("intent") ?? "search") : null;
  const [form, fields] = useForm<{ email: string }>({
    id: "richiesta",
    lastResult: answer?.form === "search" ? answer.result : undefined,
  });
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      <p className={admin.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="richiesta-avviso" />
      <Form method="post" {...getFormProps(form)} className={styles.searchForm}>
        <TextField
          field={conformField(fields.email)}
          label={t.emailLabel}
          type="email"
          required
          autoComplete="off"
        />
        <div>
          <StatusButton pending={sending === "search"} pendingText={t.searching}>
            {t.search}
          </StatusButton>
        </div>
      </Form>
      {answer?.notFound ? (
        <div role="status">
          <EmptyState title={t.notFound} text={t.notFoundText}>
            <a href={`#${fields.email.id}`} className={button.secondary}>
              {t.searchAgain}
            </a>
          </EmptyState>
        </div>
      ) : null}
      {answer?.found ? (
        <Found
          // A new search starts the erasure form afresh, without the error of an earlier attempt.
          key={`${answer.found.email} ${answer.form}`}
          found={answer.found}
          eraseResult={answer.form === "erase" ? answer.result : undefined}
          erasing={sending === "erase"}
        />
      ) : null}
    </>
  );
}

function Found({
  found,
  eraseResult,
  erasing,
}: {
  found: FoundRecords;
  eraseResult: SubmissionResult<string[]> | undefined;
  erasing: boolean;
}) {
  const [form, fields] = useForm<{ email: string; conferma: boolean }>({
    id: "cancellazione",
    lastResult: eraseResult,
  });
  const formProps = getFormProps(form);
  const confirmErase = (event: FormEvent<HTMLFormElement>) => {
    const box = event.currentTarget.elements.namedItem("conferma");
    // Unticked, the server answers with the error; ticked, JavaScript asks once more.
    if (box instanceof HTMLInputElement && box.checked && !window.confirm(t.confirmDialog)) {
      event.preventDefault();
      return;
    }
    formProps.onSubmit(event);
  };
  return (
    <section aria-labelledby="dati-trovati" className={admin.section}>
      <h2 id="dati-trovati">{t.foundTitle(found.email)}</h2>
      {found.contacts.length > 0 ? (
        <AdminTable
          caption={t.contacts.caption}
          rows={found.contacts}
          rowKey={(contact) => contact.id}
          columns={[
            {
              label: t.contacts.columns.date,
              cell: (contact) => formatDate(new Date(contact.createdAt)),
            },
            { label: t.contacts.columns.name, cell: (contact) => contact.name },
            { label: t.contacts.columns.service, cell: (contact) => contact.servizio },
            {
              label: t.contacts.columns.message,
              className: styles.message,
              cell: (contact) => contact.messaggio,
            },
          ]}
        />
      ) : null}
      {found.registrations.length > 0 ? (
        <AdminTable
          caption={t.registrations.caption}
          rows={found.registrations}
          rowKey={(registration) => registration.id}
          columns={[
            {
              label: t.registrations.columns.date,
              cell: (registration) => formatDate(new Date(registration.createdAt)),
            },
            { label: t.registrations.columns.name, cell: (registration) => registration.name },
            { label: t.registrations.columns.event, cell: (registration) => registration.evento },
          ]}
        />
      ) : null}
      {found.subscribers.length > 0 ? (
        <AdminTable
          caption={t.subscribers.caption}
          rows={found.subscribers}
          rowKey={(subscriber) => subscriber.id}
          columns={[
            { label: t.subscribers.columns.email, cell: (subscriber) => subscriber.email },
            {
              label: t.subscribers.columns.status,
              cell: (subscriber) => subscriberStatusLabels[subscriber.status],
            },
            {
              label: t.subscribers.columns.date,
              cell: (subscriber) => formatDate(new Date(subscriber.createdAt)),
            },
          ]}
        />
      ) : null}
      <div className={styles.actions}>
        <div className={styles.panel}>
          <h3>{t.exportTitle}</h3>
          <p>{t.exportText}</p>
          {/* A real download: Remix's client must not try to read the file as a page. */}
          <Form method="post" action="/admin/richieste/esporta" reloadDocument>
            <input type="hidden" name="email" value={found.email} />
            <button type="submit" name="intent" value="export" className={button.secondary}>
              {t.export}
            </button>
          </Form>
        </div>
        <div className={styles.dangerPanel}>
          <h3>{t.eraseTitle}</h3>
          <p>{t.eraseText}</p>
          <Form method="post" {...formProps} onSubmit={confirmErase} className={styles.panelForm}>
            <input type="hidden" name="email" value={found.email} />
            <CheckboxField field={conformField(fields.conferma)} required>
              {t.confirmLabel}
            </CheckboxField>
            <StatusButton name="intent" value="erase" pending={erasing} pendingText={t.erasing}>
              {t.erase}
            </StatusButton>
          </Form>
        </div>
      </div>
    </section>
  );
}

export const ErrorBoundary = AdminErrorMessage;
