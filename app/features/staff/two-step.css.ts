import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

// The QR code keeps white around it in every theme: apps read dark modules on light.
export const qr = style({
  width: "14rem",
  maxWidth: "100%",
  padding: vars.space["2"],
  background: "#ffffff",
  borderRadius: vars.radius.small,
});

export const monospace = style({
  fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace",
  fontSize: "1.125rem",
  letterSpacing: "0.05em",
  wordBreak: "break-word",
});

export const codeList = style([
  monospace,
  {
    display: "grid",
    gridTemplateColumns: "repeat(auto-fill, minmax(9rem, 1fr))",
    gap: vars.space["2"],
    margin: 0,
    paddingInlineStart: vars.space["5"],
  },
]);
