import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { visuallyHidden } from "~/styles/ui.css";

export const wrapper = style({ textAlign: "center", paddingBlock: "4rem" });

export const code = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(4rem, 16vw, 8rem)",
  fontWeight: 800,
  lineHeight: 1,
  margin: "0 0 1rem",
  color: vars.color.primary,
});

export const message = style({
  color: vars.color.muted,
  maxWidth: vars.width.text,
  marginInline: "auto",
});

export const statusText = visuallyHidden;

export const actions = style({
  display: "flex",
  gap: "1rem",
  justifyContent: "center",
  flexWrap: "wrap",
  marginTop: "2rem",
});

// The field keeps its left-aligned label inside the centred page.
export const search = style({
  display: "flex",
  justifyContent: "center",
  marginTop: vars.space["6"],
  textAlign: "start",
});
