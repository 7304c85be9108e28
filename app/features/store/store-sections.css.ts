import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const heroGrid = style({
  display: "grid",
  gap: "2rem",
  alignItems: "center",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
});

export const badges = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0 });

export const notice = style({
  display: "inline-block",
  margin: "0.5rem 0 0",
  padding: "0.5rem 1rem",
  borderLeft: `4px solid ${vars.color.primary}`,
  background: vars.color.background,
  fontWeight: 700,
  fontSize: "1.125rem",
});

export const accordion = style({ maxWidth: vars.width.text });

export const gallery = style({ maxWidth: "48rem" });

export const figure = style({ margin: 0 });

export const caption = style({ marginTop: "0.5rem", color: vars.color.muted });

export const subheading = style({ fontSize: "1.25rem", marginTop: "2rem" });

export const claims = style({
  display: "grid",
  gap: "1rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const claim = style({
  display: "flex",
  flexDirection: "column",
  padding: "1.25rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
});

export const claimValue = style({
  fontFamily: vars.font.heading,
  fontSize: "2rem",
  fontWeight: 800,
  color: vars.color.primary,
  lineHeight: 1.2,
});

export const address = style({ fontSize: "1.25rem", fontWeight: 700, marginBottom: "0.5rem" });

export const plans = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 15rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const plan = style({
  position: "relative",
  display: "flex",
  flexDirection: "column",
  height: "100%",
  padding: "1.5rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const planChosen = style({ border: `3px solid ${vars.color.primary}` });

// Out of the flow, so the chosen plan's prices line up with the others'.
export const ribbon = style({
  position: "absolute",
  top: "-0.9rem",
  right: "1rem",
  margin: 0,
  padding: "0.125rem 0.75rem",
  borderRadius: "999px",
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 700,
});

export const price = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: "0.5rem",
  margin: 0,
});

export const offerPrice = style({
  textDecoration: "none",
  fontFamily: vars.font.heading,
  fontSize: "2rem",
  fontWeight: 800,
  color: vars.color.text,
});

export const listPrice = style({ color: vars.color.muted, fontSize: "1.125rem" });

export const discount = style({
  alignSelf: "flex-start",
  margin: "0.5rem 0 1rem",
  padding: "0.125rem 0.625rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.primary}`,
  fontWeight: 700,
});

export const extra = style({ height: "100%" });

export const extraPrice = style({
  fontFamily: vars.font.heading,
  fontSize: "1.5rem",
  fontWeight: 800,
  margin: "0 0 0.5rem",
});

export const note = style({
  margin: "auto 0 0",
  paddingTop: "0.5rem",
  color: vars.color.muted,
  fontWeight: 600,
});

export const hours = style({ fontSize: "1.125rem" });
