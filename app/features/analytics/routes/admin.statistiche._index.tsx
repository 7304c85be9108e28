import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import type { ReactNode } from "react";
import { FormAlert, SelectField, TextField } from "~/components/forms";
import { dashboardPage as t } from "~/features/analytics/content/dashboard";
import { dashboardPageData, type ShownRow } from "~/features/analytics/dashboard-page.server";
import { spendFromForm } from "~/features/analytics/lead-figures.server";
import { unreadableFormAlerts, writeRefusedAlert } from "~/components/form-messages";
import { bodyLimits, readFormBody, refusedBodyHeaders } from "~/utils/form-body.server";
import { redirectWithToast } from "~/utils/toast.server";
import * as styles from "~/features/analytics/dashboard.css";
import { VisitorsChart } from "~/features/analytics/visitors-chart";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable, type AdminColumn } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { button, visuallyHidden } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { answerHeaders, retryLaterHeaders } from "~/utils/headers";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export const headers = answerHeaders;

export async function loader({ request }: LoaderFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const { status, ...page } = dashboardPageData(new URL(request.url));
  return data(page, { status });
}

/** A campaign's monthly spend, entered by whoever reads the statistics: the people running the campaigns. */
export async function action({ request }: ActionFunctionArgs) {
  await requireUserWithRole(request, "editor");
  const body = await readFormBody(request, bodyLimits.adminForm);
  if (!body.ok)
    throw data(
      { message: unreadableFormAlerts[body.problem].title },
      { status: body.status, headers: refusedBodyHeaders },
    );
  const refused = await spendFromForm(body.formData, t.leads);
  if (refused)
    return data(
      refused,
      refused.busy ? { status: 503, headers: retryLaterHeaders } : { status: 400 },
    );
  const back = new URL(request.url);
  back.searchParams.delete("index");
  return redirectWithToast(`${back.pathname}${back.search}#lead-e-ricavi`, {
    type: "success",
    title: t.leads.spendSaved,
    description: "",
  });
}

function LeadsSection({ leads }: { leads: ShownPage["leads"] }) {
  const refused = useActionData<typeof action>();
  const spendField = (id: string, name: "campagna" | "mese" | "importo") => ({
    id,
    name,
    defaultValue: refused?.typed[name] ?? "",
    errors: refused?.errors[name] ? [refused.errors[name]!] : undefined,
  });
  type LeadRow = ShownPage["leads"]["bySource"][number];
  const leadColumns = (valueLabel: string): AdminColumn<LeadRow>[] => [
    { label: valueLabel, className: styles.value, cell: (row) => row.label },
    { label: t.leads.leads, numeric: true, cell: (row) => row.leads },
    { label: t.leads.qualified, numeric: true, cell: (row) => row.qualified },
    { label: t.leads.won, numeric: true, cell: (row) => row.won },
    { label: t.leads.revenue, numeric: true, cell: (row) => row.revenue },
  ];
  type CampaignRow = ShownPage["leads"]["byCampaign"][number];
  return (
    <section aria-labelledby="lead-e-ricavi" className={styles.section}>
      <h2 id="lead-e-ricavi">{t.leads.title}</h2>
      <p className={styles.muted}>{t.leads.intro}</p>
      {leads.total === 0 ? (
        <p>{t.leads.none}</p>
      ) : (
        <>
          <dl className={styles.figures}>
            <div className={styles.figure}>
              <dt className={styles.figureLabel}>{t.leads.medianResponse}</dt>
              <dd className={styles.figureValue}>{leads.medianResponse}</dd>
            </div>
          </dl>
          <div className={styles.tables}>
            <div className={styles.tableBlock}>
              <AdminTable
                caption={t.leads.funnelCaption}
                rows={leads.funnel}
                rowKey={(row) => row.step}
                columns={[
                  { label: t.leads.step, className: styles.value, cell: (row) => row.step },
                  { label: t.leads.from, numeric: true, cell: (row) => row.from },
                  { label: t.leads.to, numeric: true, cell: (row) => row.to },
                  { label: t.leads.rate, numeric: true, cell: (row) => row.rate },
                ]}
              />
            </div>
            <div className={styles.tableBlock}>
              <AdminTable
                caption={t.leads.bySource}
                rows={leads.bySource}
                rowKey={(row) => row.key}
                columns={leadColumns(t.leads.source)}
              />
            </div>
            <div className={styles.tableBlock}>
              <AdminTable
                caption={t.leads.byCampaign}
                rows={leads.byCampaign}
                rowKey={(row) => row.key}
                columns={[
                  ...(leadColumns(t.leads.campaign) as AdminColumn<CampaignRow>[]),
                  { label: t.leads.spend, numeric: true, cell: (row) => row.spend },
                  { label: t.leads.costPerLead, numeric: true, cell: (row) => row.costPerLead },
                  {
                    label: t.leads.costPerClient,
                    numeric: true,
                    cell: (row) => row.costPerClient,
                  },
                ]}
              />
            </div>
            <div className={styles.tableBlock}>
              <AdminTable
                caption={t.leads.byEntry}
                rows={leads.byEntry}
                rowKey={(row) => row.key}
                columns={leadColumns(t.leads.entry)}
              />
            </div>
          </div>
        </>
      )}
      <Form method="post" className={admin.queryForm} aria-labelledby="spesa-campagna">
        <h3 id="spesa-campagna">{t.leads.spendTitle}</h3>
        <FormAlert id="spesa-avviso" alert={refused?.busy ? writeRefusedAlert : null} />
        <p className={styles.muted}>{t.leads.spendIntro}</p>
        <TextField
          field={spendField("spesa-campagna-nome", "campagna")}
          label={t.leads.spendCampaign}
        />
        <TextField
          field={spendField("spesa-mese", "mese")}
          label={t.leads.spendMonth}
          type="month"
        />
        <TextField
          field={spendField("spesa-importo", "importo")}
          label={t.leads.spendAmount}
          inputMode="decimal"
        />
        <button type="submit" className={button.secondary}>
          {t.leads.spendSave}
        </button>
      </Form>
    </section>
  );
}

