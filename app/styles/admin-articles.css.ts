import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const toolbar = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const counters = style({ display: "flex", flexWrap: "wrap", gap: "1.5rem", margin: "1rem 0" });

export const filters = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-end", marginBlock: "1rem" });

export const cards = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "1rem" });

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  padding: "1rem 1.25rem",
});

export const inlineForm = style({ display: "inline" });

export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  color: "inherit",
  font: "inherit",
  textDecoration: "underline",
  cursor: "pointer",
});

export const pages = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", listStyle: "none", padding: 0 });
