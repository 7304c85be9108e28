import { sql, type SQL } from "drizzle-orm";
import type { analyticsDimensions } from "../../../db/schema";
import { db } from "~/utils/db.server";

export type Dimension = (typeof analyticsDimensions)[number];

/** One day's figures for one value of a dimension, as rolled up and as read from raw views. */
export type DayFigure = {
  dimension: Dimension;
  day: string;
  value: string;
  visitors: number;
  views: number;
  visits: number;
  bounces: number;
};

/**
 * Where a visit, or a lead copied from one, came from: the campaign's own name for its source
 * when it gave one, else the referrer; '' is none (a direct visit, no campaign).
 */
export const originColumns = {
  source: sql`coalesce(utm_source, referrer_host, '')`,
  campaign: sql`coalesce(utm_campaign, '')`,
  entry: sql`coalesce(entry_path, '')`,
};

/** What a visit's attribute is counted under: '' is none. */
const visitColumns: Record<Exclude<Dimension, "total" | "page">, SQL> = {
  entry: sql`entry_path`,
  referrer: sql`coalesce(referrer_host, '')`,
  source: originColumns.source,
  medium: sql`coalesce(utm_medium, '')`,
  campaign: originColumns.campaign,
  device: sql`device`,
  browser: sql`browser`,
};

type Row = Omit<DayFigure, "dimension">;

/**
 * The figures of the days from `fromDay` to `toDay` (inclusive) computed from the raw views:
 * for the daily rollup, and for the days not yet rolled up (today). A visitor key belongs to
 * one day, so a day's distinct keys are its visitors and days add up.
 */
export function rawDayFigures(
  fromDay: string,
  toDay: string,
  { only }: { only?: readonly Dimension[] } = {},
): DayFigure[] {
  const wanted = (dimension: Dimension) => !only || only.includes(dimension);
  const figures: DayFigure[] = [];
  const inRange = sql`day between ${fromDay} and ${toDay}`;
  const add = (dimension: Dimension, rows: Row[]) => {
    for (const row of rows) figures.push({ dimension, ...row });
  };
  if (wanted("total"))
    add(
      "total",
      db.all<Row>(sql`
      select day, '' as value, count(distinct visitor) as visitors, sum(views) as views,
        count(*) as visits, sum(views = 1) as bounces
      from analytics_visits where ${inRange} group by day`),
    );
  // A visit of one view saw only its entry page: a page's bounces are those visits entering
  // by it, counted from the visits, so no view is joined to its visit.
  if (wanted("page"))
    add(
      "page",
      db.all<Row>(sql`
      select p.day as day, p.value as value, p.visitors as visitors, p.views as views,
        p.visits as visits, coalesce(b.bounces, 0) as bounces
      from (
        select day, path as value, count(distinct visitor) as visitors, count(*) as views,
          count(distinct visit_id) as visits
        from page_views where day between ${fromDay} and ${toDay} group by day, path
      ) p left join (
        select day, entry_path, sum(views = 1) as bounces
        from analytics_visits where ${inRange} group by day, entry_path
      ) b on b.day = p.day and b.entry_path = p.value`),
    );
  for (const [dimension, column] of Object.entries(visitColumns)) {
    if (!wanted(dimension as Dimension)) continue;
    add(
      dimension as Dimension,
      db.all<Row>(sql`
        select day, ${column} as value, count(distinct visitor) as visitors, sum(views) as views,
          count(*) as visits, sum(views = 1) as bounces
        from analytics_visits where ${inRange} group by day, value`),
    );
  }
  return figures;
}
