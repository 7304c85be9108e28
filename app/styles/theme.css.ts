import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import arialBold from "@capsizecss/metrics/arial/700";
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext";
import atkinsonSemiBold from "@capsizecss/metrics/atkinsonHyperlegibleNext/600";
import atkinsonBold from "@capsizecss/metrics/atkinsonHyperlegibleNext/700";
import atkinsonExtraBold from "@capsizecss/metrics/atkinsonHyperlegibleNext/800";
import bricolageGrotesque from "@capsizecss/metrics/bricolageGrotesque";
import bricolageSemiBold from "@capsizecss/metrics/bricolageGrotesque/600";
import bricolageBold from "@capsizecss/metrics/bricolageGrotesque/700";
import bricolageExtraBold from "@capsizecss/metrics/bricolageGrotesque/800";
import {
  createGlobalTheme,
  createGlobalThemeContract,
  globalFontFace,
  globalStyle,
} from "@vanilla-extract/css";

// Colour pairs are chosen for WCAG contrast: every text/background pair below reaches at
// least 4.5:1 (AA) in the normal themes and 7:1 (AAA) in the high-contrast ones; the
// contrast tests in tests/ check the numbers.
const themed = createGlobalThemeContract(
  {
    color: {
      background: null,
      surface: null,
      surfaceAlt: null,
      text: null,
      muted: null,
      border: null,
      primary: null,
      onPrimary: null,
      link: null,
      focus: null,
      danger: null,
      success: null,
      warning: null,
    },
    font: { body: null, heading: null },
    /** The type scale: a major third (1.25) from the body size, headings fluid between widths. */
    text: {
      small: null,
      body: null,
      lead: null,
      h4: null,
      h3: null,
      h2: null,
      h1: null,
      display: null,
    },
    /** The spacing scale; every margin, gap and padding takes one of these steps. */
    space: {
      "1": null,
      "2": null,
      "3": null,
      "4": null,
      "5": null,
      "6": null,
      "7": null,
      "8": null,
      "9": null,
    },
    radius: { small: null, medium: null, large: null, pill: null },
    /** Elevation: resting cards, a card under the pointer, dialogs and menus above the page. */
    shadow: { card: null, raised: null, overlay: null },
    width: { content: null, text: null },
  },
  (_value, path) => path.join("-"),
);

/** Durations of the small transitions: one value for every theme, zero under reduced motion. */
const motion = createGlobalThemeContract(
  { fast: null, medium: null, easing: null },
  (_value, path) => `motion-${path.join("-")}`,
);

export const vars = { ...themed, motion };

type Metrics = typeof arial;

/**
 * A web font's stack with fallback faces sized to its metrics (capsize), so the text takes
 * the same room before and after the font arrives and nothing shifts. A variable font widens
 * with its weight, so the semibold, bold and extra-bold text gets a fallback of its own, drawn
 * from Arial Bold and sized to that weight. Liberation Sans has Arial's metrics: the same
 * overrides fit it, where Arial is not installed.
 */
function fontStack(regular: Metrics, weights: Record<600 | 700 | 800, Metrics>) {
  const faces: [string, Metrics, Metrics, string][] = [
    ["400", regular, arial, "local('Liberation Sans'), local('LiberationSans')"],
    ...Object.entries(weights).map(([weight, metrics]): [string, Metrics, Metrics, string] => [
      weight,
      metrics,
      arialBold,
      "local('Liberation Sans Bold'), local('LiberationSans-Bold')",
    ]),
  ];
  let stack = "";
  for (const [fontWeight, metrics, fallback, liberation] of faces) {
    const { fontFamily, fontFaces } = createFontStack([metrics, fallback], {
      fontFaceFormat: "styleObject",
    });
    stack = fontFamily;
    for (const face of fontFaces) {
      const { fontFamily: name, src, ...overrides } = face["@font-face"];
      if (name) globalFontFace(name, { ...overrides, fontWeight, src: `${src}, ${liberation}` });
    }
  }
  return `${stack}, sans-serif`;
}

const shared = {
  font: {
    body: fontStack(atkinsonHyperlegibleNext, {
      600: atkinsonSemiBold,
      700: atkinsonBold,
      800: atkinsonExtraBold,
    }),
    heading: fontStack(bricolageGrotesque, {
      600: bricolageSemiBold,
      700: bricolageBold,
      800: bricolageExtraBold,
    }),
  },
  text: {
    small: "0.875rem",
    body: "1rem",
    lead: "1.25rem",
    h4: "1.125rem",
    h3: "clamp(1.25rem, 1.1rem + 0.5vw, 1.5rem)",
    h2: "clamp(1.75rem, 1.35rem + 1.6vw, 2.5rem)",
    h1: "clamp(2.25rem, 1.6rem + 2.8vw, 3.5rem)",
    display: "clamp(2.5rem, 1.6rem + 3.6vw, 4rem)",
  },
  space: {
    "1": "0.25rem",
    "2": "0.5rem",
    "3": "0.75rem",
    "4": "1rem",
    "5": "1.5rem",
    "6": "2rem",
    "7": "3rem",
    "8": "4.5rem",
    "9": "6rem",
  },
  radius: { small: "6px", medium: "12px", large: "24px", pill: "999px" },
  // About 65 characters of running text: Atkinson Hyperlegible Next averages 0.42 em a
  // character in Italian prose. In em, so a lead paragraph's larger type keeps the same count;
  // not in ch, the width of a zero, which is wide in this face and changes when the font arrives.
  width: { content: "74rem", text: "28em" },
};

