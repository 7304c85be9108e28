import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { card as adminCard, content, wideUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** The form, and beside it on wide screens the card that says what happens next. */
export const layout = style({
  display: "grid",
  gap: vars.space["4"],
  alignItems: "start",
  "@media": {
    [wideUp]: {
      "@container": {
        [`${content} (min-width: 40rem)`]: { gridTemplateColumns: "minmax(0, 1fr) 20rem" },
      },
    },
  },
});

export const form = style({ display: "grid", gap: vars.space["4"] });

export const card = style([adminCard, { display: "grid", gap: vars.space["3"] }]);

globalStyle(`${card} ol`, {
  margin: 0,
  paddingInlineStart: vars.space["5"],
  display: "grid",
  gap: vars.space["2"],
});

export const cardTitle = style({ fontSize: vars.text.h4, margin: 0 });

export const chosenFile = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["3"],
  margin: 0,
});

export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});

export const stepName = style({ minWidth: 0 });

export const stepState = style({ textAlign: "end" });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  margin: 0,
});

export const factName = style({ fontWeight: 700 });

/** The progress page's file, category and steps, on one card. */
export const progress = style([
  adminCard,
  { display: "grid", gap: vars.space["4"], marginBottom: vars.space["4"] },
]);

globalStyle(`${progress} > *`, { margin: 0 });

export const steps = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space["2"],
});

// Each step on one grid: the mark, the step's name and its state at the end, so that the
// names and the states line up from one step to the next.
const stepBase = style({
  display: "grid",
  gridTemplateColumns: "1.25rem minmax(0, 1fr) auto",
  columnGap: vars.space["3"],
  alignItems: "baseline",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  background: vars.color.background,
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

/** How the import ended and what to know about it, apart from the steps and the links. */
export const outcome = style({
  display: "grid",
  gap: vars.space["3"],
  marginBlock: vars.space["4"],
});

globalStyle(`${outcome} > *`, { margin: 0 });

export const notice = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  background: vars.color.background,
});

export const noticeTitle = style({ fontWeight: 800, margin: 0 });
