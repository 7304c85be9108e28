import { and, count, desc, eq, gte, isNull, lt, sql, sum, type SQL } from "drizzle-orm";
import { contactSubmissions, eventRegistrations, leads, users } from "../../../db/schema";
import { leadCsvColumns, leadFilterMessages as m } from "~/features/leads/content/admin-leads";
import {
  isLeadStage,
  kindLabels,
  leadStages,
  stageLabels,
  type LeadStage,
} from "~/features/leads/lead-stages";
import { formatCents, leadOwners, ownerName } from "~/features/leads/leads.server";
import { recordActivity, type StaffActor } from "~/utils/activity.server";
import { withAudit, type Actor } from "~/utils/audit.server";
import { csv, csvMoment, fileDate, type ExportFile } from "~/utils/csv-export.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { isLanguage } from "~/utils/language";
import { formatDay, formatMoment, formatSpan } from "~/utils/format";
import { isDay, romeDayOf, romeMidnightOf, shiftDay } from "~/utils/rome-time";

/**
 * The pipeline's reads: the board (a column a stage, the newest cards of each), the list a
 * page at a time, both under the same filters, each read with its audit row: a lead names a
 * person (decision 0125).
 */

/** The filters as the query string has them, typed. */
export type LeadFilters = {
  fase: string;
  responsabile: string;
  origine: string;
  campagna: string;
  pagina: string;
  lingua: string;
  dal: string;
  al: string;
  q: string;
};
type FilterErrors = Partial<Record<keyof LeadFilters, string>>;

/** Cards a column shows; the rest are in the list. */
export const CARDS_PER_COLUMN = 20;
export const LEADS_PER_PAGE = 50;

/** A calendar day as typed, or null when it is none (31 February, letters). */
const validDay = (value: string) => (isDay(value) ? value : null);

const person = {
  nome: sql<string | null>`coalesce(${contactSubmissions.nome}, ${eventRegistrations.nome})`,
  cognome: sql<
    string | null
  >`coalesce(${contactSubmissions.cognome}, ${eventRegistrations.cognome})`,
  email: sql<string | null>`coalesce(${contactSubmissions.email}, ${eventRegistrations.email})`,
  telefono: sql<
    string | null
  >`coalesce(${contactSubmissions.telefono}, ${eventRegistrations.telefono})`,
  azienda: sql<
    string | null
  >`coalesce(${contactSubmissions.azienda}, ${eventRegistrations.azienda})`,
};

/** Words searched in the person's name, address and company, and the subject. */
function searchCondition(q: string) {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean).slice(0, 5);
  if (words.length === 0) return undefined;
  const haystack = sql`lower(coalesce(${person.nome}, '') || ' ' || coalesce(${person.cognome}, '') || ' ' || coalesce(${person.email}, '') || ' ' || coalesce(${person.azienda}, '') || ' ' || ${leads.subject})`;
  return and(...words.map((word) => sql`instr(${haystack}, ${word}) > 0`));
}

export type LeadQuery =
  | { ok: true; filters: LeadFilters; where: SQL | undefined; stage: LeadStage | null }
  | { ok: false; filters: LeadFilters; errors: FilterErrors };

/**
 * The filters of a query string, checked: a day that is none, an end before the start, a
 * stage that does not exist is refused by its field, the typed values kept.
 */
export function leadQuery(params: URLSearchParams): LeadQuery {
  const read = (name: keyof LeadFilters) => (params.get(name) ?? "").trim().slice(0, 200);
  const filters: LeadFilters = {
    fase: read("fase"),
    responsabile: read("responsabile"),
    origine: read("origine"),
    campagna: read("campagna"),
    pagina: read("pagina"),
    lingua: read("lingua"),
    dal: read("dal"),
    al: read("al"),
    q: read("q"),
  };
  const errors: FilterErrors = {};
  const from = filters.dal ? validDay(filters.dal) : null;
  const until = filters.al ? validDay(filters.al) : null;
  if (filters.dal && !from) errors.dal = m.badDate;
  if (filters.al && !until) errors.al = m.badDate;
  if (from && until && until < from) errors.al = m.toBeforeFrom;
  if (filters.fase && !isLeadStage(filters.fase)) errors.fase = m.unknownStage;
  if (filters.lingua && !isLanguage(filters.lingua)) errors.lingua = m.unknownLanguage;
  if (Object.keys(errors).length > 0) return { ok: false, filters, errors };
  const stage = filters.fase && isLeadStage(filters.fase) ? filters.fase : null;
  const where = and(
    filters.responsabile === "nessuno"
      ? isNull(leads.ownerId)
      : filters.responsabile
        ? eq(leads.ownerId, filters.responsabile)
        : undefined,
    filters.origine ? eq(leads.channel, filters.origine) : undefined,
    filters.campagna ? eq(leads.utmCampaign, filters.campagna) : undefined,
    filters.pagina ? eq(leads.entryPath, filters.pagina) : undefined,
    isLanguage(filters.lingua) ? eq(leads.language, filters.lingua) : undefined,
    from ? gte(leads.createdAt, romeMidnightOf(from)) : undefined,
    until ? lt(leads.createdAt, romeMidnightOf(shiftDay(until, 1))) : undefined,
    searchCondition(filters.q),
  );
  return { ok: true, filters, where, stage };
}

