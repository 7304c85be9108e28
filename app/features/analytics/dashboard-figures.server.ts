import { and, between, eq, inArray, sql } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import { analyticsDaily, analyticsVisits, articles } from "../../../db/schema";
import { db } from "~/utils/db.server";
import { languageOfPath, type Language } from "~/utils/language";
import { romeDayOf, romeMidnightOf, shiftDay } from "~/utils/rome-time";
import {
  addTo,
  originColumns,
  unrolledDayFigures,
  type DayFigure,
  type Dimension,
  type Totals,
} from "~/features/analytics/day-figures.server";

/** A range of Rome days, both ends included. */
export type DayRange = { from: string; to: string };

export const filterDimensions = ["page", "source", "campaign"] as const;
export type Filter = { dimension: (typeof filterDimensions)[number]; value: string } | null;

export type Row = Totals & { value: string };

const zero = (): Totals => ({ visitors: 0, views: 0, visits: 0, bounces: 0 });

export function daysOf(range: DayRange) {
  const days: string[] = [];
  for (let day = range.from; day <= range.to; day = shiftDay(day, 1)) days.push(day);
  return days;
}

/** The previous period of the same length, ending the day before `range` starts. */
export function previousRange(range: DayRange): DayRange {
  const length = daysOf(range).length;
  return { from: shiftDay(range.from, -length), to: shiftDay(range.from, -1) };
}

/** The days of a range that can have figures: none after today. */
function daysWithFigures(range: DayRange, today: string): DayRange | null {
  const to = range.to < today ? range.to : today;
  return range.from > to ? null : { from: range.from, to };
}

/**
 * The language rows of days rolled up before pages were counted by language: the site had
 * only Italian pages then, so such a day's total is its Italian (decision 0295).
 */
function italianBeforeLanguages(days: DayRange): DayFigure[] {
  return db.all<DayFigure>(sql`
    select 'language' as dimension, day, 'it' as value, visitors, views, visits, bounces
    from analytics_daily t
    where dimension = 'total' and views > 0 and day between ${days.from} and ${days.to}
      and not exists (
        select 1 from analytics_daily l where l.dimension = 'language' and l.day = t.day)`);
}

/**
 * The figures of days not rolled up yet, each day read once however many of a page's figures
 * ask for it: today's raw views are the dearest read of the page.
 */
function daysNotRolledUp() {
  const read = new Map<string, DayFigure[]>();
  return (day: string) => {
    let figures = read.get(day);
    if (!figures) read.set(day, (figures = unrolledDayFigures(day)));
    return figures;
  };
}

type DaysNotRolledUp = ReturnType<typeof daysNotRolledUp>;

/**
 * The figures of the days of `days` not rolled up yet (today, and yesterday until the daily
 * run): their rolled-up hours, and the raw views of the others.
 */
function unrolledFigures(
  days: DayRange,
  dimensions: readonly Dimension[],
  unrolled: DaysNotRolledUp,
  value?: string,
) {
  const rolledDays = new Set(
    db
      .select({ day: analyticsDaily.day })
      .from(analyticsDaily)
      .where(
        and(eq(analyticsDaily.dimension, "total"), between(analyticsDaily.day, days.from, days.to)),
      )
      .all()
      .map((row) => row.day),
  );
  // A day before the first raw view left none to count: a range reaching back before
  // counting began must not count every raw view since.
  const firstRaw = db
    .select({ day: sql<string | null>`min(${analyticsVisits.day})` })
    .from(analyticsVisits)
    .get()?.day;
  return daysOf(days)
    .filter((day) => !rolledDays.has(day) && firstRaw != null && day >= firstRaw)
    .flatMap((day) => unrolled(day))
    .filter(
      (figure) =>
        dimensions.includes(figure.dimension) && (value === undefined || figure.value === value),
    );
}

/** The figures of `dimensions` over a range day by day: rolled-up days, then the others. */
function figuresIn(
  range: DayRange,
  dimensions: readonly Dimension[],
  today: string,
  unrolled: DaysNotRolledUp,
  value?: string,
): DayFigure[] {
  const days = daysWithFigures(range, today);
  if (!days) return [];
  const rolled = db
    .select()
    .from(analyticsDaily)
    .where(
      and(
        inArray(analyticsDaily.dimension, [...dimensions]),
        between(analyticsDaily.day, days.from, days.to),
        value === undefined ? undefined : eq(analyticsDaily.value, value),
      ),
    )
    .all();
  const older =
    dimensions.includes("language") && (value === undefined || value === "it")
      ? italianBeforeLanguages(days)
      : [];
  return [...rolled, ...older, ...unrolledFigures(days, dimensions, unrolled, value)];
}

type ValueFigure = Totals & { dimension: Dimension; value: string };

/**
 * The figures of `dimensions` over a range, the rolled-up days summed by value in the query:
 * a year is some 150,000 rows day by day, a few hundred summed.
 */
