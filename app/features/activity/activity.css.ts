import { style } from "@vanilla-extract/css";
import { content } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** How many actions the filters found, above the table. */
export const summary = style({ color: vars.color.muted, fontSize: vars.text.small });

/** Subjects are titles, addresses and file names: long ones wrap anywhere. */
export const subject = style({ overflowWrap: "anywhere" });

/**
 * A time on one line in the table; on a phone's card, beside its column's name, it wraps
 * rather than push the card sideways.
 */
export const when = style({
  whiteSpace: "nowrap",
  "@container": { [`${content} (width < 40rem)`]: { whiteSpace: "normal" } },
});

/** Names with their address: a long address wraps anywhere. */
export const who = style({ overflowWrap: "anywhere" });
