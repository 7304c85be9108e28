import { describe, expect, test } from "vitest";
import { dayRange } from "./format";

describe("dayRange", () => {
  test("joins two days with 'dal' and 'al'", () => {
    expect(dayRange("29 novembre", "10 gennaio")).toBe("dal 29 novembre al 10 gennaio");
  });

  test("elides the article before 8 and 11", () => {
    expect(dayRange("8 dicembre", "11 gennaio")).toBe("dall'8 dicembre all'11 gennaio");
    expect(dayRange("1 dicembre", "18 gennaio")).toBe("dal 1 dicembre al 18 gennaio");
  });
});
