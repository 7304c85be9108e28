import { globalStyle, style } from "@vanilla-extract/css";
import {
  bar as adminBar,
  content,
  frame as adminFrame,
  shell as adminShell,
  tabletUp,
  wideUp,
  widerUp,
} from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

/** Small groups of buttons: the template question's, the leave dialog's. */
export const actions = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
});

/**
 * The form's buttons and the autosave's word. From tablet width it stays at the bottom of
 * the window while the form scrolls, so saving never needs a trip to the end of the page.
 */
export const actionBar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
  padding: `${vars.space["2"]} ${vars.space["3"]}`,
  background: vars.color.background,
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  boxShadow: vars.shadow.raised,
  "@media": { [tabletUp]: { position: "sticky", bottom: vars.space["3"], zIndex: 5 } },
});

// A control that takes the focus scrolls into view above the bar, not under it.
globalStyle(`html:has(${actionBar})`, {
  "@media": { [tabletUp]: { scrollPaddingBottom: vars.space["8"] } },
});

export const theirs = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  marginBlock: vars.space["4"],
  background: vars.color.background,
});

export const versionList = style({
  display: "grid",
  gap: vars.space["2"],
  margin: `0 0 ${vars.space["3"]}`,
});

// Side by side from 1024 px, when the content column also has room for both (with enlarged
// text it folds to one column at a wider window).
const sideBySide = `${content} (min-width: 40rem)`;

/** Writing on the left; settings, image and SEO beside it on wide screens. */
export const layout = style({
  display: "grid",
  gap: vars.space["4"],
  alignItems: "start",
  "@media": {
    [wideUp]: { "@container": { [sideBySide]: { gridTemplateColumns: "minmax(0, 1fr) 18rem" } } },
    [widerUp]: {
      "@container": {
        [sideBySide]: { gridTemplateColumns: "minmax(0, 1fr) 20rem", gap: vars.space["5"] },
      },
    },
  },
});

export const column = style({
  display: "grid",
  gap: vars.space["4"],
  minWidth: 0,
  // The write panel stays in the form (its text is posted) while the preview shows.
  selectors: { "&[hidden]": { display: "none" } },
});

const cardSurface = {
  background: vars.color.background,
  borderRadius: vars.radius.medium,
  // Shadows separate the card in the normal themes; high contrast draws the edge.
  border: "1px solid transparent",
  boxShadow: vars.shadow.card,
} as const;

/** The title and the writer, on one card. */
export const main = style({
  ...cardSurface,
  padding: vars.space["4"],
  "@media": { [tabletUp]: { padding: vars.space["5"] } },
});

/**
 * The side panel. Beside the form it stays in view while the writing scrolls, and scrolls
 * on its own when it is taller than the window.
 */
export const side = style({
  "@media": {
    [wideUp]: {
      "@container": {
        [sideBySide]: {
          position: "sticky",
          top: vars.space["4"],
          maxHeight: `calc(100vh - ${vars.space["4"]} - ${vars.space["8"]})`,
          overflowY: "auto",
          overscrollBehavior: "contain",
          scrollbarWidth: "thin",
          // Room for the cards' shadows and the focus ring inside the scrolling box.
          padding: vars.space["1"],
          margin: `calc(-1 * ${vars.space["1"]})`,
        },
      },
    },
  },
});

export const panel = style({
  ...cardSurface,
  display: "grid",
  gap: vars.space["3"],
  minWidth: 0,
  padding: vars.space["4"],
});

// The panel is also a fieldset: the form's fieldset rules must not take its edge and padding.
globalStyle(`fieldset${panel}`, {
  ...cardSurface,
  padding: vars.space["4"],
  margin: 0,
  gap: vars.space["3"],
});
globalStyle(`:root.high-contrast :is(${panel}, ${main})`, { borderColor: vars.color.border });

// Floated, a legend is laid out inside the card like the panels' headings, not on its edge.
globalStyle(`${panel} > legend`, {
  float: "left",
  width: "100%",
  margin: 0,
  padding: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.text.h4,
  fontWeight: 700,
  lineHeight: 1.3,
});

export const panelTitle = style({ fontSize: vars.text.h4, lineHeight: 1.3, margin: 0 });

export const tabs = style({
  display: "flex",
  gap: vars.space["1"],
  borderBottom: `2px solid ${vars.color.border}`,
});

