import { describe, expect, test } from "vitest";
import { dashboardQueryMessages as m } from "~/features/analytics/content/dashboard";
import { dashboardQuery, dashboardSearch } from "~/features/analytics/dashboard-query";
import { isDay } from "~/utils/rome-time";

const today = "2026-11-27";
const query = (search: string) => dashboardQuery(new URLSearchParams(search), today);

describe("the dashboard's range", () => {
  test("the presets end today; the default is the last 30 days", () => {
    expect(query("")).toMatchObject({ ok: true, range: { from: "2026-10-29", to: today } });
    expect(query("periodo=oggi")).toMatchObject({ range: { from: today, to: today } });
    expect(query("periodo=7")).toMatchObject({ range: { from: "2026-11-21", to: today } });
    expect(query("periodo=90")).toMatchObject({ range: { from: "2026-08-30", to: today } });
    // A preset only comes from a link: an unknown one is the default, not an error.
    expect(query("periodo=12")).toMatchObject({ ok: true, choice: { preset: "30" } });
  });

  test("a custom range is its two days; without an end it ends today", () => {
    expect(query("dal=2026-01-01&al=2026-01-31")).toMatchObject({
      ok: true,
      range: { from: "2026-01-01", to: "2026-01-31" },
      choice: { preset: null },
    });
    expect(query("dal=2026-11-20")).toMatchObject({
      ok: true,
      range: { from: "2026-11-20", to: today },
    });
  });

  test("a day that is none, a reversed range, a future day are refused by their field, as typed", () => {
    expect(query("dal=2026-02-31&al=2026-03-01")).toEqual({
      ok: false,
      typed: { dal: "2026-02-31", al: "2026-03-01" },
      errors: { dal: m.badDate },
      filter: null,
      language: null,
    });
    expect(query("dal=ieri")).toMatchObject({ errors: { dal: m.badDate } });
    expect(query("al=2026-11-01")).toMatchObject({ errors: { dal: m.missingFrom } });
    expect(query("dal=2026-11-10&al=2026-11-01")).toMatchObject({
      errors: { al: m.toBeforeFrom },
    });
    expect(query("dal=2026-11-10&al=2026-11-28")).toMatchObject({ errors: { al: m.future } });
    expect(query("dal=2026-11-28")).toMatchObject({ errors: { dal: m.future } });
  });

  test("a range may cover three years, not a day more", () => {
    expect(query("dal=2023-11-28&al=2026-11-27")).toMatchObject({ ok: true });
    expect(query("dal=2023-11-27&al=2026-11-27")).toMatchObject({ errors: { dal: m.tooLong } });
  });

  test("isDay takes calendar days only", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2026-02-29")).toBe(false);
    expect(isDay("0099-01-01")).toBe(false);
    expect(isDay("2026-1-01")).toBe(false);
  });
});

describe("the dashboard's filter", () => {
  test("the first of page, source and campaign present; an empty source is direct visits", () => {
    expect(query("pagina=/servizi&campagna=x").filter).toEqual({
      dimension: "page",
      value: "/servizi",
    });
    expect(query("sorgente=").filter).toEqual({ dimension: "source", value: "" });
    expect(query("campagna=autunno").filter).toEqual({ dimension: "campaign", value: "autunno" });
    expect(query("").filter).toBeNull();
  });

  test("links keep the range and carry the filter; the default preset needs no query", () => {
    expect(dashboardSearch({ preset: "30" }, null)).toBe("");
    expect(dashboardSearch({ preset: "oggi" }, { dimension: "source", value: "" })).toBe(
      "?periodo=oggi&sorgente=",
    );
    expect(
      dashboardSearch(
        { preset: null, typed: { dal: "2026-01-01", al: "2026-01-31" } },
        { dimension: "campaign", value: "saldi & sconti" },
      ),
    ).toBe("?dal=2026-01-01&al=2026-01-31&campagna=saldi+%26+sconti");
  });
});
