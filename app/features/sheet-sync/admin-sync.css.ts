import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "../admin/admin.css";
import { vars } from "~/styles/theme.css";

export const intro = style({ maxWidth: vars.width.text, color: vars.color.muted });

export const section = style({ marginBlock: vars.space["6"] });

export const form = style({ display: "grid", gap: vars.space["4"], maxWidth: vars.width.text });

export const fieldset = style([card, { display: "grid", gap: vars.space["4"], margin: 0 }]);

// Floated, the legend is laid out inside the card like a heading instead of on its edge.
export const legend = style({
  float: "left",
  width: "100%",
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.text.h4,
  fontWeight: 700,
});

export const hint = style({ color: vars.color.muted, margin: 0 });

export const buttons = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});

export const lastSync = style({ fontSize: vars.text.body });

// Apart from what comes before and after it.
export const newToken = style({ marginBlock: vars.space["5"] });

export const tokenForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "flex-end",
  maxWidth: vars.width.text,
});

export const example = style({ whiteSpace: "pre-line" });

export const steps = style({
  display: "grid",
  gap: vars.space["2"],
  maxWidth: vars.width.text,
  paddingInlineStart: vars.space["5"],
});

export const columnList = style({
  display: "grid",
  gap: vars.space["1"],
  maxWidth: vars.width.text,
});

globalStyle(`${columnList} dt`, { fontWeight: 700 });

globalStyle(`${columnList} dd`, { margin: `0 0 ${vars.space["2"]}` });
