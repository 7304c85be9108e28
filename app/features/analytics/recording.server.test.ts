import Database from "better-sqlite3";
import { and, eq, sql } from "drizzle-orm";
import { beforeAll, beforeEach, describe, expect, test } from "vitest";
import {
  analyticsDaily,
  analyticsHourly,
  analyticsSalts,
  contactSubmissions,
  leads,
  newsletterSubscribers,
} from "../../../db/schema";
import { confirmSubscription } from "~/features/visitor-forms/newsletter.server";
import { db, migrateDatabase, stopWaitingForLocks } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { momentToRomeTime, romeDayOf, romeTimeToMoment, shiftDay } from "~/utils/rome-time";
import { dashboardFigures } from "~/features/analytics/dashboard-figures.server";
import {
  hoursOf,
  rolledHoursOf,
  unrolledDayFigures,
  type Totals,
} from "~/features/analytics/day-figures.server";
import { deviceOf, type SeenView } from "~/features/analytics/page-view.server";
import { ClickMemory, clickIdsIn } from "~/features/analytics/click-ids.server";
import { latestVisitOf, writeViews } from "~/features/analytics/page-view-store.server";
import { newVisitorCap, recordView, viewBuffer } from "~/features/analytics/page-views.server";
import { NewVisitorCap } from "~/features/analytics/new-visitor-cap.server";
import { dashboardPageData } from "~/features/analytics/dashboard-page.server";
import { dashboardPage } from "~/features/analytics/content/dashboard";
import { isRolledUp, rollUpFinished, runAnalyticsRollup } from "~/features/analytics/rollup.server";
import { ViewBuffer } from "~/features/analytics/view-buffer.server";
import {
  handleVisitorForm,
  visitorForms,
} from "~/features/visitor-forms/visitor-submission.server";

const site = "localhost:3000";
const chrome =
  "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";
const noon = (day: string) => new Date(`${day}T11:00:00Z`).getTime();
const MINUTE = 60_000;
/** A click on a Facebook post of the autumn campaign. */
const autumnCampaign = {
  source: "facebook",
  medium: "social",
  campaign: "autunno",
  content: null,
  term: null,
};

function view(at: number, path: string, more: Partial<SeenView> = {}): SeenView {
  return {
    at,
    path,
    referrerHost: null,
    utm: { source: null, medium: null, campaign: null, content: null, term: null },
    ...deviceOf(chrome),
    ip: "203.0.113.7",
    userAgent: chrome,
    ...more,
  };
}

const count = (table: string, where = sql`1`) =>
  db.get<{ n: number }>(sql`select count(*) as n from ${sql.identifier(table)} where ${where}`)!.n;

beforeAll(() => migrateDatabase());
beforeEach(() => {
  for (const table of [
    "page_views",
    "analytics_visits",
    "analytics_daily",
    "analytics_hourly",
    "analytics_salts",
  ])
    db.run(sql`delete from ${sql.identifier(table)}`);
});

describe("visitors and visits", () => {
  test("three pages in a day are one visitor, one visit; the next day is a new key", () => {
    const day = "2026-11-26";
    writeViews(
      [
        view(noon(day), "/"),
        view(noon(day) + MINUTE, "/servizi"),
        view(noon(day) + 2 * MINUTE, "/contatti"),
      ],
      site,
    );
    expect(count("analytics_visits")).toBe(1);
    expect(count("page_views")).toBe(3);
    const first = db.get<{ visitor: string }>(sql`select visitor from analytics_visits`)!.visitor;

    const next = shiftDay(day, 1);
    writeViews([view(noon(next), "/")], site);
    const keys = db.all<{ visitor: string }>(sql`select distinct visitor from page_views`);
    expect(keys).toHaveLength(2);
    expect(keys.map((key) => key.visitor)).toContain(first);
    // Yesterday's salt is gone: its keys can never be made again.
    expect(db.select({ day: analyticsSalts.day }).from(analyticsSalts).all()).toEqual([
      { day: next },
    ]);
  });

  test("a gap over 30 minutes starts a new visit, with its own entry page", () => {
    const at = noon("2026-11-26");
    writeViews(
      [view(at, "/"), view(at + 30 * MINUTE, "/blog"), view(at + 61 * MINUTE, "/portfolio")],
      site,
    );
    expect(
      db.all(sql`select entry_path as entry, views from analytics_visits order by id`),
    ).toEqual([
      { entry: "/", views: 2 },
      { entry: "/portfolio", views: 1 },
    ]);
  });

  test("a visit keeps the referrer and campaign it arrived with", () => {
    const at = noon("2026-11-26");
    writeViews(
      [
        view(at, "/servizi", {
          referrerHost: "facebook.com",
          utm: autumnCampaign,
        }),
        view(at + MINUTE, "/contatti"),
      ],
      site,
    );
    expect(latestVisitOf("203.0.113.7", chrome, site, at + 2 * MINUTE)).toEqual({
      entryPath: "/servizi",
      referrerHost: "facebook.com",
      utmSource: "facebook",
      utmMedium: "social",
      utmCampaign: "autunno",
    });
    expect(latestVisitOf("203.0.113.8", chrome, site, at + 2 * MINUTE)).toBeNull();
  });
});

