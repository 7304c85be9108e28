import { globalStyle, style } from "@vanilla-extract/css";
import { control } from "~/components/forms.css";
import { vars } from "./theme.css";

export const intro = style({ maxWidth: vars.width.text });

export const section = style({ marginBlock: "2.5rem" });

export const form = style({ display: "grid", gap: "1.25rem", maxWidth: vars.width.text });

export const fieldset = style({
  display: "grid",
  gap: "1rem",
  minWidth: 0,
  margin: 0,
  padding: "1rem 1.25rem 1.25rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
});

export const legend = style({ fontWeight: 800, paddingInline: "0.25rem" });

export const hint = style({ color: vars.color.muted, margin: 0 });

export const buttons = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const lastSync = style({ fontSize: "1.0625rem" });

// The token stands out from the page: it is shown once and must be copied now.
export const newToken = style({
  display: "grid",
  gap: "0.5rem",
  maxWidth: vars.width.text,
  marginBlock: "1.5rem",
  padding: "1rem 1.25rem",
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const newTokenTitle = style({ margin: 0, fontSize: "1.125rem" });

export const tokenLabel = style({ fontWeight: 700 });

export const tokenValue = style([control, { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" }]);

export const tokenForm = style({ display: "flex", flexWrap: "wrap", gap: "1rem", alignItems: "flex-end", maxWidth: vars.width.text });

export { caption, table, tableWrap } from "./admin-table.css";

export const example = style({ whiteSpace: "pre-line" });

export const steps = style({ display: "grid", gap: "0.5rem", maxWidth: vars.width.text, paddingInlineStart: "1.5rem" });

export const columnList = style({ display: "grid", gap: "0.25rem", maxWidth: vars.width.text });

globalStyle(`${columnList} dt`, { fontWeight: 700 });

globalStyle(`${columnList} dd`, { margin: "0 0 0.5rem" });
