import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { transition } from "./transition";

// The admin's data tables, each on its own card. Cells wrap between words; a table whose
// columns still do not fit (long addresses on a phone) scrolls sideways inside its card
// instead of widening the page. That scrolling box is also why the column headings do not
// stick to the top of the window: inside it they could only stick to the card.
export const tableWrap = style({
  marginBlock: vars.space["4"],
  overflowX: "auto",
  background: vars.color.background,
  borderRadius: vars.radius.medium,
  border: "1px solid transparent",
  boxShadow: vars.shadow.card,
});

globalStyle(`:root.high-contrast ${tableWrap}`, { borderColor: vars.color.border });

export const table = style({ width: "100%", borderCollapse: "separate", borderSpacing: 0, fontSize: vars.text.small });

export const caption = style({
  textAlign: "start",
  fontFamily: vars.font.heading,
  fontSize: vars.text.body,
  fontWeight: 700,
  padding: `${vars.space["3"]} ${vars.space["4"]} ${vars.space["2"]}`,
});

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "break-word",
});

globalStyle(`${table} :is(th, td):first-child`, { paddingInlineStart: vars.space["4"] });
globalStyle(`${table} :is(th, td):last-child`, { paddingInlineEnd: vars.space["4"] });

globalStyle(`${table} thead th`, {
  background: vars.color.background,
  color: vars.color.muted,
  fontWeight: 700,
  verticalAlign: "bottom",
  borderBottomWidth: "2px",
});

globalStyle(`${table} tbody th`, { fontWeight: 700 });

globalStyle(`${table} tbody tr:last-child :is(th, td)`, { borderBottom: 0 });

globalStyle(`${table} tbody tr`, { transition: transition(["background-color"]) });
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surface });
