import {
  createGlobalTheme,
  createGlobalThemeContract,
  globalStyle,
  style,
  styleVariants,
} from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Added and removed text sit on a tint of their own in each theme, with the theme's text
// colour on it; the edge and the glyph of a changed paragraph take the theme's success and
// danger colours. Colour is never the only sign: added words are underlined, removed words
// struck through, each changed paragraph starts with a glyph, and screen readers hear where
// each change starts and ends. The contrast of each pair is checked in revision-diff.test.tsx.
export const diffTints = {
  light: { added: "#dcfce7", removed: "#fee2e2" },
  dark: { added: "#163d25", removed: "#4a1c1c" },
  lightHighContrast: { added: "#e3f5e8", removed: "#fbe6e6" },
  darkHighContrast: { added: "#002600", removed: "#330000" },
} as const;

const tint = createGlobalThemeContract(
  { added: null, removed: null },
  (_value, path) => `diff-${path.join("-")}`,
);
createGlobalTheme(":root", tint, diffTints.light);
createGlobalTheme(":root.dark", tint, diffTints.dark);
createGlobalTheme(":root.high-contrast", tint, diffTints.lightHighContrast);
createGlobalTheme(":root.dark.high-contrast", tint, diffTints.darkHighContrast);

export const summary = style({ fontWeight: 700, margin: 0 });

export const blocks = style({
  display: "grid",
  gap: vars.space["3"],
  marginBlock: vars.space["3"],
  // Markdown as written: its line breaks and indents are part of what changed.
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
});

export const context = style({ margin: 0, paddingInlineStart: vars.space["6"] });

export const skipped = style({
  margin: 0,
  paddingInlineStart: vars.space["6"],
  color: vars.color.muted,
  fontStyle: "italic",
});

const changeBase = style({
  display: "grid",
  gridTemplateColumns: `${vars.space["5"]} minmax(0, 1fr)`,
  columnGap: vars.space["2"],
  borderInlineStart: "4px solid",
  paddingInlineStart: vars.space["1"],
});

export const change = styleVariants({
  added: [changeBase, { borderColor: vars.color.success }],
  removed: [changeBase, { borderColor: vars.color.danger }],
  edited: [changeBase, { borderColor: vars.color.border }],
});

export const glyph = styleVariants({
  added: { color: vars.color.success, fontWeight: 700, textAlign: "center" },
  removed: { color: vars.color.danger, fontWeight: 700, textAlign: "center" },
  edited: { color: vars.color.text, fontWeight: 700, textAlign: "center" },
});

export const changeText = style({ margin: 0 });

// A whole paragraph added or removed is marked by its glyph and edge: underlining or striking
// all of it would only make it harder to read.
export const whole = styleVariants({
  added: { background: tint.added, color: vars.color.text, textDecoration: "none" },
  removed: { background: tint.removed, color: vars.color.text, textDecoration: "none" },
});

export const word = styleVariants({
  added: {
    background: tint.added,
    color: vars.color.text,
    textDecorationLine: "underline",
    textDecorationThickness: "2px",
  },
  removed: {
    background: tint.removed,
    color: vars.color.text,
    textDecorationLine: "line-through",
    textDecorationThickness: "2px",
  },
});

globalStyle(`${word.added}, ${word.removed}, ${whole.added}, ${whole.removed}`, {
  borderRadius: vars.radius.small,
  boxDecorationBreak: "clone",
  WebkitBoxDecorationBreak: "clone",
});

export const fieldValue = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere" });
