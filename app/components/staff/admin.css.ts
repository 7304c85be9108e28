import { createContainer, globalStyle, style } from "@vanilla-extract/css";
import {
  control,
  fieldset as formFieldset,
  form as formGrid,
  hint as formHint,
  alert as formAlert,
} from "~/components/forms.css";
import { toast } from "~/components/toast-message.css";
import { vars } from "~/styles/theme.css";
import { button, container } from "~/styles/ui.css";
import { transition } from "~/styles/transition";

// The staff area: a working tool, denser and quieter than the public site. Below 1024 px
// (64rem) a top bar whose menu wraps (tablets) or scrolls sideways (phones); from 1024 px a
// sidebar with the menu and the signed-in person, and the pages on a wide working surface.

/** Phones stop here; tablets in portrait start. */
export const tabletUp = "screen and (min-width: 48rem)";
/** The sidebar appears; editors put their side panel beside the form. */
export const wideUp = "screen and (min-width: 64rem)";
export const widerUp = "screen and (min-width: 80rem)";

/**
 * The content column: pages lay themselves out by its width, so that with enlarged text a
 * two-column part folds to one column at a proportionally wider window.
 */
export const content = createContainer();

// ---------------------------------------------------------------------------------------
// Before signing in: the small centred card (login, setup, passwords).

export const signInPage = style({
  minHeight: "100vh",
  display: "grid",
  placeItems: "center",
  padding: vars.space["5"],
  background: vars.color.surfaceAlt,
});

/** The same card as the staff pages' (`card` below): radius, edge, shadow and padding. */
export const signInCard = style({
  display: "grid",
  gap: vars.space["4"],
  width: "100%",
  maxWidth: "26rem",
  padding: vars.space["5"],
  borderRadius: vars.radius.medium,
  border: "1px solid transparent",
  background: vars.color.background,
  boxShadow: vars.shadow.card,
  "@media": { [tabletUp]: { padding: vars.space["6"] } },
});

globalStyle(`:root.high-contrast ${signInCard}`, { borderColor: vars.color.border });
globalStyle(`${signInCard} > *`, { margin: 0 });
globalStyle(`${signInCard} > section, ${signInCard} form`, {
  display: "grid",
  gap: vars.space["4"],
});
globalStyle(`${signInCard} > section > :is(h2, form)`, { margin: 0 });
// The card's one main button spans it, as the passkey's below it does.
globalStyle(`${signInCard} form > button`, { width: "100%" });
globalStyle(`${signInCard} :is(form, section) > p`, { margin: 0 });

/** The site's logo and name at the top of the card, as in the public header. */
export const signInBrand = style({
  display: "inline-flex",
  alignItems: "center",
  justifySelf: "start",
  gap: vars.space["2"],
  fontFamily: vars.font.heading,
  fontWeight: 800,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const signInLogo = style({ width: "2.25rem", height: "2.25rem", flexShrink: 0 });

/** The card's title: sized to the card, so that 'Admin Dashboard' holds one line at 390 px. */
export const signInTitle = style({
  fontSize: vars.text.h3,
  letterSpacing: "-0.015em",
  lineHeight: 1.2,
});

globalStyle(`${signInCard} > ${signInTitle} + p`, {
  marginTop: `calc(-1 * ${vars.space["3"]})`,
  color: vars.color.muted,
});

// ---------------------------------------------------------------------------------------
// The shell.

export const shell = style({
  flex: "1 0 auto",
  display: "grid",
  gridTemplateRows: "auto 1fr",
  gridTemplateColumns: "minmax(0, 1fr)",
  background: vars.color.surfaceAlt,
  "@media": {
    [wideUp]: { gridTemplateRows: "none", gridTemplateColumns: "13rem minmax(0, 1fr)" },
    [widerUp]: { gridTemplateColumns: "15rem minmax(0, 1fr)" },
  },
});

/** The top bar, which becomes the sidebar from 1024 px. */
export const bar = style({
  display: "grid",
  gridTemplateColumns: "minmax(0, max-content) minmax(0, 1fr)",
  gridTemplateAreas: '"brand user" "nav nav"',
  alignItems: "center",
  gap: `${vars.space["2"]} ${vars.space["4"]}`,
  padding: `${vars.space["2"]} ${vars.space["4"]} 0`,
  background: vars.color.background,
  borderBottom: `1px solid ${vars.color.border}`,
  "@media": {
    [tabletUp]: { paddingInline: vars.space["5"] },
    [wideUp]: {
      position: "sticky",
      top: 0,
      height: "100vh",
      overflowY: "auto",
      gridTemplateColumns: "minmax(0, 1fr)",
      gridTemplateRows: "auto 1fr auto",
      gridTemplateAreas: '"brand" "nav" "user"',
      alignItems: "stretch",
      gap: vars.space["5"],
      padding: `${vars.space["5"]} ${vars.space["3"]} ${vars.space["4"]}`,
      borderBottom: "none",
      borderInlineEnd: `1px solid ${vars.color.border}`,
    },
  },
});

export const brand = style({
  gridArea: "brand",
  display: "flex",
  alignItems: "center",
  columnGap: vars.space["2"],
  minWidth: 0,
  margin: 0,
  // In the sidebar 'Area riservata' goes under the name, aligned with it.
  "@media": {
    [wideUp]: { display: "grid", paddingInline: vars.space["2"] },
  },
});

export const brandLink = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["2"],
  minWidth: 0,
  minHeight: "2.25rem",
  fontFamily: vars.font.heading,
  fontWeight: 800,
  color: vars.color.text,
  textDecoration: "none",
  selectors: { "&:hover": { textDecoration: "underline" } },
});

