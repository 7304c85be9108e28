import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const base = style({
  marginTop: "1.5rem",
  padding: "1rem 1.25rem",
  borderRadius: vars.radius.medium,
  border: "2px solid",
  background: vars.color.surface,
});

export const toast = styleVariants({
  error: [base, { borderColor: vars.color.danger }],
  success: [base, { borderColor: vars.color.success }],
});

export const title = style({ fontWeight: 800, margin: 0 });

export const description = style({ margin: "0.25rem 0 0" });
