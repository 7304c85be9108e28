import { beforeAll, describe, expect, test } from "vitest";
import { eq } from "drizzle-orm";
import { analyticsDaily, articles, staffActivity, users } from "../../../db/schema";
import {
  dashboardCsv,
  dashboardPageData,
  TOP_ROWS,
} from "~/features/analytics/dashboard-page.server";
import { db, migrateDatabase } from "~/utils/db.server";
import { activityAbout } from "../../../tests/support/activity";

const now = new Date("2026-11-27T12:00:00Z");
const editor = { id: "", email: "statistiche@example.com" };
const week = "dal=2026-03-02&al=2026-03-08";
const page = (search: string) =>
  dashboardPageData(new URL(`http://localhost/admin/statistiche?${search}`), now);

type Figure = typeof analyticsDaily.$inferInsert;
const row = (dimension: Figure["dimension"], day: string, value: string, visitors: number) => ({
  dimension,
  day,
  value,
  visitors,
  views: visitors * 2,
  visits: visitors,
  bounces: Math.floor(visitors / 2),
});

beforeAll(() => {
  migrateDatabase();
  editor.id = db
    .insert(users)
    .values({ email: editor.email, passwordHash: "x" })
    .returning()
    .get().id;
  const rows: Figure[] = [];
  for (const [index, day] of ["2026-03-02", "2026-03-03"].entries()) {
    rows.push(row("total", day, "", 10 + index * 10));
    rows.push(row("referrer", day, "", 4));
    rows.push(row("source", day, "", 4));
    rows.push(row("source", day, "newsletter", 2));
    rows.push(row("device", day, "mobile", 3));
    rows.push(row("campaign", day, "autunno", 2));
    rows.push(row("entry", day, "/", 5));
    for (let page = 0; page < TOP_ROWS + 2; page += 1)
      rows.push(row("page", day, `/pagina-${page}`, 1 + page));
    rows.push(row("page", day, "/blog/da-leggere", 30));
  }
  db.insert(analyticsDaily).values(rows).run();
  db.insert(articles)
    .values({
      title: "Da leggere",
      slug: "da-leggere",
      category: "SEO",
      status: "published",
      publishedAt: now,
    })
    .run();
});

describe("the statistics page", () => {
  test("a range's headline figures, with the empty values in words", () => {
    const shown = page(week);
    if (!shown.ok) throw new Error("intervallo rifiutato");
    expect(shown.status).toBe(200);
    expect(shown.rangeLabel).toBe("Dal 2 marzo 2026 all'8 marzo 2026");
    expect(shown.chart.title).toBe("Visitatori per giorno, dal 2 marzo 2026 all'8 marzo 2026");
    expect(shown.headline.map((figure) => figure.value)).toEqual(["30", "60", "50,0%", "2,0"]);
    expect(shown.tables.sorgenti.rows.map((r) => r.label)).toEqual([
      "Diretto o sconosciuto",
      "newsletter",
    ]);
    expect(shown.tables.dispositivi.rows[0]?.label).toBe("Smartphone");
    expect(shown.tables.pagine.rows).toHaveLength(TOP_ROWS);
    expect(shown.articles.rows).toEqual([
      expect.objectContaining({ title: "Da leggere", href: "/blog/da-leggere", views: "120" }),
    ]);
    expect(shown.chart.rects).toHaveLength(7);
    expect(shown.chart.description).toBe(
      "In tutto 30 visitatori; il massimo è 20, il 3 marzo 2026; in media 4,3 al giorno.",
    );
    expect(shown.empty).toBe(false);
  });

  test("a filter changes the headline and marks its row; the tables stay site-wide", () => {
    const shown = page(`${week}&sorgente=newsletter`);
    if (!shown.ok) throw new Error("intervallo rifiutato");
    expect(shown.activeFilter).toEqual({
      label: "sorgente newsletter",
      removeHref: `/admin/statistiche?${week}`,
    });
    expect(shown.headline[0]?.value).toBe("4");
    const sources = shown.tables.sorgenti.rows;
    expect(sources.map((r) => r.current)).toEqual([false, true]);
    expect(sources[0]?.filterHref).toBe(`/admin/statistiche?${week}&sorgente=`);
    expect(shown.tables.provenienze.rows[0]?.filterHref).toBeNull();
  });

  test("a refused range is a 400 with the typed days", () => {
    const shown = page("dal=2026-03-10&al=2026-03-01&campagna=autunno");
    expect(shown).toMatchObject({
      status: 400,
      ok: false,
      typed: { dal: "2026-03-10", al: "2026-03-01" },
      filter: { param: "campagna", value: "autunno" },
    });
  });

  test("a range without views is empty", () => {
    expect(page("dal=2025-01-01&al=2025-01-31")).toMatchObject({ ok: true, empty: true });
  });
});

describe("the statistics' CSV", () => {
  const csvOf = async (table: Parameters<typeof dashboardCsv>[1], search = week) => {
    const exported = await dashboardCsv(new URLSearchParams(search), table, editor, now);
    if (!exported.ok) throw new Error("intervallo rifiutato");
    return exported.file;
  };

  test("has every row under Italian headers, named by table and range", async () => {
    const file = await csvOf("pagine");
    expect(file.fileName).toBe("statistiche-pagine-2026-03-02-2026-03-08.csv");
    const lines = file.body.split("\r\n").filter(Boolean);
    expect(lines[0]).toBe("\uFEFFPagina;Visitatori;Visualizzazioni");
    expect(lines).toHaveLength(1 + TOP_ROWS + 3);
    expect((await csvOf("ingressi")).body).toContain("/;10;20;10;40,0");
    expect((await csvOf("articoli")).body).toContain("Da leggere;/blog/da-leggere;120;60");
  });

  test("each download is in the activity log by its file's name and who took it", async () => {
    await csvOf("sorgenti");
    await csvOf("sorgenti");
    const downloaded = {
      action: "export-downloaded",
      userId: editor.id,
      actor: editor.email,
      subject: "statistiche-sorgenti-2026-03-02-2026-03-08.csv",
    };
    expect(activityAbout(downloaded.subject)).toEqual([downloaded, downloaded]);
  });

  test("refuses the range the page refuses, and records nothing", async () => {
    const recorded = () =>
      db.select().from(staffActivity).where(eq(staffActivity.userId, editor.id)).all().length;
    const before = recorded();
    expect(
      await dashboardCsv(new URLSearchParams("dal=2026-02-31"), "pagine", editor, now),
    ).toMatchObject({ ok: false });
    expect(recorded()).toBe(before);
  });
});
