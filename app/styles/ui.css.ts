import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { transition } from "./transition";

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

const wide = "screen and (min-width: 48rem)";

export const container = style({
  width: "100%",
  maxWidth: vars.width.content,
  marginInline: "auto",
  paddingInline: vars.space[5],
  "@media": { [wide]: { paddingInline: vars.space[6] } },
});

export const section = style({
  paddingBlock: vars.space[7],
  "@media": { [wide]: { paddingBlock: vars.space[8] } },
});

// Every button is at least 44 px tall, well above the 24 px minimum target of WCAG 2.2. Under
// the pointer it lifts a little; pressed, it settles back.
const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "2.75rem",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  lineHeight: 1.2,
  transition: transition(["background-color", "border-color", "color", "box-shadow", "transform"]),
  selectors: {
    "&:hover:not(:disabled, [aria-disabled='true'])": {
      transform: "translateY(-1px)",
      boxShadow: vars.shadow.raised,
    },
    "&:active:not(:disabled, [aria-disabled='true'])": { transform: "none", boxShadow: "none" },
    "&:disabled, &[aria-disabled='true']": { opacity: 0.6, cursor: "not-allowed" },
  },
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.primary, color: vars.color.onPrimary }],
  secondary: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.text,
      borderColor: vars.color.text,
      selectors: {
        "&:hover:not(:disabled, [aria-disabled='true'])": { borderColor: vars.color.primary },
      },
    },
  ],
});

export const skipLink = style({
  position: "absolute",
  left: "1rem",
  top: "-4rem",
  zIndex: 100,
  padding: `${vars.space[3]} ${vars.space[4]}`,
  borderRadius: vars.radius.small,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
  selectors: { "&:focus": { top: "1rem" } },
});
