import { describe, expect, it } from "vitest";
import { headingLines, placeOfLine, previewTop } from "./preview-scroll";

describe("headingLines", () => {
  it("finds ATX headings and skips those inside fenced code", () => {
    const text = "# Titolo\n\nTesto\n\n```\n# non un titolo\n```\n\n## Secondo\n#senza spazio";
    expect(headingLines(text)).toEqual([1, 9]);
  });
});

describe("placeOfLine and previewTop", () => {
  const headings = [3, 11];
  it("places a line in its section and the preview the same share into it", () => {
    const place = placeOfLine(headings, 7, 20);
    expect(place).toEqual({ section: 0, fraction: 0.5 });
    expect(previewTop(place, [100, 300], 50, 1000)).toBe(200);
  });

  it("reads before the first heading from the top and after the last to the end", () => {
    expect(previewTop(placeOfLine(headings, 2, 20), [100, 300], 50, 1000)).toBe(50);
    const last = placeOfLine(headings, 16, 20);
    expect(last.section).toBe(1);
    expect(previewTop(last, [100, 300], 50, 1000)).toBe(650);
  });
});
