import { getFormProps, useForm } from "@conform-to/react";
import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { Fragment } from "react";
import { conformField, FormAlert, SelectField, TextareaField, TextField } from "~/components/forms";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { leadPage as t, leadsPage } from "~/features/leads/content/admin-leads";
import * as styles from "~/features/leads/admin-leads.css";
import {
  leadPageAction,
  type LeadPageAnswer,
  type MoveAnswer,
} from "~/features/leads/lead-actions.server";
import { leadDetail, leadIdOf } from "~/features/leads/lead-page.server";
import { leadStages, stageLabels } from "~/features/leads/lead-stages";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction<typeof loader> = (args) => {
  const title = args.data ? t.headTitle(args.data.lead.id) : t.notFound;
  return pageHead(args, { title, description: title, noindex: true });
};

export async function loader({ request, params }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const id = leadIdOf(params.id);
  const detail = id === null ? null : await leadDetail(id, user);
  if (!detail) throw data({ message: t.notFound }, { status: 404 });
  return detail;
}

export async function action({ request, params }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const id = leadIdOf(params.id);
  if (id === null) throw data({ message: t.notFound }, { status: 404 });
  return leadPageAction(request, id, user);
}

const isPageAnswer = (answer: unknown): answer is LeadPageAnswer =>
  typeof answer === "object" && answer !== null && "form" in answer;

type Detail = ReturnType<typeof useLoaderData<typeof loader>>;

