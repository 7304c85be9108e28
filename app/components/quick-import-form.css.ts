import { style } from "@vanilla-extract/css";
import { category } from "~/styles/blog.css";
import { vars } from "~/styles/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.5rem",
  background: vars.color.background,
  display: "grid",
  gap: "0.75rem",
  overflowWrap: "anywhere",
  selectors: { "&[hidden]": { display: "none" } },
});

export const badge = style([
  category,
  {
    justifySelf: "start",
    border: "2px solid currentColor",
    borderRadius: "999px",
    padding: "0.125rem 0.75rem",
  },
]);

export const previewTitle = style({ fontSize: "clamp(1.5rem, 3vw, 2rem)", margin: 0 });

/** The body's start as written: its blank lines between paragraphs show. */
export const previewBody = style({ whiteSpace: "pre-wrap", margin: 0 });
