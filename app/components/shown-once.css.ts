import { style } from "@vanilla-extract/css";
import { control } from "~/components/forms.css";
import { vars } from "~/styles/theme.css";

// It stands out from the page: it is shown once and must be copied now.
export const box = style({
  display: "grid",
  gap: vars.space["2"],
  maxWidth: vars.width.text,
  padding: `${vars.space["3"]} ${vars.space["4"]}`,
  border: `2px solid ${vars.color.success}`,
  borderRadius: vars.radius.medium,
  background: vars.color.background,
});

export const title = style({ margin: 0, fontSize: vars.text.h4 });

export const label = style({ fontWeight: 700 });

export const value = style([
  control,
  { fontFamily: "ui-monospace, SFMono-Regular, Menlo, Consolas, monospace" },
]);

export const hint = style({ color: vars.color.muted, margin: 0 });
