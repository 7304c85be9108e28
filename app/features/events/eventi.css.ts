import { style } from "@vanilla-extract/css";
export { hero, lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const cards = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style({
  padding: "1.5rem",
  borderRadius: vars.radius.medium,
  borderTop: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  boxShadow: vars.shadow.card,
});

export const soon = style({
  padding: "2rem 1.5rem",
  borderRadius: vars.radius.large,
  border: `2px dashed ${vars.color.primary}`,
  background: vars.color.background,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "1rem",
  marginTop: "1.25rem",
});

export const events = style({
  display: "grid",
  gap: "1.75rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(min(100%, 16rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const event = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  height: "100%",
  padding: "1rem 1rem 1.25rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const when = style({ margin: 0, color: vars.color.muted, fontWeight: 600 });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0 });

export const kind = style({
  margin: 0,
  padding: "0.125rem 0.625rem",
  borderRadius: "999px",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
  fontWeight: 600,
});

export const eventTitle = style({ margin: 0 });

export const propose = style({
  textAlign: "center",
  padding: "2.5rem 1.5rem",
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const centred = style({ justifyContent: "center" });

export const cover = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  borderRadius: vars.radius.medium,
});

/** A cancelled or moved event says so in the danger colour, which every theme keeps legible. */
export const state = style({ color: vars.color.danger, fontWeight: 700 });

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem",
  marginTop: "1.5rem",
});
