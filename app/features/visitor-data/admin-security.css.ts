import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { card } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

export const section = style({ marginBlock: vars.space["6"] });

export const counters = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 11rem), 1fr))",
  gap: vars.space["3"],
  margin: `${vars.space["4"]} 0`,
});

export const counter = style([card, { padding: `${vars.space["3"]} ${vars.space["4"]}` }]);

globalStyle(`${counter} dt`, {
  color: vars.color.muted,
  fontSize: vars.text.small,
  fontWeight: 600,
});
globalStyle(`${counter} dd`, {
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.text.h3,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const badges = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

// Each tone's colour is a text colour of the theme, so it reaches AA (and AAA in high
// contrast) on the page's background in every theme; the border repeats it, so the badge
// does not depend on colour alone to stand apart from the text around it.
const badgeBase = style({
  display: "inline-block",
  border: "1px solid currentColor",
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontSize: vars.text.small,
  fontWeight: 600,
  lineHeight: 1.4,
  padding: `0 ${vars.space["2"]}`,
  whiteSpace: "nowrap",
});

export const badge = styleVariants({
  neutral: [badgeBase, { color: vars.color.muted }],
  success: [badgeBase, { color: vars.color.success }],
  warning: [badgeBase, { color: vars.color.warning }],
  danger: [badgeBase, { color: vars.color.danger }],
});

export const inlineForm = style({ display: "inline" });

/** An address's hash in the audit list: its start, opened for the whole of it. */
export const hash = style({ marginBottom: vars.space["1"] });

globalStyle(`${hash} summary`, { width: "fit-content", cursor: "pointer" });

// On a line of its own, broken anywhere: 64 characters without a break would set the
// column's width.
export const fullHash = style({
  display: "block",
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  overflowWrap: "anywhere",
});

export const checklist = style({
  listStyleType: "disc",
  paddingInlineStart: vars.space["5"],
  maxWidth: vars.width.text,
  margin: 0,
});

globalStyle(`${checklist} li + li`, { marginTop: vars.space["2"] });

export const statement = style({
  maxWidth: vars.width.text,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  borderRadius: `0 ${vars.radius.small} ${vars.radius.small} 0`,
  background: vars.color.background,
});

export const details = style([
  card,
  {
    display: "grid",
    gridTemplateColumns: "minmax(10rem, max-content) 1fr",
    gap: `${vars.space["2"]} ${vars.space["5"]}`,
    margin: `${vars.space["4"]} 0`,
    "@container": { "(max-width: 30rem)": { gridTemplateColumns: "1fr" } },
  },
]);

globalStyle(`${details} dt`, { fontWeight: 600 });
globalStyle(`${details} dd`, { margin: 0, overflowWrap: "anywhere" });

/** The visitor's message as written, on a card as wide as the details under it. */
export const message = style([card, { margin: `${vars.space["4"]} 0` }]);

// Its line breaks show, and its lines keep a readable length inside the wide card.
globalStyle(`${message} > p`, {
  margin: 0,
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  maxWidth: vars.width.text,
});