export const brandLogo = style({ width: "1.75rem", height: "1.75rem", flexShrink: 0 });

export const brandName = style({
  whiteSpace: "nowrap",
  overflow: "hidden",
  textOverflow: "ellipsis",
});

/** 'Area riservata' under the name: says where one is, next to the public site's name. */
export const brandArea = style({
  display: "none",
  color: vars.color.muted,
  fontSize: vars.text.small,
  "@media": {
    [tabletUp]: { display: "inline" },
    [wideUp]: {
      display: "block",
      marginTop: `calc(-1 * ${vars.space["1"]})`,
      paddingInlineStart: `calc(1.75rem + ${vars.space["2"]})`,
    },
  },
});

export const nav = style({
  gridArea: "nav",
  minWidth: 0,
  // The scrolling row keeps its links' focus ring inside the bar.
  marginInline: `calc(-1 * ${vars.space["4"]})`,
  "@media": {
    [tabletUp]: { marginInline: 0 },
  },
});

export const navList = style({
  display: "flex",
  gap: vars.space["1"],
  listStyle: "none",
  margin: 0,
  padding: `${vars.space["1"]} ${vars.space["4"]} 0`,
  // Phones: one row that scrolls sideways; every link stays reachable by swiping or tabbing.
  overflowX: "auto",
  scrollbarWidth: "thin",
  "@media": {
    [tabletUp]: {
      flexWrap: "wrap",
      overflowX: "visible",
      paddingInline: 0,
      columnGap: vars.space["1"],
    },
    [wideUp]: { flexDirection: "column", flexWrap: "nowrap", paddingTop: 0 },
  },
});

export const navLink = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space["3"],
  minHeight: "2.25rem",
  padding: `${vars.space["1"]} ${vars.space["3"]}`,
  borderRadius: `${vars.radius.small} ${vars.radius.small} 0 0`,
  color: vars.color.text,
  fontSize: vars.text.small,
  fontWeight: 600,
  textDecoration: "none",
  whiteSpace: "nowrap",
  transition: transition(["background-color"]),
  selectors: {
    "&:hover": { background: vars.color.surface, textDecoration: "underline" },
    // The current page: a bar under it (on the left in the sidebar), bold text and a tint,
    // so it does not depend on colour alone.
    '&[aria-current="page"]': {
      background: vars.color.surfaceAlt,
      fontWeight: 800,
      boxShadow: `inset 0 -3px 0 ${vars.color.primary}`,
    },
  },
  "@media": {
    [wideUp]: {
      fontSize: vars.text.body,
      borderRadius: vars.radius.small,
      whiteSpace: "normal",
      selectors: { '&[aria-current="page"]': { boxShadow: `inset 3px 0 0 ${vars.color.primary}` } },
    },
  },
});

export const navIcon = style({
  display: "none",
  width: "1.125rem",
  height: "1.125rem",
  flexShrink: 0,
  color: vars.color.muted,
  "@media": { [wideUp]: { display: "block" } },
});

globalStyle(`${navLink}[aria-current="page"] ${navIcon}`, { color: vars.color.text });

