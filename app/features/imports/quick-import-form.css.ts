import { globalStyle, style } from "@vanilla-extract/css";
import { content, wideUp } from "~/components/staff/admin.css";
import { category } from "~/styles/blog.css";
import { vars } from "~/styles/theme.css";

// The quick import on a wide screen: the pasted document on the left, the fields it fills on
// the right, the preview under both and the saves at the bottom. On a narrower column, one
// under the other in the same order, which is also the order of the form for the keyboard.
const sideBySide = `${content} (min-width: 44rem)`;

export const layout = style({
  display: "grid",
  gap: vars.space["5"],
  gridTemplateColumns: "minmax(0, 1fr)",
  "@media": {
    [wideUp]: {
      "@container": {
        [sideBySide]: {
          gridTemplateColumns: "minmax(0, 3fr) minmax(0, 2fr)",
          alignItems: "start",
        },
      },
    },
  },
});

const pane = { display: "grid", gap: vars.space["4"], alignContent: "start", minWidth: 0 } as const;

export const documentPane = style(pane);

export const fieldsPane = style([
  {
    ...pane,
    "@media": {
      [wideUp]: {
        "@container": {
          [sideBySide]: {
            paddingInlineStart: vars.space["5"],
            borderInlineStart: `1px solid ${vars.color.border}`,
          },
        },
      },
    },
  },
]);

// Room for a few paragraphs before it scrolls, not a page of empty box: it grows by hand.
globalStyle(`${documentPane} textarea`, {
  minHeight: "14rem",
  "@media": { [wideUp]: { minHeight: "22rem" } },
});

export const fieldsHint = style({ margin: 0, color: vars.color.muted, fontSize: vars.text.small });

/** The saves, across the form under a rule. */
export const saves = style({
  gridColumn: "1 / -1",
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
  paddingTop: vars.space["4"],
  borderTop: `1px solid ${vars.color.border}`,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});

export const preview = style({
  gridColumn: "1 / -1",
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
