import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, useActionData, useNavigation } from "@remix-run/react";
import type { FormEvent } from "react";
import { AdminErrorMessage } from "~/components/admin-shell";
import { CheckboxField, conformField, FormAlert, TextField } from "~/components/forms";
import { StatusButton } from "~/components/status-button";
import { dataRequestPage as t, subscriberStatusLabels } from "~/content/admin-visitor-data";
import * as styles from "~/styles/admin-visitor-data.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { handleDataRequest } from "~/utils/data-request-form.server";
import type { FoundRecords } from "~/utils/data-requests.server";
import { formatDate } from "~/utils/format";
import { answerHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";
import { useIsPending } from "~/utils/use-is-pending";

export const meta: MetaFunction = (args) => pageHead(args, { title: t.title, description: t.description, noindex: true });

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
      <h1>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <FormAlert alert={answer?.alert} id="richiesta-avviso" />
      <Form method="post" {...getFormProps(form)} className={styles.searchForm}>
        <TextField field={conformField(fields.email)} label={t.emailLabel} type="email" required autoComplete="off" />
        <div>
          <StatusButton pending={sending === "search"} pendingText={t.searching}>
            {t.search}
          </StatusButton>
        </div>
      </Form>
      {answer?.notFound ? (
        <p role="status" className={styles.notice}>
          {t.notFound}
        </p>
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
  const [form, fields] = useForm<{ email: string; conferma: boolean }>({ id: "cancellazione", lastResult: eraseResult });
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
    <section aria-labelledby="dati-trovati" className={styles.section}>
      <h2 id="dati-trovati">{t.foundTitle(found.email)}</h2>
      {found.contacts.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.contacts.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.contacts.columns.date}</th>
                <th scope="col">{t.contacts.columns.name}</th>
                <th scope="col">{t.contacts.columns.service}</th>
                <th scope="col">{t.contacts.columns.message}</th>
              </tr>
            </thead>
            <tbody>
              {found.contacts.map((contact) => (
                <tr key={contact.id}>
                  <th scope="row">{formatDate(new Date(contact.createdAt))}</th>
                  <td>{contact.name}</td>
                  <td>{contact.servizio}</td>
                  <td className={styles.message}>{contact.messaggio}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {found.registrations.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.registrations.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.registrations.columns.date}</th>
                <th scope="col">{t.registrations.columns.name}</th>
                <th scope="col">{t.registrations.columns.event}</th>
              </tr>
            </thead>
            <tbody>
              {found.registrations.map((registration) => (
                <tr key={registration.id}>
                  <th scope="row">{formatDate(new Date(registration.createdAt))}</th>
                  <td>{registration.name}</td>
                  <td>{registration.evento}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
      {found.subscribers.length > 0 ? (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.subscribers.caption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.subscribers.columns.email}</th>
                <th scope="col">{t.subscribers.columns.status}</th>
                <th scope="col">{t.subscribers.columns.date}</th>
              </tr>
            </thead>
            <tbody>
              {found.subscribers.map((subscriber) => (
                <tr key={subscriber.id}>
                  <th scope="row">{subscriber.email}</th>
                  <td>{subscriberStatusLabels[subscriber.status]}</td>
                  <td>{formatDate(new Date(subscriber.createdAt))}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
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
