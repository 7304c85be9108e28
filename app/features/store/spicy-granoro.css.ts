import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const story = style({ maxWidth: vars.width.text, fontSize: "1.125rem" });
