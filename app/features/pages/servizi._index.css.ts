import { style, styleVariants } from "@vanilla-extract/css";
import type { ServiceColor } from "~/features/blocks/content/services";
import { vars } from "~/styles/theme.css";

export const toc = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[2],
  listStyle: "none",
  padding: 0,
  margin: `${vars.space[5]} 0 0`,
});

export const blocks = style({ display: "grid", gap: "2rem" });

export const block = style({
  display: "grid",
  gap: "1.5rem 2.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  border: `1px solid ${vars.color.border}`,
  borderTopWidth: "6px",
  borderRadius: vars.radius.medium,
  padding: "2rem",
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const accent: Record<ServiceColor, string> = styleVariants({
  primary: { borderTopColor: vars.color.primary },
  link: { borderTopColor: vars.color.link },
  success: { borderTopColor: vars.color.success },
  focus: { borderTopColor: vars.color.focus },
});

export const featuresTitle = style({ fontSize: "1.125rem" });
