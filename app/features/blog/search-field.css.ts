import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The field and its button on one line, the button keeping its width. */
export const form = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space["2"],
  maxWidth: "40rem",
});

export const field = style({ display: "grid", gap: vars.space["1"], flex: "1 1 16rem" });

export const label = style({ fontWeight: 700 });

/** The search field other pages carry, under their own content. */
export const aside = style({ marginTop: vars.space["6"] });
