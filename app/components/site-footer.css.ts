import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const footer = style({
  marginTop: "3rem",
  background: vars.color.surfaceAlt,
  borderTop: `1px solid ${vars.color.border}`,
  paddingBlock: "2.5rem 1.5rem",
});

export const grid = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});

export const heading = style({ fontSize: "1.125rem", marginBottom: "0.75rem" });

export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: "0.375rem" });

export const panel = style({ gridColumn: "1 / -1" });

export const panelForm = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const fontGroup = style({ display: "inline-flex", alignItems: "center", gap: "0.5rem", flexWrap: "wrap" });

export const toggle = style({
  minHeight: "2.75rem",
  minWidth: "2.75rem",
  padding: "0.5rem 0.875rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.text}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  selectors: {
    "&[aria-pressed='true']": { background: vars.color.text, color: vars.color.background },
    "&:disabled": { opacity: 0.55, cursor: "not-allowed" },
  },
});

export const bottom = style({
  marginTop: "2rem",
  paddingTop: "1.25rem",
  borderTop: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: "0.875rem",
});
