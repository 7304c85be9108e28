import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

export const form = style({ display: "grid", gap: "1.25rem" });

export const row = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
});

export const field = style({ display: "grid", gap: "0.375rem" });

export const label = style({ fontWeight: 700 });

export const required = style({ color: vars.color.danger, marginLeft: "0.125rem" });

export const control = style({
  width: "100%",
  minHeight: "2.75rem",
  padding: "0.625rem 0.75rem",
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.background,
  color: vars.color.text,
  transition: transition(["border-color", "box-shadow"]),
  selectors: {
    "&:hover:not(:disabled)": { borderColor: vars.color.muted },
    "&:focus": { borderColor: vars.color.focus },
    "&[aria-invalid='true']": { borderColor: vars.color.danger },
    "&:disabled": { opacity: 0.6 },
  },
});

export const textarea = style([control, { minHeight: "9rem", resize: "vertical" }]);

/** The article body: at least 600 px high. */
export const tallTextarea = style([control, { minHeight: "600px", resize: "vertical" }]);

export const checkbox = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: "0.625rem",
  alignItems: "start",
});

export const checkboxInput = style({
  width: "1.25rem",
  height: "1.25rem",
  marginTop: "0.2rem",
  accentColor: vars.color.primary,
});

export const hint = style({ color: vars.color.muted, fontSize: "0.875rem", margin: 0 });

export const error = style({
  color: vars.color.danger,
  fontWeight: 600,
  margin: 0,
  fontSize: "0.9375rem",
});

export const alert = style({
  border: `2px solid ${vars.color.danger}`,
  borderRadius: vars.radius.medium,
  padding: "1rem 1.25rem",
  background: vars.color.surface,
});

export const alertTitle = style({ fontWeight: 800, margin: "0 0 0.25rem" });

export const honeypot = style({
  position: "absolute",
  left: "-10000px",
  width: "1px",
  height: "1px",
  overflow: "hidden",
});

export const newsletterForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  alignItems: "flex-end",
});

export const fieldset = style({
  border: 0,
  padding: 0,
  margin: 0,
  display: "grid",
  gap: "1.25rem",
  minWidth: 0,
});

export const legend = style({
  fontWeight: 800,
  fontSize: "1.125rem",
  marginBottom: "0.5rem",
  padding: 0,
});