function summedIn(
  range: DayRange,
  dimensions: readonly Dimension[],
  today: string,
  unrolled: DaysNotRolledUp,
) {
  const days = daysWithFigures(range, today);
  if (!days) return [];
  const sum = (column: SQLiteColumn) => sql<number>`sum(${column})`.mapWith(Number);
  const rolled: ValueFigure[] = db
    .select({
      dimension: analyticsDaily.dimension,
      value: analyticsDaily.value,
      visitors: sum(analyticsDaily.visitors),
      views: sum(analyticsDaily.views),
      visits: sum(analyticsDaily.visits),
      bounces: sum(analyticsDaily.bounces),
    })
    .from(analyticsDaily)
    .where(
      and(
        inArray(analyticsDaily.dimension, [...dimensions]),
        between(analyticsDaily.day, days.from, days.to),
      ),
    )
    .groupBy(analyticsDaily.dimension, analyticsDaily.value)
    .all();
  const older = dimensions.includes("language") ? italianBeforeLanguages(days) : [];
  return [...rolled, ...older, ...unrolledFigures(days, dimensions, unrolled)];
}

/** A dimension's values over a range, most visitors first. */
function ranked(figures: ValueFigure[], dimension: Dimension): Row[] {
  const byValue = new Map<string, Totals>();
  for (const figure of figures) {
    if (figure.dimension !== dimension) continue;
    let totals = byValue.get(figure.value);
    if (!totals) byValue.set(figure.value, (totals = zero()));
    addTo(totals, figure);
  }
  return [...byValue]
    .map(([value, totals]) => ({ value, ...totals }))
    .sort((a, b) => b.visitors - a.visitors || b.views - a.views || a.value.localeCompare(b.value));
}

/**
 * What the headline figures count: the filter's value; without one, the chosen language's
 * pages, else the whole site. A page in the other language than the one chosen has none. A
 * source or a campaign is counted in every language: a visit's source is not split by the
 * languages of its pages.
 */
function headlineSelection(filter: Filter, language: Language | null) {
  if (filter) {
    const mismatched =
      language !== null && filter.dimension === "page" && languageOfPath(filter.value) !== language;
    return mismatched ? null : { dimension: filter.dimension, value: filter.value };
  }
  return language
    ? { dimension: "language" as const, value: language }
    : { dimension: "total" as const, value: "" };
}

/** The headline figures and the visitors of each day, for the whole site or one filter. */
export function summaryOf(
  range: DayRange,
  filter: Filter,
  today: string,
  unrolled: DaysNotRolledUp,
  language: Language | null = null,
) {
  const selection = headlineSelection(filter, language);
  const figures = selection
    ? figuresIn(range, [selection.dimension], today, unrolled, selection.value)
    : [];
  const totals = zero();
  const perDay = new Map(daysOf(range).map((day) => [day, 0]));
  for (const figure of figures) {
    addTo(totals, figure);
    perDay.set(figure.day, (perDay.get(figure.day) ?? 0) + figure.visitors);
  }
  return { totals, perDay: [...perDay].map(([day, visitors]) => ({ day, visitors })) };
}

export const tableDimensions = [
  "page",
  "entry",
  "referrer",
  "source",
  "campaign",
  "device",
  "browser",
  "language",
] as const satisfies readonly Dimension[];
export type TableDimension = (typeof tableDimensions)[number];

/** Reads as of one moment: a day or an hour rolled up meanwhile by another process counts once. */
function inOneSnapshot<T>(read: () => T) {
  return db.transaction(read, { behavior: "deferred" });
}

/** The tables a language restricts: their values are addresses, each in one language. */
const addressDimensions: readonly TableDimension[] = ["page", "entry"];

/**
 * Every value of the dashboard's tables over a range, most visitors first, read at once; with
 * a language, the pages and entry pages of that language only.
 */
export function tablesOf(range: DayRange, today: string, language: Language | null = null) {
  return inOneSnapshot(() => tablesIn(range, today, daysNotRolledUp(), language));
}

function tablesIn(
  range: DayRange,
  today: string,
  unrolled: ReturnType<typeof daysNotRolledUp>,
  language: Language | null,
) {
  const figures = summedIn(range, tableDimensions, today, unrolled);
  const kept = (dimension: TableDimension, row: Row) =>
    // No campaign is not a campaign; an unknown entry page has no language.
    (dimension !== "campaign" || row.value !== "") &&
    (language === null ||
      !addressDimensions.includes(dimension) ||
      (row.value !== "" && languageOfPath(row.value) === language));
  return Object.fromEntries(
    tableDimensions.map((dimension) => [
      dimension,
      ranked(figures, dimension).filter((row) => kept(dimension, row)),
    ]),
  ) as Record<TableDimension, Row[]>;
}

export const leadKinds = ["contact", "registration", "newsletter"] as const;
export type LeadKind = (typeof leadKinds)[number];

type Lead = {
  kind: LeadKind;
  source: string;
  campaign: string;
  entry: string;
  language: Language;
};

/**
 * The leads of a range with their origin: contacts and registrations when sent, newsletter
 * signups when confirmed. A lead whose person was anonymized has lost its origin with them.
 */
