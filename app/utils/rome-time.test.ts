import { describe, expect, test } from "vitest";
import {
  momentToRomeTime,
  romeIsoWithOffset,
  romeMorningOf,
  romeTimeToMoment,
} from "~/utils/rome-time";

const moment = (value: string) => {
  const time = romeTimeToMoment(value);
  return time.kind === "moment" ? time.moment.toISOString() : time.kind;
};

describe("Italian wall-clock time", () => {
  test("is one hour ahead of UTC in winter and two in summer, seconds optional", () => {
    expect(moment("2026-11-27T10:00")).toBe("2026-11-27T09:00:00.000Z");
    expect(moment("2026-07-01T10:00:30")).toBe("2026-07-01T08:00:30.000Z");
  });

  test("a time the spring change skips does not exist", () => {
    // 29 March 2026: the clocks go from 02:00 straight to 03:00.
    expect(moment("2026-03-29T02:30")).toBe("nonexistent");
    expect(moment("2026-03-29T01:59")).toBe("2026-03-29T00:59:00.000Z");
    expect(moment("2026-03-29T03:00")).toBe("2026-03-29T01:00:00.000Z");
  });

  test("a time the autumn change repeats is its first occurrence, still in summer time", () => {
    // 25 October 2026: 02:00 to 03:00 happens twice, first at UTC+2, then at UTC+1.
    expect(moment("2026-10-25T02:30")).toBe("2026-10-25T00:30:00.000Z");
    expect(moment("2026-10-25T03:00")).toBe("2026-10-25T02:00:00.000Z");
  });

  test("what is not a day or a time is invalid", () => {
    for (const value of [
      "",
      "2026-02-30T10:00",
      "2026-11-27T24:00",
      "27/11/2026 10:00",
      "2026-11-27",
    ])
      expect(moment(value)).toBe("invalid");
  });

  test("a moment goes back to the field's value, seconds only when it has some", () => {
    expect(momentToRomeTime(new Date("2026-11-27T09:00:00Z"))).toBe("2026-11-27T10:00");
    expect(momentToRomeTime(new Date("2026-07-01T08:00:30Z"))).toBe("2026-07-01T10:00:30");
    expect(momentToRomeTime(new Date("2026-10-25T00:30:00Z"))).toBe("2026-10-25T02:30");
    expect(momentToRomeTime(new Date("2026-10-25T01:30:00Z"))).toBe("2026-10-25T02:30");
  });

  test("a day alone means 09:00 of it", () => {
    expect(romeMorningOf("2026-12-01")?.toISOString()).toBe("2026-12-01T08:00:00.000Z");
    expect(romeMorningOf("2026-06-01")?.toISOString()).toBe("2026-06-01T07:00:00.000Z");
  });
});

describe("a moment with Rome's offset", () => {
  test("carries +01:00 in winter and +02:00 in summer, across the spring change", () => {
    expect(romeIsoWithOffset(new Date("2026-03-28T08:30:00Z"))).toBe("2026-03-28T09:30:00+01:00");
    expect(romeIsoWithOffset(new Date("2026-03-29T07:30:00Z"))).toBe("2026-03-29T09:30:00+02:00");
    expect(romeIsoWithOffset(new Date("2026-10-25T08:30:00Z"))).toBe("2026-10-25T09:30:00+01:00");
  });
});
