import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export { rowActions } from "~/components/staff/admin.css";

export const roleSelect = style({
  minHeight: "2.5rem",
  padding: `0 ${vars.space["2"]}`,
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.border}`,
  background: vars.color.background,
  color: "inherit",
  font: "inherit",
});
