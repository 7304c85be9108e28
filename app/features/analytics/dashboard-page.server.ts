import { dashboardCsvColumns, dashboardPage as t } from "~/features/analytics/content/dashboard";
import {
  conversionsOf,
  dashboardFigures,
  daysOf,
  tablesOf,
  topArticlesOf,
  type ConversionRow,
  type DayRange,
  type Filter,
  type Row,
  type TableDimension,
} from "~/features/analytics/dashboard-figures.server";
import type { Totals } from "~/features/analytics/day-figures.server";
import {
  barGeometry,
  bounceRateOf,
  chartBars,
  chartSummary,
  formatCount,
  formatDecimal,
  formatRate,
  pointsChange,
  relativeChange,
  viewsPerVisitorOf,
  type Change,
} from "~/features/analytics/dashboard-format";
import {
  dashboardQuery,
  dashboardSearch,
  filterParams,
  languageParam,
  presets,
  rangeParams,
  type RangeChoice,
  type RangeErrors,
} from "~/features/analytics/dashboard-query";
import type { Language } from "~/utils/language";
import { newVisitorCap, viewBuffer } from "~/features/analytics/page-views.server";
import { csv, type ExportFile } from "~/utils/csv-export.server";
import {
  leadFiguresOf,
  type LeadFigureRow,
  type LeadFigures,
} from "~/features/analytics/lead-figures.server";
import { recordExport, type StaffActor } from "~/utils/activity.server";
import { getEnv } from "~/utils/env.server";
import { dayRange, formatDay, formatEuro, formatSpan, withDayArticle } from "~/utils/format";
import { romeDayOf } from "~/utils/rome-time";

const DASHBOARD_PATH = "/admin/statistiche";
const EXPORT_PATH = `${DASHBOARD_PATH}/esporta`;
/** Rows each table shows on the page; its CSV has them all. */
export const TOP_ROWS = 10;

type FilterDimension = NonNullable<Filter>["dimension"];

/** The tables of visits: their query name, dimension, copy and the filter a row sets. */
const visitTables = {
  pagine: { dimension: "page", copy: t.tables.pages, filter: "page" },
  ingressi: { dimension: "entry", copy: t.tables.entries, filter: "page" },
  provenienze: { dimension: "referrer", copy: t.tables.referrers, filter: null },
  sorgenti: { dimension: "source", copy: t.tables.sources, filter: "source" },
  campagne: { dimension: "campaign", copy: t.tables.campaigns, filter: "campaign" },
  dispositivi: { dimension: "device", copy: t.tables.devices, filter: null },
  browser: { dimension: "browser", copy: t.tables.browsers, filter: null },
  lingue: { dimension: "language", copy: t.tables.languages, filter: null },
} as const satisfies Record<
  string,
  {
    dimension: TableDimension;
    copy: { caption: string; value: string };
    filter: FilterDimension | null;
  }
>;
type VisitTable = keyof typeof visitTables;

const conversionTables = {
  "conversioni-sorgenti": {
    key: "bySource",
    caption: t.conversions.bySource,
    value: t.tables.sources.value,
    dimension: "source",
  },
  "conversioni-campagne": {
    key: "byCampaign",
    caption: t.conversions.byCampaign,
    value: t.tables.campaigns.value,
    dimension: "campaign",
  },
  "conversioni-ingressi": {
    key: "byEntry",
    caption: t.conversions.byEntry,
    value: t.tables.entries.value,
    dimension: "entry",
  },
} as const;
type ConversionTable = keyof typeof conversionTables;

/** Every table `/admin/statistiche/esporta?tabella=` knows. */
export const exportTables = [
  ...(Object.keys(visitTables) as VisitTable[]),
  ...(Object.keys(conversionTables) as ConversionTable[]),
  "articoli",
] as const;
export type ExportTable = VisitTable | ConversionTable | "articoli";

export const isExportTable = (value: string | null): value is ExportTable =>
  (exportTables as readonly (string | null)[]).includes(value);

/** A value as the page and the CSV name it: the empty value of each dimension in words. */
function shownValue(dimension: TableDimension, value: string) {
  if (dimension === "device") return t.values.devices[value] ?? value;
  if (dimension === "language") return t.values.languages[value] ?? value;
  if (value !== "") return value;
  if (dimension === "referrer" || dimension === "source") return t.values.direct;
  if (dimension === "entry") return t.values.unknownEntry;
  return value;
}

/** The filter as the page says it: `sorgente newsletter`. */
const filterLabel = (filter: NonNullable<Filter>) =>
  `${t.filter.dimensions[filter.dimension]} ${shownValue(filter.dimension, filter.value)}`;

/** What the page's query chooses besides the range: a filter, a language. */
type Selection = { filter: Filter; language: Language | null };

