import { style } from "@vanilla-extract/css";
import { card as pageCard } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export { band, hero, lead } from "~/styles/page.css";

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[4],
  marginTop: vars.space[5],
});

export const cards = style({
  display: "grid",
  gap: vars.space[5],
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style([pageCard, { display: "block" }]);

export const cardTitle = style({ fontSize: vars.text.h4, marginBottom: vars.space[1] });

/** The form's introduction beside it on wide screens, the form on a raised sheet. */
export const formLayout = style({
  display: "grid",
  gap: vars.space[6],
  alignItems: "start",
  "@media": {
    "screen and (min-width: 60rem)": {
      gridTemplateColumns: "minmax(0, 1fr) minmax(0, 2fr)",
      gap: vars.space[7],
    },
  },
});

export const formCard = style({
  padding: vars.space[5],
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.raised,
  "@media": { "screen and (min-width: 48rem)": { padding: vars.space[6] } },
});
