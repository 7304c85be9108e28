import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// What the forms kit has no class for: the items of a list field, their buttons, the image
// already stored.

/** Each item's heading carries its number: the list shows no markers of its own. */
export const items = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space["3"],
});

export const item = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space["4"],
  minWidth: 0,
});

export const itemHeading = style({ fontSize: vars.text.h4, lineHeight: 1.3, margin: 0 });

/** An item's 'Su', 'Giù', 'Rimuovi', and the list's 'Aggiungi' buttons. */
export const buttons = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

export const current = style({ margin: 0, display: "grid", gap: vars.space["1"] });

export const thumbnail = style({
  maxWidth: "12rem",
  maxHeight: "9rem",
  width: "auto",
  height: "auto",
  objectFit: "contain",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

/** The edit page's links beside its title. */
export const headActions = style({ display: "flex", flexWrap: "wrap", gap: vars.space["2"] });

/** The translation's marks: 'EN' in the lists, 'Traduzione da aggiornare' where it lags. */
export const marker = style({
  display: "inline-block",
  border: `1px solid currentColor`,
  borderRadius: vars.radius.small,
  fontSize: vars.text.small,
  fontWeight: 700,
  padding: `0 ${vars.space["1"]}`,
  marginInlineStart: vars.space["2"],
});

export const staleMarker = style([marker, { color: vars.color.warning }]);

/** The panel of an Italian entry's English translation, below its form. */
export const translationPanel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space["4"],
  marginBlock: vars.space["6"],
  display: "grid",
  gap: vars.space["3"],
  justifyItems: "start",
});

/**
 * An English entry's form with its Italian original: side by side on a wide screen; on a
 * narrow one the original folds above the form.
 */
export const translating = style({
  display: "grid",
  gap: vars.space["6"],
  "@media": {
    "(min-width: 75rem)": { gridTemplateColumns: "minmax(0, 2fr) minmax(18rem, 1fr)" },
  },
});

export const originalWide = style({
  display: "none",
  "@media": {
    "(min-width: 75rem)": { display: "block", gridColumn: 2, gridRow: 1 },
  },
});

export const originalNarrow = style({
  "@media": { "(min-width: 75rem)": { display: "none" } },
});

export const originalText = style({
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontSize: vars.text.small,
});
