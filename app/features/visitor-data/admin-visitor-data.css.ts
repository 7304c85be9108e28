import { globalStyle, style } from "@vanilla-extract/css";
import { card } from "~/components/staff/admin.css";
import { vars } from "~/styles/theme.css";

export const muted = style({ color: vars.color.muted });

export const searchForm = style([
  card,
  {
    display: "grid",
    gap: vars.space["4"],
    maxWidth: vars.width.text,
    marginBlock: vars.space["4"],
  },
]);

export const actions = style({
  display: "grid",
  gap: vars.space["4"],
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 20rem), 1fr))",
  marginBlock: vars.space["5"],
});

export const panel = style([
  card,
  { display: "grid", alignContent: "start", gap: vars.space["3"] },
]);

globalStyle(`${panel} h3, ${panel} p`, { margin: 0 });

export const panelForm = style({ display: "grid", gap: vars.space["3"], justifyItems: "start" });

// The edge in the danger colour says what kind of panel it is, in every theme.
export const dangerPanel = style([panel, { borderColor: vars.color.danger, borderWidth: "2px" }]);

globalStyle(`:root.high-contrast ${dangerPanel}`, { borderColor: vars.color.danger });

export const message = style({ maxWidth: "32rem", whiteSpace: "pre-wrap" });
