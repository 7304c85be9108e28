import { style } from "@vanilla-extract/css";
export { hero, lead } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 48rem)";

export const stats = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const stat = style({
  display: "flex",
  flexDirection: "column",
  alignItems: "center",
  textAlign: "center",
  padding: "1.5rem 1rem",
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

export const statNumber = style({
  fontFamily: vars.font.heading,
  fontSize: "clamp(2.25rem, 6vw, 3rem)",
  fontWeight: 800,
  lineHeight: 1.1,
  color: vars.color.primary,
});

export const cases = style({
  display: "grid",
  gap: "2.5rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const caseCard = style({
  display: "grid",
  gap: "1.5rem",
  padding: "1.5rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  "@media": {
    [wide]: { gridTemplateColumns: "minmax(0, 20rem) minmax(0, 1fr)", alignItems: "start" },
  },
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: "0.25rem 1rem",
  margin: "0 0 1rem",
});

export const term = style({ fontWeight: 700 });

export const detail = style({ margin: 0 });

export const inlineList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.375rem",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const tag = style({
  padding: "0.125rem 0.625rem",
  borderRadius: "999px",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
});

export const subheading = style({ fontSize: "1.05rem", margin: "1rem 0 0.25rem" });

export const results = style({ margin: 0, paddingLeft: "1.25rem", fontWeight: 600 });

export const sectors = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(auto-fill, minmax(13rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const sector = style({
  padding: "0.875rem 1rem",
  borderRadius: vars.radius.medium,
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.surface,
  fontWeight: 600,
});

export const closing = style({
  textAlign: "center",
  padding: "2.5rem 1.5rem",
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
});

/** A case's own page: its gallery beside the challenge and the solution. */
export const story = style({
  display: "grid",
  gap: "2rem",
  "@media": {
    [wide]: { gridTemplateColumns: "minmax(0, 24rem) minmax(0, 1fr)", alignItems: "start" },
  },
});

export const related = style({ display: "grid", gap: "0.5rem", paddingLeft: "1.25rem" });

export const readMore = style({ margin: "1rem 0 0", fontWeight: 600 });
