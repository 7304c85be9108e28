import { style } from "@vanilla-extract/css";
export { lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export const events = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: "0 0 2rem",
});

export const event = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.25rem",
  background: vars.color.surface,
});

export const when = style({ color: vars.color.muted });

export const formSection = style({ maxWidth: "48rem", marginTop: "2.5rem" });
