import { createContainer, keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

// The header's layout follows its own width in rem, which a container query measures
// against the root font size: when a visitor enlarges the text, the menu folds behind its
// toggle at a proportionally wider window instead of wrapping onto a second row. The
// thresholds leave room for a classic scrollbar, so a 1024 px window keeps the full menu, with
// the longest link to the other language ('English home page') and the logo at its size.
const headerContainer = createContainer();
const roomyName = `${headerContainer} (min-width: 24rem)`;
const withCta = `${headerContainer} (min-width: 40rem)`;
const withMenu = `${headerContainer} (min-width: 62rem)`;
const withName = `${headerContainer} (min-width: 72rem)`;

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  containerName: headerContainer,
  containerType: "inline-size",
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: "0.625rem",
  minHeight: "4rem",
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  minWidth: 0,
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: "1rem",
  color: vars.color.text,
  textDecoration: "none",
  marginRight: "auto",
  "@container": { [roomyName]: { fontSize: "1.125rem" } },
});

export const logoImage = style({ flexShrink: 0 });

// Between the full menu's threshold and the width that also fits the name, the name is
// read to assistive technology only and the logo image stands for it on screen; a long
// custom name is cut short instead of pushing the menu onto a second row.
export const logoName = style({
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
  "@container": {
    [withMenu]: {
      position: "absolute",
      width: "1px",
      height: "1px",
      margin: "-1px",
      clip: "rect(0, 0, 0, 0)",
    },
    [withName]: {
      position: "static",
      width: "auto",
      height: "auto",
      margin: 0,
      clip: "auto",
    },
  },
});

export const desktopNav = style({
  display: "none",
  flexShrink: 0,
  "@container": { [withMenu]: { display: "block" } },
});

const list = style({
  display: "flex",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navList = style([list, { fontSize: "0.9375rem" }]);

export const navLink = style({
  display: "block",
  padding: "0.5rem 0.375rem",
  borderRadius: vars.radius.pill,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  whiteSpace: "nowrap",
  transition: transition(["background-color"]),
  selectors: {
    "&:hover": { background: vars.color.surfaceAlt, textDecoration: "underline" },
    "&[aria-current='page']": {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const cta = style({
  display: "none",
  flexShrink: 0,
  whiteSpace: "nowrap",
  "@container": { [withCta]: { display: "inline-flex" } },
});

// The other language's link sits with the menu: in the bar beside it, or in the folded panel.
export const desktopLanguage = style({
  display: "none",
  flexShrink: 0,
  whiteSpace: "nowrap",
  fontWeight: 700,
  color: vars.color.text,
  "@container": { [withMenu]: { display: "inline-flex" } },
});

export const mobileLanguage = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  marginTop: "0.5rem",
  fontWeight: 700,
  color: vars.color.text,
});

export const mobileMenu = style({
  "@container": { [withMenu]: { display: "none" } },
});

export const menuToggle = style({
  display: "inline-flex",
  flexShrink: 0,
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.5rem 0.875rem",
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.pill,
  background: "transparent",
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

// The small-screen menu drops in; under reduced motion the duration is zero and it just appears.
const dropIn = keyframes({ from: { opacity: 0, transform: "translateY(-0.5rem)" } });

export const mobilePanel = style({
  animation: `${dropIn} ${vars.motion.medium} ${vars.motion.easing}`,
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.overlay,
  padding: "0.75rem 1.25rem 1.25rem",
});

export const mobileList = style([list, { flexDirection: "column", gap: "0.25rem" }]);

export const panelCta = style({ marginTop: "1rem", width: "100%" });