const hrefOf = (choice: RangeChoice, { filter, language }: Selection) =>
  `${DASHBOARD_PATH}${dashboardSearch(choice, filter, language)}`;

const exportHref = (table: ExportTable, choice: RangeChoice, { filter, language }: Selection) => {
  const search = dashboardSearch(choice, filter, language);
  return `${EXPORT_PATH}${search ? `${search}&` : "?"}tabella=${table}`;
};

export type ShownChange = Change & { text: string };

function changeText(change: Change, days: number, points = false): ShownChange {
  const against = t.change.against(days);
  if (change.direction === "none") return { ...change, text: t.change.noPrevious(days) };
  const amount = points ? t.change.points(change.signed) : change.signed;
  const word = t.change[change.direction];
  return { ...change, text: `${amount}: ${word} ${against}` };
}

function headlineOf(now: Totals, previous: Totals, days: number) {
  const bounce = bounceRateOf(now);
  const perVisitor = viewsPerVisitorOf(now);
  return [
    {
      key: "visitors",
      worseWhenUp: false,
      label: t.headline.visitors,
      value: formatCount(now.visitors),
      change: changeText(relativeChange(now.visitors, previous.visitors), days),
    },
    {
      key: "views",
      worseWhenUp: false,
      label: t.headline.views,
      value: formatCount(now.views),
      change: changeText(relativeChange(now.views, previous.views), days),
    },
    {
      key: "bounce",
      // A higher bounce rate is the worse one.
      worseWhenUp: true,
      label: t.headline.bounceRate,
      value: formatRate(bounce),
      change: changeText(pointsChange(bounce, bounceRateOf(previous)), days, true),
    },
    {
      key: "per-visitor",
      worseWhenUp: false,
      label: t.headline.viewsPerVisitor,
      value: perVisitor === null ? t.headline.none : formatDecimal(perVisitor),
      change: changeText(relativeChange(perVisitor, viewsPerVisitorOf(previous)), days),
    },
  ];
}

/** A range in running text, `dal 2 marzo 2026 all'8 marzo 2026` or `il 27 novembre 2026`. */
function rangeText(range: DayRange) {
  return range.from === range.to
    ? withDayArticle("", formatDay(range.to))
    : dayRange(formatDay(range.from), formatDay(range.to));
}

/** The range as the page's line under its title. */
function rangeLabel(range: DayRange) {
  if (range.from === range.to) return t.range.today(formatDay(range.to));
  const text = rangeText(range);
  return `${text.charAt(0).toUpperCase()}${text.slice(1)}`;
}

function chartOf(perDay: { day: string; visitors: number }[], range: DayRange) {
  const { unit, bars } = chartBars(perDay);
  const { rects, max } = barGeometry(bars);
  const { total, peak, average } = chartSummary(bars);
  const label = rangeText(range);
  const description =
    total === 0 || !peak
      ? t.chart.flat
      : t.chart.summary(
          formatCount(total),
          formatCount(peak.visitors),
          unit === "day"
            ? withDayArticle("", formatDay(peak.day))
            : t.chart.peakWeek(withDayArticle("da", formatDay(peak.day))),
          formatDecimal(average),
          unit === "day" ? t.chart.perDay : t.chart.perWeek,
        );
  return {
    unit,
    title: t.chart.title[unit](label),
    description,
    max: formatCount(max),
    rects,
    rows: bars.map((bar) => ({
      day: bar.day,
      label: formatDay(bar.day),
      visitors: formatCount(bar.visitors),
    })),
  };
}

export type ShownRow = {
  key: string;
  label: string;
  /** The page's address with this row as its filter; none for tables that do not filter. */
  filterHref: string | null;
  current: boolean;
  visitors: string;
  views: string;
  bounceRate: string | null;
};

function visitTableOf(name: VisitTable, rows: Row[], choice: RangeChoice, selection: Selection) {
  const spec = visitTables[name];
  const { filter } = selection;
  return {
    name,
    caption: spec.copy.caption,
    valueLabel: spec.copy.value,
    withBounce: name === "ingressi",
    filterBy: spec.filter === null ? null : t.filter.by[spec.filter],
    exportHref: exportHref(name, choice, selection),
    rows: rows.slice(0, TOP_ROWS).map((row): ShownRow => ({
      key: row.value,
      label: shownValue(spec.dimension, row.value),
      filterHref:
        spec.filter === null
          ? null
          : hrefOf(choice, { ...selection, filter: { dimension: spec.filter, value: row.value } }),
      current:
        spec.filter !== null && filter?.dimension === spec.filter && filter.value === row.value,
      visitors: formatCount(row.visitors),
      views: formatCount(row.views),
      bounceRate: name === "ingressi" ? formatRate(bounceRateOf(row)) : null,
    })),
  };
}

