import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
});

export const roleSelect = style({
  minHeight: "2.25rem",
  padding: `${vars.space["1"]} ${vars.space["2"]}`,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: "inherit",
  font: "inherit",
});