export const user = style({
  gridArea: "user",
  display: "flex",
  alignItems: "center",
  justifyContent: "flex-end",
  gap: vars.space["3"],
  minWidth: 0,
  "@media": {
    [wideUp]: {
      flexWrap: "wrap",
      paddingTop: vars.space["4"],
      paddingInline: vars.space["2"],
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const avatar = style({
  display: "none",
  placeItems: "center",
  width: "2.25rem",
  height: "2.25rem",
  flexShrink: 0,
  borderRadius: vars.radius.pill,
  background: vars.color.primary,
  color: vars.color.onPrimary,
  fontWeight: 800,
  "@media": { [wideUp]: { display: "grid" } },
});

export const userText = style({
  display: "grid",
  minWidth: 0,
  margin: 0,
  fontSize: vars.text.small,
  lineHeight: 1.3,
  textAlign: "end",
  "@media": { [wideUp]: { flex: "1 1 0", textAlign: "start" } },
});

export const userName = style({
  fontWeight: 700,
  overflow: "hidden",
  textOverflow: "ellipsis",
  whiteSpace: "nowrap",
});

export const userRole = style({
  display: "none",
  color: vars.color.muted,
  "@media": { [tabletUp]: { display: "block" } },
});

export const signOut = style({
  "@media": { [wideUp]: { flex: "1 0 100%" } },
});

globalStyle(`${signOut} button`, { width: "100%" });

export const main = style({
  minWidth: 0,
  padding: `${vars.space["5"]} ${vars.space["4"]} ${vars.space["7"]}`,
  "@media": {
    [tabletUp]: { paddingInline: vars.space["5"] },
    [wideUp]: { padding: `${vars.space["5"]} ${vars.space["5"]} ${vars.space["7"]}` },
    [widerUp]: { padding: `${vars.space["6"]} ${vars.space["6"]} ${vars.space["7"]}` },
  },
});

/** Holds the page: as wide as the public site's content, centred on very wide screens. */
export const frame = style({
  maxWidth: vars.width.content,
  marginInline: "auto",
  containerName: content,
  containerType: "inline-size",
});

// ---------------------------------------------------------------------------------------
// Type and rhythm inside the staff pages. `body :where(…)` outweighs the site's element
// rules (h1, p) and gives way to any class, so the components' own sizes still apply.

/** A composed style (a list of classes) as one selector. */
const classes = (list: string) =>
  list
    .split(" ")
    .map((name) => `.${name}`)
    .join("");

const inFrame = (selector: string) => `body :where(${frame}) ${selector}`;

globalStyle(inFrame("h1"), { fontSize: vars.text.h3, margin: `0 0 ${vars.space["4"]}` });
globalStyle(inFrame("h2"), { fontSize: vars.text.h4, margin: `0 0 ${vars.space["3"]}` });
globalStyle(inFrame("h3"), { fontSize: vars.text.body, margin: `0 0 ${vars.space["2"]}` });
globalStyle(inFrame("p"), { margin: `0 0 ${vars.space["3"]}` });

// The public site's controls and buttons, tightened for the staff area: at least 36 px tall,
// well above the 24 px of WCAG 2.2's target size.
const buttons = `:where(${shell}) :is(${classes(button.primary)}, ${classes(button.secondary)})`;
globalStyle(buttons, {
  minHeight: "2.5rem",
  padding: `${vars.space["1"]} ${vars.space["4"]}`,
  transition: transition(["background-color", "color"]),
});
// Secondary buttons: a quiet edge instead of the brand colour, so that a row of them does
// not compete with the page's one primary action.
globalStyle(`:where(${shell}) ${classes(button.secondary)}`, {
  borderWidth: "1px",
  borderColor: vars.color.border,
  background: vars.color.background,
});
globalStyle(`:where(${shell}) ${classes(button.secondary)}:not(:disabled):hover`, {
  background: vars.color.surface,
});
globalStyle(`:root.high-contrast :where(${shell}) ${classes(button.secondary)}`, {
  borderWidth: "2px",
});

// Fields and buttons share one height, so that a row of filters and its button line up.
globalStyle(`${shell} :is(input, select)${control}`, {
  minHeight: "2.5rem",
  height: "2.5rem",
  paddingBlock: 0,
  paddingInline: vars.space["3"],
});
globalStyle(`${shell} textarea${control}`, { padding: `${vars.space["2"]} ${vars.space["3"]}` });
globalStyle(`${shell} ${formGrid}`, { gap: vars.space["4"] });
globalStyle(`${shell} ${formFieldset}`, { gap: vars.space["4"] });
globalStyle(`${shell} ${formHint}`, { fontSize: vars.text.small });
globalStyle(`${shell} ${formAlert}`, {
  marginBottom: vars.space["4"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
});

// The one-time message sits at the top of the page, inside the column, not in a second container.
globalStyle(`${frame} ${classes(container)}`, { maxWidth: "none", paddingInline: 0 });
globalStyle(`${frame} :is(${classes(toast.success)}, ${classes(toast.error)})`, {
  margin: `0 0 ${vars.space["4"]}`,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  background: vars.color.background,
});

// ---------------------------------------------------------------------------------------
// Shared page parts.

/**
 * The head of every staff page (`PageHeader`): an optional way back, the title with a line
 * on what the page is for under it, and the page's main action on the right; the action
 * goes under the title when the two do not fit side by side.
 */
export const pageHeader = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "flex-end",
  justifyContent: "space-between",
  gap: `${vars.space["3"]} ${vars.space["5"]}`,
  marginBottom: vars.space["5"],
});

export const pageHeaderText = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 24rem",
  minWidth: 0,
});

globalStyle(`${pageHeaderText} > *`, { margin: 0 });

export const pageTitle = style({ overflowWrap: "break-word" });

globalStyle(`body :where(${frame}) ${pageTitle}`, {
  margin: 0,
  fontSize: vars.text.h3,
  fontWeight: 800,
  lineHeight: 1.2,
});

/** One line on what the page is for, quieter than the title. */
export const pagePurpose = style({ color: vars.color.muted, maxWidth: "44rem" });

export const pageBack = style({
  justifySelf: "start",
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.text.small,
  fontWeight: 600,
  color: vars.color.muted,
  textDecoration: "none",
  selectors: { "&:hover": { color: vars.color.text, textDecoration: "underline" } },
});

export const pageBackIcon = style({ width: "1rem", height: "1rem", flexShrink: 0 });

export const pageHeaderActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
});

