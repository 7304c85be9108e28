import { style } from "@vanilla-extract/css";

/** The box only marks where the part begins and ends: it takes no part in the layout. */
export const part = style({ display: "contents" });
