import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { card, content, shell, tabletUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

// The article list: the page's actions, three counts, the filters on a card, then one card
// with a dense row per article.

const roomy = `${content} (min-width: 40rem)`;

export const toolbar = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  alignItems: "center",
  margin: `0 0 ${vars.space["4"]}`,
});

// The page's secondary actions: smaller, so that on a phone they pair up instead of stacking.
globalStyle(`${shell} ${toolbar} :is(a, button)`, {
  fontSize: vars.text.small,
  paddingInline: vars.space["3"],
});

export const counters = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  margin: `0 0 ${vars.space["4"]}`,
});

export const counter = style([
  card,
  {
    display: "flex",
    alignItems: "baseline",
    gap: vars.space["2"],
    padding: `${vars.space["2"]} ${vars.space["4"]}`,
    "@media": { [tabletUp]: { padding: `${vars.space["2"]} ${vars.space["4"]}` } },
  },
]);

globalStyle(`${counter} dt`, {
  color: vars.color.muted,
  fontSize: vars.text.small,
  fontWeight: 600,
});
globalStyle(`${counter} dd`, {
  order: -1,
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: vars.text.h4,
  fontWeight: 700,
  fontVariantNumeric: "tabular-nums",
});

export const filters = style([
  card,
  {
    display: "flex",
    flexWrap: "wrap",
    gap: vars.space["3"],
    alignItems: "flex-end",
    margin: `0 0 ${vars.space["4"]}`,
    "@media": { [tabletUp]: { padding: vars.space["4"] } },
  },
]);

export const filterField = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 10rem",
  minWidth: 0,
});

export const searchField = style([filterField, { flexGrow: 3, flexBasis: "14rem" }]);

export const filterButtons = style({ display: "flex", gap: vars.space["2"] });

export const results = style({ color: vars.color.muted, fontSize: vars.text.small });

export const cards = style([
  card,
  {
    listStyle: "none",
    padding: 0,
    margin: 0,
    overflow: "hidden",
    "@media": { [tabletUp]: { padding: 0 } },
  },
]);

globalStyle(`${cards} > li + li`, { borderTop: `1px solid ${vars.color.border}` });

/** One article: status and category, title, excerpt and dates; its actions at the end. */
export const row = style({
  display: "grid",
  gap: `${vars.space["1"]} ${vars.space["5"]}`,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  transition: transition(["background-color"]),
  selectors: { "&:hover, &:focus-within": { background: vars.color.surface } },
  "@container": {
    [roomy]: {
      gridTemplateColumns: "minmax(0, 1fr) auto",
      padding: `${vars.space["3"]} ${vars.space["5"]}`,
    },
  },
});

globalStyle(`${row} > *`, { margin: 0 });

export const rowText = style({ display: "grid", gap: vars.space["1"], minWidth: 0 });

globalStyle(`${rowText} > *`, { margin: 0 });

export const meta = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: vars.space["1"],
  fontSize: vars.text.small,
  color: vars.color.muted,
});

const statusBase = style({
  display: "inline-block",
  border: "1px solid currentColor",
  borderRadius: vars.radius.pill,
  background: vars.color.background,
  fontWeight: 700,
  lineHeight: 1.4,
  padding: `0 ${vars.space["2"]}`,
});

/** The article's state: a word in a pill, its colour a second cue. */
export const status = styleVariants({
  draft: [statusBase, { color: vars.color.warning }],
  // Not on the site yet, though it will be on its own: the dashed border tells it from a draft.
  scheduled: [statusBase, { color: vars.color.link, borderStyle: "dashed" }],
  published: [statusBase, { color: vars.color.success }],
  archived: [statusBase, { color: vars.color.muted }],
});

/** An English article's 'EN': the language before its state. */
export const languageMarker = style([
  statusBase,
  { color: vars.color.text, textDecoration: "none", letterSpacing: "0.04em" },
]);

/** 'Traduzione da aggiornare': the original changed since the translation was saved. */
export const staleMarker = style([
  statusBase,
  { color: vars.color.warning, borderStyle: "dashed" },
]);

export const title = style({
  fontFamily: vars.font.heading,
  fontSize: vars.text.h4,
  lineHeight: 1.3,
  overflowWrap: "anywhere",
});

export const excerpt = style({
  color: vars.color.muted,
  fontSize: vars.text.small,
  display: "-webkit-box",
  WebkitLineClamp: 2,
  WebkitBoxOrient: "vertical",
  overflow: "hidden",
  maxWidth: vars.width.text,
});

export const dates = style({ color: vars.color.muted, fontSize: vars.text.small });

export const rowActions = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  gap: `${vars.space["1"]} ${vars.space["4"]}`,
  "@container": { [roomy]: { alignSelf: "center", justifyContent: "flex-end" } },
});

/** Modifica and Elimina: text links, each at least 24 px tall to point at. */
export const rowAction = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "1.5rem",
  fontWeight: 700,
});

/** Elimina: quieter than Modifica; it always asks before deleting. */
export const dangerAction = style([rowAction, { color: vars.color.muted, fontWeight: 600 }]);

export const inlineForm = style({ display: "inline" });

export const linkButton = style({
  background: "none",
  border: 0,
  padding: 0,
  fontFamily: "inherit",
  fontSize: "inherit",
  lineHeight: "inherit",
  textDecoration: "underline",
  textUnderlineOffset: "0.15em",
  cursor: "pointer",
});

export const pages = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["2"],
  listStyle: "none",
  padding: 0,
  margin: `${vars.space["4"]} 0 0`,
});

export const pageLink = style({
  display: "inline-grid",
  placeItems: "center",
  minWidth: "2.25rem",
  minHeight: "2.25rem",
  paddingInline: vars.space["2"],
  borderRadius: vars.radius.small,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  textDecoration: "none",
  selectors: {
    "&:hover": { textDecoration: "underline" },
    '&[aria-current="page"]': {
      background: vars.color.primary,
      borderColor: vars.color.primary,
      color: vars.color.onPrimary,
    },
  },
});
