import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// Inside the form's card, the test data is a box of its own: an edge, not a second shadow.
export const fieldset = style({
  display: "grid",
  gap: vars.space["4"],
  margin: 0,
  padding: vars.space["4"],
  minWidth: 0,
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

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

export const lastSync = style({ fontSize: vars.text.body, margin: 0 });

// Apart from what comes before and after it.
export const newToken = style({ marginBlock: vars.space["5"] });

/** The token's name and its button on one line, while they fit. */
export const tokenForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "flex-end",
  marginBlock: vars.space["4"],
});

globalStyle(`${tokenForm} > :first-child`, { flex: "1 1 18rem", maxWidth: "28rem" });

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