const shownConversion = (dimension: "source" | "campaign" | "entry", row: ConversionRow) => ({
  key: row.value,
  label: shownValue(dimension, row.value),
  contact: formatCount(row.contact),
  registration: formatCount(row.registration),
  newsletter: formatCount(row.newsletter),
  total: formatCount(row.total),
  visitors: formatCount(row.visitors),
  rate: formatRate(row.rate),
});

/** What the dashboard notes under its figures: lost views, views it cannot see, how it counts. */
function notesOf() {
  const notes: string[] = [];
  const dropped = viewBuffer().dropped;
  if (dropped > 0) notes.push(t.notes.dropped(formatCount(dropped)));
  const { setAside, perAddress } = newVisitorCap();
  if (setAside > 0) notes.push(t.notes.setAside(formatCount(setAside), formatCount(perAddress)));
  if (getEnv().EDGE_PURGE_URL) notes.push(t.notes.edgeCache);
  if (getEnv().ANALYTICS === "off") notes.push(t.notes.countingOff);
  return notes;
}

const presetLinks = (choice: RangeChoice | null, selection: Selection) =>
  presets.map((preset) => ({
    preset,
    label: t.range.presets[preset],
    href: hrefOf({ preset }, selection),
    current: choice?.preset === preset,
  }));

/** The filter as the custom range's form carries it along, hidden. */
const filterField = (filter: Filter) =>
  filter ? { param: filterParams[filter.dimension], value: filter.value } : null;

/**
 * The language form (a GET, so it works without a script): its choices, and what it carries
 * along hidden, the range and the filter, for the choice to change the language alone.
 */
function languageForm(choice: RangeChoice | null, selection: Selection) {
  const hidden = [...(choice ? rangeParams(choice) : [])].map(([name, value]) => ({
    name,
    value,
  }));
  const filter = filterField(selection.filter);
  if (filter) hidden.push({ name: filter.param, value: filter.value });
  return {
    param: languageParam,
    value: selection.language ?? "",
    choices: t.language.choices,
    hidden,
  };
}

/**
 * `/admin/statistiche`: the figures of the range and filter the query chooses, shaped for the
 * page. A refused range comes back with its messages and the typed days, for a 400.
 */
export function dashboardPageData(url: URL, now = new Date()) {
  const today = romeDayOf(now);
  const query = dashboardQuery(url.searchParams, today);
  if (!query.ok) {
    const selection = { filter: query.filter, language: query.language };
    return {
      status: 400,
      ok: false as const,
      typed: query.typed,
      errors: query.errors,
      presets: presetLinks(null, selection),
      filter: filterField(query.filter),
      language: query.language,
      languageForm: languageForm(null, selection),
    };
  }
  const { range, choice, filter, language } = query;
  const selection = { filter, language };
  const figures = dashboardFigures(range, filter, now, language);
  const days = daysOf(range).length;
  const tables = Object.fromEntries(
    (Object.keys(visitTables) as VisitTable[]).map((name) => [
      name,
      visitTableOf(name, figures.tables[visitTables[name].dimension], choice, selection),
    ]),
  ) as Record<VisitTable, ReturnType<typeof visitTableOf>>;
  const conversionTable = (name: ConversionTable) => {
    const spec = conversionTables[name];
    return {
      name,
      caption: spec.caption,
      valueLabel: spec.value,
      exportHref: exportHref(name, choice, selection),
      rows: figures.conversions[spec.key]
        .slice(0, TOP_ROWS)
        .map((row) => shownConversion(spec.dimension, row)),
    };
  };
  const totals = figures.conversions.totals;
  return {
    status: 200,
    ok: true as const,
    typed: choice.preset === null ? choice.typed : { dal: range.from, al: range.to },
    errors: {} as RangeErrors,
    presets: presetLinks(choice, selection),
    filter: filterField(filter),
    language,
    languageForm: languageForm(choice, selection),
    rangeLabel: rangeLabel(range),
    activeFilter: filter
      ? { label: filterLabel(filter), removeHref: hrefOf(choice, { filter: null, language }) }
      : null,
    activeLanguage: language
      ? {
          label: t.language.names[language],
          removeHref: hrefOf(choice, { filter, language: null }),
        }
      : null,
    empty: figures.current.totals.views === 0,
    widerHref: choice.preset === "90" ? null : hrefOf({ preset: "90" }, selection),
    headline: headlineOf(figures.current.totals, figures.previous, days),
    chart: chartOf(figures.current.perDay, range),
    tables,
    conversionTotals: [
      { key: "contact", label: t.conversions.contacts, value: formatCount(totals.contact) },
      {
        key: "registration",
        label: t.conversions.registrations,
        value: formatCount(totals.registration),
      },
      { key: "newsletter", label: t.conversions.newsletter, value: formatCount(totals.newsletter) },
    ],
    conversions: (Object.keys(conversionTables) as ConversionTable[]).map(conversionTable),
    articles: {
      exportHref: exportHref("articoli", choice, selection),
      rows: figures.topArticles.map((row) => ({
        key: row.value,
        title: row.title,
        href: row.value,
        views: formatCount(row.views),
        visitors: formatCount(row.visitors),
      })),
    },
    leads: leadSectionOf(leadFiguresOf(range, language)),
    notes: notesOf(),
  };
}

