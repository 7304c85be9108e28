import { globalStyle, style } from "@vanilla-extract/css";
import { brand } from "./surfaces.css";
import { vars } from "./theme.css";
import { transition } from "./transition";

// Patterns the content pages share: hero, banded sections, card grids, steps, prose.

const wide = "screen and (min-width: 48rem)";

// Sections alternate with intent: the hero on the warm surface, the body on the page, a band
// of sand for what proves a point (testimonials, figures, a highlighted offer), and a closing
// panel in the brand colour, then the dark footer (surfaces.css.ts).

export const hero = style({
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
  paddingBlock: vars.space[7],
  "@media": { [wide]: { paddingBlock: vars.space[8] } },
});

export const lead = style({
  fontSize: vars.text.lead,
  lineHeight: 1.5,
  color: vars.color.muted,
  maxWidth: vars.width.text,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space[4],
  marginTop: vars.space[5],
});

/** A full-width section with the alternate background, to separate neighbouring sections. */
export const band = style({
  background: vars.color.surfaceAlt,
  borderBlock: `1px solid ${vars.color.border}`,
});

export const intro = style({
  color: vars.color.muted,
  maxWidth: vars.width.text,
  marginBottom: vars.space[6],
});

export const grid = style({
  display: "grid",
  gap: vars.space[5],
  gridTemplateColumns: "repeat(auto-fit, minmax(16rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

/**
 * A card rests on a soft shadow. When it holds a link and the pointer is over it, it lifts; when
 * focus is anywhere inside it, its edge takes the brand colour, so the keyboard sees the same
 * card the mouse does.
 */
export const card = style({
  display: "flex",
  flexDirection: "column",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space[5],
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  transition: transition(["transform", "box-shadow", "border-color"], "medium"),
  selectors: {
    "&:has(a:hover)": {
      transform: "translateY(-3px)",
      boxShadow: vars.shadow.raised,
      borderColor: vars.color.primary,
    },
    "&:focus-within": {
      borderColor: vars.color.primary,
      boxShadow: `0 0 0 1px ${vars.color.primary}, ${vars.shadow.raised}`,
    },
  },
});

export const cardTitle = style({ fontSize: vars.text.h3, marginBottom: vars.space[2] });

/** A person's role, a course's subtitle: the line under a card's title. */
export const cardMeta = style({
  color: vars.color.primary,
  fontWeight: 700,
  marginBottom: vars.space[3],
});

/** Pushes a card's last element (its call to action) to the bottom, so buttons line up. */
export const cardFooter = style({ marginTop: "auto", paddingTop: vars.space[4] });

/** A link drawn as a pill: categories, jumps to a section of the page. */
export const chip = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.25rem",
  paddingInline: "0.875rem",
  borderRadius: vars.radius.pill,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 600,
  textDecoration: "none",
  transition: transition(["border-color", "background-color"]),
  selectors: {
    "&:hover": { borderColor: vars.color.primary },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const badge = style({
  display: "inline-block",
  alignSelf: "flex-start",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  color: vars.color.text,
  fontSize: vars.text.small,
  fontWeight: 600,
  padding: `${vars.space[1]} ${vars.space[3]}`,
  marginBottom: vars.space[3],
});

export const featureList = style({
  listStyleType: "disc",
  paddingLeft: "1.25rem",
  margin: "0 0 1rem",
});

export const steps = style({
  counterReset: "passo",
  display: "grid",
  gap: "1.25rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(12rem, 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const step = style({
  counterIncrement: "passo",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space[5],
  background: vars.color.background,
  boxShadow: vars.shadow.card,
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
      fontFamily: vars.font.heading,
      fontWeight: 800,
    },
  },
});

/** The closing invitation of a page: a panel in the brand colour with one clear action. */
export const callToAction = style([
  brand,
  {
    borderRadius: vars.radius.large,
    padding: `${vars.space[7]} ${vars.space[5]}`,
    textAlign: "center",
    boxShadow: vars.shadow.overlay,
    "@media": { [wide]: { padding: `${vars.space[8]} ${vars.space[7]}` } },
  },
]);

export const callToActionText = style({ maxWidth: vars.width.text, marginInline: "auto" });

// The panel's text is centred, and so is its row of buttons.
globalStyle(`${callToAction} ${actions}`, { justifyContent: "center" });

/** Long-form text such as the legal pages: a readable line length. */
export const prose = style({ maxWidth: vars.width.text, fontSize: "1.0625rem" });

export const proseSection = style({ marginTop: vars.space[6] });

// Long texts have many sections: smaller section headings keep them from shouting.
globalStyle(`${prose} h2`, { fontSize: vars.text.h3 });

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

/** A project in a carousel: its text and its images, side by side on wide screens. */
export const projectCard = style({
  display: "grid",
  gap: vars.space[5],
  alignItems: "start",
  height: "100%",
  padding: vars.space[5],
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
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
