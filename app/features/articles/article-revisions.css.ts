import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const intro = style({ maxWidth: vars.width.text, color: vars.color.muted });

export const muted = style({ color: vars.color.muted });

export const section = style({ marginBlock: vars.space["6"] });

export const comparison = style({ display: "grid", gap: vars.space["3"], minWidth: 0 });