type PageData = ReturnType<typeof useLoaderData<typeof loader>>;
type ShownPage = Extract<PageData, { ok: true }>;

/** A table's link to its CSV, named by the table for those who hear the links listed. */
function DownloadLink({ href, caption }: { href: string; caption: string }) {
  return (
    <p>
      {/* A download, not a page: the browser must fetch it itself, not the router. */}
      <a href={href} download>
        {t.tables.download}
        <span className={visuallyHidden}> ({caption})</span>
      </a>
    </p>
  );
}

/** A table under its caption with its CSV link, or the caption and a sentence when empty. */
function TableBlock({
  table,
  children,
}: {
  table: { caption: string; exportHref: string; rows: readonly unknown[] };
  children: ReactNode;
}) {
  return (
    <div className={styles.tableBlock}>
      {table.rows.length === 0 ? (
        <>
          <h3>{table.caption}</h3>
          <p>{t.tables.empty}</p>
        </>
      ) : (
        <>
          {children}
          <DownloadLink href={table.exportHref} caption={table.caption} />
        </>
      )}
    </div>
  );
}

function VisitTable({ table }: { table: ShownPage["tables"][keyof ShownPage["tables"]] }) {
  const columns: AdminColumn<ShownRow>[] = [
    {
      label: table.valueLabel,
      className: styles.value,
      cell: (row) =>
        row.filterHref === null || table.filterBy === null ? (
          row.label
        ) : (
          <>
            <Link to={row.filterHref} aria-current={row.current ? "true" : undefined}>
              <span className={visuallyHidden}>{table.filterBy} </span>
              {row.label}
            </Link>
            {row.current ? <span className={styles.currentMark}>{t.filter.active}</span> : null}
          </>
        ),
    },
    { label: t.tables.visitors, numeric: true, cell: (row) => row.visitors },
    { label: t.tables.views, numeric: true, cell: (row) => row.views },
  ];
  if (table.withBounce)
    columns.push({ label: t.tables.bounceRate, numeric: true, cell: (row) => row.bounceRate });
  return (
    <TableBlock table={table}>
      <AdminTable
        caption={table.caption}
        rows={table.rows}
        rowKey={(row) => row.key}
        columns={columns}
      />
      {table.name === "sorgenti" ? <p>{t.tables.sourcesNote}</p> : null}
    </TableBlock>
  );
}

