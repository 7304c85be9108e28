import { globalStyle, style } from "@vanilla-extract/css";
import { card, widerUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** The original's panel, or the translation's: a card of its own, below the page's title. */
export const section = style([
  card,
  { display: "grid", gap: vars.space["3"], maxWidth: "40rem", marginBlockEnd: vars.space["5"] },
]);
globalStyle(`:root.high-contrast ${section}`, { borderColor: vars.color.border });

export const title = style({ fontSize: vars.text.h4, lineHeight: 1.3, margin: 0 });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "center",
  margin: 0,
});

export const stale = style({
  display: "inline-block",
  border: "1px dashed currentColor",
  borderRadius: vars.radius.pill,
  color: vars.color.warning,
  background: vars.color.background,
  fontWeight: 700,
  padding: `0 ${vars.space["2"]}`,
});

/**
 * A translation's editor: the Italian original in a column beside the form on a wide screen,
 * folded in a `<details>` above it on a narrower one (each is hidden where the other shows).
 */
export const beside = style({
  display: "grid",
  gap: vars.space["5"],
  "@media": {
    [widerUp]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 5fr)", alignItems: "start" },
  },
});

export const originalColumn = style([
  card,
  {
    display: "none",
    "@media": {
      [widerUp]: {
        display: "grid",
        gap: vars.space["3"],
        position: "sticky",
        top: vars.space["4"],
        maxHeight: "calc(100vh - 2rem)",
        overflow: "auto",
      },
    },
  },
]);

export const originalFolded = style([card, { "@media": { [widerUp]: { display: "none" } } }]);

export const originalTitle = style({ fontSize: vars.text.h4, margin: 0 });

export const originalBody = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: "inherit",
  margin: 0,
});

/** The "EN" marker of an English row in the staff list. */
export const marker = style({
  display: "inline-block",
  marginInlineEnd: vars.space["2"],
  border: "1px solid currentColor",
  borderRadius: vars.radius.pill,
  fontSize: vars.text.small,
  fontWeight: 700,
  padding: `0 ${vars.space["2"]}`,
});
