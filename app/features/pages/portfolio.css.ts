import { style } from "@vanilla-extract/css";
export { hero, lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const categories = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  listStyle: "none",
  padding: 0,
  margin: "1.5rem 0 0",
});

export const categoryLink = style({
  display: "inline-block",
  padding: "0.375rem 0.875rem",
  borderRadius: "999px",
  border: `2px solid ${vars.color.primary}`,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  selectors: { "&:hover": { background: vars.color.surfaceAlt } },
});

export const categorySection = style({ marginBottom: "3rem" });

const split = "screen and (min-width: 40rem)";

export const projects = style({
  display: "grid",
  gap: "1.75rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 30rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

// The text comes first for screen readers; on wider screens the images sit on its left.
export const project = style({
  display: "grid",
  gap: "1.25rem",
  alignItems: "start",
  "@media": { [split]: { gridTemplateColumns: "minmax(0, 14rem) minmax(0, 1fr)" } },
  height: "100%",
  padding: "1.25rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const projectText = style({ "@media": { [split]: { gridColumn: 2, gridRow: 1 } } });

export const projectImages = style({ "@media": { [split]: { gridColumn: 1, gridRow: 1 } } });

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: "0 0 0.5rem",
});

export const badge = style({
  padding: "0.125rem 0.625rem",
  borderRadius: "999px",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
  fontWeight: 600,
});

export const steps = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
  counterReset: "passo",
});

export const step = style({
  counterIncrement: "passo",
  padding: "1.25rem",
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  selectors: {
    "&::before": {
      content: "counter(passo)",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "2.25rem",
      height: "2.25rem",
      marginBottom: "0.75rem",
      borderRadius: "50%",
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 800,
    },
  },
});

export const stepTitle = style({ fontSize: "1.125rem" });

export const closing = style({
  textAlign: "center",
  padding: "2.5rem 1.5rem",
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "1rem",
  marginTop: "1.5rem",
});

export const more = style({ margin: "1.25rem 0 0" });
