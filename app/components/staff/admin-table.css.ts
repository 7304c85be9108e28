import { globalStyle, style } from "@vanilla-extract/css";
import { content, formCard } from "./admin.css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

// The admin's data tables, each on its own card, drawn by `AdminTable`. Cells wrap between
// words; a table whose columns still do not fit scrolls sideways inside its card instead of
// widening the page. That scrolling box is also why the column headings do not stick to the
// top of the window: inside it they could only stick to the card.
//
// In a content column narrower than 40rem (a phone) no table of five or seven columns fits,
// and a sideways scroll hides the buttons at the end of each row: each row becomes a card of
// its own, one line per cell with its column's name before the value. The elements keep their
// table roles in the markup (see `AdminTable`), so screen readers still pair each value with
// its heading, and the column names shown are hidden from them.

/** The content column is narrow enough for rows as cards. */
const stacked = `${content} (width < 40rem)`;

export const tableWrap = style({
  // Holds the hidden column headings of the stacked rows.
  position: "relative",
  marginBlock: vars.space["4"],
  overflowX: "auto",
  background: vars.color.background,
  borderRadius: vars.radius.medium,
  border: "1px solid transparent",
  boxShadow: vars.shadow.card,
});

globalStyle(`:root.high-contrast ${tableWrap}`, { borderColor: vars.color.border });

export const table = style({
  width: "100%",
  borderCollapse: "separate",
  borderSpacing: 0,
  fontSize: vars.text.small,
  "@container": { [stacked]: { display: "block" } },
});

export const caption = style({
  textAlign: "start",
  fontFamily: vars.font.heading,
  fontSize: vars.text.body,
  fontWeight: 700,
  padding: `${vars.space["3"]} ${vars.space["4"]} ${vars.space["2"]}`,
  "@container": { [stacked]: { display: "block" } },
});

/** A column of figures: aligned at the end in a table, where they can be compared. */
export const number = style({ fontVariantNumeric: "tabular-nums" });

/** What a cell shows, beside its column's name when the row is a card. */
export const value = style({ minWidth: 0 });

globalStyle(`${table} th, ${table} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  borderBottom: `1px solid ${vars.color.border}`,
  overflowWrap: "break-word",
  "@container": {
    [stacked]: { display: "block", padding: `${vars.space["1"]} 0`, borderBottom: 0 },
  },
});

globalStyle(`${table} :is(th, td):first-child`, {
  paddingInlineStart: vars.space["4"],
  "@container": { [stacked]: { paddingInlineStart: 0 } },
});
globalStyle(`${table} :is(th, td):last-child`, {
  paddingInlineEnd: vars.space["4"],
  "@container": { [stacked]: { paddingInlineEnd: 0 } },
});

globalStyle(`${table} ${number}`, {
  textAlign: "end",
  "@container": { [stacked]: { textAlign: "start" } },
});

globalStyle(`${table} thead th`, {
  background: vars.color.background,
  color: vars.color.muted,
  fontWeight: 700,
  verticalAlign: "bottom",
  borderBottomWidth: "2px",
});

// Stacked, the headings are read by screen readers only: each card names its values itself.
globalStyle(`${table} thead`, {
  "@container": {
    [stacked]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
      whiteSpace: "nowrap",
    },
  },
});

globalStyle(`${table} tbody`, { "@container": { [stacked]: { display: "block" } } });

globalStyle(`${table} tbody th`, {
  fontWeight: 700,
  // The row's own name heads its card.
  "@container": { [stacked]: { fontSize: vars.text.body, paddingBottom: vars.space["2"] } },
});

globalStyle(`${table} tbody tr:last-child :is(th, td)`, { borderBottom: 0 });

globalStyle(`${table} tbody tr`, {
  transition: transition(["background-color"]),
  "@container": {
    [stacked]: {
      display: "block",
      padding: `${vars.space["3"]} ${vars.space["4"]}`,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});
globalStyle(`${table} tbody tr:hover`, { background: vars.color.surface });

globalStyle(`${table} td[data-label]`, {
  "@container": {
    [stacked]: {
      display: "grid",
      gridTemplateColumns: "minmax(0, 7.5rem) minmax(0, 1fr)",
      columnGap: vars.space["3"],
      alignItems: "baseline",
    },
  },
});

// The column's name, shown only when stacked; the empty alternative text keeps screen readers,
// which already have the heading, from reading it twice.
globalStyle(`${table} td[data-label]::before`, {
  "@container": {
    [stacked]: {
      content: 'attr(data-label) / ""',
      color: vars.color.muted,
      fontWeight: 600,
    },
  },
});

// A cell with nothing in it (no action for this row) takes no line in its card; it stays in
// the table's structure, so the cells after it keep their headings.
globalStyle(`${table} td:empty`, {
  "@container": {
    [stacked]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      padding: 0,
      overflow: "hidden",
      clip: "rect(0, 0, 0, 0)",
    },
  },
});

// A table in a form's card (the passkeys) spans the card, past the width of its fields.
globalStyle(`${formCard} > ${tableWrap}`, { maxWidth: "none" });
