import { writeDb } from "./db";

/**
 * A finished week of rolled-up figures, long before any test's own views: the dashboard
 * shows exactly these for `seededWeek`. Written as the daily rollup writes them, and again by
 * every test that needs them without changing a figure (the rows are keyed by day and value).
 */
export const seededWeek = { from: "2025-03-03", to: "2025-03-09" } as const;
export const seededCampaign = "primavera-prova";

/** Visitors each day of the seeded week, Monday to Sunday. */
export const seededVisitors = [12, 18, 9, 30, 24, 6, 15] as const;

export function seedAnalyticsWeek(dataDir: string) {
  writeDb(dataDir, (db) => {
    const insert = db.prepare(
      `insert or ignore into analytics_daily (dimension, day, value, visitors, views, visits, bounces)
       values (?, ?, ?, ?, ?, ?, ?)`,
    );
    seededVisitors.forEach((visitors, index) => {
      const day = `2025-03-${String(3 + index).padStart(2, "0")}`;
      const views = visitors * 3;
      const bounces = Math.floor(visitors / 3);
      const third = Math.floor(visitors / 3);
      const rows: [string, string, number, number][] = [
        ["total", "", visitors, views],
        ["page", "/", visitors, visitors * 2],
        ["page", "/servizi", third, visitors],
        ["entry", "/", visitors - third, views - visitors],
        ["entry", "/servizi", third, visitors],
        ["referrer", "", visitors - third, views - visitors],
        ["referrer", "google.com", third, visitors],
        ["source", "", visitors - third - 1, views - visitors - 3],
        ["source", "google.com", third, visitors],
        ["source", "newsletter", 1, 3],
        ["medium", "email", 1, 3],
        ["campaign", seededCampaign, 1, 3],
        ["device", "desktop", visitors - third, views - visitors],
        ["device", "mobile", third, visitors],
        ["browser", "Chrome", visitors - third, views - visitors],
        ["browser", "Firefox", third, visitors],
      ];
      for (const [dimension, value, seen, viewed] of rows)
        insert.run(dimension, day, value, seen, viewed, seen, dimension === "total" ? bounces : 0);
    });
  });
}