/** Each lead with the person's row it was sent as and its owner's name. */
const from = (tx: DbOrTx) =>
  tx
    .select({ lead: leads, ownerName: users.name, ownerEmail: users.email, ...person })
    .from(leads)
    .leftJoin(contactSubmissions, eq(contactSubmissions.id, leads.contactId))
    .leftJoin(eventRegistrations, eq(eventRegistrations.id, leads.registrationId))
    .leftJoin(users, eq(users.id, leads.ownerId));

/**
 * How many leads `where` finds, and their value. Only a search reads the person's row: without
 * one, a column's count and value come from the stage's index alone.
 */
function countFrom(tx: DbOrTx, where: SQL | undefined, searching: boolean) {
  const counted = tx.select({ n: count(), value: sum(leads.valueCents) }).from(leads);
  return (
    searching
      ? counted
          .leftJoin(contactSubmissions, eq(contactSubmissions.id, leads.contactId))
          .leftJoin(eventRegistrations, eq(eventRegistrations.id, leads.registrationId))
          .where(where)
      : counted.where(where)
  ).get();
}

type LeadListRow = Awaited<ReturnType<ReturnType<typeof from>["all"]>>[number];

/** A lead as a card and a row show it. */
function shown({ lead, ...row }: LeadListRow, now: Date) {
  const named = lead.anonymizedAt === null && row.nome !== null;
  const today = romeDayOf(now);
  return {
    id: lead.id,
    name: named ? `${row.nome} ${row.cognome}` : `Anonimizzato n. ${lead.id}`,
    company: named ? row.azienda : null,
    kind: kindLabels[lead.kind],
    subject: lead.subject,
    stage: lead.stage,
    stageLabel: stageLabels[lead.stage],
    lostReason: lead.lostReason,
    value: lead.valueCents === null ? null : formatCents(lead.valueCents),
    owner: ownerOf(row),
    channel: lead.channel,
    campaign: lead.utmCampaign,
    entryPath: lead.entryPath,
    /** Sent from an English page: staff answer in English. */
    english: lead.language === "en",
    receivedAt: lead.createdAt.toISOString(),
    received: formatMoment(lead.createdAt),
    /** How long it took to answer, or how long it has waited so far. */
    firstResponse: lead.firstResponseAt
      ? {
          answered: true,
          span: formatSpan(lead.firstResponseAt.getTime() - lead.createdAt.getTime()),
        }
      : { answered: false, span: formatSpan(now.getTime() - lead.createdAt.getTime()) },
    nextAction: lead.nextAction,
    nextActionOn: lead.nextActionOn ? formatDay(lead.nextActionOn) : null,
    overdue: lead.nextActionOn !== null && lead.nextActionOn < today,
  };
}

const ownerOf = (row: { ownerName: string | null; ownerEmail: string | null }) =>
  row.ownerEmail ? ownerName({ name: row.ownerName ?? "", email: row.ownerEmail }) : null;

export type LeadCard = ReturnType<typeof shown>;

/** What the filters' selects offer: the owners, and the values leads have. */
function filterChoices(tx: DbOrTx) {
  const distinct = (
    column: typeof leads.channel | typeof leads.utmCampaign | typeof leads.entryPath,
  ) =>
    tx
      .selectDistinct({ value: column })
      .from(leads)
      .where(sql`${column} is not null`)
      .orderBy(column)
      .limit(200)
      .all()
      .map((row) => row.value!)
      .filter(Boolean);
  return {
    owners: leadOwners(tx).map((owner) => ({ id: owner.id, name: ownerName(owner) })),
    channels: distinct(leads.channel),
    campaigns: distinct(leads.utmCampaign),
    entryPaths: distinct(leads.entryPath),
  };
}

