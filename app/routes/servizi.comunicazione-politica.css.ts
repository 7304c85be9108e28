import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const split = "screen and (min-width: 48rem)";

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

// The text comes first for screen readers; on wider screens the images sit on its left.
export const project = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  height: "100%",
  padding: "1.5rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  "@media": { [split]: { gridTemplateColumns: "minmax(0, 18rem) minmax(0, 1fr)" } },
});

export const projectText = style({ "@media": { [split]: { gridColumn: 2, gridRow: 1 } } });

export const projectImages = style({ "@media": { [split]: { gridColumn: 1, gridRow: 1 } } });

export const badges = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0 });

export const contact = style({
  display: "grid",
  gap: "2rem",
  alignItems: "start",
  "@media": { [split]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});

export const formTitle = style({ fontSize: "1.375rem" });
