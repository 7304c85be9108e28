import { style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const signInPage = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: "1.25rem",
  background: vars.color.surface,
});

export const signInCard = style({
  width: "100%",
  maxWidth: "26rem",
  padding: "2rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const shellHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "1rem",
  paddingBlock: "1rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const shellNav = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem 1.25rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const shellUser = style({ display: "flex", alignItems: "center", gap: "1rem", flexWrap: "wrap" });
