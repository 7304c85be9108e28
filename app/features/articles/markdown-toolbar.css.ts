import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["1"],
  padding: vars.space["1"],
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const tool = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2.25rem",
  minHeight: "2.25rem",
  padding: vars.space["1"],
  border: "2px solid transparent",
  borderRadius: vars.radius.small,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  transition: transition(["background-color", "border-color"]),
  selectors: {
    "&:hover": { borderColor: vars.color.border, background: vars.color.background },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "1px" },
    // On: drawn as a pressed key, not by colour alone.
    '&[aria-pressed="true"]': {
      borderColor: vars.color.text,
      background: vars.color.background,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
});

/** The first button of a group (headings, inline, lists, blocks), set a little apart from the one before. */
export const firstOfGroup = style({ marginInlineStart: vars.space["2"] });

export const icon = style({ width: "1.25rem", height: "1.25rem", flexShrink: 0 });

export const cheatSheet = style({
  borderCollapse: "collapse",
  width: "100%",
  maxWidth: vars.width.text,
  // Small enough that the longest line of syntax and the longest word beside it fit side by
  // side in a 320 px wide page with its side padding, at the normal text size.
  fontSize: "0.8125rem",
});

export const caption = style({
  captionSide: "top",
  textAlign: "start",
  fontWeight: 700,
  paddingBottom: vars.space["2"],
});

globalStyle(`${cheatSheet} th, ${cheatSheet} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
});

// Each line of syntax stays whole (`- elemento` split in two would teach the wrong thing), and
// multi-line syntax (a table, a ::: box) keeps its lines; the explanations wrap instead.
export const syntax = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  whiteSpace: "pre",
});
