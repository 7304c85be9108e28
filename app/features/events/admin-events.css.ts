import { style } from "@vanilla-extract/css";

/** A row's links, side by side and wrapping on a phone. */
export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.25rem 0.75rem" });

export const headActions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem" });
