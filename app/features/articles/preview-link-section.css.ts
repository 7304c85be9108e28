import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** Below the form, a card of its own: its forms are not the article's. */
export const section = style([
  card,
  { display: "grid", gap: vars.space["3"], maxWidth: "40rem", marginBlockStart: vars.space["5"] },
]);
globalStyle(`:root.high-contrast ${section}`, { borderColor: vars.color.border });

export const title = style({ fontSize: vars.text.h4, lineHeight: 1.3, margin: 0 });

export const intro = style({ color: vars.color.muted, margin: 0 });

export const facts = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space["1"]} ${vars.space["3"]}`,
  margin: 0,
});
globalStyle(`${facts} dt`, { fontWeight: 700 });
globalStyle(`${facts} dd`, { margin: 0, overflowWrap: "anywhere" });

export const linkStart = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
});

/** The validity and its button on one line when there is room. */
export const createForm = style({
  display: "flex",
  flexWrap: "wrap",
  gap: vars.space["3"],
  alignItems: "flex-end",
});
