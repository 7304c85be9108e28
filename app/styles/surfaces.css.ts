import { assignVars, globalStyle, style } from "@vanilla-extract/css";
import { palettes, vars } from "./theme.css";

/**
 * A dark section in any theme: the footer. It takes a dark palette whole, so every pair inside
 * it is one the contrast tests already check; in dark mode it sits a step above the page, and
 * the high-contrast themes keep their own black.
 */
/** The dark palette a step up, for a dark section on a dark page; the contrast test checks it too. */
export const liftedDark = {
  ...palettes.dark,
  background: palettes.dark.surface,
  surface: palettes.dark.surfaceAlt,
};

export const inverse = style({ background: vars.color.background, color: vars.color.text });

globalStyle(`:root ${inverse}`, { vars: assignVars(vars.color, palettes.dark) });
globalStyle(`:root.dark ${inverse}`, { vars: assignVars(vars.color, liftedDark) });
globalStyle(`:root.high-contrast ${inverse}`, {
  vars: assignVars(vars.color, palettes.darkHighContrast),
  borderBlock: `2px solid ${palettes.darkHighContrast.border}`,
});

/**
 * A section in the brand colour: the closing calls to action. Everything inside is drawn in
 * the colour that sits on the brand colour, so its one contrast-tested pair (onPrimary on
 * primary) covers text, links, borders and focus rings; a primary button turns inside out.
 */
export const brand = style({ background: vars.color.background, color: vars.color.text });

function brandColours(palette: (typeof palettes)[keyof typeof palettes]) {
  const on = palette.onPrimary;
  return {
    background: palette.primary,
    surface: palette.primary,
    surfaceAlt: palette.primary,
    text: on,
    muted: on,
    border: on,
    primary: on,
    onPrimary: palette.primary,
    link: on,
    focus: on,
    danger: on,
    success: on,
    warning: on,
  };
}

globalStyle(`:root ${brand}`, { vars: assignVars(vars.color, brandColours(palettes.light)) });
globalStyle(`:root.dark ${brand}`, { vars: assignVars(vars.color, brandColours(palettes.dark)) });
globalStyle(`:root.high-contrast ${brand}`, {
  vars: assignVars(vars.color, brandColours(palettes.lightHighContrast)),
});
globalStyle(`:root.dark.high-contrast ${brand}`, {
  vars: assignVars(vars.color, brandColours(palettes.darkHighContrast)),
});
