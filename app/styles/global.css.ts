import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";
import { transition } from "./transition";

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
  fontSize: vars.text.body,
  lineHeight: 1.6,
});
// The header stays on top while the page scrolls and is at most 90px (5.625rem) tall: an
// element that a link, the router or the keyboard scrolls to stops just below it.
globalStyle("[id]", { scrollMarginTop: "6.5rem" });
globalStyle("main", { flex: "1 0 auto" });
// Large display type is set tighter than text: wide spacing and loose lines that suit a
// paragraph look gappy at 3rem.
globalStyle("h1, h2, h3, h4", {
  fontFamily: vars.font.heading,
  fontWeight: 700,
  lineHeight: 1.15,
  letterSpacing: "-0.015em",
  margin: `0 0 ${vars.space[3]}`,
  textWrap: "balance",
});
globalStyle("h1", {
  fontSize: vars.text.h1,
  fontWeight: 800,
  letterSpacing: "-0.025em",
  lineHeight: 1.05,
});
globalStyle("h2", { fontSize: vars.text.h2, letterSpacing: "-0.02em" });
globalStyle("h3", { fontSize: vars.text.h3, lineHeight: 1.25 });
globalStyle("h4", { fontSize: vars.text.h4, lineHeight: 1.3 });
globalStyle("p", { margin: `0 0 ${vars.space[4]}` });
globalStyle("a", {
  color: vars.color.link,
  textUnderlineOffset: "0.18em",
  textDecorationThickness: "1px",
  transition: transition(["text-decoration-thickness"]),
});
globalStyle("a:hover", { textDecorationThickness: "2px" });
globalStyle(":root.high-contrast a", { textDecorationThickness: "2px" });
globalStyle("img, svg, video", { maxWidth: "100%", height: "auto" });
globalStyle(":focus-visible", { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" });
globalStyle("::selection", { background: vars.color.primary, color: vars.color.onPrimary });
globalStyle("button, input, select, textarea", { font: "inherit", color: "inherit" });
