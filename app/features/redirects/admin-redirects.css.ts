import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export { rowActions } from "~/features/admin/admin.css";

export const intro = style({ maxWidth: vars.width.text, color: vars.color.muted });

export const section = style({ marginBlock: vars.space["6"] });

export const form = style({ display: "grid", gap: vars.space["4"], maxWidth: vars.width.text });

export const hint = style({ color: vars.color.muted, margin: 0, maxWidth: vars.width.text });

// Addresses are long words without spaces: they wrap anywhere rather than widen the table.
export const address = style({ overflowWrap: "anywhere" });

export const rowErrors = style({
  maxWidth: vars.width.text,
  margin: 0,
  paddingInlineStart: vars.space["5"],
  color: vars.color.danger,
});