/** What the audit row says of a read: the filters, never the words searched (a name). */
function auditSubject(filters: LeadFilters, what: string) {
  const named = Object.entries(filters)
    .filter(([key, value]) => key !== "q" && value !== "")
    .map(([key, value]) => `${key}=${value}`);
  return [what, ...named, ...(filters.q ? ["con ricerca"] : [])].join(", ");
}

/** `/admin/lead`: a column a stage, each with its count, its value and its newest cards. */
export async function leadBoard(
  query: Extract<LeadQuery, { ok: true }>,
  actor: Actor,
  now = new Date(),
) {
  const columns = await withAudit(
    actor,
    query.filters.q ? "search-leads" : "view-leads",
    (tx) =>
      leadStages.map((stage) => {
        const where = and(eq(leads.stage, stage), query.where);
        const total = countFrom(tx, where, query.filters.q !== "");
        const rows = from(tx)
          .where(where)
          .orderBy(desc(leads.createdAt), desc(leads.id))
          .limit(CARDS_PER_COLUMN)
          .all();
        return {
          stage,
          label: stageLabels[stage],
          count: total?.n ?? 0,
          value: total?.value ? formatCents(Number(total.value)) : null,
          cards: rows.map((row) => shown(row, now)),
        };
      }),
    () => auditSubject(query.filters, "tabellone"),
    now,
  );
  return { columns, choices: filterChoices(db) };
}

/** The list: the leads the filters find, newest first, a page at a time. */
export async function leadList(
  query: Extract<LeadQuery, { ok: true }>,
  page: number,
  actor: Actor,
  now = new Date(),
) {
  const where = and(query.stage ? eq(leads.stage, query.stage) : undefined, query.where);
  const { total, rows } = await withAudit(
    actor,
    query.filters.q ? "search-leads" : "view-leads",
    (tx) => ({
      total: countFrom(tx, where, query.filters.q !== "")?.n ?? 0,
      rows: from(tx)
        .where(where)
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(LEADS_PER_PAGE)
        .offset((page - 1) * LEADS_PER_PAGE)
        .all(),
    }),
    () => auditSubject(query.filters, `elenco, pagina ${page}`),
    now,
  );
  return {
    total,
    pages: Math.max(1, Math.ceil(total / LEADS_PER_PAGE)),
    leads: rows.map((row) => shown(row, now)),
    choices: filterChoices(db),
  };
}

const csvMomentOrEmpty = (moment: Date | null) => (moment ? csvMoment.format(moment) : "");

/**
 * Every lead the filters find, newest first, as a CSV: audited and in the activity log. The
 * people anonymized keep their lead's row, without a name.
 */
export async function leadsCsv(
  query: Extract<LeadQuery, { ok: true }>,
  actor: StaffActor,
  now = new Date(),
): Promise<ExportFile> {
  const fileName = `lead-${fileDate(now)}.csv`;
  const where = and(query.stage ? eq(leads.stage, query.stage) : undefined, query.where);
  const rows = await withAudit(
    actor,
    "export-leads",
    (tx) => {
      recordActivity(tx, { action: "export-downloaded", actor, subject: fileName }, now);
      return from(tx).where(where).orderBy(desc(leads.createdAt), desc(leads.id)).all();
    },
    (found) => `${auditSubject(query.filters, "esportazione")}, righe esportate: ${found.length}`,
    now,
  );
  const body = csv(
    leadCsvColumns,
    rows.map(({ lead, ...who }) => {
      const named = lead.anonymizedAt === null && who.nome !== null;
      return {
        id: String(lead.id),
        fase: stageLabels[lead.stage],
        motivo: lead.lostReason ?? "",
        tipo: kindLabels[lead.kind],
        argomento: lead.subject,
        nome: named ? (who.nome ?? "") : "",
        cognome: named ? (who.cognome ?? "") : "",
        email: named ? (who.email ?? "") : "",
        telefono: named ? (who.telefono ?? "") : "",
        azienda: named ? (who.azienda ?? "") : "",
        responsabile: ownerOf(who) ?? "",
        valore: lead.valueCents === null ? "" : (lead.valueCents / 100).toFixed(2),
        origine: lead.channel,
        campagna: lead.utmCampaign ?? "",
        pagina: lead.entryPath ?? "",
        lingua: lead.language,
        ricevuto: csvMoment.format(lead.createdAt),
        primaRisposta: csvMomentOrEmpty(lead.firstResponseAt),
        chiuso: csvMomentOrEmpty(lead.closedAt),
      };
    }),
  );
  return { fileName, contentType: "text/csv; charset=utf-8", body };
}
