import { and, count, desc, eq, gte, lt, type SQL } from "drizzle-orm";
import { staffActivity, users } from "../../../db/schema";
import {
  activityActionLabels,
  activityCsvColumns,
  activityFilterMessages as m,
  activityPage as t,
  failedSignInLabels,
  signInMethodLabels,
} from "~/features/activity/content/activity";
import { csv, csvMoment, fileDate, type ExportFile } from "~/utils/csv-export.server";
import {
  recordExport,
  staffActions,
  systemActivityActor,
  type StaffAction,
  type StaffActor,
} from "~/utils/activity.server";
import { db, type DbOrTx } from "~/utils/db.server";
import { formatMoment } from "~/utils/format";
import { romeTimeToMoment } from "~/utils/rome-time";

/** How long the log keeps a row: the daily run purges older ones, and the database refuses to delete younger ones. */
export const ACTIVITY_KEEP_DAYS = 730;
const DAY_MS = 86_400_000;
export const ACTIVITY_PER_PAGE = 50;

/** The page's and the export's query, as typed: `persona`, `azione`, `dal`, `al` (aaaa-mm-gg). */
export type ActivityFilters = { persona: string; azione: string; dal: string; al: string };
type FilterErrors = Partial<Record<keyof ActivityFilters, string>>;

type ActivityQuery =
  | { ok: true; filters: ActivityFilters; where: SQL | undefined }
  | { ok: false; filters: ActivityFilters; errors: FilterErrors };

const dayPattern = /^(\d{4})-(\d{2})-(\d{2})$/;

/** Midnight in Italy at the start of `day`, or of the day after it; null for no such day. */
function romeMidnight(day: string, after = false) {
  const match = dayPattern.exec(day);
  if (!match) return null;
  const [year, month, date] = match.slice(1).map(Number) as [number, number, number];
  const start = new Date(Date.UTC(year, month - 1, date));
  // 31 February rolls over into March, and years below 100 are read as 19xx: neither is the day typed.
  if (
    start.getUTCFullYear() !== year ||
    start.getUTCMonth() !== month - 1 ||
    start.getUTCDate() !== date
  )
    return null;
  const wanted = after ? new Date(start.getTime() + DAY_MS) : start;
  const time = romeTimeToMoment(`${wanted.toISOString().slice(0, 10)}T00:00`);
  return time.kind === "moment" ? time.moment : null;
}

const isStaffAction = (value: string): value is StaffAction =>
  (staffActions as readonly string[]).includes(value);

/**
 * The filters of a query string, checked: a day that is none, an end before the start or an
 * action the log does not know is refused by its field, the typed values kept.
 */
export function activityQuery(params: URLSearchParams): ActivityQuery {
  const read = (name: keyof ActivityFilters) => (params.get(name) ?? "").trim();
  const filters = {
    persona: read("persona"),
    azione: read("azione"),
    dal: read("dal"),
    al: read("al"),
  };
  const errors: FilterErrors = {};
  const from = filters.dal ? romeMidnight(filters.dal) : null;
  const until = filters.al ? romeMidnight(filters.al, true) : null;
  if (filters.dal && !from) errors.dal = m.badDate;
  if (filters.al && !until) errors.al = m.badDate;
  if (from && until && until.getTime() <= from.getTime()) errors.al = m.toBeforeFrom;
  if (filters.azione && !isStaffAction(filters.azione)) errors.azione = m.unknownAction;
  if (Object.keys(errors).length > 0) return { ok: false, filters, errors };
  const where = and(
    filters.persona ? eq(staffActivity.actor, filters.persona) : undefined,
    filters.azione ? eq(staffActivity.action, filters.azione) : undefined,
    from ? gte(staffActivity.at, from) : undefined,
    until ? lt(staffActivity.at, until) : undefined,
  );
  return { ok: true, filters, where };
}

/** The filters as the export's query string: empty ones left out, no page. */
export function activityExportSearch(filters: ActivityFilters) {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) params.set(name, value);
  const search = params.toString();
  return search ? `?${search}` : "";
}

const rowColumns = {
  id: staffActivity.id,
  action: staffActivity.action,
  userId: staffActivity.userId,
  actor: staffActivity.actor,
  subject: staffActivity.subject,
  at: staffActivity.at,
  name: users.name,
};

type ActivityRow = {
  id: number;
  action: string;
  userId: string | null;
  actor: string;
  subject: string | null;
  at: Date;
  name: string | null;
};

function selectRows(tx: DbOrTx, where: SQL | undefined) {
  return tx
    .select(rowColumns)
    .from(staffActivity)
    .leftJoin(users, eq(users.id, staffActivity.userId))
    .where(where)
    .orderBy(desc(staffActivity.at), desc(staffActivity.id));
}

