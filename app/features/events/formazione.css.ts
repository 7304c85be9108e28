import { globalStyle, style } from "@vanilla-extract/css";
import { details, grid } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

// Wider cards than the shared grid: three courses a row on a wide screen, not four and one.
export const courses = style([
  grid,
  { gridTemplateColumns: "repeat(auto-fill, minmax(19rem, 1fr))" },
]);

export const facts = style([
  details,
  { margin: "0 0 1rem", padding: "0.75rem 0", borderBlock: `1px solid ${vars.color.border}` },
]);

export const price = style({
  fontSize: "1.375rem",
  fontWeight: 700,
  lineHeight: 1.2,
  color: vars.color.primary,
});

/** The course's description, as its page has it: a few lines and the list of its topics. */
export const topics = style({});
globalStyle(`${topics} p`, { margin: "0 0 0.375rem" });
globalStyle(`${topics} ul`, { margin: 0, paddingLeft: "1.25rem" });

export const note = style({ fontSize: "0.9375rem", color: vars.color.muted });