describe("one address", () => {
  test("brings at most 100 new visitors a day; the views past them are set aside, and the statistics page says how many", async () => {
    const at = Date.now();
    const ip = "198.51.100.200";
    const before = newVisitorCap().setAside;
    const script = (i: number) => `${chrome} Script/${i}`;
    for (let i = 0; i < 150; i += 1) recordView(view(at, "/", { ip, userAgent: script(i) }));
    // Those already counted browse on, and another address is not affected.
    recordView(view(at + MINUTE, "/servizi", { ip, userAgent: script(0) }));
    recordView(view(at, "/", { ip: "198.51.100.201", userAgent: script(149) }));
    await viewBuffer().flush();
    expect(count("analytics_visits")).toBe(101);
    expect(count("page_views")).toBe(102);
    const setAside = newVisitorCap().setAside;
    expect(setAside - before).toBe(50);
    const shown = dashboardPageData(new URL("http://localhost/admin/statistiche"), new Date(at));
    expect(shown.ok && shown.notes).toContain(
      dashboardPage.notes.setAside(String(setAside), "100"),
    );
  });

  test("starts again from none the next day", () => {
    const cap = new NewVisitorCap({ perAddress: 2 });
    const day = noon("2026-11-26");
    expect([1, 2, 3].map((i) => cap.admits("192.0.2.9", `agente ${i}`, day))).toEqual([
      true,
      true,
      false,
    ]);
    expect(cap.admits("192.0.2.9", "agente 3", noon(shiftDay("2026-11-26", 1)))).toBe(true);
    expect(cap.setAside).toBe(1);
  });

  test("an IPv6 network is one address by its /64, each of its devices' addresses a visitor", () => {
    const cap = new NewVisitorCap({ perAddress: 2 });
    const at = noon("2026-11-26");
    expect(cap.admits("2001:db8:1:2::a", "agente", at)).toBe(true);
    expect(cap.admits("2001:db8:1:2:ffff::b", "agente", at)).toBe(true);
    expect(cap.admits("2001:db8:1:2:1234:5678:9abc:def0", "agente", at)).toBe(false);
    expect(cap.admits("2001:db8:1:2::a", "agente", at)).toBe(true);
    expect(cap.admits("2001:db8:1:3::a", "agente", at)).toBe(true);
  });

  test("remembers a bounded number of visitors, forgetting the addresses seen least recently", () => {
    const cap = new NewVisitorCap({ perAddress: 2, remembered: 4 });
    const at = noon("2026-11-26");
    for (const ip of ["192.0.2.1", "192.0.2.2"])
      for (const agent of ["agente 1", "agente 2"]) cap.admits(ip, agent, at);
    expect(cap.admits("192.0.2.1", "agente 3", at)).toBe(false);
    cap.admits("192.0.2.3", "agente 1", at);
    // 192.0.2.2 was seen least recently and is forgotten; 192.0.2.1 is still remembered.
    expect(cap.admits("192.0.2.2", "agente 3", at)).toBe(true);
    expect(cap.admits("192.0.2.1", "agente 3", at)).toBe(false);
  });
});

