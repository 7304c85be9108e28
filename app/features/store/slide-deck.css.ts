import { createContainer, globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The deck's layout follows its own width in rem, so enlarged text moves the controls onto
// two rows as soon as one no longer holds them.
const deckContainer = createContainer();
const roomy = `${deckContainer} (min-width: 28rem)`;
const wide = `${deckContainer} (min-width: 36rem)`;

export const deck = style({
  containerName: deckContainer,
  containerType: "inline-size",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.large,
  background: vars.color.surface,
  overflow: "hidden",
});

export const slide = style({ minHeight: "22rem", padding: "clamp(1.5rem, 5vw, 3.5rem)" });

/** A slide's pictures: two to a row under a wide first one, four to a row where there is room. */
export const slideImages = style({
  display: "grid",
  gap: "0.75rem",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  listStyle: "none",
  margin: "1.5rem 0 0",
  padding: 0,
  "@container": { [wide]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

globalStyle(`${slideImages} > li:first-child`, {
  gridColumn: "1 / -1",
  "@container": { [wide]: { gridColumn: "auto" } },
});

// On a narrow deck "previous" and "next" share the first row, at its two ends, and the
// counter moves above the dots; where there is room the counter sits between them.
export const controls = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: "0.75rem 0.5rem",
  padding: "1rem 0.75rem",
  borderTop: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  "@container": { [roomy]: { justifyContent: "center", columnGap: "1rem", paddingInline: "1rem" } },
});

export const step = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.primary}`,
  whiteSpace: "nowrap",
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  cursor: "pointer",
  selectors: {
    "&:disabled": { opacity: 0.55, cursor: "not-allowed", borderColor: vars.color.border },
  },
});

export const counter = style({
  order: 1,
  flexBasis: "100%",
  margin: 0,
  fontWeight: 800,
  textAlign: "center",
  "@container": { [roomy]: { order: 0, flexBasis: "auto", minWidth: "4rem" } },
});

export const dots = style({
  display: "flex",
  gap: "0.5rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
  order: 2,
  flexBasis: "100%",
  justifyContent: "center",
});

export const dot = style({
  display: "block",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: "50%",
  border: `2px solid ${vars.color.primary}`,
  selectors: { "&[aria-current='step']": { background: vars.color.primary } },
});
