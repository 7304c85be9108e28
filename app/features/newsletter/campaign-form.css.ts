import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The digest's button beside what it does, wrapping under it on a narrow screen. */
export const digest = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
  justifyContent: "space-between",
});