describe("ad clicks in memory", () => {
  test("are the visitor's latest, for their Rome day only, and a bounded number of visitors", () => {
    const memory = new ClickMemory(2);
    const at = new Date("2026-12-02T22:00:00Z").getTime(); // 23:00 in Rome
    const first = clickIdsIn(new URLSearchParams("gclid=primo"), at)!;
    const second = clickIdsIn(new URLSearchParams("fbclid=secondo"), at + MINUTE)!;
    memory.remember("192.0.2.1", chrome, first);
    memory.remember("192.0.2.1", chrome, second);
    expect(memory.recall("192.0.2.1", chrome, at + 2 * MINUTE)).toEqual(second);
    expect(memory.recall("192.0.2.1", "altro browser", at)).toBeNull();
    memory.remember("192.0.2.2", chrome, first);
    memory.remember("192.0.2.3", chrome, first);
    expect(memory.recall("192.0.2.1", chrome, at + 3 * MINUTE)).toBeNull();
    // After Rome's midnight, yesterday's clicks are gone.
    expect(memory.recall("192.0.2.3", chrome, at + 61 * MINUTE)).toBeNull();
  });

  test("only identifiers shaped like the platforms' are read from an address", () => {
    expect(clickIdsIn(new URLSearchParams("utm_source=google"), 1)).toBeNull();
    expect(clickIdsIn(new URLSearchParams("gclid=<script>"), 1)).toBeNull();
    expect(clickIdsIn(new URLSearchParams("wbraid=abc-1&gbraid=def_2"), 1)).toEqual({
      gclid: null,
      gbraid: "def_2",
      wbraid: "abc-1",
      fbclid: null,
      clickedAt: 1,
    });
  });
});

describe("the buffer", () => {
  test("views wait out a lock held by another process and are written after it", async () => {
    const buffer = new ViewBuffer({
      write: (views) => writeViews(views, site),
      everyMs: 10,
      lockWaitMs: 20,
    });
    const other = new Database(getEnv().DATABASE_PATH);
    stopWaitingForLocks();
    other.prepare("begin immediate").run();
    try {
      buffer.add(view(noon("2026-11-26"), "/"));
      await buffer.flush();
      expect(buffer.pending).toBe(1);
      expect(count("page_views")).toBe(0);
    } finally {
      other.prepare("rollback").run();
      other.close();
    }
    await buffer.flush();
    expect(buffer.pending).toBe(0);
    expect(count("page_views")).toBe(1);
  });

  test("past its cap it drops views and counts them; a full batch is written at once", async () => {
    const refused = Object.assign(new Error("database is locked"), { code: "SQLITE_BUSY" });
    const failing = new ViewBuffer({
      write: () => {
        throw new Database.SqliteError(refused.message, refused.code);
      },
      cap: 3,
      everyMs: 60_000,
      lockWaitMs: 0,
    });
    for (let i = 0; i < 5; i += 1) failing.add(view(noon("2026-11-26"), `/p${i}`));
    await failing.flush();
    expect(failing.pending).toBe(3);
    expect(failing.dropped).toBe(2);

    const written: number[] = [];
    const quick = new ViewBuffer({
      write: (views) => written.push(views.length),
      batchSize: 2,
      everyMs: 60_000,
    });
    quick.add(view(1, "/"));
    expect(written).toEqual([]);
    quick.add(view(2, "/"));
    await quick.flush();
    expect(written).toEqual([2]);
  });
});

describe("rollups", () => {
  test("a finished day reads the same before and after its rollup, and raw views go after 90 days", async () => {
    const old = "2026-08-01";
    const at = noon(old);
    writeViews(
      [
        view(at, "/", { referrerHost: "google.com" }),
        view(at + MINUTE, "/servizi"),
        view(at, "/blog", { ip: "198.51.100.1" }),
      ],
      site,
    );
    const range = { from: old, to: old };
    const now = new Date(noon("2026-11-27"));
    const before = dashboardFigures(range, null, now);
    expect(before.current.totals).toEqual({ visitors: 2, views: 3, visits: 2, bounces: 1 });

    const result = await runAnalyticsRollup(now);
    expect(result?.days).toBe(1);
    expect(isRolledUp(old)).toBe(true);
    expect(count("page_views")).toBe(0);
    expect(count("analytics_visits")).toBe(0);
    const after = dashboardFigures(range, null, now);
    expect(after.current.totals).toEqual(before.current.totals);
    expect(after.tables).toEqual(before.tables);
    expect(after.tables.referrer.map((row) => row.value)).toEqual(["google.com", ""]);
  });

  test("a filter on a page gives that page's figures and its days", () => {
    const day = romeDayOf(Date.now());
    writeViews([view(Date.now(), "/"), view(Date.now(), "/blog", { ip: "198.51.100.2" })], site);
    const figures = dashboardFigures(
      { from: shiftDay(day, -6), to: day },
      { dimension: "page", value: "/blog" },
    );
    expect(figures.current.totals.visitors).toBe(1);
    expect(figures.current.perDay).toHaveLength(7);
    expect(figures.current.perDay.at(-1)).toEqual({ day, visitors: 1 });
  });
});

