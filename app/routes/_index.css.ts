import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const hero = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: "4rem",
});

export const lead = style({ fontSize: "1.25rem", color: vars.color.muted, maxWidth: vars.width.text });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "1rem", marginBlock: "2rem" });

export const proofPoints = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.75rem 2rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
  fontWeight: 700,
});
