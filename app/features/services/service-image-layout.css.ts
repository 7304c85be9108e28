import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const reasons = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const reason = style({
  padding: "1.25rem 1.5rem",
  borderLeft: `4px solid ${vars.color.primary}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});
