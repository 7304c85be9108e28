import { globalStyle, style } from "@vanilla-extract/css";
import { card, content, wideUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

// On a wide screen the two forms take the left and the scenario's steps stay beside them while
// one scrolls, so the guide is in view while its steps are followed. On a narrower column, one
// under the other in the same order, which is also the order for the keyboard.
const besideForms = `${content} (min-width: 56rem)`;

export const layout = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr)",
  columnGap: vars.space["6"],
  "@media": {
    [wideUp]: {
      "@container": {
        [besideForms]: {
          gridTemplateColumns: "minmax(0, 3fr) minmax(16rem, 2fr)",
          alignItems: "start",
        },
      },
    },
  },
});

export const forms = style({ minWidth: 0 });

export const guide = style([
  card,
  {
    marginBlock: vars.space["6"],
    "@media": {
      [wideUp]: {
        "@container": { [besideForms]: { position: "sticky", top: vars.space["5"] } },
      },
    },
  },
]);

globalStyle(`${guide} > h2`, { marginBlockStart: 0 });

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
