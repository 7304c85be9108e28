import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const muted = style({ color: vars.color.muted });

export const comparison = style({ display: "grid", gap: vars.space["3"], minWidth: 0 });
