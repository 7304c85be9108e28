import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

globalStyle("*, *::before, *::after", { boxSizing: "border-box" });
globalStyle("html", {
  WebkitTextSizeAdjust: "100%",
  "@media": { "(prefers-reduced-motion: no-preference)": { scrollBehavior: "smooth" } },
});
globalStyle("body", {
  margin: 0,
  minHeight: "100vh",
  display: "flex",
  flexDirection: "column",
  background: vars.color.background,
  color: vars.color.text,
  fontFamily: vars.font.body,
  lineHeight: 1.6,
});
// The header stays on top while the page scrolls and is at most 90px (5.625rem) tall: an
// element that a link, the router or the keyboard scrolls to stops just below it.
globalStyle("[id]", { scrollMarginTop: "6.5rem" });
globalStyle("main", { flex: "1 0 auto" });
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  lineHeight: 1.2,
  margin: "0 0 0.75rem",
});
globalStyle("h1", { fontSize: "clamp(2rem, 5vw, 3rem)" });
globalStyle("h2", { fontSize: "clamp(1.5rem, 3.5vw, 2.125rem)" });
globalStyle("h3", { fontSize: "1.25rem" });
globalStyle("p", { margin: "0 0 1rem" });
globalStyle("a", { color: vars.color.link, textUnderlineOffset: "0.15em" });
globalStyle(":root.high-contrast a", { textDecorationThickness: "2px" });
globalStyle("img, svg, video", { maxWidth: "100%", height: "auto" });
globalStyle(":focus-visible", {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
