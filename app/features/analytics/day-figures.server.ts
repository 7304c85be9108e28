import { and, eq, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { analyticsHourly, type analyticsDimensions } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { languageOfPath } from "~/utils/language";
import { romeMidnightOf, shiftDay } from "~/utils/rome-time";

export type Dimension = (typeof analyticsDimensions)[number];

export type Totals = { visitors: number; views: number; visits: number; bounces: number };

/** One day's figures for one value of a dimension, as rolled up and as read from raw views. */
export type DayFigure = Totals & { dimension: Dimension; day: string; value: string };

export function addTo(totals: Totals, figure: Totals) {
  totals.visitors += figure.visitors;
  totals.views += figure.views;
  totals.visits += figure.visits;
  totals.bounces += figure.bounces;
}

const sourceOf = "coalesce(utm_source, referrer_host, '')";
const campaignOf = "coalesce(utm_campaign, '')";

/**
 * Where a visit, or a lead copied from one, came from: the campaign's own name for its source
 * when it gave one, else the referrer; '' is none (a direct visit, no campaign).
 */
export const originColumns = {
  source: sql.raw(sourceOf),
  campaign: sql.raw(campaignOf),
  entry: sql.raw("coalesce(entry_path, '')"),
};

/** What a visit is counted under, for every dimension but its pages': '' is none. */
const visitColumns = {
  total: "''",
  entry: "entry_path",
  referrer: "coalesce(referrer_host, '')",
  source: sourceOf,
  medium: "coalesce(utm_medium, '')",
  campaign: campaignOf,
  device: "device",
  browser: "browser",
} satisfies Record<Exclude<Dimension, PageDimension>, string>;

/**
 * What each page a visit saw is counted under: its address, and its language, read from the
 * address as the view's own `language` was (a visit may see both languages).
 */
const pageValues = {
  page: (path: string) => path,
  language: (path: string) => languageOfPath(path),
} as const;
type PageDimension = keyof typeof pageValues;

const visitDimensions = Object.keys(visitColumns) as (keyof typeof visitColumns)[];
const pageDimensions = Object.keys(pageValues) as PageDimension[];
const dimensions = [...visitDimensions, ...pageDimensions] as const;
const PAGE = visitDimensions.length;

/**
 * A visitor, whether the visit started in the span, its views, the pages it saw (one a line,
 * a page seen twice twice), then its value in each dimension of `visitDimensions`.
 */
type Row = [string, number, number, string | null, ...string[]];

/**
 * The visits that started in the span, and the same visitors' earlier visits of the day,
 * one visitor after another: the order of the index on (day, visitor, started_at), so nothing
 * is sorted. A visit's pages come from the index on (visit_id, path) alone.
 */
const spanVisits = `select visitor, started_at >= @from, views,
    (select group_concat(path, char(10)) from page_views where visit_id = v.id),
    ${Object.values(visitColumns).join(", ")}
  from analytics_visits v
  where day = @day and started_at < @to and visitor in (
    select visitor from analytics_visits
    where day = @day and started_at >= @from and started_at < @to)
  order by visitor, started_at, id`;

/**
 * The figures of the visits of Rome day `day` that started from `from` to before `to`
 * (milliseconds): the whole day, or one of its hours. A visit counts in the span it started
 * in, with all its views. A visitor counts under a value in the span of their first visit of
 * the day with that value (for a page, the first that saw it): a day's spans add up to the
 * day, visitors included (decision 0249). Only one visitor's values are held at a time.
 */
export function spanFigures(day: string, from: number, to: number): DayFigure[] {
  const rows = db.$client
    .prepare<{ day: string; from: number; to: number }, Row>(spanVisits)
    .raw()
    .iterate({ day, from, to });
  const figures = dimensions.map(() => new Map<string, DayFigure>());
  const counted = (index: number, value: string) => {
    let figure = figures[index]!.get(value);
    if (!figure) {
      figure = {
        dimension: dimensions[index]!,
        day,
        value,
        visitors: 0,
        views: 0,
        visits: 0,
        bounces: 0,
      };
      figures[index]!.set(value, figure);
    }
    return figure;
  };
  // The values the current visitor was already counted under, or seen with before the span.
  const seen = dimensions.map(() => new Set<string>());
  const valuesOfVisit = new Set<string>();
  let visitor: string | null = null;
  for (const [key, inSpan, views, pages, ...values] of rows) {
    if (key !== visitor) {
      visitor = key;
      for (const kept of seen) kept.clear();
    }
    for (let index = 0; index < PAGE; index += 1) {
      const value = values[index]!;
      if (inSpan) {
        const figure = counted(index, value);
        figure.visits += 1;
        figure.views += views;
        if (views === 1) figure.bounces += 1;
        if (!seen[index]!.has(value)) figure.visitors += 1;
      }
      seen[index]!.add(value);
    }
    const paths = pages?.split("\n") ?? [];
    for (let index = PAGE; index < dimensions.length; index += 1) {
      const valueOf = pageValues[dimensions[index] as PageDimension];
      const seenValues = seen[index]!;
      valuesOfVisit.clear();
      for (const path of paths) {
        const value = valueOf(path);
        if (inSpan) {
          const figure = counted(index, value);
          figure.views += 1;
          if (!valuesOfVisit.has(value)) figure.visits += 1;
          // A visit of one view saw only its entry page: the page's bounce.
          if (views === 1) figure.bounces += 1;
          if (!seenValues.has(value)) figure.visitors += 1;
        }
        valuesOfVisit.add(value);
        seenValues.add(value);
      }
    }
  }
  return figures.flatMap((values) => [...values.values()]);
}

export const HOUR_MS = 3_600_000;

/** The hours of a Rome day, each by the moment it starts: 23 or 25 when the clocks change. */
export function hoursOf(day: string) {
  const end = romeMidnightOf(shiftDay(day, 1)).getTime();
  const hours: number[] = [];
  for (let start = romeMidnightOf(day).getTime(); start < end; start += HOUR_MS) hours.push(start);
  return hours;
}

export const hourEnd = (hourStart: number) => hourStart + HOUR_MS;

/** The hours of `day` rolled up so far, by the moment each starts. */
export const rolledHoursOf = (day: string) =>
  new Set(
    db
      .select({ hourStart: analyticsHourly.hourStart })
      .from(analyticsHourly)
      .where(and(eq(analyticsHourly.dimension, "total"), eq(analyticsHourly.day, day)))
      .all()
      .map((row) => row.hourStart.getTime()),
  );

/**
 * The figures of a day not rolled up yet (today, yesterday until the daily run): its
 * rolled-up hours summed, and each run of the others read from the raw views.
 */
export function unrolledDayFigures(day: string): DayFigure[] {
  const sum = (column: SQLiteColumn) => sql<number>`sum(${column})`.mapWith(Number);
  const figures = new Map<string, DayFigure>();
  const add = (figure: DayFigure) => {
    const key = `${figure.dimension}\0${figure.value}`;
    const kept = figures.get(key);
    if (kept) addTo(kept, figure);
    else figures.set(key, { ...figure });
  };
  for (const row of db
    .select({
      dimension: analyticsHourly.dimension,
      value: analyticsHourly.value,
      visitors: sum(analyticsHourly.visitors),
      views: sum(analyticsHourly.views),
      visits: sum(analyticsHourly.visits),
      bounces: sum(analyticsHourly.bounces),
    })
    .from(analyticsHourly)
    .where(eq(analyticsHourly.day, day))
    .groupBy(analyticsHourly.dimension, analyticsHourly.value)
    .all())
    add({ ...row, day });
  // Each run of hours not rolled up is one span: a visitor is counted once in it.
  const rolled = rolledHoursOf(day);
  const spans: [number, number][] = [];
  for (const hour of hoursOf(day)) {
    if (rolled.has(hour)) continue;
    const last = spans.at(-1);
    if (last && last[1] === hour) last[1] = hourEnd(hour);
    else spans.push([hour, hourEnd(hour)]);
  }
  for (const [from, to] of spans) spanFigures(day, from, to).forEach(add);
  return [...figures.values()];
}