describe("languages", () => {
  const day = "2026-11-20";
  const now = new Date(noon("2026-11-27"));
  const range = { from: day, to: day };

  function bothLanguages() {
    const at = noon(day);
    writeViews(
      [
        view(at, "/"),
        view(at + MINUTE, "/en/services"),
        view(at, "/en/blog/trade-fair-stands", { ip: "198.51.100.21" }),
        view(at + MINUTE, "/en/contact", { ip: "198.51.100.21" }),
        view(at, "/blog", { ip: "198.51.100.22" }),
      ],
      site,
    );
  }

  test("a page view records the language of its address", () => {
    bothLanguages();
    expect(
      db.all(sql`select path, language from page_views order by path`).map((row) => row),
    ).toEqual([
      { path: "/", language: "it" },
      { path: "/blog", language: "it" },
      { path: "/en/blog/trade-fair-stands", language: "en" },
      { path: "/en/contact", language: "en" },
      { path: "/en/services", language: "en" },
    ]);
  });

  test("the statistics break visitors and views down by language, before and after the rollup", async () => {
    bothLanguages();
    const byLanguage = () =>
      dashboardFigures(range, null, now).tables.language.map(({ value, visitors, views }) => ({
        value,
        visitors,
        views,
      }));
    // The first visitor saw both languages: one visitor of each, one of the site.
    const expected = [
      { value: "en", visitors: 2, views: 3 },
      { value: "it", visitors: 2, views: 2 },
    ];
    expect(byLanguage()).toEqual(expected);
    await runAnalyticsRollup(now);
    expect(byLanguage()).toEqual(expected);
  });

  test("a language restricts the headline, the pages and the entry pages, not the sources", () => {
    bothLanguages();
    const english = dashboardFigures(range, null, now, "en");
    expect(english.current.totals).toMatchObject({ visitors: 2, views: 3, visits: 2 });
    expect(english.tables.page.map((row) => row.value).sort()).toEqual([
      "/en/blog/trade-fair-stands",
      "/en/contact",
      "/en/services",
    ]);
    expect(english.tables.entry.map((row) => row.value)).toEqual(["/en/blog/trade-fair-stands"]);
    expect(english.tables.device).toEqual(dashboardFigures(range, null, now).tables.device);
    // A page in the other language has nothing in this one.
    expect(
      dashboardFigures(range, { dimension: "page", value: "/blog" }, now, "en").current.totals
        .views,
    ).toBe(0);
    expect(
      dashboardFigures(range, { dimension: "page", value: "/blog" }, now, "it").current.totals
        .views,
    ).toBe(1);
  });

  test("a day rolled up before pages had a language counts as Italian", () => {
    const old = "2026-06-01";
    db.insert(analyticsDaily)
      .values({
        dimension: "total",
        day: old,
        value: "",
        visitors: 4,
        views: 9,
        visits: 5,
        bounces: 2,
      })
      .run();
    const figures = dashboardFigures({ from: old, to: old }, null, now, "it");
    expect(figures.current.totals).toEqual({ visitors: 4, views: 9, visits: 5, bounces: 2 });
    expect(figures.tables.language).toEqual([
      { value: "it", visitors: 4, views: 9, visits: 5, bounces: 2 },
    ]);
    expect(dashboardFigures({ from: old, to: old }, null, now, "en").current.totals.views).toBe(0);
  });

  test("the leads' figures and the conversions keep to the language of the page they came from", () => {
    const today = romeDayOf(now.getTime());
    const lead = (language: "it" | "en", channel: string) => ({
      kind: "contatto" as const,
      subject: "Stand",
      channel,
      language,
      createdAt: now,
      changedAt: now,
    });
    db.delete(leads).run();
    db.insert(leads)
      .values([lead("en", "linkedin.com"), lead("it", "google"), lead("it", "google")])
      .run();
    const english = dashboardPageData(
      new URL(`http://localhost/admin/statistiche?periodo=oggi&lingua=en`),
      now,
    );
    if (!english.ok) throw new Error("refused");
    expect(english.leads.total).toBe(1);
    expect(english.leads.bySource.map((row) => row.label)).toEqual(["linkedin.com"]);
    expect(english.activeLanguage?.label).toBe(dashboardPage.language.names.en);
    const all = dashboardPageData(new URL("http://localhost/admin/statistiche?periodo=oggi"), now);
    if (!all.ok) throw new Error("refused");
    expect(all.leads.total).toBe(3);
    expect(all.activeLanguage).toBeNull();
    expect(today).toBe("2026-11-27");
    db.delete(leads).run();
  });
});

