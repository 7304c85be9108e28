import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { ConfirmedForm } from "~/components/confirmed-form";
import { Link, useLoaderData, useNavigation } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { BadgeText, MarkProcessedForm } from "~/features/visitor-data/contact-status";
import { StatusButton } from "~/components/status-button";
import { button } from "~/styles/ui.css";
import {
  accessStatement,
  activeProtections,
  recommendations,
  securityPage as t,
  shortHash,
} from "~/features/visitor-data/content/admin-security";
import * as styles from "~/features/visitor-data/admin-security.css";
import { requireUserWithRole } from "~/utils/auth.server";
import {
  canMarkProcessed,
  retentionBadge,
  statusBadge,
} from "~/features/visitor-data/contact-badges";
import {
  handleDashboardAction,
  securityDashboard,
  type ContactListItem,
} from "~/features/visitor-data/security-dashboard.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.intro, noindex: true });

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
  const anonymizing =
    navigation.state !== "idle" && navigation.formData?.get("intent") === "anonymize";
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.intro}
        action={
          <ConfirmedForm question={t.confirmAnonymize}>
            <StatusButton
              name="intent"
              value="anonymize"
              pending={anonymizing}
              pendingText={t.anonymizePending}
            >
              {t.anonymize}
            </StatusButton>
          </ConfirmedForm>
        }
      />
      <p className={admin.intro}>{t.anonymizeHint}</p>

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

      {contacts ? <ContactTable contacts={contacts.list} now={now} /> : null}

      <section className={styles.section} aria-labelledby="registro-accessi">
        <h2 id="registro-accessi">{t.auditTitle}</h2>
        {audit.length === 0 ? (
          <EmptyState text={t.auditEmpty} />
        ) : (
          <AdminTable
            caption={t.auditCaption}
            rows={audit}
            rowKey={(entry) => entry.id}
            columns={[
              { label: t.auditColumns.action, cell: (entry) => entry.action },
              { label: t.auditColumns.who, cell: (entry) => entry.actor },
              { label: t.auditColumns.what, cell: (entry) => <AuditSubject {...entry.what} /> },
              {
                label: t.auditColumns.when,
                cell: (entry) => <time dateTime={entry.at}>{entry.when}</time>,
              },
            ]}
          />
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
        <EmptyState text={t.contactsEmpty}>
          <Link to="/contatti" className={button.secondary}>
            {t.contactsEmptyAction}
          </Link>
        </EmptyState>
      ) : (
        <AdminTable
          caption={t.contactsCaption}
          rows={contacts}
          rowKey={(contact) => contact.id}
          columns={[
            {
              label: t.columns.name,
              cell: (contact) => (
                <Link to={`/admin/sicurezza/contatti/${contact.id}`}>{contact.name}</Link>
              ),
            },
            { label: t.columns.email, cell: (contact) => contact.email ?? "—" },
            { label: t.columns.service, cell: (contact) => contact.service },
            { label: t.columns.date, cell: (contact) => contact.date },
            {
              label: t.columns.status,
              cell: (contact) => <BadgeText badge={statusBadge(contact)} />,
            },
            {
              label: t.columns.retention,
              cell: (contact) => (
                <BadgeText badge={retentionBadge(contact.retentionExpiresAt, now)} />
              ),
            },
            {
              label: t.columns.actions,
              cell: (contact) =>
                canMarkProcessed(contact) ? (
                  <MarkProcessedForm
                    id={contact.id}
                    name={contact.name}
                    className={styles.inlineForm}
                    variant="secondary"
                  />
                ) : null,
            },
          ]}
        />
      )}
    </section>
  );
}

/**
 * What an audit entry was about. An address's hash is 64 characters that would stretch the
 * list on a phone: it shows shortened, and whoever needs it opens the whole one.
 */
function AuditSubject({ text, hash }: { text: string; hash: string | null }) {
  if (!hash) return <>{text}</>;
  return (
    <>
      <details className={styles.hash}>
        <summary>{shortHash(hash)}</summary>
        {t.auditHashFull} <code className={styles.fullHash}>{hash}</code>
      </details>
      {text}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