function ConversionTable({ table }: { table: ShownPage["conversions"][number] }) {
  return (
    <TableBlock table={table}>
      <AdminTable
        caption={table.caption}
        rows={table.rows}
        rowKey={(row) => row.key}
        columns={[
          { label: table.valueLabel, className: styles.value, cell: (row) => row.label },
          { label: t.conversions.contacts, numeric: true, cell: (row) => row.contact },
          {
            label: t.conversions.registrations,
            numeric: true,
            cell: (row) => row.registration,
          },
          { label: t.conversions.newsletter, numeric: true, cell: (row) => row.newsletter },
          { label: t.conversions.total, numeric: true, cell: (row) => row.total },
          { label: t.conversions.visitors, numeric: true, cell: (row) => row.visitors },
          { label: t.conversions.rate, numeric: true, cell: (row) => row.rate },
        ]}
      />
    </TableBlock>
  );
}

function Figures({ page }: { page: ShownPage }) {
  return (
    <section aria-labelledby="sintesi" className={styles.section}>
      <h2 id="sintesi">{t.headline.title}</h2>
      <dl className={styles.figures}>
        {page.headline.map((figure) => {
          const better =
            figure.change.direction === (figure.worseWhenUp ? "down" : "up")
              ? styles.better
              : figure.change.direction === (figure.worseWhenUp ? "up" : "down")
                ? styles.worse
                : "";
          return (
            <div key={figure.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{figure.label}</dt>
              <dd className={styles.figureValue}>{figure.value}</dd>
              <dd className={`${styles.change} ${better}`}>
                {figure.change.direction === "up" ? <span aria-hidden="true">▲ </span> : null}
                {figure.change.direction === "down" ? <span aria-hidden="true">▼ </span> : null}
                {figure.change.text}
              </dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}

function Dashboard({ page }: { page: ShownPage }) {
  const { tables } = page;
  return (
    <>
      <Figures page={page} />
      <section aria-labelledby="andamento" className={styles.section}>
        <h2 id="andamento">{t.chart.heading}</h2>
        <VisitorsChart chart={page.chart} />
      </section>
      <section aria-labelledby="contenuti" className={styles.section}>
        <h2 id="contenuti">{t.sections.content}</h2>
        <div className={styles.tables}>
          <VisitTable table={tables.pagine} />
          <VisitTable table={tables.ingressi} />
          <VisitTable table={tables.lingue} />
          <TableBlock table={{ caption: t.tables.articles.caption, ...page.articles }}>
            <AdminTable
              caption={t.tables.articles.caption}
              rows={page.articles.rows}
              rowKey={(row) => row.key}
              columns={[
                {
                  label: t.tables.articles.value,
                  cell: (row) => <Link to={row.href}>{row.title}</Link>,
                },
                { label: t.tables.views, numeric: true, cell: (row) => row.views },
                { label: t.tables.visitors, numeric: true, cell: (row) => row.visitors },
              ]}
            />
          </TableBlock>
        </div>
      </section>
      <section aria-labelledby="provenienza" className={styles.section}>
        <h2 id="provenienza">{t.sections.acquisition}</h2>
        <div className={styles.tables}>
          <VisitTable table={tables.sorgenti} />
          <VisitTable table={tables.provenienze} />
          <VisitTable table={tables.campagne} />
        </div>
      </section>
      <section aria-labelledby="tecnologia" className={styles.section}>
        <h2 id="tecnologia">{t.sections.technology}</h2>
        <div className={styles.tables}>
          <VisitTable table={tables.dispositivi} />
          <VisitTable table={tables.browser} />
        </div>
      </section>
      <section aria-labelledby="conversioni" className={styles.section}>
        <h2 id="conversioni">{t.sections.conversions}</h2>
        <p className={styles.muted}>{t.conversions.intro}</p>
        <dl className={styles.figures}>
          {page.conversionTotals.map((total) => (
            <div key={total.key} className={styles.figure}>
              <dt className={styles.figureLabel}>{total.label}</dt>
              <dd className={styles.figureValue}>{total.value}</dd>
            </div>
          ))}
        </dl>
        <div className={styles.tables}>
          {page.conversions.map((table) => (
            <ConversionTable key={table.name} table={table} />
          ))}
        </div>
      </section>
    </>
  );
}

/** The language of the pages counted: a GET form, the range and the filter carried along. */
function LanguageForm({ form }: { form: PageData["languageForm"] }) {
  return (
    <Form method="get" className={admin.queryForm} aria-label={t.language.legend}>
      {form.hidden.map((field) => (
        <input key={field.name} type="hidden" name={field.name} value={field.value} />
      ))}
      <SelectField
        field={{
          id: "statistiche-lingua",
          name: form.param,
          defaultValue: form.value,
          key: form.value,
        }}
        label={t.language.label}
        options={form.choices}
      />
      <button type="submit" className={button.secondary}>
        {t.language.submit}
      </button>
    </Form>
  );
}

export default function Statistics() {
  const page = useLoaderData<typeof loader>();
  // The custom range's fields start again from what the query says, after every search.
  const key = JSON.stringify(page.typed);
  const field = (id: string, name: "dal" | "al") => ({
    id,
    name,
    defaultValue: page.typed[name],
    errors: page.errors[name] ? [page.errors[name]] : undefined,
    key,
  });
  return (
    <>
      <PageHeader title={t.title} purpose={t.description} />
      {page.ok ? <p className={styles.rangeLabel}>{page.rangeLabel}</p> : null}
      <nav aria-label={t.range.presetsLabel}>
        <ul className={styles.presets}>
          {page.presets.map((preset) => (
            <li key={preset.preset}>
              <Link
                to={preset.href}
                className={styles.preset}
                aria-current={preset.current ? "page" : undefined}
              >
                {preset.label}
              </Link>
            </li>
          ))}
        </ul>
      </nav>
      <Form method="get" className={admin.queryForm} aria-label={t.range.custom}>
        <TextField field={field("statistiche-dal", "dal")} label={t.range.from} type="date" />
        <TextField field={field("statistiche-al", "al")} label={t.range.to} type="date" />
        {page.filter ? (
          <input type="hidden" name={page.filter.param} value={page.filter.value} />
        ) : null}
        {page.language ? (
          <input type="hidden" name={page.languageForm.param} value={page.language} />
        ) : null}
        <button type="submit" className={button.secondary}>
          {t.range.submit}
        </button>
      </Form>
      <LanguageForm form={page.languageForm} />
      {page.ok && page.activeFilter ? (
        <>
          <p className={styles.filterLine}>
            <span>
              {t.filter.label} <strong>{page.activeFilter.label}</strong>
            </span>
            <span aria-hidden="true">—</span>
            <Link to={page.activeFilter.removeHref}>{t.filter.remove}</Link>
          </p>
          <p className={styles.muted}>{t.filter.scope}</p>
        </>
      ) : null}
      {page.ok && page.activeLanguage ? (
        <>
          <p className={styles.filterLine}>
            <span>
              {t.language.active} <strong>{page.activeLanguage.label}</strong>
            </span>
            <span aria-hidden="true">—</span>
            <Link to={page.activeLanguage.removeHref}>{t.language.remove}</Link>
          </p>
          <p className={styles.muted}>{t.language.scope}</p>
        </>
      ) : null}
      {!page.ok ? null : page.empty ? (
        <EmptyState
          text={
            page.activeFilter
              ? t.empty.filtered
              : page.widerHref
                ? t.empty.text
                : `${t.empty.text} ${t.empty.firstVisits}`
          }
        >
          {/* With a filter, the next step is the filter line's own link above. */}
          {page.activeFilter ? null : page.widerHref ? (
            <Link to={page.widerHref} className={button.primary}>
              {t.empty.wider}
            </Link>
          ) : null}
        </EmptyState>
      ) : (
        <Dashboard page={page} />
      )}
      {page.ok ? <LeadsSection leads={page.leads} /> : null}
      <section aria-labelledby="note" className={styles.notes}>
        <h2 id="note">{t.notes.title}</h2>
        {page.ok && page.notes.length > 0 ? (
          <ul>
            {page.notes.map((note) => (
              <li key={note}>{note}</li>
            ))}
          </ul>
        ) : null}
        <p>{t.method}</p>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