/** A wall-clock time in Rome on `day` (`"09:10"`) as a moment. */
function rome(day: string, time: string) {
  const moment = romeTimeToMoment(`${day}T${time}`);
  if (moment.kind !== "moment") throw new Error(`${day} ${time} non esiste a Roma`);
  return moment.moment.getTime();
}

type Figures = { dimension: string; value: string } & Totals;
const inOrder = (figures: Figures[]) =>
  figures
    .map(({ dimension, value, visitors, views, visits, bounces }) => ({
      dimension,
      value,
      visitors,
      views,
      visits,
      bounces,
    }))
    .sort((a, b) => a.dimension.localeCompare(b.dimension) || a.value.localeCompare(b.value));

/**
 * A day's figures counted straight from its raw views with SQL's own distinct counts: what
 * every way of rolling the day up must equal.
 */
function countedFromRaw(day: string) {
  const perVisit = {
    total: "''",
    entry: "entry_path",
    referrer: "coalesce(referrer_host, '')",
    source: "coalesce(utm_source, referrer_host, '')",
    medium: "coalesce(utm_medium, '')",
    campaign: "coalesce(utm_campaign, '')",
    device: "device",
    browser: "browser",
  };
  const visits = Object.entries(perVisit).flatMap(([dimension, column]) =>
    db.all<Figures>(sql`select ${dimension} as dimension, ${sql.raw(column)} as value,
        count(distinct visitor) as visitors, sum(views) as views, count(*) as visits,
        sum(views = 1) as bounces
      from analytics_visits where day = ${day} group by value`),
  );
  const pages = db.all<Figures>(sql`select 'page' as dimension, path as value,
      count(distinct visitor) as visitors, count(*) as views, count(distinct visit_id) as visits,
      (select count(*) from analytics_visits v
        where v.day = p.day and v.entry_path = p.path and v.views = 1) as bounces
    from page_views p where day = ${day} group by path`);
  const languages = db.all<Figures>(sql`select 'language' as dimension, language as value,
      count(distinct visitor) as visitors, count(*) as views, count(distinct visit_id) as visits,
      (select count(*) from analytics_visits v
        where v.day = p.day and v.views = 1 and exists (
          select 1 from page_views q where q.visit_id = v.id and q.language = p.language)
      ) as bounces
    from page_views p where day = ${day} group by language`);
  return inOrder([...visits, ...pages, ...languages]);
}

const rolledUpDay = (day: string) =>
  inOrder(db.select().from(analyticsDaily).where(eq(analyticsDaily.day, day)).all());

const hourly = (day: string, dimension: string, value: string) =>
  db
    .select({ hourStart: analyticsHourly.hourStart, visitors: analyticsHourly.visitors })
    .from(analyticsHourly)
    .where(
      and(
        eq(analyticsHourly.day, day),
        eq(analyticsHourly.dimension, dimension as "total"),
        eq(analyticsHourly.value, value),
      ),
    )
    .orderBy(analyticsHourly.hourStart)
    .all()
    .map((row) => ({ hour: momentToRomeTime(row.hourStart).slice(11), visitors: row.visitors }));

