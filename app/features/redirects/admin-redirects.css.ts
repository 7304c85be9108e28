import { globalStyle, style } from "@vanilla-extract/css";
import { card, formCard } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

export { rowActions } from "~/components/staff/admin.css";

/** The redirect's form: one card, as wide as the list under it. */
export const form = formCard;

/** The CSV import: a card of its own after the list. */
export const importCard = style([card, { display: "grid", gap: vars.space["3"] }]);

globalStyle(`${importCard} > *`, { margin: 0 });

export const hint = style({ color: vars.color.muted, margin: 0, maxWidth: vars.width.text });

// Addresses are long words without spaces: they wrap anywhere rather than widen the table.
export const address = style({ overflowWrap: "anywhere" });

export const rowErrors = style({
  maxWidth: vars.width.text,
  margin: 0,
  paddingInlineStart: vars.space["5"],
  color: vars.color.danger,
});
