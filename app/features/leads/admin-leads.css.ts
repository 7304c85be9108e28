import { globalStyle, style } from "@vanilla-extract/css";
import { card, wideUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

// The pipeline: on a phone the stages follow one another as a list; from 1024 px they stand
// side by side as a board, which scrolls sideways inside its frame when six do not fit.

export const views = style({ display: "flex", flexWrap: "wrap", gap: vars.space["3"] });

export const board = style({
  display: "grid",
  gap: vars.space["4"],
  marginBlock: vars.space["4"],
  "@media": {
    [wideUp]: {
      gridTemplateColumns: "repeat(6, minmax(14rem, 1fr))",
      overflowX: "auto",
      paddingBlockEnd: vars.space["2"],
    },
  },
});

export const column = style({
  display: "grid",
  alignContent: "start",
  gap: vars.space["3"],
  padding: vars.space["3"],
  borderRadius: vars.radius.medium,
  background: vars.color.surfaceAlt,
  border: `2px solid transparent`,
});

/** The column a dragged card is over. */
export const dropTarget = style({ borderColor: vars.color.focus });

export const columnHead = style({ display: "grid", gap: vars.space["1"] });

export const columnTitle = style({ fontSize: vars.text.h4, margin: 0 });

/** The small 'EN' of a lead sent from an English page. */
export const languageMark = style({
  display: "inline-block",
  marginInlineStart: vars.space["1"],
  paddingInline: vars.space["1"],
  border: `1px solid currentColor`,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small,
  fontWeight: 600,
  lineHeight: 1.4,
  verticalAlign: "middle",
});

export const muted = style({ color: vars.color.muted, fontSize: vars.text.small, margin: 0 });

export const cards = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space["3"],
});

export const leadCard = style([
  card,
  {
    display: "grid",
    gap: vars.space["2"],
    minWidth: 0,
    overflowWrap: "anywhere",
    selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}` } },
  },
]);

export const cardTitle = style({ fontSize: vars.text.body, margin: 0 });

export const facts = style({
  display: "grid",
  gap: vars.space["1"],
  margin: 0,
  fontSize: vars.text.small,
});

globalStyle(`${facts} dt`, { fontWeight: 700, display: "inline" });
globalStyle(`${facts} dd`, { display: "inline", margin: 0 });

export const overdue = style({ color: vars.color.danger, fontWeight: 700 });

export const moveForm = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space["2"],
});

export const moveField = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 8rem",
  minWidth: 0,
});

export const fieldError = style({ color: vars.color.danger, fontSize: vars.text.small, margin: 0 });

export const filters = style([
  card,
  {
    display: "grid",
    gap: vars.space["3"],
    gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
    alignItems: "end",
    marginBlock: vars.space["4"],
  },
]);

export const filterField = style({ display: "grid", gap: vars.space["1"], minWidth: 0 });

export const filterActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const timeline = style({
  listStyle: "none",
  padding: 0,
  display: "grid",
  gap: vars.space["3"],
});

export const timelineEntry = style([card, { display: "grid", gap: vars.space["1"] }]);

export const twoColumns = style({
  display: "grid",
  gap: vars.space["5"],
  "@media": { [wideUp]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  overflowWrap: "anywhere",
});

globalStyle(`${details} dt`, { fontWeight: 700 });
globalStyle(`${details} dd`, { margin: 0 });

export const message = style({ whiteSpace: "pre-wrap" });

// The webhook's secret is long and has no spaces: it wraps anywhere rather than overflow a phone.
export const secret = style({ overflowWrap: "anywhere", wordBreak: "break-all" });

export const attemptLog = style({
  margin: 0,
  paddingInlineStart: vars.space["4"],
  fontSize: vars.text.small,
});

export const eventActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });
