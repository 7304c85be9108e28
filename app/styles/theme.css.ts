import { createFontStack } from "@capsizecss/core";
import arial from "@capsizecss/metrics/arial";
import atkinsonHyperlegibleNext from "@capsizecss/metrics/atkinsonHyperlegibleNext";
import bricolageGrotesque from "@capsizecss/metrics/bricolageGrotesque";
import { createGlobalTheme, createGlobalThemeContract, globalFontFace, globalStyle } from "@vanilla-extract/css";

// Colour pairs are chosen for WCAG contrast: every text/background pair below reaches at
// least 4.5:1 (AA) in the normal themes and 7:1 (AAA) in the high-contrast ones; the
// contrast tests in tests/ check the numbers.
export const vars = createGlobalThemeContract(
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
    radius: { small: null, medium: null, large: null },
    shadow: { card: null },
    width: { content: null, text: null },
  },
  (_value, path) => path.join("-"),
);

/**
 * A web font's stack with a fallback face sized to its metrics (capsize), so the text takes
 * the same room before and after the font arrives and nothing shifts. Liberation Sans has
 * Arial's metrics: the same overrides fit it, where Arial is not installed.
 */
function fontStack(metrics: typeof arial) {
  const { fontFamily, fontFaces } = createFontStack([metrics, arial], { fontFaceFormat: "styleObject" });
  for (const face of fontFaces) {
    const { fontFamily: name, src, ...overrides } = face["@font-face"];
    if (name) globalFontFace(name, { ...overrides, src: `${src}, local('Liberation Sans'), local('LiberationSans')` });
  }
  return `${fontFamily}, sans-serif`;
}

const shared = {
  font: { body: fontStack(atkinsonHyperlegibleNext), heading: fontStack(bricolageGrotesque) },
  radius: { small: "6px", medium: "12px", large: "24px" },
  width: { content: "72rem", text: "42rem" },
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

const theme = (color: (typeof palettes)[keyof typeof palettes], shadow: string) => ({
  ...shared,
  color,
  shadow: { card: shadow },
});

createGlobalTheme(":root", vars, theme(palettes.light, "0 1px 3px rgb(0 0 0 / 0.12)"));
createGlobalTheme(":root.dark", vars, theme(palettes.dark, "0 1px 3px rgb(0 0 0 / 0.6)"));
createGlobalTheme(":root.high-contrast", vars, theme(palettes.lightHighContrast, "none"));
createGlobalTheme(":root.dark.high-contrast", vars, theme(palettes.darkHighContrast, "none"));

// Sizes are in rem throughout, so scaling the root scales the whole page.
globalStyle(":root", { fontSize: "100%", colorScheme: "light" });
globalStyle(":root.dark", { colorScheme: "dark" });
globalStyle(":root.font-large", { fontSize: "112.5%" });
globalStyle(":root.font-extra-large", { fontSize: "125%" });
