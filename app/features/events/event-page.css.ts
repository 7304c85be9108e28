import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const header = style({ maxWidth: vars.width.text, marginBottom: "1.5rem" });

export const badges = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  margin: "0 0 0.75rem",
  padding: 0,
  listStyle: "none",
});

export const badge = style({
  padding: "0.125rem 0.625rem",
  borderRadius: "999px",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  fontSize: "0.9rem",
  fontWeight: 600,
});

export const lead = style({ fontSize: "1.2rem", color: vars.color.muted });

/** A cancelled, postponed or moved event: said first, in a box every theme keeps legible. */
export const notice = style({
  maxWidth: vars.width.text,
  padding: "1rem 1.25rem",
  margin: "0 0 1.5rem",
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.danger}`,
  background: vars.color.background,
});

export const cover = style({
  display: "block",
  maxWidth: "44rem",
  width: "100%",
  height: "auto",
  borderRadius: vars.radius.large,
  margin: "0 0 1.5rem",
});

export const facts = style({
  display: "grid",
  gridTemplateColumns: "minmax(6rem, max-content) 1fr",
  gap: "0.5rem 1.25rem",
  maxWidth: vars.width.text,
  margin: "0 0 1.5rem",
  overflowWrap: "anywhere",
});

export const term = style({ fontWeight: 700 });

export const value = style({ margin: 0 });

export const registration = style({
  maxWidth: "48rem",
  marginTop: "2.5rem",
  paddingTop: "1.5rem",
  borderTop: `1px solid ${vars.color.border}`,
});
