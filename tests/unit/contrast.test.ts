import { describe, expect, test } from "vitest";
import { liftedDark } from "~/styles/surfaces.css";
import { palettes } from "~/styles/theme.css";

// WCAG 2.x relative luminance and contrast ratio.
function luminance(hex: string) {
  const channels = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255);
  const [r, g, b] = channels.map((c) =>
    c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4,
  ) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

type Palette = Record<keyof (typeof palettes)["light"], string>;

// Every pair of text and background the components put together.
function pairs(p: Palette): [string, string, string][] {
  const backgrounds = { background: p.background, surface: p.surface, surfaceAlt: p.surfaceAlt };
  const texts = {
    text: p.text,
    muted: p.muted,
    link: p.link,
    primary: p.primary,
    danger: p.danger,
    success: p.success,
    warning: p.warning,
  };
  const result: [string, string, string][] = [["onPrimary on primary", p.onPrimary, p.primary]];
  for (const [bgName, bg] of Object.entries(backgrounds)) {
    for (const [textName, fg] of Object.entries(texts))
      result.push([`${textName} on ${bgName}`, fg, bg]);
  }
  // A pressed toggle swaps text and background.
  result.push(["background on text", p.background, p.text]);
  return result;
}

describe("theme contrast", () => {
  test.each([
    ["light", palettes.light, 4.5],
    ["dark", palettes.dark, 4.5],
    ["light high contrast", palettes.lightHighContrast, 7],
    ["dark high contrast", palettes.darkHighContrast, 7],
    // The footer of dark mode (surfaces.css.ts) lifts the dark palette's page onto its surface.
    ["dark, lifted for a dark section", liftedDark, 4.5],
  ] as const)("%s theme reaches %s:1 for every text pair", (_name, palette, minimum) => {
    const failing = pairs(palette)
      .map(([label, fg, bg]) => ({ label, ratio: Math.round(contrast(fg, bg) * 100) / 100 }))
      .filter(({ ratio }) => ratio < minimum);
    expect(failing).toEqual([]);
  });

  test("focus rings stand out against the page (3:1, non-text contrast)", () => {
    for (const palette of [...Object.values(palettes), liftedDark]) {
      expect(contrast(palette.focus, palette.background)).toBeGreaterThanOrEqual(3);
    }
  });
});
