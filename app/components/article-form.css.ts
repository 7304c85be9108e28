import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const theirs = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem 1.25rem",
  marginBlock: "1.25rem",
  background: vars.color.surface,
});

export const versionList = style({ display: "grid", gap: "0.5rem", margin: 0 });

/** Writing on the left, settings, image and SEO beside it on wide screens. */
export const layout = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  "@media": { "screen and (min-width: 64rem)": { gridTemplateColumns: "minmax(0, 1fr) 22rem" } },
});

export const column = style({
  display: "grid",
  gap: "1.25rem",
  minWidth: 0,
  // The write panel stays in the form (its text is posted) while the preview shows.
  selectors: { "&[hidden]": { display: "none" } },
});

export const panel = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem",
  background: vars.color.surface,
  display: "grid",
  gap: "1rem",
  minWidth: 0,
});

export const panelTitle = style({ fontSize: "1.125rem", margin: 0 });

export const tabs = style({ display: "flex", gap: "0.25rem", borderBottom: `2px solid ${vars.color.border}` });

export const tab = style({
  font: "inherit",
  fontWeight: 700,
  padding: "0.5rem 1rem",
  minHeight: "2.75rem",
  border: `2px solid transparent`,
  borderBottom: "none",
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  selectors: {
    '&[aria-selected="true"], &[aria-current="true"]': {
      borderColor: vars.color.border,
      background: vars.color.surface,
      color: vars.color.link,
    },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const tools = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "flex-end" });

export const toolField = style({ display: "grid", gap: "0.375rem", flex: "1 1 12rem" });

export const question = style({
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  padding: "0.75rem 1rem",
  display: "grid",
  gap: "0.75rem",
});

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.5rem",
  minHeight: "600px",
  background: vars.color.background,
  overflowWrap: "anywhere",
});

export const previewTitle = style({ fontSize: "clamp(1.75rem, 4vw, 2.5rem)", margin: 0 });

export const quiet = style({ color: vars.color.muted, fontSize: "0.9375rem", margin: 0 });

export const counter = style({ color: vars.color.muted, fontSize: "0.875rem", margin: 0, justifySelf: "end" });

export const counterOver = style({ color: vars.color.danger, fontWeight: 700 });

export const imagePreview = style({
  width: "100%",
  height: "auto",
  maxHeight: "14rem",
  objectFit: "contain",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surfaceAlt,
});

export const score = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: "0.5rem", margin: 0 });

export const scoreValue = style({ fontSize: "1.75rem", fontWeight: 800 });

const bandBase = style({ fontWeight: 800, border: "2px solid currentColor", borderRadius: vars.radius.small, padding: "0 0.5rem" });

export const band = {
  good: style([bandBase, { color: vars.color.success }]),
  medium: style([bandBase, { color: vars.color.warning }]),
  poor: style([bandBase, { color: vars.color.danger }]),
};

export const checks = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.25rem" });

export const check = style({ display: "flex", justifyContent: "space-between", gap: "0.5rem" });

export const suggestions = style({ margin: 0, paddingLeft: "1.25rem", display: "grid", gap: "0.25rem" });

export const leaveDialog = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1.5rem",
  maxWidth: "28rem",
  background: vars.color.background,
  color: vars.color.text,
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.5)" } },
});
