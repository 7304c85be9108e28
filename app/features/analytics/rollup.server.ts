import { and, eq, gt, lt, sql } from "drizzle-orm";
import { analyticsDaily, analyticsSalts, analyticsVisits } from "../../../db/schema";
import { db, writeTransaction } from "~/utils/db.server";
import { lastDailyRun, recordDailyRun } from "~/features/operations/daily-run.server";
import { romeDayOf, shiftDay } from "~/utils/rome-time";
import { rawDayFigures } from "~/features/analytics/day-figures.server";

/** Raw views are kept this many days; their days' totals are kept for good. */
export const RAW_KEEP_DAYS = 90;
export const rollupSetting = "analytics_rollup_last_run";

const lockWait = { withinMs: 2_000 };
const DELETE_BATCH = 10_000;

/** Due once a Rome day: the first round after midnight rolls up the day that ended. */
export function isRollupDue(now: Date) {
  const last = lastDailyRun(rollupSetting);
  return last === null || romeDayOf(last) !== romeDayOf(now) || last > now.getTime();
}

export const isRolledUp = (day: string) =>
  db
    .select({ day: analyticsDaily.day })
    .from(analyticsDaily)
    .where(and(eq(analyticsDaily.dimension, "total"), eq(analyticsDaily.day, day)))
    .get() !== undefined;

/**
 * Rolls up one finished day. The figures are read outside the write, which only inserts
 * them: a day of a million views does not hold the lock while it is counted. A day without
 * views gets a zero total, so it reads as rolled up.
 */
export async function rollUpDay(day: string) {
  const figures = rawDayFigures(day, day);
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
  await writeTransaction((tx) => {
    for (let start = 0; start < figures.length; start += 500)
      tx.insert(analyticsDaily)
        .values(figures.slice(start, start + 500))
        .onConflictDoNothing()
        .run();
  }, lockWait);
  return figures.length;
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

/** Deletes a table's raw rows of rolled-up days before `cutoff`, a batch per write. */
async function deleteRawBefore(
  table: "page_views" | "analytics_visits",
  cutoff: string,
  signal?: AbortSignal,
) {
  let deleted = 0;
  for (;;) {
    if (signal?.aborted) return deleted;
    const changes = await writeTransaction(
      (tx) =>
        tx.run(sql`
          delete from ${sql.identifier(table)} where id in (
            select id from ${sql.identifier(table)}
            where day < ${cutoff}
              and day in (select day from analytics_daily where dimension = 'total')
            limit ${DELETE_BATCH})`).changes,
      lockWait,
    );
    deleted += changes;
    if (changes < DELETE_BATCH) return deleted;
  }
}

/**
 * The daily run: rolls up every finished day not yet rolled up, deletes the raw views older
 * than 90 days, and the salts of earlier days (a day's first view deletes them too; a day
 * without views must not keep yesterday's).
 */
export async function runAnalyticsRollup(now = new Date(), signal?: AbortSignal) {
  const today = romeDayOf(now);
  let days = 0;
  for (let day = nextRawDay(null, today); day !== null; day = nextRawDay(day, today)) {
    if (signal?.aborted) return null;
    if (isRolledUp(day)) continue;
    await rollUpDay(day);
    days += 1;
  }
  const cutoff = shiftDay(today, -RAW_KEEP_DAYS);
  const views = await deleteRawBefore("page_views", cutoff, signal);
  await deleteRawBefore("analytics_visits", cutoff, signal);
  await writeTransaction(
    (tx) => tx.delete(analyticsSalts).where(lt(analyticsSalts.day, today)).run(),
    lockWait,
  );
  if (signal?.aborted) return null;
  await recordDailyRun(rollupSetting, now, lockWait);
  return { days, deletedViews: views };
}

/** The housekeeping round's call: the rollup when a new Rome day has begun since the last. */
export function runScheduledRollup(now = new Date(), signal?: AbortSignal) {
  return isRollupDue(now) ? runAnalyticsRollup(now, signal) : Promise.resolve(null);
}
