import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const panel = style({
  display: "grid",
  gap: "1rem",
  alignContent: "start",
  padding: "1.5rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const title = style({ fontSize: "1.25rem", margin: 0 });

export const details = style({
  display: "grid",
  gap: "1rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const term = style({ display: "block" });

export const note = style({ display: "block", color: vars.color.muted });

export const times = style({ display: "grid", gap: "0.5rem", margin: 0 });

// The promise stays on one line beside its label, or wraps as a whole below it.
export const time = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: "0 1rem",
  paddingBottom: "0.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const timeValue = style({ margin: 0, fontWeight: 700, whiteSpace: "nowrap" });

export const contactAside = style({ display: "grid", gap: "1.25rem" });

export const planning = style({
  margin: 0,
  padding: "1rem 1.25rem",
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.surfaceAlt,
  fontWeight: 600,
});

export const formTitle = style({ fontSize: "1.375rem" });