describe("rollups by the hour", () => {
  const day = "2026-11-26";
  const firefoxPhone = "Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0";
  const phone = { ip: "198.51.100.4", userAgent: firefoxPhone, ...deviceOf(firefoxPhone) };

  /** Five visitors: two come back in later hours, three visits go on past their first hour. */
  function busyDay() {
    const at = (time: string) => rome(day, time);
    writeViews(
      [
        view(at("09:10"), "/", { referrerHost: "google.com" }),
        view(at("09:12"), "/servizi"),
        view(at("09:55"), "/blog", { ip: "198.51.100.2", utm: autumnCampaign }),
        view(at("10:05"), "/contatti", { ip: "198.51.100.2" }),
        view(at("10:20"), "/servizi"),
        view(at("10:21"), "/en/services"),
        view(at("10:40"), "/", { ip: "198.51.100.3" }),
        view(at("11:59"), "/blog", phone),
        view(at("12:01"), "/blog", phone),
        view(at("13:00"), "/", { ip: "198.51.100.3" }),
        view(at("14:50"), "/", { ip: "198.51.100.5" }),
        view(at("14:52"), "/en", { ip: "198.51.100.5" }),
        view(at("15:00"), "/"),
        view(at("15:05"), "/chi-siamo", { ip: "198.51.100.5" }),
      ],
      site,
    );
  }

  test("a day's finished hours, and then the day, add up to its raw views, each visitor once", async () => {
    busyDay();
    const raw = countedFromRaw(day);
    expect(raw.find((figure) => figure.dimension === "total")).toMatchObject({
      visitors: 5,
      views: 14,
      visits: 8,
    });

    const now = new Date(rome(day, "15:10"));
    // Hour 14 waits for the visit that started at 14:50 and is still going.
    expect(await rollUpFinished(now)).toEqual({ days: 0, hours: 14 });
    expect(hourly(day, "total", "").slice(-5)).toEqual([
      { hour: "09:00", visitors: 2 },
      { hour: "10:00", visitors: 1 },
      { hour: "11:00", visitors: 1 },
      { hour: "12:00", visitors: 0 },
      { hour: "13:00", visitors: 0 },
    ]);
    // /servizi was seen by the same visitor at 09:12 and 10:20: counted at 09:00 only.
    expect(hourly(day, "page", "/servizi")).toEqual([
      { hour: "09:00", visitors: 1 },
      { hour: "10:00", visitors: 0 },
    ]);
    expect(inOrder(unrolledDayFigures(day))).toEqual(raw);
    expect(await rollUpFinished(now)).toEqual({ days: 0, hours: 0 });
    expect(inOrder(unrolledDayFigures(day))).toEqual(raw);

    expect(await rollUpFinished(new Date(rome(shiftDay(day, 1), "00:06")))).toEqual({
      days: 1,
      hours: 0,
    });
    expect(rolledUpDay(day)).toEqual(raw);
    expect(count("analytics_hourly")).toBe(0);
    expect(await rollUpFinished(new Date(rome(shiftDay(day, 1), "01:00")))).toEqual({
      days: 0,
      hours: 0,
    });
    expect(rolledUpDay(day)).toEqual(raw);
  });

  test("an hour is rolled up once its visits have ended, five minutes late", async () => {
    writeViews([view(rome(day, "10:50"), "/"), view(rome(day, "11:04"), "/blog")], site);
    expect(await rollUpFinished(new Date(rome(day, "11:06")))).toEqual({ days: 0, hours: 10 });
    expect(rolledHoursOf(day).has(rome(day, "10:00"))).toBe(false);
    expect(await rollUpFinished(new Date(rome(day, "11:38")))).toEqual({ days: 0, hours: 0 });
    expect(await rollUpFinished(new Date(rome(day, "11:39")))).toEqual({ days: 0, hours: 1 });
    expect(hourly(day, "page", "/blog")).toEqual([{ hour: "10:00", visitors: 1 }]);
  });

  test("the dashboard with today in the range shows the same figures before and after the hours are rolled up", async () => {
    const older = shiftDay(day, -3);
    writeViews([view(rome(older, "18:00"), "/", { ip: "192.0.2.9" })], site);
    busyDay();
    const now = new Date(rome(day, "15:10"));
    await runAnalyticsRollup(now);
    expect(isRolledUp(older)).toBe(true);
    const week = { from: shiftDay(day, -6), to: day };
    const shown = () => [
      dashboardFigures(week, null, now),
      dashboardFigures({ from: day, to: day }, null, now),
      dashboardFigures(week, { dimension: "source", value: "facebook" }, now),
      dashboardFigures(week, { dimension: "page", value: "/servizi" }, now),
      dashboardFigures(week, null, now, "en"),
    ];
    db.delete(analyticsHourly).run();
    const fromRaw = shown();
    // The visit of 10:20 went on to an English page: no bounce.
    expect(fromRaw[0]!.current.totals).toEqual({ visitors: 6, views: 15, visits: 9, bounces: 4 });
    expect(fromRaw[2]!.current.totals).toEqual({ visitors: 1, views: 2, visits: 1, bounces: 0 });
    expect(fromRaw[3]!.current.totals).toEqual({ visitors: 1, views: 2, visits: 2, bounces: 0 });
    expect(fromRaw[4]!.current.totals).toEqual({ visitors: 2, views: 2, visits: 2, bounces: 0 });

    expect((await rollUpFinished(now))?.hours).toBe(14);
    expect(shown()).toEqual(fromRaw);
  });

  test("a Rome day ends at Rome's midnight, and a day of 25 hours adds up like any other", async () => {
    const autumn = "2026-10-25";
    expect(hoursOf(autumn)).toHaveLength(25);
    expect(hoursOf("2026-03-29")).toHaveLength(23);
    expect(new Date(hoursOf(autumn)[0]!).toISOString()).toBe("2026-10-24T22:00:00.000Z");
    const [summerTwo, winterTwo] = [
      new Date("2026-10-25T00:30:00Z").getTime(),
      new Date("2026-10-25T01:30:00Z").getTime(),
    ];
    expect([summerTwo, winterTwo].map((at) => momentToRomeTime(new Date(at)))).toEqual([
      "2026-10-25T02:30",
      "2026-10-25T02:30",
    ]);
    writeViews(
      [
        view(rome("2026-10-24", "23:50"), "/"),
        view(rome(autumn, "00:10"), "/blog"),
        view(summerTwo, "/servizi"),
        view(winterTwo, "/servizi"),
        view(rome(autumn, "23:59"), "/contatti"),
      ],
      site,
    );
    const raw = countedFromRaw(autumn);
    expect(raw.find((figure) => figure.dimension === "total")).toMatchObject({
      visitors: 1,
      views: 4,
      visits: 4,
    });

    expect(await rollUpFinished(new Date(rome(autumn, "12:00")))).toEqual({
      days: 1,
      hours: 12,
    });
    // 23:50 on the 24th, ten minutes before the 25th's first view, is the 24th's only view.
    expect(rolledUpDay("2026-10-24")).toEqual(countedFromRaw("2026-10-24"));
    expect(rolledUpDay("2026-10-24").find((figure) => figure.dimension === "total")).toMatchObject({
      visitors: 1,
      views: 1,
    });
    expect(hourly(autumn, "page", "/servizi")).toEqual([
      { hour: "02:00", visitors: 1 },
      { hour: "02:00", visitors: 0 },
    ]);
    expect(inOrder(unrolledDayFigures(autumn))).toEqual(raw);
    expect(await rollUpFinished(new Date(rome("2026-10-26", "00:04")))).toEqual({
      days: 0,
      hours: 12,
    });
    expect(await rollUpFinished(new Date(rome("2026-10-26", "00:05")))).toEqual({
      days: 1,
      hours: 0,
    });
    expect(rolledUpDay(autumn)).toEqual(raw);
  });
});

