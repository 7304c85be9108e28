import { style, styleVariants } from "@vanilla-extract/css";
import type { ServiceColor } from "~/content/services";
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

export const cards = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(15rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: "1.5rem 0",
});

export const card = style({
  padding: "1.5rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const cardIcon = style({ display: "block", width: "2.25rem", height: "2.25rem", marginBottom: "0.75rem" });

export const iconAccent: Record<ServiceColor, string> = styleVariants({
  primary: { color: vars.color.primary },
  link: { color: vars.color.link },
  success: { color: vars.color.success },
  focus: { color: vars.color.focus },
});

export const band = style({ background: vars.color.surfaceAlt, paddingBlock: "3rem" });

export const cardLink = style({ color: vars.color.text, textDecoration: "none", selectors: { "&:hover": { textDecoration: "underline" } } });

export const subtitle = style({ color: vars.color.muted, margin: 0 });
