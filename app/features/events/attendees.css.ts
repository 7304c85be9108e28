import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

// The attendees' list and the check-in at the door. The check-in is used standing, on a
// phone held in one hand: every control is at least 48 px tall, the search and its button
// share one line while they fit, and a long name or company wraps instead of widening the
// page.

export const muted = style({ color: vars.color.muted });

export const counts = style({ fontWeight: 600 });

/** The origin cell's lines: the entry page, then where the visit came from. */
export const origin = style({ display: "grid", gap: vars.space["1"] });

export const originPath = style({ overflowWrap: "anywhere" });

/** A cell's second line, quieter than its value. */
export const note = style({ display: "block", color: vars.color.muted, fontSize: vars.text.small });

export const searchForm = style([
  card,
  {
    display: "flex",
    flexWrap: "wrap",
    alignItems: "end",
    gap: `${vars.space["3"]} ${vars.space["3"]}`,
    marginBlock: vars.space["4"],
  },
]);

export const searchField = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 12rem",
  minWidth: 0,
});

export const searchLabel = style({ fontWeight: 700 });

// Above the staff area's 40 px fields and buttons; 16 px text keeps phones from zooming in.
const doorTarget = { minHeight: "3rem", fontSize: vars.text.body } as const;

globalStyle(`${searchForm} ${searchField} input[type="search"]`, {
  ...doorTarget,
  height: "3rem",
});

globalStyle(`${searchForm} button, ${searchForm} a`, {
  ...doorTarget,
  display: "inline-flex",
  alignItems: "center",
});

export const doorList = style([
  card,
  {
    listStyle: "none",
    margin: `${vars.space["4"]} 0`,
    padding: 0,
    "@media": { "screen and (min-width: 48rem)": { padding: 0 } },
  },
]);

export const doorRow = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space["3"],
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  selectors: { "& + &": { borderTop: `1px solid ${vars.color.border}` } },
});

export const person = style({
  display: "grid",
  gap: vars.space["1"],
  flex: "1 1 9rem",
  minWidth: 0,
  overflowWrap: "anywhere",
});

export const personName = style({ fontWeight: 700, fontSize: vars.text.h4 });

export const arrived = style({ color: vars.color.success, fontWeight: 700 });

export const doorForm = style({ display: "flex", flex: "0 0 auto", maxWidth: "100%" });

export const doorButton = style({});

globalStyle(`${doorList} ${doorForm} ${doorButton}`, {
  ...doorTarget,
  minWidth: "8.5rem",
  maxWidth: "100%",
  whiteSpace: "normal",
});

/**
 * The hydrated page's answer to a press: kept in view at the bottom of the window, where
 * the thumb is, since the row pressed may be far down the list.
 */
export const inPlace = style({
  position: "sticky",
  bottom: vars.space["3"],
  zIndex: 1,
});

globalStyle(`${inPlace} > *`, { margin: 0, boxShadow: vars.shadow.raised });
