import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useRevalidator } from "@remix-run/react";
import { useEffect } from "react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import { FormAlert } from "~/components/forms";
import * as styles from "~/features/imports/markdown-import.css";
import * as toastStyles from "~/components/toast-message.css";
import { importProgressText as t, importSteps } from "~/features/imports/content/markdown-import";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders } from "~/utils/headers";
import { importJobView } from "~/features/imports/markdown-import.server";
import { pageHead } from "~/utils/seo";
import { button, visuallyHidden } from "~/styles/ui.css";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.title, noindex: true });

export const headers = answerHeaders;

export async function loader({ request, params }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const job = importJobView(params.job ?? "");
  if (!job) throw data({ message: "Importazione non trovata" }, { status: 404 });
  return job;
}

type StepState = keyof typeof t.stepStates;
const marks: Record<StepState, string> = {
  done: "✓",
  running: "…",
  waiting: "○",
  failed: "✗",
  skipped: "–",
};

function stepState(index: number, job: { status: string; stepsDone: number }): StepState {
  if (job.status === "done" || index < job.stepsDone) return "done";
  if (index > job.stepsDone) return job.status === "failed" ? "skipped" : "waiting";
  return job.status === "failed" ? "failed" : "running";
}

// How often the page asks again while the import runs, with JavaScript.
const POLL_MS = 1000;

/**
 * The import's five steps and how far it got. Without JavaScript 'Aggiorna' reloads it (a
 * page that refreshes itself would move under a screen reader's feet); with JavaScript it asks
 * the server again every second until the import ends.
 */
export default function ImportProgress() {
  const job = useLoaderData<typeof loader>();
  const revalidator = useRevalidator();
  const location = useLocation();
  const running = job.status === "running";
  useEffect(() => {
    if (!running || revalidator.state !== "idle") return;
    const timer = setTimeout(() => revalidator.revalidate(), POLL_MS);
    return () => clearTimeout(timer);
  }, [running, revalidator]);

  const current = importSteps[job.stepsDone];
  return (
    <>
      <PageHeader title={t.title} purpose={t.purpose} />
      <div className={styles.progress}>
        <dl className={styles.facts}>
          <dt className={styles.factName}>{t.file}</dt>
          <dd>{job.fileName}</dd>
          <dt className={styles.factName}>{t.category}</dt>
          <dd>{job.category}</dd>
        </dl>
        <h2 className={styles.cardTitle}>{t.steps}</h2>
        <ol className={styles.steps}>
          {importSteps.map((name, index) => {
            const state = stepState(index, job);
            return (
              <li key={name} className={styles.step[state]}>
                <span aria-hidden="true" className={styles.mark[state]}>
                  {marks[state]}
                </span>
                <span className={styles.stepName}>
                  {index + 1}. {name}
                  <span className={visuallyHidden}>:</span>
                </span>
                <strong className={styles.stepState}>{t.stepStates[state]}</strong>
              </li>
            );
          })}
        </ol>
      </div>
      <div role="status" className={styles.outcome}>
        {running && current ? (
          <p>{t.running(job.stepsDone + 1, importSteps.length, current)}</p>
        ) : null}
        {job.status === "done" ? (
          <div className={toastStyles.toast.success}>
            <p className={toastStyles.title}>{t.done.title}</p>
            <p className={toastStyles.description}>{t.done.description}</p>
          </div>
        ) : null}
        {job.bodyFormat?.kind === "html" ? (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{t.htmlBody.title}</p>
            <p>{t.htmlBody.description}</p>
            <p>
              {t.htmlBody.firstTag} <code>{job.bodyFormat.firstTag}</code>
            </p>
          </div>
        ) : null}
        {job.placeholderImage && job.status !== "failed" ? (
          <div className={styles.notice}>
            <p className={styles.noticeTitle}>{t.placeholder.title}</p>
            <p>{t.placeholder.description}</p>
          </div>
        ) : null}
      </div>
      <FormAlert alert={job.status === "failed" ? t.failed(job.error) : null} id="import-errore" />
      <p className={styles.actions}>
        {running ? (
          <>
            <Link to={location.pathname} className={button.primary}>
              {t.refresh}
            </Link>
            <span>{t.refreshHint}</span>
          </>
        ) : null}
        {job.status === "done" && job.articleSlug ? (
          <>
            <Link to={`/blog/${job.articleSlug}`} className={button.primary}>
              {t.openArticle}
            </Link>
            <Link to={`/admin/articoli/${job.articleId}`} className={button.secondary}>
              {t.editArticle}
            </Link>
          </>
        ) : null}
        {running ? null : (
          <Link to="/admin/importa-markdown" className={button.secondary}>
            {t.another}
          </Link>
        )}
        <Link to="/admin" className={button.secondary}>
          {t.back}
        </Link>
      </p>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
