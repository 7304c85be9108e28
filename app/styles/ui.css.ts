import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const visuallyHidden = style({
  position: "absolute",
  width: "1px",
  height: "1px",
  padding: 0,
  margin: "-1px",
  overflow: "hidden",
  clip: "rect(0, 0, 0, 0)",
  whiteSpace: "nowrap",
  border: 0,
});

export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: "1.25rem",
});

export const section = style({ paddingBlock: "3rem" });

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: "0.5rem",
  minHeight: "2.75rem",
  padding: "0.625rem 1.25rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  lineHeight: 1.2,
  selectors: {
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [buttonBase, { background: "transparent", color: vars.color.text }],
});

export const skipLink = style({
  position: "absolute",
  left: "1rem",
  top: "-4rem",
  zIndex: 100,
  padding: "0.75rem 1rem",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  selectors: { "&:focus": { top: "1rem" } },
});
