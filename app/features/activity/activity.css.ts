import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const intro = style({ maxWidth: vars.width.text, color: vars.color.muted });

export const empty = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space["3"],
  marginBlock: vars.space["6"],
});

/** The count and the export's link, above the table. */
export const summary = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["4"],
});

/** Subjects are titles, addresses and file names: long ones wrap anywhere. */
export const subject = style({ overflowWrap: "anywhere" });

export const when = style({ whiteSpace: "nowrap" });
