import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "./theme.css";

// Patterns the content pages share: hero, banded sections, card grids, steps, prose.

export const hero = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: "3.5rem",
});

export const lead = style({ fontSize: "1.2rem", color: vars.color.muted, maxWidth: vars.width.text });

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: "1rem",
  marginTop: "1.5rem",
});

/** A full-width section with the alternate background, to separate neighbouring sections. */
export const band = style({ background: vars.color.surfaceAlt });

export const intro = style({ color: vars.color.muted, maxWidth: vars.width.text, marginBottom: "1.75rem" });

export const grid = style({
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const card = style({
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.5rem",
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const cardTitle = style({ fontSize: "1.25rem", marginBottom: "0.375rem" });

/** A person's role, a course's subtitle: the line under a card's title. */
export const cardMeta = style({ color: vars.color.primary, fontWeight: 700, marginBottom: "0.75rem" });

/** Pushes a card's last element (its call to action) to the bottom, so buttons line up. */
export const cardFooter = style({ marginTop: "auto", paddingTop: "1rem" });

export const badge = style({
  display: "inline-block",
  alignSelf: "flex-start",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.small,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: "0.9375rem",
  fontWeight: 600,
  padding: "0.25rem 0.625rem",
  marginBottom: "0.75rem",
});

export const featureList = style({ listStyleType: "disc", paddingLeft: "1.25rem", margin: "0 0 1rem" });

export const steps = style({
  counterReset: "passo",
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const step = style({
  counterIncrement: "passo",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.5rem",
  background: vars.color.background,
  selectors: {
    "&::before": {
      content: "counter(passo)",
      display: "inline-flex",
      alignItems: "center",
      justifyContent: "center",
      width: "2.5rem",
      height: "2.5rem",
      marginBottom: "0.75rem",
      borderRadius: "50%",
      background: vars.color.primary,
      color: vars.color.onPrimary,
      fontWeight: 800,
    },
  },
});

export const callToAction = style({
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  padding: "2rem",
  textAlign: "center",
});

export const callToActionText = style({ maxWidth: vars.width.text, marginInline: "auto" });

/** Long-form text such as the legal pages: a readable line length. */
export const prose = style({ maxWidth: "48rem" });

export const proseSection = style({ marginTop: "2.25rem" });

// Long texts have many sections: smaller section headings keep them from shouting.
globalStyle(`${prose} h2`, { fontSize: "1.5rem" });

export const updated = style({ color: vars.color.muted, fontWeight: 600 });

export const details = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: "0.375rem 1.25rem",
  margin: 0,
  "@media": { "screen and (max-width: 30rem)": { gridTemplateColumns: "1fr" } },
});

/** Wraps a term and its value; the pair takes part in the parent grid. */
export const detailRow = style({ display: "contents" });

export const detailTerm = style({ fontWeight: 700 });

export const detailValue = style({ margin: 0, overflowWrap: "anywhere" });

export const linkList = style({ paddingLeft: "1.25rem", margin: 0 });

const wide = "screen and (min-width: 48rem)";

/** A project in a carousel: its text and its images, side by side on wide screens. */
export const projectCard = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  height: "100%",
  padding: "1.5rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

// The text comes first for screen readers; on wider screens the images sit on its left.
export const projectCardImagesLeft = style([
  projectCard,
  { "@media": { [wide]: { gridTemplateColumns: "minmax(0, 18rem) minmax(0, 1fr)" } } },
]);
export const projectCardText = style({ "@media": { [wide]: { gridColumn: 2, gridRow: 1 } } });
export const projectCardImages = style({ "@media": { [wide]: { gridColumn: 1, gridRow: 1 } } });

export const badgeRow = style({ display: "flex", flexWrap: "wrap", gap: "0.5rem", margin: 0 });

/** A service page's contact section: the form, and beside it the contact details. */
export const contactLayout = style({
  display: "grid",
  gap: "2rem",
  alignItems: "start",
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 2fr) minmax(0, 1fr)" } },
});
