import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const section = style({ marginBlockStart: vars.space["7"] });

/** 'Questo dispositivo': a word in a pill beside the browser, its colour a second cue. */
export const current = style({
  display: "inline-block",
  marginInlineStart: vars.space["2"],
  border: "1px solid currentColor",
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  color: vars.color.success,
  fontSize: vars.text.small,
  fontWeight: 700,
  lineHeight: 1.4,
  padding: `0 ${vars.space["2"]}`,
});
