import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const history = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  alignItems: "start",
});

export const historyText = style({ maxWidth: vars.width.text });

export const timeline = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  borderLeft: `3px solid ${vars.color.primary}`,
});

export const milestone = style({ position: "relative", padding: "0 0 1.25rem 1.5rem" });

export const year = style({
  display: "block",
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
  color: vars.color.primary,
});

export const purpose = style({
  display: "grid",
  gap: "2rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
});
