import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const section = style({ marginBlock: "2rem" });

export const counters = style({ display: "flex", flexWrap: "wrap", gap: "1rem", margin: "1rem 0" });

export const counter = style({
  minWidth: "10rem",
  padding: "0.75rem 1rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});

globalStyle(`${counter} dt`, { color: vars.color.muted });
globalStyle(`${counter} dd`, { margin: 0, fontSize: "1.75rem", fontWeight: 700 });

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center", marginBlock: "1rem" });

export const hint = style({ color: vars.color.muted, maxWidth: vars.width.text });

export { caption, table, tableWrap } from "./admin-table.css";

export const badges = style({ display: "flex", flexWrap: "wrap", gap: "0.375rem" });

// Each tone's colour is a text colour of the theme, so it reaches AA (and AAA in high
// contrast) on the page's background in every theme; the border repeats it, so the badge
// does not depend on colour alone to stand apart from the text around it.
const badgeBase = style({
  display: "inline-block",
  border: "1px solid currentColor",
  borderRadius: "999px",
  background: vars.color.background,
  fontSize: "0.875rem",
  fontWeight: 600,
  lineHeight: 1.4,
  padding: "0.125rem 0.625rem",
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  neutral: [badgeBase, { color: vars.color.muted }],
  success: [badgeBase, { color: vars.color.success }],
  warning: [badgeBase, { color: vars.color.warning }],
  danger: [badgeBase, { color: vars.color.danger }],
});

export const inlineForm = style({ display: "inline" });

export const checklist = style({ listStyleType: "disc", paddingInlineStart: "1.25rem", maxWidth: vars.width.text });

globalStyle(`${checklist} li + li`, { marginTop: "0.5rem" });

export const statement = style({
  maxWidth: vars.width.text,
  padding: "1rem 1.25rem",
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
});

export const details = style({
  display: "grid",
  gridTemplateColumns: "minmax(10rem, max-content) 1fr",
  gap: "0.5rem 1.5rem",
  margin: "1rem 0",
});

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

/** The visitor's message as written: its line breaks show. */
export const message = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxWidth: vars.width.text,
  padding: "1rem 1.25rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
});
