import { globalStyle, style } from "@vanilla-extract/css";
import { card, content, wideUp } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

/** The figures as a row of small tiles: the name over the number. */
export const figures = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fill, minmax(10rem, 1fr))",
  gap: vars.space["3"],
  margin: 0,
});

export const figure = style([card, { display: "grid", gap: vars.space["1"] }]);

globalStyle(`${figure} dt`, { color: vars.color.muted, fontSize: vars.text.small });
globalStyle(`${figure} dd`, { margin: 0, fontSize: vars.text.h3, fontWeight: 700 });

/** A link's address: long, and broken anywhere rather than widening the table. */
export const url = style({ overflowWrap: "anywhere" });

/** The two previews side by side once the content column has room for two e-mails. */
export const frames = style({
  display: "grid",
  gap: vars.space["4"],
  "@container": {
    [`${content} (min-width: 52rem)`]: { gridTemplateColumns: "1fr 1fr" },
  },
});

export const frameBox = style({ display: "grid", gap: vars.space["2"], margin: 0, minWidth: 0 });

export const frameCaption = style({ fontWeight: 700 });

export const frame = style({
  width: "100%",
  height: "32rem",
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
  "@media": { [wideUp]: { height: "40rem" } },
});

/** 'Programma': the field and its button on one line while they fit. */
export const schedule = style({
  display: "flex",
  flexWrap: "wrap",
  alignItems: "end",
  gap: vars.space["3"],
});

/** Why sending is impossible now: said plainly, in the colour of a problem. */
export const refusal = style({ color: vars.color.danger, fontWeight: 700 });

/** A confirmation step: a card set apart at the top of the page, its question first. */
export const confirm = style([
  card,
  {
    display: "grid",
    gap: vars.space["3"],
    marginBlock: vars.space["4"],
    border: `2px solid ${vars.color.primary}`,
  },
]);

globalStyle(`${confirm} > *`, { margin: 0, maxWidth: vars.width.text });

/** Deleting the draft: apart from the form's own buttons, so it is not pressed for another. */
export const remove = style({ marginBlockStart: vars.space["6"] });
