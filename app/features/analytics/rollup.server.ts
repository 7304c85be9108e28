import { and, eq, gt, inArray, lt, sql } from "drizzle-orm";
import {
  analyticsDaily,
  analyticsHourly,
  analyticsSalts,
  analyticsVisits,
  pageViews,
} from "../../../db/schema";
import { db, writeTransaction } from "~/utils/db.server";
import { lastDailyRun, recordDailyRun } from "~/utils/daily-run.server";
import { romeDayOf, romeMidnightOf, shiftDay } from "~/utils/rome-time";
import {
  HOUR_MS,
  hourEnd,
  hoursOf,
  rolledHoursOf,
  spanFigures,
  unrolledDayFigures,
  type DayFigure,
} from "~/features/analytics/day-figures.server";
import { VISIT_GAP_MS } from "~/features/analytics/page-view-store.server";

/** Raw views are kept this many days; their days' totals are kept for good. */
export const RAW_KEEP_DAYS = 90;
export const rollupSetting = "analytics_rollup_last_run";
/**
 * How long after a view its hour may still change: the buffer writes within a second, and
 * views it held longer, while the database refused writes, miss an hour already rolled up.
 */
const LATE_WRITE_MS = 5 * 60_000;

const lockWait = { withinMs: 2_000 };
const DELETE_BATCH = 5_000;

/**
 * Due once a Rome day, once the day that ended can no longer change: the first round after
 * 00:05 rolls it up and deletes what is past keeping.
 */
export function isRollupDue(now: Date) {
  const last = lastDailyRun(rollupSetting);
  return (
    last === null ||
    romeDayOf(last - LATE_WRITE_MS) !== romeDayOf(now.getTime() - LATE_WRITE_MS) ||
    last > now.getTime()
  );
}

export const isRolledUp = (day: string) =>
  db
    .select({ day: analyticsDaily.day })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), eq(analyticsDaily.day, day)))
    .get() !== undefined;

/** A span without views still gets its zero total, so it reads as rolled up. */
function withTotal(figures: DayFigure[], day: string) {
  if (!figures.some((figure) => figure.dimension === "total"))
    figures.push({
      dimension: "total",
      day,
      value: "",
      visitors: 0,
      views: 0,
      visits: 0,
      bounces: 0,
    });
  return figures;
}

/**
 * Rolls up one hour of a day still going (decision 0248). The figures are read outside the
 * write, which only inserts them. Nothing is written for a day rolled up meanwhile.
 */
export async function rollUpHour(day: string, hourStart: number) {
  const figures = withTotal(spanFigures(day, hourStart, hourEnd(hourStart)), day);
  const rows = figures.map((figure) => ({ ...figure, hourStart: new Date(hourStart) }));
  return writeTransaction((tx) => {
    if (isRolledUp(day)) return 0;
    for (let start = 0; start < rows.length; start += 500)
      tx.insert(analyticsHourly)
        .values(rows.slice(start, start + 500))
        .onConflictDoNothing()
        .run();
    return rows.length;
  }, lockWait);
}

/**
 * Rolls up one finished day: its rolled-up hours summed, and the raw views of the others.
 * The figures are read outside the write, which inserts the day and deletes its hours in one
 * transaction: no hour counts twice. A day without views gets a zero total, so it reads as
 * rolled up.
 */
export async function rollUpDay(day: string) {
  const figures = withTotal(unrolledDayFigures(day), day);
  await writeTransaction((tx) => {
    for (let start = 0; start < figures.length; start += 500)
      tx.insert(analyticsDaily)
        .values(figures.slice(start, start + 500))
        .onConflictDoNothing()
        .run();
    tx.delete(analyticsHourly).where(eq(analyticsHourly.day, day)).run();
  }, lockWait);
  return figures.length;
}

/**
 * The hours of a day still going that can be rolled up at `now`: over, and every visit that
 * started in them over too (its last view more than 30 minutes ago), by `LATE_WRITE_MS`.
 */
