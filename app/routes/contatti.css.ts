import { style } from "@vanilla-extract/css";
export { hero, lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "1rem", marginTop: "1.5rem" });

export const cards = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.25rem",
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ fontSize: "1.125rem", marginBottom: "0.25rem" });

export const formSection = style({ maxWidth: "48rem" });

