import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { Form, Link } from "@remix-run/react";
import { conformField, TextField } from "~/components/forms";
import { AdminTable } from "~/components/staff/admin-table";
import * as admin from "~/components/staff/admin.css";
import { IntentButton } from "~/components/status-button";
import {
  audienceText,
  campaignPageText as t,
  figureLabels,
  statusText,
} from "~/features/newsletter/content/campaigns";
import { campaignPath, campaignPreviewPath } from "~/features/newsletter/paths";
import { button } from "~/styles/ui.css";
import { formatMoment } from "~/utils/format";
import * as styles from "./campaign-view.css";

type Status = "draft" | "scheduled" | "sending" | "sent";

export type Figures = {
  recipients: number;
  delivered: number;
  bounced: number;
  complained: number;
  unsubscribed: number;
};

const when = (moment: number | null) => (moment === null ? "–" : formatMoment(new Date(moment)));

/** A campaign's state in words, with its time or how far its sending got. */
export function campaignStatus(campaign: {
  status: Status;
  scheduledAt: number | null;
  sentAt: number | null;
  handed: number;
  figures: Figures;
}) {
  switch (campaign.status) {
    case "draft":
      return statusText.draft();
    case "scheduled":
      return statusText.scheduled(when(campaign.scheduledAt));
    case "sending":
      return statusText.sending(campaign.handed, campaign.figures.recipients);
    case "sent":
      return statusText.sent(when(campaign.sentAt));
  }
}

export const whole = (value: number) => value.toLocaleString("it-IT");

const figureNames = Object.keys(figureLabels) as (keyof Figures)[];

/** Recipients, delivered, bounced, reported as spam, unsubscribed: what the provider told. */
export function FigureList({ figures }: { figures: Figures }) {
  return (
    <dl className={styles.figures}>
      {figureNames.map((name) => (
        <div key={name} className={styles.figure}>
          <dt>{figureLabels[name]}</dt>
          <dd>{whole(figures[name])}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A counting campaign's links with their clicks: how many, never whose. */
export function LinkClicks({ links }: { links: { n: number; url: string; clicks: number }[] }) {
  if (links.length === 0) return <p className={admin.intro}>{t.noLinks}</p>;
  return (
    <AdminTable
      caption={t.linksCaption}
      rows={links}
      rowKey={(link) => link.n}
      columns={[
        { label: t.linkColumns.url, className: styles.url, cell: (link) => link.url },
        { label: t.linkColumns.clicks, numeric: true, cell: (link) => whole(link.clicks) },
      ]}
    />
  );
}

/** The e-mail as saved, in the light and the dark theme of a mail client, side by side. */
export function PreviewFrames({ id, version }: { id: number; version: number }) {
  const frames = [
    { scheme: "chiaro", label: t.previewLight },
    { scheme: "scuro", label: t.previewDark },
  ] as const;
  return (
    <div className={styles.frames}>
      {frames.map(({ scheme, label }) => (
        <figure key={scheme} className={styles.frameBox}>
          <figcaption className={styles.frameCaption}>{label}</figcaption>
          <iframe
            // A new version is a new document: the frame loads it again.
            key={version}
            src={campaignPreviewPath(id, scheme)}
            title={t.previewFrame(label)}
            loading="lazy"
            className={styles.frame}
          />
        </figure>
      ))}
    </div>
  );
}

/** 'Invia una prova': the saved campaign to the signed-in member's own address. */
export function TestSend({ ownEmail }: { ownEmail: string }) {
  return (
    <Form method="post" className={admin.stack}>
      <p className={admin.intro}>{t.testIntro(ownEmail)}</p>
      <IntentButton intent="prova" pendingText={t.testPending} variant="secondary">
        {t.test}
      </IntentButton>
    </Form>
  );
}

/** 'Programma': a day and a time in Italy, still to come. */
function ScheduleForm({
  version,
  refused,
  lastResult,
}: {
  version: number;
  refused: boolean;
  lastResult?: SubmissionResult<string[]>;
}) {
  const [form, fields] = useForm<{ when: string }>({ id: "programma", lastResult });
  return (
    <Form method="post" {...getFormProps(form)} className={styles.schedule}>
      <input type="hidden" name="updated_at" value={version} />
      <TextField
        field={conformField(fields.when)}
        label={t.scheduleField}
        hint={t.scheduleHint}
        type="datetime-local"
      />
      <IntentButton
        intent="programma"
        disabled={refused}
        pendingText={t.schedulePending}
        variant="secondary"
      >
        {t.schedule}
      </IntentButton>
    </Form>
  );
}

/**
 * Who will get it and what may stop it; for an admin, 'Invia ora' (its confirmation comes
 * next, as a step of its own), 'Programma', or 'Annulla programmazione'.
 */
export function SendingControls({
  campaign,
  audience,
  refusal,
  isAdmin,
  scheduleResult,
}: {
  campaign: { id: number; status: Status; version: number };
  audience: number;
  refusal: string | null;
  isAdmin: boolean;
  scheduleResult?: SubmissionResult<string[]>;
}) {
  return (
    <div className={admin.stack}>
      <p>
        <strong>{audienceText(audience)}.</strong>
      </p>
      {refusal ? <p className={styles.refusal}>{refusal}</p> : null}
      {!isAdmin ? (
        <p className={admin.intro}>{t.adminOnly}</p>
      ) : campaign.status === "scheduled" ? (
        <Form method="post">
          <input type="hidden" name="updated_at" value={campaign.version} />
          <IntentButton
            intent="annulla-programmazione"
            pendingText={t.unschedulePending}
            variant="secondary"
          >
            {t.unschedule}
          </IntentButton>
        </Form>
      ) : (
        <>
          {refusal ? (
            <button type="button" className={button.primary} disabled>
              {t.sendNow}
            </button>
          ) : (
            <Link to={`${campaignPath(campaign.id)}?conferma=invio`} className={button.primary}>
              {t.sendNow}
            </Link>
          )}
          <ScheduleForm
            version={campaign.version}
            refused={refusal !== null}
            lastResult={scheduleResult}
          />
        </>
      )}
    </div>
  );
}

/**
 * The second step of sending or deleting, a page of its own: what will happen, named, and
 * the button that does it. It needs no script, and a click that strays does nothing.
 */
export function Confirmation({
  kind,
  campaign,
  audience,
}: {
  kind: "invio" | "elimina";
  campaign: { id: number; subject: string; version: number };
  audience: number;
}) {
  const text = kind === "invio" ? t.confirmSend : t.confirmRemove;
  return (
    <section className={styles.confirm} aria-labelledby="conferma-titolo">
      <h2 id="conferma-titolo">{text.title}</h2>
      <p>
        {kind === "invio"
          ? t.confirmSend.text(campaign.subject, audience)
          : t.confirmRemove.text(campaign.subject)}
      </p>
      <Form method="post" action={campaignPath(campaign.id)} className={admin.formActions}>
        <input type="hidden" name="updated_at" value={campaign.version} />
        <IntentButton
          intent={kind === "invio" ? "invia" : "elimina"}
          pendingText={text.pending}
          variant="primary"
        >
          {kind === "invio" ? t.confirmSend.confirm(audience) : t.confirmRemove.confirm}
        </IntentButton>
        <Link to={campaignPath(campaign.id)} className={button.secondary}>
          {text.cancel}
        </Link>
      </Form>
    </section>
  );
}