const euroOrNone = (cents: number | null) => (cents === null ? "" : formatEuro(cents / 100));

/** The leads' figures as the page shows them. */
function leadSectionOf(figures: LeadFigures) {
  const rows = (list: LeadFigureRow[]) =>
    list.slice(0, TOP_ROWS).map((row) => ({
      key: row.value,
      label: row.value || t.headline.none,
      leads: formatCount(row.leads),
      qualified: formatCount(row.qualified),
      won: formatCount(row.won),
      revenue: euroOrNone(row.revenueCents),
    }));
  const { reached } = figures.funnel;
  return {
    total: reached[0],
    funnel: t.leads.steps.map((step, index) => ({
      step,
      from: formatCount(reached[index]!),
      to: formatCount(reached[index + 1]!),
      rate: formatRate(reached[index]! > 0 ? reached[index + 1]! / reached[index]! : null),
    })),
    medianResponse:
      figures.medianFirstResponseMs === null
        ? t.leads.noResponse
        : formatSpan(figures.medianFirstResponseMs),
    bySource: rows(figures.bySource),
    byEntry: rows(figures.byEntry),
    byCampaign: figures.byCampaign.slice(0, TOP_ROWS).map((row) => ({
      ...rows([row])[0]!,
      spend: euroOrNone(row.spendCents),
      costPerLead: euroOrNone(row.costPerLeadCents),
      costPerClient: euroOrNone(row.costPerClientCents),
    })),
  };
}

const plainCount = (value: number) => String(value);
/** A rate as Excel in Italy reads a number: `12,5`. */
const csvRate = (ratio: number | null) =>
  ratio === null ? "" : (Math.round(ratio * 1000) / 10).toFixed(1).replace(".", ",");

function tableCsv(
  table: ExportTable,
  range: DayRange,
  { filter, language }: Selection,
  today: string,
) {
  const tables = tablesOf(range, today, language);
  if (table === "articoli")
    return csv(
      dashboardCsvColumns.articles,
      topArticlesOf(tables.page, Number.POSITIVE_INFINITY).map((row) => ({
        title: row.title,
        address: row.value,
        views: plainCount(row.views),
        visitors: plainCount(row.visitors),
      })),
    );
  if (table in conversionTables) {
    const spec = conversionTables[table as ConversionTable];
    const rows = conversionsOf(range, filter, tables, language)[spec.key];
    return csv(
      { value: spec.value, ...dashboardCsvColumns.conversions },
      rows.map((row) => ({
        value: shownValue(spec.dimension, row.value),
        contact: plainCount(row.contact),
        registration: plainCount(row.registration),
        newsletter: plainCount(row.newsletter),
        total: plainCount(row.total),
        visitors: plainCount(row.visitors),
        rate: csvRate(row.rate),
      })),
    );
  }
  const spec = visitTables[table as VisitTable];
  const rows = tables[spec.dimension];
  if (table === "ingressi")
    return csv(
      { value: spec.copy.value, ...dashboardCsvColumns.entry },
      rows.map((row) => ({
        value: shownValue(spec.dimension, row.value),
        visitors: plainCount(row.visitors),
        views: plainCount(row.views),
        visits: plainCount(row.visits),
        bounceRate: csvRate(bounceRateOf(row)),
      })),
    );
  return csv(
    { value: spec.copy.value, ...dashboardCsvColumns.visits },
    rows.map((row) => ({
      value: shownValue(spec.dimension, row.value),
      visitors: plainCount(row.visitors),
      views: plainCount(row.views),
    })),
  );
}

/**
 * One table of the dashboard as CSV, every row, for the range, filter and language of the
 * query (the filter changes the conversions only, the language what it restricts on the page), its download in the activity log
 * like every export's. A refused range: its messages, and nothing recorded.
 */
export async function dashboardCsv(
  params: URLSearchParams,
  table: ExportTable,
  actor: StaffActor,
  now = new Date(),
): Promise<{ ok: true; file: ExportFile } | { ok: false; errors: RangeErrors }> {
  const today = romeDayOf(now);
  const query = dashboardQuery(params, today);
  if (!query.ok) return { ok: false, errors: query.errors };
  const { range, filter, language } = query;
  const fileName = `statistiche-${table}-${range.from}-${range.to}.csv`;
  const body = tableCsv(table, range, { filter, language }, today);
  await recordExport(actor, fileName, now);
  return { ok: true, file: { fileName, contentType: "text/csv; charset=utf-8", body } };
}
