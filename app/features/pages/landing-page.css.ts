import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const logos = style({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(9rem, 1fr))",
  alignItems: "center",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const logo = style({ maxHeight: "4rem", width: "auto", marginInline: "auto" });

export const narrow = style({ maxWidth: "44rem" });

export const callout = style({
  padding: "2rem 1.5rem",
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  textAlign: "center",
});
