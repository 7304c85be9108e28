import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { Form, Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/admin-shell";
import { BadgeText, MarkProcessedForm } from "~/components/contact-status";
import { StatusButton } from "~/components/status-button";
import {
  accessStatement,
  activeProtections,
  recommendations,
  securityPage as t,
} from "~/content/admin-security";
import * as styles from "~/styles/admin-security.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { canMarkProcessed, retentionBadge, statusBadge } from "~/utils/contact-badges";
import { handleDashboardAction, securityDashboard, type ContactListItem } from "~/utils/security-dashboard.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) => pageHead(args, { title: t.title, description: t.intro, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return securityDashboard(user);
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleDashboardAction(request, user);
}

export default function SecurityDashboard() {
  const { now, contacts, audit } = useLoaderData<typeof loader>();
  const navigation = useNavigation();
  const anonymizing = navigation.state !== "idle" && navigation.formData?.get("intent") === "anonymize";
  return (
    <>
      <h1>{t.title}</h1>
      <p className={styles.hint}>{t.intro}</p>

      {contacts ? (
        <dl className={styles.counters}>
          <div className={styles.counter}>
            <dt>{t.counters.total}</dt>
            <dd>{contacts.counts.total.toLocaleString("it-IT")}</dd>
          </div>
          <div className={styles.counter}>
            <dt>{t.counters.processed}</dt>
            <dd>{contacts.counts.processed.toLocaleString("it-IT")}</dd>
          </div>
          <div className={styles.counter}>
            <dt>{t.counters.anonymized}</dt>
            <dd>{contacts.counts.anonymized.toLocaleString("it-IT")}</dd>
          </div>
        </dl>
      ) : (
        <section role="alert" className={styles.section}>
          <h2>{t.loadError.title}</h2>
          <p>{t.loadError.description}</p>
        </section>
      )}

      <Form
        method="post"
        className={styles.toolbar}
        onSubmit={(event) => {
          // With JavaScript the anonymization asks first; without it the button is the decision.
          if (!window.confirm(t.confirmAnonymize)) event.preventDefault();
        }}
      >
        <StatusButton name="intent" value="anonymize" pending={anonymizing} pendingText={t.anonymizePending}>
          {t.anonymize}
        </StatusButton>
      </Form>
      <p className={styles.hint}>{t.anonymizeHint}</p>

      {contacts ? <ContactTable contacts={contacts.list} now={now} /> : null}

      <section className={styles.section} aria-labelledby="registro-accessi">
        <h2 id="registro-accessi">{t.auditTitle}</h2>
        {audit.length === 0 ? (
          <p>{t.auditEmpty}</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className={styles.caption}>{t.auditCaption}</caption>
              <thead>
                <tr>
                  <th scope="col">{t.auditColumns.action}</th>
                  <th scope="col">{t.auditColumns.who}</th>
                  <th scope="col">{t.auditColumns.what}</th>
                  <th scope="col">{t.auditColumns.when}</th>
                </tr>
              </thead>
              <tbody>
                {audit.map((entry) => (
                  <tr key={entry.id}>
                    <th scope="row">{entry.action}</th>
                    <td>{entry.actor}</td>
                    <td>{entry.what}</td>
                    <td>
                      <time dateTime={entry.at}>{entry.when}</time>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </section>

      <section className={styles.section} aria-labelledby="protezioni">
        <h2 id="protezioni">{t.protectionsTitle}</h2>
        <ul className={styles.checklist}>
          {activeProtections.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="raccomandazioni">
        <h2 id="raccomandazioni">{t.recommendationsTitle}</h2>
        <ul className={styles.checklist}>
          {recommendations.map((item) => (
            <li key={item}>{item}</li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby="chi-vede">
        <h2 id="chi-vede">{t.statementTitle}</h2>
        <p className={styles.statement}>{accessStatement}</p>
      </section>
    </>
  );
}

function ContactTable({ contacts, now }: { contacts: ContactListItem[]; now: number }) {
  return (
    <section className={styles.section} aria-labelledby="contatti-recenti">
      <h2 id="contatti-recenti">{t.contactsTitle}</h2>
      {contacts.length === 0 ? (
        <p>{t.contactsEmpty}</p>
      ) : (
        <div className={styles.tableWrap}>
          <table className={styles.table}>
            <caption className={styles.caption}>{t.contactsCaption}</caption>
            <thead>
              <tr>
                <th scope="col">{t.columns.name}</th>
                <th scope="col">{t.columns.email}</th>
                <th scope="col">{t.columns.service}</th>
                <th scope="col">{t.columns.date}</th>
                <th scope="col">{t.columns.status}</th>
                <th scope="col">{t.columns.retention}</th>
                <th scope="col">{t.columns.actions}</th>
              </tr>
            </thead>
            <tbody>
              {contacts.map((contact) => (
                <tr key={contact.id}>
                  <th scope="row">
                    <Link to={`/admin/sicurezza/contatti/${contact.id}`}>{contact.name}</Link>
                  </th>
                  <td>{contact.email ?? "—"}</td>
                  <td>{contact.service}</td>
                  <td>{contact.date}</td>
                  <td>
                    <BadgeText badge={statusBadge(contact)} />
                  </td>
                  <td>
                    <BadgeText badge={retentionBadge(contact.retentionExpiresAt, now)} />
                  </td>
                  <td>
                    {canMarkProcessed(contact) ? (
                      <MarkProcessedForm id={contact.id} name={contact.name} className={styles.inlineForm} variant="secondary" />
                    ) : null}
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

export const ErrorBoundary = AdminErrorMessage;
