import type { Totals } from "~/features/analytics/day-figures.server";

const whole = new Intl.NumberFormat("it-IT", { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
});
const signedOneDecimal = new Intl.NumberFormat("it-IT", {
  minimumFractionDigits: 1,
  maximumFractionDigits: 1,
  signDisplay: "exceptZero",
});

/** A count the Italian way: `1.234`. */
export const formatCount = (value: number) => whole.format(value);

/** A figure with one decimal: `2,3`. */
export const formatDecimal = (value: number) => oneDecimal.format(value);

/** A ratio as a percentage with one decimal, `12,5%`; '—' for none. */
export const formatRate = (ratio: number | null) =>
  ratio === null ? "—" : `${oneDecimal.format(ratio * 100)}%`;

/** Bounces ÷ visits; none without visits. */
export const bounceRateOf = (totals: Pick<Totals, "bounces" | "visits">) =>
  totals.visits > 0 ? totals.bounces / totals.visits : null;

/** Views ÷ visitors; none without visitors. */
export const viewsPerVisitorOf = (totals: Pick<Totals, "views" | "visitors">) =>
  totals.visitors > 0 ? totals.views / totals.visitors : null;

export type Change =
  | { direction: "up" | "down" | "same"; signed: string }
  /** Nothing to compare with: the previous period had no figure. */
  | { direction: "none" };

/** A figure against the previous period's, as a signed percentage: `+12,5%`. */
export function relativeChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null || previous === 0) return { direction: "none" };
  const ratio = (current - previous) / previous;
  const rounded = Math.round(ratio * 1000) / 10;
  if (rounded === 0) return { direction: "same", signed: "0,0%" };
  return {
    direction: rounded > 0 ? "up" : "down",
    signed: `${signedOneDecimal.format(rounded)}%`,
  };
}

/**
 * A rate against the previous period's, in percentage points (`+4,0`): a relative change of
 * a percentage reads as the percentage itself.
 */
export function pointsChange(current: number | null, previous: number | null): Change {
  if (current === null || previous === null) return { direction: "none" };
  const rounded = Math.round((current - previous) * 1000) / 10;
  if (rounded === 0) return { direction: "same", signed: "0,0" };
  return { direction: rounded > 0 ? "up" : "down", signed: signedOneDecimal.format(rounded) };
}

/** Days a chart draws one bar each; a longer range is drawn a week per bar. */
export const MAX_CHART_BARS = 366;

export type ChartBar = { day: string; visitors: number };

/** The chart's bars: a day each, or a week each (from the range's first day) past 366 days. */
export function chartBars(perDay: readonly ChartBar[]): {
  unit: "day" | "week";
  bars: ChartBar[];
} {
  if (perDay.length <= MAX_CHART_BARS) return { unit: "day", bars: [...perDay] };
  const bars: ChartBar[] = [];
  for (let start = 0; start < perDay.length; start += 7) {
    const week = perDay.slice(start, start + 7);
    bars.push({ day: week[0]!.day, visitors: week.reduce((sum, bar) => sum + bar.visitors, 0) });
  }
  return { unit: "week", bars };
}

export const CHART_WIDTH = 600;
export const CHART_HEIGHT = 160;

/** The widest a bar gets: a range of a few days still reads as bars, not as blocks. */
const MAX_BAR_WIDTH = 60;

/**
 * Where each bar is drawn in a `CHART_WIDTH` × `CHART_HEIGHT` box: the tallest bar fills the
 * height, a day with visitors is at least a pixel high, and bars keep a gap while there is
 * room, each centred in its slot.
 */
export function barGeometry(bars: readonly ChartBar[]) {
  const max = Math.max(0, ...bars.map((bar) => bar.visitors));
  const slot = CHART_WIDTH / Math.max(1, bars.length);
  const width = Math.min(slot >= 4 ? slot * 0.8 : slot, MAX_BAR_WIDTH);
  const round = (value: number) => Math.round(value * 100) / 100;
  return {
    max,
    rects: bars.map((bar, index) => {
      const height =
        max === 0 || bar.visitors === 0 ? 0 : Math.max(1, (bar.visitors / max) * CHART_HEIGHT);
      return {
        day: bar.day,
        x: round(index * slot + (slot - width) / 2),
        y: round(CHART_HEIGHT - height),
        width: round(width),
        height: round(height),
      };
    }),
  };
}

/** The busiest bar (the first of equals), and the average per bar. */
export function chartSummary(bars: readonly ChartBar[]) {
  let peak: ChartBar | null = null;
  let total = 0;
  for (const bar of bars) {
    total += bar.visitors;
    if (!peak || bar.visitors > peak.visitors) peak = bar;
  }
  return { total, peak, average: bars.length > 0 ? total / bars.length : 0 };
}
