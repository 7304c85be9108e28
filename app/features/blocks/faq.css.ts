import { globalStyle, keyframes, style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

export const item = style({ maxWidth: "48rem", borderBottom: `1px solid ${vars.color.border}` });

// The marker is a plus that turns into a cross as the answer opens; the answer fades and
// slides in. Both are instant under reduced motion (the durations are zero then).
export const question = style({
  display: "flex",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  minHeight: "2.75rem",
  paddingBlock: vars.space[3],
  fontWeight: 700,
  cursor: "pointer",
  listStyle: "none",
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&::after": {
      content: '"+"',
      flexShrink: 0,
      display: "inline-grid",
      placeItems: "center",
      width: "1.75rem",
      height: "1.75rem",
      borderRadius: "50%",
      border: `2px solid ${vars.color.primary}`,
      color: vars.color.primary,
      fontSize: "1.25rem",
      lineHeight: 1,
      transition: transition(["transform"], "medium"),
    },
    "&:hover": { color: vars.color.primary },
  },
});

globalStyle(`${item}[open] > ${question}::after`, { transform: "rotate(45deg)" });

export const answer = style({ margin: `0 0 ${vars.space[4]}`, maxWidth: vars.width.text });

const reveal = keyframes({ from: { opacity: 0, transform: "translateY(-0.25rem)" } });

globalStyle(`${item}[open] > ${answer}`, {
  animation: `${reveal} ${vars.motion.medium} ${vars.motion.easing}`,
});