globalStyle(`${pageHeaderActions} form`, { display: "contents" });

/** A paragraph that explains a page or a section: quieter than the text, a readable width. */
export const intro = style({ maxWidth: vars.width.text, color: vars.color.muted });

/** A section of a page: apart from what comes before and after it. */
export const section = style({ marginBlock: vars.space["6"] });

/** What a list shows when it has nothing: a sentence and the next thing to do. */
export const emptyState = style({
  display: "grid",
  justifyItems: "start",
  gap: vars.space["3"],
  marginBlock: vars.space["4"],
  padding: vars.space["5"],
  borderRadius: vars.radius.medium,
  border: `1px dashed ${vars.color.border}`,
  background: vars.color.background,
  "@media": { [tabletUp]: { padding: vars.space["6"] } },
});

globalStyle(`${emptyState} > p`, { margin: 0, maxWidth: vars.width.text });

export const emptyStateTitle = style({ fontWeight: 700 });

/** Fields and their button, one under the other with room between them. */
export const stack = style({ display: "grid", gap: vars.space["4"], alignContent: "start" });

globalStyle(`${stack} > :is(button, a)`, { justifySelf: "start" });
globalStyle(`${stack} > p`, { margin: 0 });

/** The page's title and its main actions on one line, wrapping when there is no room. */
export const pageHead = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: `${vars.space["3"]} ${vars.space["4"]}`,
  marginBottom: vars.space["4"],
});

globalStyle(`${pageHead} h1`, { margin: 0 });

export const pageActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
});

/** A table row's buttons, side by side while they fit. */
export const rowActions = pageActions;

/** A surface for one block of work: a list, a table, a form, a panel. */
export const card = style({
  background: vars.color.background,
  borderRadius: vars.radius.medium,
  // Shadows separate the card in the normal themes; high contrast draws the edge.
  border: "1px solid transparent",
  boxShadow: vars.shadow.card,
  padding: vars.space["4"],
  minWidth: 0,
  "@media": { [tabletUp]: { padding: vars.space["5"] } },
});

globalStyle(`:root.high-contrast ${card}`, { borderColor: vars.color.border });

/** A form of its own on a page (account, invitation, imports): one card. */
export const formCard = style([
  card,
  { display: "grid", gap: vars.space["4"], alignContent: "start", marginBlock: vars.space["4"] },
]);

// The card spans the column, as the tables do; what it holds keeps a readable width.
globalStyle(`${formCard} > *`, { maxWidth: "36rem", margin: 0 });

// A group of choices in a card (the two-step policy): the legend reads as the card's title.
globalStyle(`${formCard} fieldset:not([class])`, {
  display: "grid",
  gap: vars.space["3"],
  margin: 0,
  padding: 0,
  border: 0,
  minWidth: 0,
});
globalStyle(`${formCard} legend:not([class])`, {
  padding: 0,
  marginBottom: vars.space["3"],
  fontFamily: vars.font.heading,
  fontSize: vars.text.h4,
  fontWeight: 700,
});
globalStyle(`${formCard} fieldset:not([class]) > p`, { margin: 0 });

globalStyle(`${formCard} > :is(button, a)`, { justifySelf: "start" });

export const formActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["2"],
});

/** A GET form of a few fields with its button on one line, on a card: a comparison, a filter. */
export const queryForm = style([
  card,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "end",
    gap: `${vars.space["3"]} ${vars.space["4"]}`,
    marginBlock: vars.space["4"],
    "@media": { [tabletUp]: { padding: vars.space["4"] } },
  },
]);

// A link beside the button ('Togli i filtri') sits on the button's line.
globalStyle(`${queryForm} > a`, {
  display: "inline-flex",
  alignItems: "center",
  minHeight: "2.5rem",
});

/** A long list's links to its other pages. */
export const pageLinks = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["4"],
  marginBlockStart: vars.space["4"],
});
