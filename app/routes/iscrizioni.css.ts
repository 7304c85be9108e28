import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const lead = style({ fontSize: "1.2rem", color: vars.color.muted, maxWidth: vars.width.text });

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
