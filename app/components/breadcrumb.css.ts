import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const trail = style({ marginBottom: "1rem", fontSize: "0.9375rem" });

export const list = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const item = style({ color: vars.color.muted });

// The separator is decoration: drawn by CSS so screen readers read only the names.
globalStyle(`${item} + ${item}::before`, {
  content: '"›"',
  marginInline: "0.375rem",
  color: vars.color.muted,
});