export const palettes = {
  light: {
    background: "#ffffff",
    surface: "#fff7f2",
    surfaceAlt: "#f4efe9",
    text: "#1c1917",
    muted: "#57534e",
    border: "#a8a29e",
    primary: "#b3261e",
    onPrimary: "#ffffff",
    link: "#a3231b",
    focus: "#1d4ed8",
    danger: "#b91c1c",
    success: "#166534",
    warning: "#92400e",
  },
  dark: {
    background: "#161312",
    surface: "#221d1b",
    surfaceAlt: "#2c2624",
    text: "#f5f1ee",
    muted: "#cfc8c3",
    border: "#78716c",
    primary: "#ff9c8f",
    onPrimary: "#1c1917",
    link: "#ffb4a9",
    focus: "#93c5fd",
    danger: "#fca5a5",
    success: "#86efac",
    warning: "#fcd34d",
  },
  lightHighContrast: {
    background: "#ffffff",
    surface: "#ffffff",
    surfaceAlt: "#ffffff",
    text: "#000000",
    muted: "#1f1f1f",
    border: "#000000",
    primary: "#7a0a05",
    onPrimary: "#ffffff",
    link: "#0b1f8f",
    focus: "#0b1f8f",
    danger: "#7f0000",
    success: "#0b3d1a",
    warning: "#5c2c00",
  },
  darkHighContrast: {
    background: "#000000",
    surface: "#000000",
    surfaceAlt: "#000000",
    text: "#ffffff",
    muted: "#f0f0f0",
    border: "#ffffff",
    primary: "#ffe14d",
    onPrimary: "#000000",
    link: "#ffe14d",
    focus: "#7df9ff",
    danger: "#ffb3b3",
    success: "#b3ffb3",
    warning: "#ffd27a",
  },
} as const;

type Elevation = { card: string; raised: string; overlay: string };

const theme = (color: (typeof palettes)[keyof typeof palettes], shadow: Elevation) => ({
  ...shared,
  color,
  shadow,
});

// Warm, soft shadows in light mode; in dark mode a shadow barely shows, so it is deeper. The
// high-contrast themes draw edges with borders only.
const flat: Elevation = { card: "none", raised: "none", overlay: "none" };
createGlobalTheme(
  ":root",
  themed,
  theme(palettes.light, {
    card: "0 1px 2px rgb(28 25 23 / 0.06), 0 2px 8px rgb(28 25 23 / 0.06)",
    raised: "0 2px 4px rgb(28 25 23 / 0.08), 0 12px 28px rgb(28 25 23 / 0.12)",
    overlay: "0 4px 8px rgb(28 25 23 / 0.1), 0 24px 48px rgb(28 25 23 / 0.18)",
  }),
);
createGlobalTheme(
  ":root.dark",
  themed,
  theme(palettes.dark, {
    card: "0 1px 3px rgb(0 0 0 / 0.5)",
    raised: "0 4px 8px rgb(0 0 0 / 0.5), 0 12px 28px rgb(0 0 0 / 0.45)",
    overlay: "0 8px 16px rgb(0 0 0 / 0.55), 0 24px 48px rgb(0 0 0 / 0.5)",
  }),
);
createGlobalTheme(":root.high-contrast", themed, theme(palettes.lightHighContrast, flat));
createGlobalTheme(":root.dark.high-contrast", themed, theme(palettes.darkHighContrast, flat));

createGlobalTheme(":root", motion, {
  fast: "150ms",
  medium: "250ms",
  easing: "cubic-bezier(0.2, 0, 0, 1)",
});
globalStyle(":root", {
  "@media": {
    "(prefers-reduced-motion: reduce)": {
      vars: { [vars.motion.fast]: "0s", [vars.motion.medium]: "0s" },
    },
  },
});

// Sizes are in rem throughout, so scaling the root scales the whole page.
globalStyle(":root", { fontSize: "100%", colorScheme: "light" });
globalStyle(":root.dark", { colorScheme: "dark" });
globalStyle(":root.font-large", { fontSize: "112.5%" });
globalStyle(":root.font-extra-large", { fontSize: "125%" });
