import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const muted = style({ color: vars.color.muted });

export const missing = style({ color: vars.color.danger, fontStyle: "italic" });

/** A thumbnail as wide as a phone's column allows, its shape kept by its width and height. */
export const thumbnail = style({
  display: "block",
  width: "8rem",
  maxWidth: "100%",
  height: "auto",
  borderRadius: vars.radius.small,
  background: vars.color.surface,
});

export const uses = style({ margin: 0, paddingInlineStart: vars.space["4"] });

export const preview = style({
  display: "block",
  width: "100%",
  maxWidth: "34rem",
  height: "auto",
  borderRadius: vars.radius.medium,
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  margin: 0,
});

export const address = style({ overflowWrap: "anywhere" });

export const layout = style({
  display: "grid",
  gap: vars.space["6"],
  alignItems: "start",
  "@media": { "(min-width: 64rem)": { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});