export const tab = style({
  font: "inherit",
  fontWeight: 700,
  padding: `${vars.space["1"]} ${vars.space["4"]}`,
  minHeight: "2.25rem",
  marginBottom: "-2px",
  border: `2px solid transparent`,
  borderBottom: "none",
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  background: "transparent",
  color: vars.color.text,
  cursor: "pointer",
  transition: transition(["background-color"]),
  selectors: {
    "&:hover": { background: vars.color.surface },
    '&[aria-selected="true"], &[aria-current="true"]': {
      borderColor: vars.color.border,
      background: vars.color.background,
      color: vars.color.link,
      boxShadow: `inset 0 3px 0 ${vars.color.primary}`,
    },
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

/** Two pairs, a list and its button: side by side when there is room for both. */
export const tools = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space["3"]} ${vars.space["4"]}`,
});

export const toolGroup = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  gap: vars.space["2"],
  flex: "1 1 18rem",
  minWidth: 0,
});

export const toolField = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 9rem",
  minWidth: 0,
});

export const question = style({
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  display: "grid",
  gap: vars.space["3"],
});

globalStyle(`${question} p`, { margin: 0 });

export const preview = style({
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space["5"],
  minHeight: "600px",
  background: vars.color.background,
  overflowWrap: "anywhere",
});

export const previewTitle = style({ fontSize: vars.text.h2, margin: 0 });

export const quiet = style({ color: vars.color.muted, fontSize: vars.text.small, margin: 0 });

/** The autosave's word, at the end of the action bar. */
export const saveState = style([quiet, { marginInlineStart: "auto" }]);

export const counter = style({
  color: vars.color.muted,
  fontSize: vars.text.small,
  margin: 0,
  justifySelf: "end",
});

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

globalStyle(`${panel} figure`, { margin: 0, display: "grid", gap: vars.space["1"] });

export const score = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "baseline",
  gap: vars.space["2"],
  margin: 0,
});

export const scoreValue = style({
  fontFamily: vars.font.heading,
  fontSize: vars.text.h3,
  fontWeight: 800,
});

const bandBase = style({
  fontWeight: 800,
  fontSize: vars.text.small,
  border: "2px solid currentColor",
  borderRadius: vars.radius.pill,
  padding: `0 ${vars.space["2"]}`,
});

export const band = {
  good: style([bandBase, { color: vars.color.success }]),
  medium: style([bandBase, { color: vars.color.warning }]),
  poor: style([bandBase, { color: vars.color.danger }]),
};

export const checks = style({
  listStyle: "none",
  padding: 0,
  margin: 0,
  display: "grid",
  gap: vars.space["1"],
  fontSize: vars.text.small,
});

export const check = style({
  display: "flex",
  justifyContent: "space-between",
  gap: vars.space["2"],
});

globalStyle(`${check} + ${check}`, {
  borderTop: `1px solid ${vars.color.border}`,
  paddingTop: vars.space["1"],
});
globalStyle(`${check} dd`, { margin: 0 });

export const suggestions = style({
  margin: 0,
  paddingLeft: vars.space["5"],
  display: "grid",
  gap: vars.space["1"],
  fontSize: vars.text.small,
});

export const leaveDialog = style({
  border: `2px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  padding: vars.space["5"],
  maxWidth: "28rem",
  background: vars.color.background,
  color: vars.color.text,
  boxShadow: vars.shadow.overlay,
  selectors: { "&::backdrop": { background: "rgb(0 0 0 / 0.5)" } },
});

/** The text and its preview side by side (JavaScript on, 1280 px and wider). */
export const split = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)",
  gap: vars.space["4"],
  alignItems: "start",
});

/** The preview beside the text: as tall as the window allows, scrolled with the text. */
export const previewBeside = style({
  height: "max(30rem, calc(100vh - 6rem))",
  minHeight: 0,
  overflowY: "auto",
  padding: vars.space["4"],
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

// Beside its preview the text needs the page's width: the settings go under the form, in
// columns of cards, and stop following the scroll.
globalStyle(`${layout}:has(${split})`, { gridTemplateColumns: "minmax(0, 1fr)" });
globalStyle(`${layout}:has(${split}) ${side}`, {
  position: "static",
  maxHeight: "none",
  overflow: "visible",
  margin: 0,
  padding: 0,
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(18rem, 1fr))",
  alignItems: "start",
});

/**
 * Writing without distractions: the staff's sidebar and the settings go, and the writing
 * column takes the whole width. Only with JavaScript, which sets the class.
 */
export const focusMode = style({});

globalStyle(`body:has(${focusMode}) ${adminBar}`, { display: "none" });
globalStyle(`body:has(${focusMode}) ${adminShell}`, { gridTemplateColumns: "minmax(0, 1fr)" });
globalStyle(`body:has(${focusMode}) ${adminFrame}`, { maxWidth: "100rem" });
globalStyle(`${layout}:has(${focusMode})`, { gridTemplateColumns: "minmax(0, 1fr)" });
globalStyle(`${layout}:has(${focusMode}) ${side}`, { display: "none" });

/** Under the text: its counts, and what became of an image put into it. */
export const writingStatus = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  gap: vars.space["2"],
  minHeight: "1.5em",
});

globalStyle(`${writingStatus} p`, { margin: 0 });

export const refusal = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });

export const dialogForm = style({ display: "grid", gap: vars.space["3"] });

// A long body beside the text is laid out only where it is in view: its update, each time
// the typing pauses, must not hold the next keystroke.
globalStyle(`${previewBeside} [data-preview-body] > *`, {
  contentVisibility: "auto",
  containIntrinsicSize: "auto 3em",
});
