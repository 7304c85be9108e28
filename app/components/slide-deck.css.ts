import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const deck = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflow: "hidden",
});

export const slide = style({ minHeight: "22rem", padding: "clamp(1.5rem, 5vw, 3.5rem)" });

export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "center",
  gap: "1rem",
  padding: "1rem",
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const step = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: { "&:disabled": { opacity: 0.55, cursor: "not-allowed", borderColor: vars.color.border } },
});

export const counter = style({ margin: 0, fontWeight: 800, minWidth: "4rem", textAlign: "center" });

export const dots = style({
  display: "flex",
  gap: "0.5rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
  flexBasis: "100%",
  justifyContent: "center",
});

export const dot = style({
  display: "block",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.primary}`,
  selectors: { "&[aria-current='step']": { background: vars.color.primary } },
});
