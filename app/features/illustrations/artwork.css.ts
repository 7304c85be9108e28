import { keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

export const frame = style({
  position: "relative",
  display: "block",
  overflow: "hidden",
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
});

export const image = style({
  display: "block",
  width: "100%",
  height: "auto",
  transition: transition(["opacity"], "medium"),
});

/** Until it has loaded, the image stays transparent so the placeholder shows through. */
export const pending = style({ opacity: 0 });

const spin = keyframes({ to: { transform: "rotate(360deg)" } });

export const spinner = style({
  position: "absolute",
  top: "50%",
  left: "50%",
  width: "2.5rem",
  height: "2.5rem",
  margin: "-1.25rem 0 0 -1.25rem",
  borderRadius: "50%",
  border: `4px solid ${vars.color.border}`,
  borderTopColor: vars.color.primary,
  animation: `${spin} 0.9s linear infinite`,
  "@media": {
    // A still ring still says "loading" without the movement.
    "(prefers-reduced-motion: reduce)": { animation: "none" },
  },
});
