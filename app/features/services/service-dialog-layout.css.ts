import { style } from "@vanilla-extract/css";
import { projectCard } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";

const wide = "screen and (min-width: 48rem)";

export const note = style({ margin: "1.25rem 0 0", fontWeight: 600, maxWidth: vars.width.text });

export const about = style({
  display: "grid",
  gap: "2rem",
  alignItems: "center",
  "@media": { [wide]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1fr)" } },
});

export const aboutImage = style({ borderRadius: vars.radius.medium, overflow: "hidden" });

// The text comes first for screen readers; on wider screens it sits beside the images.
export const project = style([
  projectCard,
  { "@media": { [wide]: { gridTemplateColumns: "minmax(0, 1fr) minmax(0, 1.2fr)" } } },
]);

export const testimonial = style({ margin: 0, height: "100%", gap: "0.75rem" });

export const quote = style({ margin: 0, flex: 1 });

export const company = style({ color: vars.color.muted });

export const faq = style({ maxWidth: "48rem" });