function LeadWorkForm({
  lead,
  owners,
  answer,
}: {
  lead: Detail["lead"];
  owners: Detail["owners"];
  answer: LeadPageAnswer | undefined;
}) {
  const [form, fields] = useForm({
    id: "lead-dati",
    lastResult: answer?.result,
    defaultValue: {
      responsabile: lead.ownerId,
      valore: lead.value,
      chiusura: lead.expectedCloseOn,
      azione: lead.nextAction,
      azioneIl: lead.nextActionOn,
    },
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className={admin.stack}>
      <input type="hidden" name="intent" value="modifica" />
      <input type="hidden" name="versione" value={lead.version} />
      <FormAlert id="lead-dati-avviso" alert={answer?.alert} />
      <SelectField
        field={conformField(fields.responsabile)}
        label={t.fields.responsabile}
        options={[
          { value: "", label: t.noOwner },
          ...owners.map((owner) => ({ value: owner.id, label: owner.name })),
        ]}
      />
      <TextField
        field={conformField(fields.valore)}
        label={t.fields.valore}
        hint={t.valueHint}
        inputMode="decimal"
      />
      <TextField field={conformField(fields.chiusura)} label={t.fields.chiusura} type="date" />
      <TextField field={conformField(fields.azione)} label={t.fields.azione} />
      <TextField field={conformField(fields.azioneIl)} label={t.fields.azioneIl} type="date" />
      <div>
        <button type="submit" className={button.primary}>
          {t.save}
        </button>
      </div>
    </Form>
  );
}

function LeadNoteForm({ answer }: { answer: LeadPageAnswer | undefined }) {
  const [form, fields] = useForm<{ nota: string }>({
    id: "lead-nota",
    lastResult: answer?.result,
    shouldValidate: "onSubmit",
  });
  return (
    <Form method="post" {...getFormProps(form)} className={admin.stack}>
      <input type="hidden" name="intent" value="nota" />
      <FormAlert id="lead-nota-avviso" alert={answer?.alert} />
      <TextareaField field={conformField(fields.nota)} label={t.noteLabel} />
      <div>
        <button type="submit" className={button.secondary}>
          {t.noteSave}
        </button>
      </div>
    </Form>
  );
}

export default function LeadPage() {
  const { lead, person, owners, timeline } = useLoaderData<typeof loader>();
  const answer = useActionData<LeadPageAnswer | MoveAnswer>();
  const pageAnswer = isPageAnswer(answer) ? answer : undefined;
  const moveAnswer = answer && !isPageAnswer(answer) ? answer : undefined;
  const orMissing = (value: string | null | undefined) => value || t.missing;
  const personFacts: [string, string][] = [
    [t.person.kind, lead.kind],
    [t.person.subject, lead.subject],
    [t.person.received, lead.received],
    [t.person.firstResponse, orMissing(lead.firstResponse)],
    [t.person.origin, lead.channel],
    [t.person.campaign, orMissing(lead.campaign)],
    [t.person.entryPath, orMissing(lead.entryPath)],
    [t.person.language, lead.language],
    ...(lead.experiment ? ([[t.experimentLabel, lead.experiment]] as [string, string][]) : []),
    [t.adConsent.label, lead.adConsent],
    [t.privacySignal, lead.privacySignal ? t.privacySignalYes : t.no],
    ...(person
      ? ([
          [t.person.email, person.email],
          [t.person.telefono, orMissing(person.telefono)],
          [t.person.azienda, orMissing(person.azienda)],
        ] as [string, string][])
      : []),
  ];
  return (
    <>
      <PageHeader
        title={lead.name}
        purpose={`${t.headTitle(lead.id)} · ${lead.stageLabel}${lead.valueShown ? ` · ${lead.valueShown}` : ""}`}
        back={{ to: "/admin/lead", label: t.back }}
      />
      <div className={styles.twoColumns}>
        <section aria-labelledby="lead-persona">
          <h2 id="lead-persona">{t.personTitle}</h2>
          {person ? null : <p className={admin.intro}>{t.anonymized}</p>}
          <dl className={styles.details}>
            {personFacts.map(([term, value]) => (
              <Fragment key={term}>
                <dt>{term}</dt>
                <dd>{value}</dd>
              </Fragment>
            ))}
          </dl>
          {lead.canRevoke ? (
            <Form method="post" className={styles.moveForm}>
              <input type="hidden" name="intent" value="revoca" />
              <p className={styles.muted} id="lead-revoca-aiuto">
                {t.revokeHint}
              </p>
              <button
                type="submit"
                className={button.secondary}
                aria-describedby="lead-revoca-aiuto"
              >
                {t.revoke}
              </button>
            </Form>
          ) : null}
          {person?.messaggio ? (
            <>
              <h3>{t.person.message}</h3>
              <p className={styles.message}>{person.messaggio}</p>
            </>
          ) : null}
        </section>

        <div className={admin.stack}>
          <section aria-labelledby="lead-fase" className={admin.card}>
            <h2 id="lead-fase">{t.stageTitle}</h2>
            {lead.stage === "perso" && lead.lostReason ? (
              <p>
                {leadsPage.lostReason}: {lead.lostReason}
              </p>
            ) : null}
            <Form method="post" className={styles.moveForm} key={lead.stage}>
              <input type="hidden" name="intent" value="sposta" />
              <input type="hidden" name="lead" value={lead.id} />
              <div className={styles.moveField}>
                <label htmlFor="lead-fase-scelta">{leadsPage.moveLabel(lead.name)}</label>
                <select
                  id="lead-fase-scelta"
                  name="fase"
                  defaultValue={moveAnswer?.outcome === "motivo" ? "perso" : lead.stage}
                >
                  {leadStages.map((stage) => (
                    <option key={stage} value={stage}>
                      {stageLabels[stage]}
                    </option>
                  ))}
                </select>
              </div>
              <div className={styles.moveField}>
                <label htmlFor="lead-motivo">{leadsPage.lostReason}</label>
                <input
                  id="lead-motivo"
                  name="motivo"
                  maxLength={200}
                  defaultValue={lead.stage === "perso" ? (lead.lostReason ?? "") : ""}
                  aria-invalid={moveAnswer?.reasonError ? true : undefined}
                  aria-describedby={
                    moveAnswer?.reasonError ? "lead-motivo-errore" : "lead-motivo-aiuto"
                  }
                />
                <p id="lead-motivo-aiuto" className={styles.muted}>
                  {leadsPage.lostReasonHint}
                </p>
                {moveAnswer?.reasonError ? (
                  <p id="lead-motivo-errore" className={styles.fieldError}>
                    {moveAnswer.reasonError}
                  </p>
                ) : null}
              </div>
              <button type="submit" className={button.primary}>
                {leadsPage.move}
              </button>
            </Form>
          </section>

          <section aria-labelledby="lead-lavoro" className={admin.card}>
            <h2 id="lead-lavoro">{t.workTitle}</h2>
            {/* A new version starts the form again from what is stored; a refused one keeps what was typed. */}
            <LeadWorkForm
              key={lead.version}
              lead={lead}
              owners={owners}
              answer={pageAnswer?.form === "modifica" ? pageAnswer : undefined}
            />
          </section>
        </div>
      </div>

      <section aria-labelledby="lead-cronologia" className={admin.section}>
        <h2 id="lead-cronologia">{t.timelineTitle}</h2>
        {/* A saved note is a new timeline entry: the field starts empty again. */}
        <LeadNoteForm
          key={timeline.length}
          answer={pageAnswer?.form === "nota" ? pageAnswer : undefined}
        />
        <ol className={styles.timeline} reversed>
          {[...timeline].reverse().map((entry) => (
            <li key={entry.id} className={styles.timelineEntry}>
              <p className={styles.muted}>
                <strong>{entry.kindLabel}</strong> · <time dateTime={entry.at}>{entry.when}</time> ·{" "}
                {entry.who}
              </p>
              {entry.from && entry.to ? (
                <p>
                  {entry.from} → {entry.to}
                </p>
              ) : null}
              {entry.text ? <p className={styles.message}>{entry.text}</p> : null}
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
