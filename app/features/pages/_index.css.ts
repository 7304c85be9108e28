import { style, styleVariants } from "@vanilla-extract/css";
import type { ServiceColor } from "~/features/blocks/content/services";
import { card as pageCard } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

export { actions, band, callToAction, callToActionText, hero, lead } from "~/styles/page.css";

export const headline = style({ fontSize: vars.text.display });

export const proofPoints = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space[3],
  listStyle: "none",
  padding: 0,
  margin: `${vars.space[6]} 0 0`,
  fontWeight: 700,
});

export const proofPoint = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  fontSize: vars.text.small,
  selectors: {
    "&::before": {
      content: '""',
      width: "0.5rem",
      height: "0.5rem",
      borderRadius: "50%",
      background: vars.color.primary,
    },
  },
});

export const sectionHead = style({ maxWidth: vars.width.text, marginBottom: vars.space[6] });

export const cards = style({
  display: "grid",
  gap: vars.space[5],
  gridTemplateColumns: "repeat(auto-fit, minmax(17rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: `0 0 ${vars.space[6]}`,
});

/** Four short testimonials sit in one row on a wide screen. */
export const quotes = style([
  cards,
  { gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" },
]);

/** The page's card, with room for the title's link to cover it. */
export const card = style([pageCard, { display: "block", position: "relative" }]);

export const cardIcon = style({
  display: "block",
  width: "3rem",
  height: "3rem",
  padding: vars.space[2],
  marginBottom: vars.space[4],
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const iconAccent: Record<ServiceColor, string> = styleVariants({
  primary: { color: vars.color.primary },
  link: { color: vars.color.link },
  success: { color: vars.color.success },
  focus: { color: vars.color.focus },
});

// The title's link covers the whole card, so the card is one target for the pointer; the
// focus ring is drawn on the card (focus-within above) rather than around the title alone.
export const cardLink = style({
  color: vars.color.text,
  textDecoration: "none",
  selectors: {
    "&::after": { content: '""', position: "absolute", inset: 0, borderRadius: vars.radius.medium },
    "&:hover": { textDecoration: "underline" },
    "&:focus-visible": { outline: "none" },
    "&:focus-visible::after": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const subtitle = style({ color: vars.color.muted, margin: 0 });
