import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

export const carousel = style({ minWidth: 0 });

export const track = style({
  position: "relative",
  display: "flex",
  overflowX: "auto",
  scrollSnapType: "x mandatory",
  scrollBehavior: "smooth",
  overscrollBehaviorX: "contain",
  scrollbarWidth: "thin",
  borderRadius: vars.radius.medium,
  "@media": { "(prefers-reduced-motion: reduce)": { scrollBehavior: "auto" } },
});

export const slide = style({
  flex: "0 0 100%",
  minWidth: 0,
  scrollSnapAlign: "start",
  scrollSnapStop: "always",
});

export const controls = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.75rem",
  marginTop: "0.75rem",
});

export const dots = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: "0.375rem",
  listStyle: "none",
  margin: "0.75rem 0 0",
  padding: 0,
});

export const dot = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minWidth: "2rem",
  height: "2rem",
  borderRadius: "1rem",
  border: `2px solid ${vars.color.border}`,
  color: vars.color.text,
  fontWeight: 700,
  fontSize: "0.875rem",
  textDecoration: "none",
  transition: transition(["background-color", "border-color"]),
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    "&[aria-current='true']": {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const step = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "2.75rem",
  height: "2.75rem",
  padding: 0,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: "50%",
  fontSize: "1.25rem",
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
  transition: transition(["background-color", "transform"]),
  selectors: { "&:hover": { background: vars.color.surface, transform: "scale(1.06)" } },
});

export const status = style({
  margin: 0,
  minWidth: "4.5rem",
  textAlign: "center",
  color: vars.color.muted,
  fontWeight: 600,
});
