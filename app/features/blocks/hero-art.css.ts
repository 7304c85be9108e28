import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** A hero with its illustration: text first, the picture beside it on wide screens. */
export const layout = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "center",
  "@media": {
    "screen and (min-width: 48rem)": {
      gridTemplateColumns: "minmax(0, 7fr) minmax(0, 5fr)",
      gap: vars.space[7],
    },
  },
});

export const art = style({
  display: "block",
  width: "100%",
  maxWidth: "34rem",
  marginInline: "auto",
  borderRadius: vars.radius.large,
  boxShadow: vars.shadow.overlay,
});