function leadsIn(range: DayRange): Lead[] {
  const start = romeMidnightOf(range.from).getTime();
  const end = romeMidnightOf(shiftDay(range.to, 1)).getTime();
  const origin = sql`${originColumns.source} as source, ${originColumns.campaign} as campaign,
    ${originColumns.entry} as entry, language`;
  return db.all<Lead>(sql`
    select 'contact' as kind, ${origin} from contact_submissions
      where created_at >= ${start} and created_at < ${end}
    union all
    select 'registration' as kind, ${origin} from event_registrations
      where created_at >= ${start} and created_at < ${end}
    union all
    select 'newsletter' as kind, ${origin} from newsletter_subscribers
      where confirmed_at >= ${start} and confirmed_at < ${end}`);
}

export type ConversionRow = Record<LeadKind, number> & {
  value: string;
  total: number;
  visitors: number;
  /** Conversions ÷ visitors of the same source, campaign or entry page; null without visitors. */
  rate: number | null;
};

const matchesFilter = (lead: Lead, filter: Filter, language: Language | null) =>
  (language === null || lead.language === language) &&
  (!filter ||
    (filter.dimension === "page"
      ? lead.entry === filter.value
      : lead[filter.dimension] === filter.value));

/** Contacts, registrations and signups per source, campaign and entry page, with their rates. */
export function conversionsOf(
  range: DayRange,
  filter: Filter,
  tables: Record<TableDimension, Row[]>,
  language: Language | null = null,
) {
  const leads = leadsIn(range).filter((lead) => matchesFilter(lead, filter, language));
  const by = (key: keyof typeof originColumns) => {
    const visitors = new Map(tables[key].map((row) => [row.value, row.visitors]));
    const rows = new Map<string, ConversionRow>();
    for (const lead of leads) {
      const value = lead[key];
      let row = rows.get(value);
      if (!row) {
        const seen = visitors.get(value) ?? 0;
        row = {
          value,
          contact: 0,
          registration: 0,
          newsletter: 0,
          total: 0,
          visitors: seen,
          rate: null,
        };
        rows.set(value, row);
      }
      row[lead.kind] += 1;
      row.total += 1;
    }
    return [...rows.values()]
      .map((row) => ({ ...row, rate: row.visitors > 0 ? row.total / row.visitors : null }))
      .sort((a, b) => b.total - a.total || a.value.localeCompare(b.value));
  };
  const totals = Object.fromEntries(
    leadKinds.map((kind) => [kind, leads.filter((lead) => lead.kind === kind).length]),
  ) as Record<LeadKind, number>;
  return {
    totals,
    bySource: by("source"),
    byCampaign: by("campaign").filter((row) => row.value !== ""),
    byEntry: by("entry"),
  };
}

/** The blog's addresses that are no article, in each language. */
const blogPages = new Set(["/blog/cerca", "/blog/rss.xml", "/en/blog/search", "/en/blog/rss.xml"]);
const articleAddress = /^(\/en)?\/blog\/([^/]+)$/;

/**
 * The most read articles, in either language: their pages' views, with today's title. A slug
 * is an article's own in its language, so each address is matched in its language.
 */
export function topArticlesOf(pages: Row[], limit = 10) {
  const reads = pages.flatMap((row) => {
    const match = blogPages.has(row.value) ? null : articleAddress.exec(row.value);
    if (!match) return [];
    const language: Language = match[1] ? "en" : "it";
    return [{ slug: decodeURIComponent(match[2]!), language, ...row }];
  });
  if (reads.length === 0) return [];
  const titles = new Map<string, string>();
  const slugs = [...new Set(reads.map((row) => row.slug))];
  for (let start = 0; start < slugs.length; start += 500)
    for (const article of db
      .select({ slug: articles.slug, language: articles.language, title: articles.title })
      .from(articles)
      .where(inArray(articles.slug, slugs.slice(start, start + 500)))
      .all())
      titles.set(`${article.language}:${article.slug}`, article.title);
  const titleOf = (row: (typeof reads)[number]) => titles.get(`${row.language}:${row.slug}`);
  return reads
    .filter((row) => titleOf(row) !== undefined)
    .sort((a, b) => b.views - a.views || b.visitors - a.visitors)
    .slice(0, limit)
    .map((row) => ({ ...row, title: titleOf(row)! }));
}

/**
 * Everything the dashboard shows for a range, compared with the period before it; with a
 * language, what can be told apart by it (decision 0295).
 */
export function dashboardFigures(
  range: DayRange,
  filter: Filter,
  now = new Date(),
  language: Language | null = null,
) {
  const today = romeDayOf(now);
  return inOneSnapshot(() => {
    const unrolled = daysNotRolledUp();
    const current = summaryOf(range, filter, today, unrolled, language);
    const previous = summaryOf(previousRange(range), filter, today, unrolled, language);
    const tables = tablesIn(range, today, unrolled, language);
    return {
      range,
      current,
      previous: previous.totals,
      tables,
      conversions: conversionsOf(range, filter, tables, language),
      topArticles: topArticlesOf(tables.page),
    };
  });
}

export type DashboardFigures = ReturnType<typeof dashboardFigures>;
