import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { BadgeText, MarkProcessedForm } from "~/features/visitor-data/contact-status";
import {
  contactPage as t,
  securityPage,
  sourceLabel,
} from "~/features/visitor-data/content/admin-security";
import * as styles from "~/features/visitor-data/admin-security.css";
import { requireUserWithRole } from "~/utils/auth.server";
import {
  canMarkProcessed,
  retentionBadge,
  statusBadge,
} from "~/features/visitor-data/contact-badges";
import { answerHeaders } from "~/utils/headers";
import {
  handleContactAction,
  securityContact,
} from "~/features/visitor-data/security-dashboard.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = args.data ? t.headTitle(args.data.contact.id) : securityPage.title;
  return pageHead(args, { title, description: title, noindex: true });
};

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return securityContact(params.id, user);
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return handleContactAction(request, user, params.id);
}

export default function SecurityContact() {
  const { now, contact } = useLoaderData<typeof loader>();
  const orMissing = (value: string | null) => value || t.missing;
  const fields: [string, string][] = [
    [t.fields.nome, contact.nome],
    [t.fields.cognome, contact.cognome],
    [t.fields.email, contact.email],
    [t.fields.telefono, orMissing(contact.telefono)],
    [t.fields.azienda, orMissing(contact.azienda)],
    [t.fields.service, contact.service],
    [t.fields.source, sourceLabel(contact.source)],
    [t.fields.createdAt, contact.createdAt],
    [t.fields.processedAt, orMissing(contact.processedOn)],
    [t.fields.anonymizedAt, orMissing(contact.anonymizedOn)],
    [t.fields.retentionExpiresAt, contact.retentionEnds],
    [t.fields.privacy, contact.privacyAccepted ? t.yes : t.no],
    [t.fields.newsletter, contact.newsletterAccepted ? t.yes : t.no],
    [t.fields.ipAddress, orMissing(contact.ipAddress)],
    [t.fields.userAgent, orMissing(contact.userAgent)],
  ];
  return (
    <>
      <PageHeader
        title={t.title(contact.name, contact.anonymized)}
        purpose={t.purpose}
        back={{ to: "/admin/sicurezza", label: t.back }}
        action={
          canMarkProcessed(contact) ? (
            <MarkProcessedForm id={contact.id} name={contact.name} variant="primary" />
          ) : null
        }
      />
      <p className={styles.badges}>
        <span>{t.fields.status}:</span> <BadgeText badge={statusBadge(contact)} />{" "}
        <span>{t.fields.retention}:</span>{" "}
        <BadgeText badge={retentionBadge(contact.retentionExpiresAt, now)} />
      </p>

      <section className={styles.section} aria-labelledby="messaggio">
        <h2 id="messaggio">{t.messageTitle}</h2>
        <div className={styles.message}>
          <p>{contact.messaggio}</p>
        </div>
      </section>

      <section className={styles.section} aria-labelledby="dati-contatto">
        <h2 id="dati-contatto">{t.detailsTitle}</h2>
        <dl className={styles.details}>
          {fields.map(([term, value]) => (
            <Fragment key={term}>
              <dt>{term}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
        </dl>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
