import { describe, expect, test } from "vitest";
import {
  barGeometry,
  bounceRateOf,
  CHART_HEIGHT,
  CHART_WIDTH,
  chartBars,
  chartSummary,
  formatCount,
  formatRate,
  pointsChange,
  relativeChange,
  viewsPerVisitorOf,
} from "~/features/analytics/dashboard-format";
import { shiftDay } from "~/utils/rome-time";

describe("the dashboard's figures", () => {
  test("are written the Italian way", () => {
    expect(formatCount(1234567)).toBe("1.234.567");
    expect(formatRate(0.125)).toBe("12,5%");
    expect(formatRate(null)).toBe("—");
  });

  test("rates have no value without their divisor", () => {
    expect(bounceRateOf({ bounces: 3, visits: 4 })).toBe(0.75);
    expect(bounceRateOf({ bounces: 0, visits: 0 })).toBeNull();
    expect(viewsPerVisitorOf({ views: 5, visitors: 2 })).toBe(2.5);
    expect(viewsPerVisitorOf({ views: 0, visitors: 0 })).toBeNull();
  });

  test("a change is signed and says its direction; nothing before is no comparison", () => {
    expect(relativeChange(125, 100)).toEqual({ direction: "up", signed: "+25,0%" });
    expect(relativeChange(90, 120)).toEqual({ direction: "down", signed: "-25,0%" });
    expect(relativeChange(100, 100)).toEqual({ direction: "same", signed: "0,0%" });
    expect(relativeChange(10, 0)).toEqual({ direction: "none" });
    expect(relativeChange(null, 3)).toEqual({ direction: "none" });
  });

  test("a rate's change is in points", () => {
    expect(pointsChange(0.42, 0.38)).toEqual({ direction: "up", signed: "+4,0" });
    expect(pointsChange(0.3, 0.5)).toEqual({ direction: "down", signed: "-20,0" });
    expect(pointsChange(0.5, null)).toEqual({ direction: "none" });
  });
});

describe("the visitors' chart", () => {
  const days = (count: number, visitors = (index: number) => index) =>
    Array.from({ length: count }, (_, index) => ({
      day: shiftDay("2026-01-01", index),
      visitors: visitors(index),
    }));

  test("draws a bar a day up to a year, a week a bar beyond", () => {
    expect(chartBars(days(366))).toMatchObject({ unit: "day" });
    expect(chartBars(days(366)).bars).toHaveLength(366);
    const weekly = chartBars(days(1096, () => 1));
    expect(weekly.unit).toBe("week");
    expect(weekly.bars).toHaveLength(157);
    expect(weekly.bars[0]).toEqual({ day: "2026-01-01", visitors: 7 });
    // The last week is what is left of the range.
    expect(weekly.bars.at(-1)?.visitors).toBe(1096 - 156 * 7);
  });

  test("the tallest bar fills the box; a day with visitors shows, one without does not", () => {
    const { max, rects } = barGeometry([
      { day: "a", visitors: 1000 },
      { day: "b", visitors: 1 },
      { day: "c", visitors: 0 },
      { day: "d", visitors: 500 },
    ]);
    expect(max).toBe(1000);
    // A slot of 150: the bar at its widest, 60, centred.
    expect(rects[0]).toMatchObject({ x: 45, y: 0, width: 60, height: CHART_HEIGHT });
    expect(rects[1]?.height).toBe(1);
    expect(rects[2]?.height).toBe(0);
    expect(rects[3]).toMatchObject({ y: CHART_HEIGHT / 2, height: CHART_HEIGHT / 2 });
    expect(rects.at(-1)!.x + rects.at(-1)!.width).toBeLessThanOrEqual(CHART_WIDTH);
  });

  test("a year of days fills the width with thin bars and no gaps between slots", () => {
    const { rects } = barGeometry(days(366, () => 1));
    expect(rects[0]!.width).toBeCloseTo(CHART_WIDTH / 366, 1);
    expect(rects.at(-1)!.x + rects.at(-1)!.width).toBeLessThanOrEqual(CHART_WIDTH);
  });

  test("an empty range draws nothing", () => {
    expect(barGeometry(days(7, () => 0)).rects.every((rect) => rect.height === 0)).toBe(true);
    expect(chartSummary(days(7, () => 0))).toMatchObject({ total: 0, average: 0 });
  });

  test("the summary names the busiest bar, the first of equals", () => {
    expect(chartSummary(days(4, (index) => [2, 5, 5, 0][index]!))).toEqual({
      total: 12,
      peak: { day: "2026-01-02", visitors: 5 },
      average: 3,
    });
  });
});
