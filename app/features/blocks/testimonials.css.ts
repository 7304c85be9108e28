import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { visuallyHidden as hidden } from "~/styles/ui.css";

export const visuallyHidden = hidden;

export const card = style({
  margin: 0,
  display: "flex",
  flexDirection: "column",
  gap: "0.75rem",
  padding: "1.5rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const rating = style({
  margin: 0,
  color: vars.color.primary,
  fontSize: "1.25rem",
  letterSpacing: "0.1em",
});

export const quote = style({ margin: 0, flex: 1 });

export const author = style({ display: "flex", alignItems: "center", gap: "0.75rem" });

export const avatar = style({
  display: "inline-grid",
  placeItems: "center",
  width: "3rem",
  height: "3rem",
  borderRadius: "50%",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
});

export const source = style({ color: vars.color.muted, fontSize: "0.875rem" });