/** Who acted, as recorded: their e-mail then, with their name while the account exists. */
function whoOf(row: ActivityRow) {
  if (row.userId === null && row.actor === systemActivityActor) return t.system;
  return row.name ? `${row.name} (${row.actor})` : row.actor;
}

/** What the action was about; a sign-in's method in words. */
function subjectOf(row: ActivityRow) {
  if (row.subject === null) return null;
  if (row.action === "sign-in") return signInMethodLabels[row.subject] ?? row.subject;
  if (row.action === "sign-in-failed") return failedSignInLabels[row.subject] ?? row.subject;
  return row.subject;
}

const actionLabel = (action: string) =>
  isStaffAction(action) ? activityActionLabels[action] : action;

const countWhere = (where: SQL | undefined) =>
  db.select({ n: count() }).from(staffActivity).where(where).get()?.n ?? 0;

/** Everyone the log names, for the person filter: the system under its own label. */
function people() {
  return db
    .selectDistinct({ actor: staffActivity.actor })
    .from(staffActivity)
    .orderBy(staffActivity.actor)
    .all()
    .map(({ actor }) => ({
      value: actor,
      label: actor === systemActivityActor ? t.system : actor,
    }));
}

const actionOptions = staffActions.map((action) => ({
  value: action,
  label: activityActionLabels[action],
}));

/**
 * `/admin/attivita`: a page (`?pagina=`) of the actions the filters choose, newest first,
 * with what the filters offer. Refused filters come back with their messages and no rows,
 * for a 400.
 */
export function activityPageData(url: URL) {
  const query = activityQuery(url.searchParams);
  const base = {
    filters: query.filters,
    errors: query.ok ? {} : query.errors,
    people: people(),
    actions: actionOptions,
    logIsEmpty:
      db.select({ id: staffActivity.id }).from(staffActivity).limit(1).get() === undefined,
  };
  if (!query.ok)
    return { status: 400, ...base, rows: [], total: 0, page: 1, pageCount: 1, exportHref: null };
  const total = countWhere(query.where);
  const pageCount = Math.max(1, Math.ceil(total / ACTIVITY_PER_PAGE));
  const asked = Number(url.searchParams.get("pagina"));
  const page = Number.isSafeInteger(asked) && asked >= 1 ? Math.min(asked, pageCount) : 1;
  const rows = selectRows(db, query.where)
    .limit(ACTIVITY_PER_PAGE)
    .offset((page - 1) * ACTIVITY_PER_PAGE)
    .all()
    .map((row) => ({
      id: row.id,
      when: formatMoment(row.at),
      at: row.at.toISOString(),
      who: whoOf(row),
      what: actionLabel(row.action),
      subject: subjectOf(row) ?? t.noSubject,
    }));
  return {
    status: 200,
    ...base,
    rows,
    total,
    page,
    pageCount,
    exportHref: `/admin/attivita/esporta${activityExportSearch(query.filters)}`,
  };
}

/**
 * The CSV of every action the filters choose, newest first; the download itself is recorded
 * (`export-downloaded`) after the read, so the file does not list itself. Refused filters:
 * their messages.
 */
export async function activityCsv(
  params: URLSearchParams,
  actor: StaffActor,
  now = new Date(),
): Promise<{ ok: true; file: ExportFile } | { ok: false; errors: FilterErrors }> {
  const query = activityQuery(params);
  if (!query.ok) return { ok: false, errors: query.errors };
  const fileName = `attivita-staff-${fileDate(now)}.csv`;
  const rows = selectRows(db, query.where).all();
  await recordExport(actor, fileName, now);
  const body = csv(
    activityCsvColumns,
    rows.map((row) => ({
      when: csvMoment.format(row.at),
      who: whoOf(row),
      what: actionLabel(row.action),
      subject: subjectOf(row) ?? "",
    })),
  );
  return { ok: true, file: { fileName, contentType: "text/csv; charset=utf-8", body } };
}

const purgeCutoff = (now: Date) => new Date(now.getTime() - ACTIVITY_KEEP_DAYS * DAY_MS);

/** How many rows the next purge removes. */
export function countExpiredActivity(now = new Date()) {
  return countWhere(lt(staffActivity.at, purgeCutoff(now)));
}

/** Deletes the rows older than two years, in the daily run's transaction; how many went. */
export function purgeExpiredActivity(tx: DbOrTx, now = new Date()) {
  return tx
    .delete(staffActivity)
    .where(lt(staffActivity.at, purgeCutoff(now)))
    .run().changes;
}
