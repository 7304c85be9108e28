import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The body of a blog article, as `app/features/blog/article-html.server.ts` renders it: the markup
// comes from the author, so it is styled from this one wrapper class.

/** A size up from the page's text, on the same measure of about 65 characters. */
export const articleBody = style({
  maxWidth: vars.width.text,
  fontSize: "1.125rem",
  lineHeight: 1.7,
  overflowWrap: "break-word",
});

const inBody = (selector: string) =>
  selector
    .split(",")
    .map((part) => `${articleBody} ${part.trim()}`)
    .join(", ");

globalStyle(inBody("h2"), { fontSize: vars.text.h3, marginTop: vars.space[7] });
globalStyle(inBody("h3"), { fontSize: "1.25rem", marginTop: vars.space[6] });
globalStyle(inBody("h4, h5, h6"), { fontSize: "1.0625rem", marginTop: "1.5rem" });
globalStyle(inBody("ul, ol"), { paddingLeft: "1.5rem", margin: "0 0 1rem" });
globalStyle(inBody("li + li"), { marginTop: "0.25rem" });
globalStyle(inBody("li > ul, li > ol"), { marginBottom: 0 });

globalStyle(inBody("blockquote"), {
  margin: "1.5rem 0",
  padding: "0.25rem 0 0.25rem 1.25rem",
  borderLeft: `4px solid ${vars.color.primary}`,
  color: vars.color.muted,
  fontStyle: "italic",
});
globalStyle(inBody("blockquote > :last-child"), { marginBottom: 0 });

globalStyle(inBody("code, kbd, samp"), {
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, 'Liberation Mono', monospace",
  fontSize: "0.9em",
});
globalStyle(inBody(":not(pre) > code, kbd"), {
  background: vars.color.surfaceAlt,
  borderRadius: vars.radius.small,
  padding: "0.1em 0.35em",
});
globalStyle(inBody("pre"), {
  margin: "0 0 1.25rem",
  padding: "1rem 1.25rem",
  overflowX: "auto",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  lineHeight: 1.5,
});

globalStyle(inBody("hr"), {
  border: 0,
  borderTop: `1px solid ${vars.color.border}`,
  margin: "2rem 0",
});

globalStyle(inBody("img, iframe"), {
  display: "block",
  maxWidth: "100%",
  borderRadius: vars.radius.medium,
});
// An uploaded image over its blurred preview (`body-images.server.ts`): the frame is as large
// as the image, whose width and height reserve its place; the preview fills it until the
// image, drawn above, arrives.
globalStyle(inBody(".body-image"), {
  position: "relative",
  display: "block",
  width: "fit-content",
  maxWidth: "100%",
  overflow: "hidden",
  borderRadius: vars.radius.medium,
});
globalStyle(inBody(".body-image > img:not(.body-image-preview), .body-image > picture > img"), {
  position: "relative",
  height: "auto",
});
globalStyle(inBody(".body-image-preview"), {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  filter: "blur(12px)",
  transform: "scale(1.1)",
});
globalStyle(inBody("iframe"), {
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  border: 0,
  margin: "0 0 1.25rem",
});
globalStyle(inBody("figure"), { margin: "1.5rem 0" });
globalStyle(inBody("figcaption"), {
  color: vars.color.muted,
  fontSize: "0.9375rem",
  marginTop: "0.5rem",
});

// A wide table scrolls by itself instead of widening the page.
globalStyle(inBody("table"), {
  display: "block",
  maxWidth: "100%",
  overflowX: "auto",
  borderCollapse: "collapse",
  margin: "0 0 1.25rem",
});
globalStyle(inBody("th, td"), {
  border: `1px solid ${vars.color.border}`,
  padding: "0.5rem 0.75rem",
  textAlign: "left",
  verticalAlign: "top",
});
globalStyle(inBody("th"), { background: vars.color.surface, fontWeight: 700 });
globalStyle(inBody(".align-center"), { textAlign: "center" });
globalStyle(inBody(".align-right"), { textAlign: "right" });

globalStyle(inBody(".task-list-container"), { listStyle: "none", paddingLeft: 0 });
globalStyle(inBody(".task-list-item-checkbox"), {
  width: "1.1em",
  height: "1.1em",
  margin: "0 0.5rem 0 0",
  verticalAlign: "-0.15em",
  accentColor: vars.color.primary,
});

// Meta blocks: one frame, a colour per kind, and the label as a small heading.
globalStyle(inBody(".meta-block"), {
  margin: "1.5rem 0",
  padding: "1rem 1.25rem",
  background: vars.color.surface,
  border: `1px solid ${vars.color.border}`,
  borderLeft: `6px solid ${vars.color.focus}`,
  borderRadius: vars.radius.small,
});
globalStyle(inBody(".meta-suggerimento"), { borderLeftColor: vars.color.success });
globalStyle(inBody(".meta-importante"), { borderLeftColor: vars.color.primary });
globalStyle(inBody(".meta-attenzione"), { borderLeftColor: vars.color.danger });
globalStyle(inBody(".meta-block > :last-child"), { marginBottom: 0 });
globalStyle(inBody(".meta-label"), {
  fontFamily: vars.font.heading,
  fontWeight: 700,
  marginBottom: "0.375rem",
});
