import { style } from "@vanilla-extract/css";
import { category } from "~/features/blog/blog.css";
import { vars } from "~/styles/theme.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space["5"],
  background: vars.color.background,
  display: "grid",
  gap: vars.space["3"],
  overflowWrap: "anywhere",
  selectors: { "&[hidden]": { display: "none" } },
});

export const badge = style([
  category,
  {
    justifySelf: "start",
    border: "2px solid currentColor",
    borderRadius: vars.radius.pill,
    padding: `0 ${vars.space["3"]}`,
  },
]);

export const previewTitle = style({ fontSize: vars.text.h2, margin: 0 });

/** The body's start as written: its blank lines between paragraphs show. */
export const previewBody = style({ whiteSpace: "pre-wrap", margin: 0 });
