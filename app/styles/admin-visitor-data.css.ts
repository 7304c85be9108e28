import { globalStyle, style } from "@vanilla-extract/css";
import { table } from "./admin-table.css";
import { vars } from "./theme.css";

export const intro = style({ maxWidth: vars.width.text });

export const muted = style({ color: vars.color.muted });

export const section = style({ marginBlock: "2rem" });

export { caption, table, tableWrap } from "./admin-table.css";

export const number = style({ fontVariantNumeric: "tabular-nums" });

globalStyle(`${table} ${number}`, { textAlign: "end" });

export const searchForm = style({ display: "grid", gap: "1rem", maxWidth: vars.width.text, marginBlock: "1.5rem" });

export const notice = style({
  padding: "1rem 1.25rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  fontWeight: 700,
});

export const actions = style({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  marginBlock: "2rem",
});

export const panel = style({
  display: "grid",
  alignContent: "start",
  gap: "1rem",
  padding: "1.25rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
});

globalStyle(`${panel} h3, ${panel} p`, { margin: 0 });

export const panelForm = style({ display: "grid", gap: "1rem", justifyItems: "start" });

export const dangerPanel = style([panel, { borderColor: vars.color.danger }]);

export const message = style({ maxWidth: "32rem", whiteSpace: "pre-wrap" });
