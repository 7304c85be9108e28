import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { button } from "~/styles/ui.css";

export const dialog = style({
  boxSizing: "border-box",
  width: "100%",
  maxWidth: "44rem",
  padding: 0,
  border: `2px solid ${vars.color.primary}`,
  borderRadius: vars.radius.large,
  background: vars.color.background,
  color: vars.color.text,
  selectors: {
    // Without JavaScript it is part of the page, right where the visitor asked for it.
    "&:not(:modal)": {
      position: "static",
      margin: "2rem 0 0",
      boxShadow: vars.shadow.card,
    },
    "&:modal": {
      width: "calc(100% - 2rem)",
      maxHeight: "calc(100dvh - 2rem)",
      margin: "auto",
      overflowY: "auto",
      overscrollBehavior: "contain",
    },
    "&::backdrop": { background: "rgb(0 0 0 / 0.65)" },
  },
});

// The page behind a modal dialog stays where it is.
globalStyle("html:has(dialog:modal)", { overflow: "hidden" });

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 1,
  display: "flex",
  alignItems: "flex-start",
  justifyContent: "space-between",
  gap: "1rem",
  padding: "1.25rem 1.5rem",
  borderBottom: `1px solid ${vars.color.border}`,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: "1.5rem" });

export const close = style([
  button.secondary,
  { flexShrink: 0, minHeight: "2.5rem", padding: "0.375rem 1rem" },
]);

export const body = style({ padding: "1.25rem 1.5rem 1.5rem" });
