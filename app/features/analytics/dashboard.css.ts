import { globalStyle, style } from "@vanilla-extract/css";
import { card, content } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** Two tables side by side once the content column holds two of them. */
const twoColumns = `${content} (width >= 56rem)`;

export const muted = style({ color: vars.color.muted, maxWidth: vars.width.text });

export const rangeLabel = style({ fontWeight: 700 });

export const presets = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: 0,
  padding: 0,
  listStyle: "none",
});

/** A preset as a pill; the chosen one filled, and named by `aria-current` as well. */
export const preset = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  paddingInline: vars.space["4"],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&[aria-current]": {
      background: vars.color.text,
      borderColor: vars.color.text,
      color: vars.color.background,
    },
  },
});

export const filterLine = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space["2"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  borderInlineStart: `4px solid ${vars.color.primary}`,
  background: vars.color.background,
});

export const section = style({ marginBlockStart: vars.space["6"] });

/** The headline figures: as many cards a row as fit. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(14rem, 1fr))",
  gap: vars.space["4"],
  margin: `0 0 ${vars.space["5"]}`,
});

export const figure = style([
  card,
  { display: "grid", gap: vars.space["1"], alignContent: "start" },
]);

globalStyle(`${figure} dd`, { margin: 0 });

export const figureLabel = style({ fontWeight: 700, color: vars.color.muted });

export const figureValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.text.h3,
  fontWeight: 800,
  fontVariantNumeric: "tabular-nums",
});

export const change = style({ fontSize: vars.text.small, color: vars.color.muted });
export const better = style({ color: vars.color.success });
export const worse = style({ color: vars.color.danger });

export const chartCard = style([card, { display: "grid", gap: vars.space["2"] }]);

export const chartMax = style({ margin: 0, fontSize: vars.text.small, color: vars.color.muted });

export const chart = style({
  display: "block",
  width: "100%",
  height: "10rem",
  overflow: "visible",
});

export const bar = style({
  fill: vars.color.primary,
  "@media": { "(forced-colors: active)": { fill: "CanvasText" } },
});

export const axis = style({
  stroke: vars.color.border,
  strokeWidth: 1,
  "@media": { "(forced-colors: active)": { stroke: "CanvasText" } },
});

export const chartEnds = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["3"],
  margin: 0,
  fontSize: vars.text.small,
  color: vars.color.muted,
});

export const chartData = style({ marginBlockStart: vars.space["2"] });

globalStyle(`${chartData} > summary`, {
  cursor: "pointer",
  fontWeight: 700,
  minHeight: "2.25rem",
  display: "flex",
  alignItems: "center",
  // The marker stays: it tells the table is folded.
  listStyle: "revert",
});

/** Tables in a section, two a row when there is room. */
export const tables = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: vars.space["5"],
  "@container": { [twoColumns]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" } },
});

export const tableBlock = style({ minWidth: 0, marginBlockEnd: vars.space["4"] });

globalStyle(`${tableBlock} > p`, { margin: 0, fontSize: vars.text.small });

/** Addresses and campaign names are long words: they wrap anywhere. */
export const value = style({ overflowWrap: "anywhere" });

export const currentMark = style({
  display: "inline-block",
  marginInlineStart: vars.space["2"],
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.text}`,
  fontSize: vars.text.small,
  fontWeight: 700,
});

export const notes = style({
  marginBlockStart: vars.space["7"],
  paddingBlockStart: vars.space["4"],
  borderBlockStart: `1px solid ${vars.color.border}`,
  color: vars.color.muted,
  fontSize: vars.text.small,
});
