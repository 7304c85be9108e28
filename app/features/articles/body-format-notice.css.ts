import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

/** The HTML notice: the warning colour's edge, as the editor's other questions have. */
export const notice = style({
  border: `2px solid ${vars.color.warning}`,
  borderRadius: vars.radius.medium,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  marginBlockEnd: vars.space["3"],
  display: "grid",
  gap: vars.space["2"],
  overflowWrap: "anywhere",
});

globalStyle(`${notice} p`, { margin: 0 });

export const noticeTitle = style({ fontWeight: 800 });

export const quiet = style({
  color: vars.color.muted,
  fontSize: vars.text.small,
  margin: `0 0 ${vars.space["3"]}`,
});
