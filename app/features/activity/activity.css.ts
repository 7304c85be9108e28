import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** How many actions the filters found, above the table. */
export const summary = style({ color: vars.color.muted, fontSize: vars.text.small });

/** Subjects are titles, addresses and file names: long ones wrap anywhere. */
export const subject = style({ overflowWrap: "anywhere" });

export const when = style({ whiteSpace: "nowrap" });
