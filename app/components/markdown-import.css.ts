import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The form, and beside it on wide screens the card that says what happens next. */
export const layout = style({
  display: "grid",
  gap: "1.5rem",
  alignItems: "start",
  "@media": { "screen and (min-width: 64rem)": { gridTemplateColumns: "minmax(0, 1fr) 24rem" } },
});

export const card = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem 1.25rem",
  background: vars.color.surface,
  display: "grid",
  gap: "0.75rem",
});

export const cardTitle = style({ fontSize: "1.125rem", margin: 0 });

export const chosenFile = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: "0.75rem", margin: 0 });

export const actions = style({ display: "flex", flexWrap: "wrap", gap: "0.75rem", alignItems: "center" });

export const facts = style({ display: "grid", gridTemplateColumns: "auto 1fr", gap: "0.25rem 1rem", margin: 0 });

export const factName = style({ fontWeight: 700 });

export const steps = style({ listStyle: "none", padding: 0, margin: 0, display: "grid", gap: "0.5rem" });

const stepBase = style({
  display: "flex",
  gap: "0.75rem",
  alignItems: "baseline",
  padding: "0.5rem 0.75rem",
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
});

export const step = styleVariants({
  done: [stepBase, { borderColor: vars.color.success }],
  running: [stepBase, { borderColor: vars.color.primary, borderWidth: "2px", fontWeight: 700 }],
  waiting: [stepBase, { color: vars.color.muted }],
  failed: [stepBase, { borderColor: vars.color.danger, borderWidth: "2px", fontWeight: 700 }],
  skipped: [stepBase, { color: vars.color.muted, borderStyle: "dashed" }],
});

/** The step's state in a mark that does not rely on colour alone. */
export const mark = styleVariants({
  done: { color: vars.color.success, fontWeight: 800 },
  running: { color: vars.color.text, fontWeight: 800 },
  waiting: { color: vars.color.muted },
  failed: { color: vars.color.danger, fontWeight: 800 },
  skipped: { color: vars.color.muted },
});

export const notice = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: "1rem 1.25rem",
  background: vars.color.surface,
});

export const noticeTitle = style({ fontWeight: 800, margin: 0 });
