import {
  data,
  type ActionFunctionArgs,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { AdminErrorMessage } from "~/components/staff/admin-error-message";
import { AdminTable } from "~/components/staff/admin-table";
import { EmptyState } from "~/components/staff/empty-state";
import { PageHeader } from "~/components/staff/page-header";
import * as admin from "~/components/staff/admin.css";
import { leadsPage as t } from "~/features/leads/content/admin-leads";
import * as styles from "~/features/leads/admin-leads.css";
import { boardAction, type MoveAnswer } from "~/features/leads/lead-actions.server";
import { leadBoard, leadList, leadQuery } from "~/features/leads/lead-board.server";
import { EnglishMark, LeadBoard, LeadFiltersForm } from "~/features/leads/lead-board";
import type { LeadStage } from "~/features/leads/lead-stages";
import { defaultOwner } from "~/features/leads/leads.server";
import { button } from "~/styles/ui.css";
import { requireUserWithRole } from "~/utils/auth.server";
import { db } from "~/utils/db.server";
import { pageHead } from "~/utils/seo";

export const meta: MetaFunction = (args) =>
  pageHead(args, { title: t.title, description: t.description, noindex: true });

export async function loader({ request }: LoaderFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  const params = new URL(request.url).searchParams;
  const view = params.get("vista") === "elenco" ? "elenco" : "tabellone";
  const query = leadQuery(params);
  const page = Math.max(
    1,
    Math.min(100_000, Number.parseInt(params.get("pagina") ?? "1", 10) || 1),
  );
  const base = {
    view,
    filters: query.filters,
    errors: query.ok ? {} : query.errors,
    defaultOwnerId: defaultOwner(db)?.id ?? "",
    exportQuery: new URLSearchParams(
      Object.entries(query.filters).filter(([, value]) => value !== ""),
    ).toString(),
  } as const;
  if (!query.ok)
    return data({ ...base, board: null, list: null, choices: null, page }, { status: 400 });
  if (view === "elenco") {
    const list = await leadList(query, page, user);
    return { ...base, board: null, list, choices: list.choices, page };
  }
  const board = await leadBoard(query, user);
  return { ...base, board: board.columns, list: null, choices: board.choices, page };
}

export async function action({ request }: ActionFunctionArgs) {
  const { user } = await requireUserWithRole(request, "admin");
  return boardAction(request, user);
}

export default function Leads() {
  const { view, filters, errors, board, list, choices, page, defaultOwnerId, exportQuery } =
    useLoaderData<typeof loader>();
  const answer = useActionData<MoveAnswer>();
  const query = (extra: Record<string, string>) =>
    `/admin/lead?${new URLSearchParams({
      ...Object.fromEntries(Object.entries(filters).filter(([, value]) => value !== "")),
      ...extra,
    })}`;
  const listAddress = (stage: LeadStage) => query({ vista: "elenco", fase: stage });
  return (
    <>
      <PageHeader
        title={t.title}
        purpose={t.description}
        action={
          <>
            <Link to="/admin/lead/webhook" className={button.secondary}>
              {t.webhook}
            </Link>
            <Link to="/admin/lead/conversioni" className={button.secondary}>
              {t.conversions}
            </Link>
            {/* A plain link: the file is a download, not a page for Remix to load. */}
            <a
              href={`/admin/lead/esporta${exportQuery ? `?${exportQuery}` : ""}`}
              download
              className={button.secondary}
            >
              {t.export}
            </a>
          </>
        }
      />
      <nav aria-label={t.title} className={styles.views}>
        <Link
          to={query({})}
          aria-current={view === "tabellone" ? "page" : undefined}
          className={view === "tabellone" ? button.primary : button.secondary}
        >
          {t.board}
        </Link>
        <Link
          to={query({ vista: "elenco" })}
          aria-current={view === "elenco" ? "page" : undefined}
          className={view === "elenco" ? button.primary : button.secondary}
        >
          {t.list}
        </Link>
      </nav>
      <LeadFiltersForm
        filters={filters}
        errors={errors}
        owners={choices?.owners ?? []}
        channels={choices?.channels ?? []}
        campaigns={choices?.campaigns ?? []}
        entryPaths={choices?.entryPaths ?? []}
        view={view}
      />
      {board ? <LeadBoard columns={board} listAddress={listAddress} answer={answer} /> : null}
      {list ? (
        <>
          {list.leads.length === 0 ? <EmptyState text={t.emptyList} /> : null}
          <AdminTable
            caption={t.listCaption}
            rows={list.leads}
            rowKey={(lead) => String(lead.id)}
            columns={[
              {
                label: t.columns.lead,
                cell: (lead) => (
                  <>
                    <Link to={`/admin/lead/${lead.id}`}>{lead.name}</Link>
                    {lead.english ? <EnglishMark /> : null}
                    <span className={styles.muted}> {lead.subject}</span>
                  </>
                ),
              },
              { label: t.columns.stage, cell: (lead) => lead.stageLabel },
              { label: t.columns.owner, cell: (lead) => lead.owner ?? t.noneYet },
              { label: t.columns.origin, cell: (lead) => lead.channel },
              { label: t.columns.campaign, cell: (lead) => lead.campaign ?? "" },
              { label: t.columns.value, numeric: true, cell: (lead) => lead.value ?? "" },
              {
                label: t.columns.received,
                cell: (lead) => <time dateTime={lead.receivedAt}>{lead.received}</time>,
              },
              {
                label: t.columns.firstResponse,
                cell: (lead) =>
                  lead.firstResponse.answered
                    ? lead.firstResponse.span
                    : t.waitingFor(lead.firstResponse.span),
              },
              {
                label: t.columns.nextAction,
                cell: (lead) =>
                  lead.nextAction ? (
                    <>
                      {lead.nextAction}
                      {lead.nextActionOn ? `, ${lead.nextActionOn}` : ""}
                      {lead.overdue ? <span className={styles.overdue}> ({t.overdue})</span> : null}
                    </>
                  ) : (
                    ""
                  ),
              },
            ]}
          />
          {list.pages > 1 ? (
            <nav aria-label={t.page(page, list.pages)} className={styles.views}>
              <span>{t.page(page, list.pages)}</span>
              {page > 1 ? (
                <Link to={query({ vista: "elenco", pagina: String(page - 1) })}>{t.previous}</Link>
              ) : null}
              {page < list.pages ? (
                <Link to={query({ vista: "elenco", pagina: String(page + 1) })}>{t.next}</Link>
              ) : null}
            </nav>
          ) : null}
        </>
      ) : null}
      <section className={admin.section} aria-labelledby="responsabile-nuovi">
        <h2 id="responsabile-nuovi">{t.defaultOwnerTitle}</h2>
        <p className={admin.intro}>{t.defaultOwnerHint}</p>
        <Form method="post" className={styles.moveForm}>
          <input type="hidden" name="intent" value="responsabile-predefinito" />
          <div className={styles.moveField}>
            <label htmlFor="responsabile-predefinito">{t.defaultOwnerTitle}</label>
            <select id="responsabile-predefinito" name="responsabile" defaultValue={defaultOwnerId}>
              <option value="">{t.noOwner}</option>
              {(choices?.owners ?? []).map((owner) => (
                <option key={owner.id} value={owner.id}>
                  {owner.name}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className={button.secondary}>
            {t.defaultOwnerSave}
          </button>
        </Form>
      </section>
    </>
  );
}

export const ErrorBoundary = AdminErrorMessage;
