import { describe, expect, test } from "vitest";
import { dayRange, formatMoment, withDayArticle } from "./format";

describe("dayRange", () => {
  test("joins two days with 'dal' and 'al'", () => {
    expect(dayRange("29 novembre", "10 gennaio")).toBe("dal 29 novembre al 10 gennaio");
  });

  test("elides the article before 8 and 11", () => {
    expect(dayRange("8 dicembre", "11 gennaio")).toBe("dall'8 dicembre all'11 gennaio");
    expect(dayRange("1 dicembre", "18 gennaio")).toBe("dal 1 dicembre al 18 gennaio");
  });
});

describe("withDayArticle", () => {
  test("puts the article alone or joined, elided before 8 and 11", () => {
    expect(withDayArticle("", "27 novembre 2026")).toBe("il 27 novembre 2026");
    expect(withDayArticle("", "8 dicembre 2026")).toBe("l'8 dicembre 2026");
    expect(withDayArticle("a", "11 dicembre 2026")).toBe("all'11 dicembre 2026");
    expect(withDayArticle("da", "4 dicembre")).toBe("dal 4 dicembre");
  });
});

describe("formatMoment", () => {
  test("shows the day and time of the agency's clock, summer time included", () => {
    expect(formatMoment(new Date("2026-11-27T09:05:00Z"))).toBe("27 novembre 2026 alle ore 10:05");
    expect(formatMoment(new Date("2026-07-01T22:30:00Z"))).toBe("2 luglio 2026 alle ore 00:30");
  });
});
