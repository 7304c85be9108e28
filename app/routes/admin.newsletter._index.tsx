import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/admin-shell";
import { newsletterPage as t, subscriberDateLabels, subscriberStatusLabels } from "~/content/admin-visitor-data";
import * as styles from "~/styles/admin-visitor-data.css";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { formatDate } from "~/utils/format";
import { pageHead } from "~/utils/seo";
import { newsletterOverview } from "~/utils/visitor-exports.server";

export const meta: MetaFunction = (args) => pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return { statuses: await newsletterOverview(user) };
}

export default function Newsletter() {
  const { statuses } = useLoaderData<typeof loader>();
  return (
    <>
      <h1>{t.title}</h1>
      <p className={styles.intro}>{t.intro}</p>
      <p>
        {/* A plain link: the file is a download, not a page for Remix to load. */}
        <a href="/admin/newsletter/esporta" download className={button.primary}>
          {t.download}
        </a>
      </p>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <caption className={styles.caption}>{t.summaryCaption}</caption>
          <thead>
            <tr>
              <th scope="col">{t.columns.status}</th>
              <th scope="col" className={styles.number}>
                {t.columns.count}
              </th>
            </tr>
          </thead>
          <tbody>
            {statuses.map(({ status, total }) => (
              <tr key={status}>
                <th scope="row">{subscriberStatusLabels[status]}</th>
                <td className={styles.number}>{total}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {statuses.map(({ status, total, latest }) => (
        <section key={status} aria-labelledby={`stato-${status}`} className={styles.section}>
          <h2 id={`stato-${status}`}>{subscriberStatusLabels[status]}</h2>
          {latest.length === 0 ? (
            <p className={styles.muted}>{t.empty}</p>
          ) : (
            <div className={styles.tableWrap}>
              <table className={styles.table}>
                <caption className={styles.caption}>{t.latestCaption(subscriberStatusLabels[status], latest.length, total)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{t.columns.email}</th>
                    <th scope="col">{t.columns.name}</th>
                    <th scope="col">{subscriberDateLabels[status]}</th>
                  </tr>
                </thead>
                <tbody>
                  {latest.map((subscriber) => (
                    <tr key={subscriber.id}>
                      <th scope="row">{subscriber.email}</th>
                      <td>{[subscriber.nome, subscriber.cognome].filter(Boolean).join(" ")}</td>
                      <td>{subscriber.date ? formatDate(new Date(subscriber.date)) : ""}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </section>
      ))}
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
