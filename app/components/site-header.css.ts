import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 64rem)";

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
});

export const bar = style({
  display: "flex",
  alignItems: "center",
  gap: "1rem",
  minHeight: "4rem",
  flexWrap: "wrap",
});

export const logo = style({
  display: "inline-flex",
  alignItems: "center",
  gap: "0.5rem",
  fontFamily: vars.font.heading,
  fontWeight: 800,
  fontSize: "1.25rem",
  color: vars.color.text,
  textDecoration: "none",
  marginRight: "auto",
});

export const desktopNav = style({
  display: "none",
  "@media": { [wide]: { display: "block" } },
});

export const navList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem",
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: "block",
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.small,
  color: vars.color.text,
  textDecoration: "none",
  fontWeight: 600,
  selectors: {
    "&:hover": { textDecoration: "underline" },
    "&[aria-current='page']": {
      background: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});

export const cta = style({
  display: "none",
  "@media": { "screen and (min-width: 40rem)": { display: "inline-flex" } },
});

export const mobileMenu = style({
  "@media": { [wide]: { display: "none" } },
});

export const menuToggle = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  border: `2px solid ${vars.color.text}`,
  borderRadius: vars.radius.small,
  background: "transparent",
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: { "&::-webkit-details-marker": { display: "none" } },
});

export const mobilePanel = style({
  position: "absolute",
  insetInline: 0,
  top: "100%",
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  padding: "0.75rem 1.25rem 1.25rem",
});

export const mobileList = style([navList, { flexDirection: "column" }]);

export const panelCta = style({ marginTop: "1rem", width: "100%" });
