import { style } from "@vanilla-extract/css";
import { inverse } from "~/styles/surfaces.css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

const wide = "screen and (min-width: 48rem)";

// The closing section of every page: dark in every theme, the brand first, then the ways to
// reach the agency, then the accessibility settings.
export const footer = style([
  inverse,
  { marginTop: vars.space[8], paddingBlock: `${vars.space[8]} ${vars.space[5]}` },
]);

export const top = style({
  display: "grid",
  gap: vars.space[6],
  paddingBottom: vars.space[7],
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [wide]: { gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)", alignItems: "start" },
  },
});

export const brand = style({ maxWidth: vars.width.text });

export const brandName = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  margin: `0 0 ${vars.space[4]}`,
  fontFamily: vars.font.heading,
  fontSize: vars.text.h2,
  fontWeight: 800,
  letterSpacing: "-0.02em",
  lineHeight: 1.1,
});

export const tagline = style({
  fontSize: vars.text.lead,
  lineHeight: 1.5,
  color: vars.color.muted,
  margin: 0,
});

export const newsletter = style({
  padding: vars.space[5],
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const grid = style({
  display: "grid",
  gap: vars.space[6],
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  paddingBlock: vars.space[7],
});

export const heading = style({
  fontFamily: vars.font.body,
  fontSize: vars.text.small,
  fontWeight: 700,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: vars.color.muted,
  marginBottom: vars.space[4],
});

export const list = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[2],
});

export const panel = style({
  padding: vars.space[5],
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

export const panelForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
  alignItems: "center",
});

export const fontGroup = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  flexWrap: "wrap",
});

export const toggle = style({
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.text}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  transition: transition(["background-color", "color"]),
  selectors: {
    "&[aria-pressed='true']": { background: vars.color.text, color: vars.color.background },
    "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const bottom = style({
  marginTop: vars.space[6],
  marginBottom: 0,
  color: vars.color.muted,
  fontSize: vars.text.small,
});
