import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

export const tableWrap = style({ marginBlock: "1.5rem" });

export const usersTable = style({ width: "100%", borderCollapse: "collapse" });

globalStyle(`${usersTable} th, ${usersTable} td`, {
  textAlign: "start",
  verticalAlign: "top",
  padding: "0.75rem 0.75rem 0.75rem 0",
  borderBottom: `1px solid ${vars.color.border}`,
});

export const rowActions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.5rem" });

export const roleSelect = style({
  padding: "0.5rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: "inherit",
  font: "inherit",
});