describe("leads and their origin", () => {
  test("a contact sent after arriving from ?utm_campaign=autunno is that campaign's conversion", async () => {
    const ip = "192.0.2.44";
    viewBuffer().add(
      view(Date.now(), "/servizi", {
        ip,
        referrerHost: "facebook.com",
        utm: autumnCampaign,
      }),
    );
    const email = "autunno@example.it";
    const request = new Request("http://localhost:3000/contatti", {
      method: "POST",
      body: new URLSearchParams({
        nome: "Sara",
        cognome: "Bianchi",
        email,
        servizio: "consulenza",
        messaggio: "Ho visto la vostra campagna.",
        privacy_accepted: "on",
      }),
      headers: {
        "Content-Type": "application/x-www-form-urlencoded",
        "User-Agent": chrome,
        Referer: "http://localhost:3000/contatti?utm_campaign=x",
      },
    });
    const context = { cspNonce: "n", clientIp: ip, buildVersion: "test" };
    const response = (await handleVisitorForm(request, context, visitorForms.contatti)) as Response;
    expect(response.status).toBe(303);
    const row = db
      .select()
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.email} = ${email}`)
      .get();
    expect(row).toMatchObject({
      fromPath: "/contatti",
      entryPath: "/servizi",
      referrerHost: "facebook.com",
      utmSource: "facebook",
      utmCampaign: "autunno",
    });
    const today = romeDayOf(Date.now());
    const { conversions } = dashboardFigures({ from: today, to: today }, null);
    expect(conversions.byCampaign).toEqual([
      expect.objectContaining({ value: "autunno", contact: 1, total: 1, visitors: 1, rate: 1 }),
    ]);
    expect(conversions.bySource[0]).toMatchObject({ value: "facebook", contact: 1 });
  });

  test("a Google click id in the landing address reaches the lead's row, and no analytics table", async () => {
    const ip = "192.0.2.45";
    const at = Date.now();
    recordView(
      view(at, "/fiera/offerta", {
        ip,
        clicks: clickIdsIn(new URLSearchParams("gclid=Cj0KCQ-prova_123&utm_source=google"), at),
      }),
    );
    await viewBuffer().flush();
    const email = "clic@example.it";
    const request = new Request("http://localhost:3000/contatti", {
      method: "POST",
      body: new URLSearchParams({
        nome: "Lia",
        cognome: "Neri",
        email,
        servizio: "advertising",
        messaggio: "Ho visto il vostro annuncio.",
        privacy_accepted: "on",
      }),
      headers: { "Content-Type": "application/x-www-form-urlencoded", "User-Agent": chrome },
    });
    const context = { cspNonce: "n", clientIp: ip, buildVersion: "test" };
    await handleVisitorForm(request, context, visitorForms.contatti);
    const contact = db
      .select()
      .from(contactSubmissions)
      .where(sql`${contactSubmissions.email} = ${email}`)
      .get()!;
    const lead = db
      .select()
      .from(leads)
      .where(sql`${leads.contactId} = ${contact.id}`)
      .get();
    expect(lead).toMatchObject({ gclid: "Cj0KCQ-prova_123", gbraid: null, fbclid: null });
    expect(lead?.clickedAt?.getTime()).toBe(at);
    for (const table of ["page_views", "analytics_visits", "contact_submissions"]) {
      const rows = db.all<Record<string, unknown>>(sql`select * from ${sql.identifier(table)}`);
      expect(JSON.stringify(rows), table).not.toContain("Cj0KCQ-prova_123");
    }
  });

  test("a newsletter signup is a conversion once confirmed", async () => {
    const today = romeDayOf(Date.now());
    const campaign = () =>
      dashboardFigures({ from: today, to: today }, { dimension: "campaign", value: "inverno" })
        .conversions.totals;
    db.insert(newsletterSubscribers)
      .values({
        email: "inverno@example.it",
        token: "gettone-inverno",
        source: "footer",
        consentAt: new Date(),
        utmCampaign: "inverno",
      })
      .run();
    expect(campaign()).toEqual({ contact: 0, registration: 0, newsletter: 0 });
    expect(await confirmSubscription("gettone-inverno")).toBe("confirmed");
    expect(campaign()).toEqual({ contact: 0, registration: 0, newsletter: 1 });
  });

  test("no address or user agent of a page view is stored anywhere", async () => {
    const ip = "198.51.100.99";
    const userAgent = `${chrome} Unico/42`;
    writeViews([view(noon("2026-11-26"), "/", { ip, userAgent })], site);
    await runAnalyticsRollup(new Date(noon("2026-11-27")));
    writeViews([view(noon("2026-11-27"), "/blog", { ip, userAgent })], site);
    const tables = db.all<{ name: string }>(
      sql`select name from sqlite_master where type = 'table' and name not like 'sqlite_%'`,
    );
    for (const { name } of tables) {
      const rows = db.all<Record<string, unknown>>(sql`select * from ${sql.identifier(name)}`);
      const text = JSON.stringify(rows);
      expect(text, name).not.toContain(ip);
      expect(text, name).not.toContain("Unico/42");
    }
  });
});