function readyHours(day: string, now: number) {
  const settled = now - LATE_WRITE_MS;
  const rolled = rolledHoursOf(day);
  const over = hoursOf(day).filter((hour) => !rolled.has(hour) && hourEnd(hour) <= settled);
  if (over.length === 0) return [];
  const start = romeMidnightOf(day).getTime();
  const lastViews = new Map(
    db
      .all<{ hour: number; lastAt: number }>(
        sql`select cast((started_at - ${start}) / ${HOUR_MS} as integer) as hour,
          max(last_at) as lastAt
        from analytics_visits
        where day = ${day} and started_at >= ${over[0]!} and started_at < ${hourEnd(over.at(-1)!)}
        group by 1`,
      )
      .map((row) => [start + row.hour * HOUR_MS, row.lastAt]),
  );
  return over.filter((hour) => (lastViews.get(hour) ?? 0) + VISIT_GAP_MS <= settled);
}

function nextRawDay(after: string | null, before: string) {
  return (
    db
      .select({ day: sql<string | null>`min(${analyticsVisits.day})` })
      .from(analyticsVisits)
      .where(
        after === null
          ? lt(analyticsVisits.day, before)
          : and(gt(analyticsVisits.day, after), lt(analyticsVisits.day, before)),
      )
      .get()?.day ?? null
  );
}

/**
 * Rolls up what can no longer change at `now`: every day not rolled up yet once it is over
 * (by `LATE_WRITE_MS`), and the ready hours of the days still going. Null when stopped.
 */
export async function rollUpFinished(now = new Date(), signal?: AbortSignal) {
  const settledDay = romeDayOf(now.getTime() - LATE_WRITE_MS);
  const tomorrow = shiftDay(romeDayOf(now), 1);
  let days = 0;
  let hours = 0;
  for (let day = nextRawDay(null, tomorrow); day !== null; day = nextRawDay(day, tomorrow)) {
    if (signal?.aborted) return null;
    if (isRolledUp(day)) continue;
    if (day < settledDay) {
      await rollUpDay(day);
      days += 1;
      continue;
    }
    for (const hour of readyHours(day, now.getTime())) {
      if (signal?.aborted) return null;
      await rollUpHour(day, hour);
      hours += 1;
    }
  }
  return { days, hours };
}

/**
 * Deletes the raw views and visits of rolled-up days before `cutoff`, a batch of visits with
 * their views per write. Answers the views deleted.
 */
async function deleteRawBefore(cutoff: string, signal?: AbortSignal) {
  let deleted = 0;
  for (;;) {
    if (signal?.aborted) return deleted;
    const batch = await writeTransaction((tx) => {
      const visits = tx
        .select({ id: analyticsVisits.id })
        .from(analyticsVisits)
        .where(
          and(
            lt(analyticsVisits.day, cutoff),
            inArray(
              analyticsVisits.day,
              tx
                .select({ day: analyticsDaily.day })
                .from(analyticsDaily)
                .where(eq(analyticsDaily.dimension, "total")),
            ),
          ),
        )
        .limit(DELETE_BATCH)
        .all()
        .map((visit) => visit.id);
      if (visits.length === 0) return { visits: 0, views: 0 };
      const views = tx.delete(pageViews).where(inArray(pageViews.visitId, visits)).run().changes;
      tx.delete(analyticsVisits).where(inArray(analyticsVisits.id, visits)).run();
      return { visits: visits.length, views };
    }, lockWait);
    deleted += batch.views;
    if (batch.visits < DELETE_BATCH) return deleted;
  }
}

/**
 * The daily run: rolls up what is finished, deletes the raw views older than 90 days, and the
 * salts of earlier days (a day's first view deletes them too; a day without views must not
 * keep yesterday's).
 */
export async function runAnalyticsRollup(now = new Date(), signal?: AbortSignal) {
  const rolled = await rollUpFinished(now, signal);
  if (!rolled) return null;
  const today = romeDayOf(now);
  const deletedViews = await deleteRawBefore(shiftDay(today, -RAW_KEEP_DAYS), signal);
  await writeTransaction(
    (tx) => tx.delete(analyticsSalts).where(lt(analyticsSalts.day, today)).run(),
    lockWait,
  );
  if (signal?.aborted) return null;
  await recordDailyRun(rollupSetting, now, lockWait);
  return { ...rolled, deletedViews };
}

/**
 * The housekeeping round's call: the hours finished since the last round, quietly; the daily
 * run, answered for the log, when a new Rome day has begun since the last.
 */
export async function runScheduledRollup(now = new Date(), signal?: AbortSignal) {
  if (isRollupDue(now)) return runAnalyticsRollup(now, signal);
  await rollUpFinished(now, signal);
  return null;
}
