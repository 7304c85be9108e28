import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const theirs = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem 1.25rem",
  marginBlock: "1.25rem",
  background: vars.color.surface,
});

export const versionList = style({ display: "grid", gap: "0.5rem", margin: 0 });
