import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
export { chip, hero, lead } from "~/styles/page.css";
// The suggestions' categories and the pages of results look like the blog's.
export { chips, pagination } from "~/styles/blog.css";

export const status = style({ margin: `${vars.space["5"]} 0 ${vars.space["3"]}`, fontWeight: 700 });

export const results = style({
  display: "grid",
  gap: vars.space["4"],
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const result = style({
  paddingBottom: vars.space["4"],
  borderBottom: `1px solid ${vars.color.border}`,
});

export const resultTitle = style({ fontSize: vars.text.h4, margin: `0 0 ${vars.space["1"]}` });

export const resultMeta = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  color: vars.color.muted,
  fontSize: vars.text.small,
  margin: `0 0 ${vars.space["2"]}`,
});

export const snippet = style({ margin: 0 });

export const suggestions = style({
  display: "grid",
  gap: vars.space["5"],
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  marginTop: vars.space["4"],
});

/** The events' group above the articles' results. */
export const group = style({ marginBottom: "1.5rem" });
