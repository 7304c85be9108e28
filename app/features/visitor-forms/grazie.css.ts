import { style } from "@vanilla-extract/css";
export { lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const steps = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  padding: 0,
  margin: "2rem 0",
  listStylePosition: "inside",
});

export const step = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.25rem",
  background: vars.color.surface,
});

export const stepTitle = style({ display: "inline", fontSize: "1.125rem" });

export const urgent = style({ marginBlock: "2rem" });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "1rem" });
