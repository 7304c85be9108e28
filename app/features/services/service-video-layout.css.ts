import { style } from "@vanilla-extract/css";
import { vars } from "~/styles/theme.css";

export const hero = style({
  position: "relative",
  overflow: "hidden",
  display: "flex",
  alignItems: "center",
  minHeight: "30rem",
  // Room under the text for the video's pause button, so it never covers the text.
  paddingBlock: "3rem 5.5rem",
  background: vars.color.surface,
  borderBottom: `1px solid ${vars.color.border}`,
});

/** The video, or its poster while it does not play, filling the hero behind its text. */
export const backdrop = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
  // The clip is drawn on a light ground; dimmed, it does not glare around a dark page.
  selectors: { ":root.dark &": { filter: "brightness(0.6)" } },
});

export const heroInner = style({ position: "relative" });

// The text sits on a solid panel of the theme's own colours, so its contrast never depends
// on the picture or the frame of the video behind it.
export const heroPanel = style({
  maxWidth: "40rem",
  padding: "2rem",
  borderRadius: vars.radius.large,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.background,
  boxShadow: vars.shadow.card,
});

export const heroLead = style({ fontSize: "1.2rem", color: vars.color.muted });

export const videoToggle = style({
  position: "absolute",
  right: "1rem",
  bottom: "1rem",
  minHeight: "2.75rem",
  padding: "0.5rem 1rem",
  borderRadius: vars.radius.small,
  border: `2px solid ${vars.color.text}`,
  background: vars.color.background,
  color: vars.color.text,
  fontWeight: 700,
  cursor: "pointer",
});

export const innovation = style({
  display: "grid",
  gap: "1.5rem",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 22rem), 1fr))",
  listStyle: "none",
  padding: 0,
  margin: 0,
});

export const innovationImage = style({ marginBottom: "1rem" });

export const videoFrame = style({
  position: "relative",
  aspectRatio: "16 / 9",
  maxWidth: "56rem",
  borderRadius: vars.radius.medium,
  overflow: "hidden",
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.border}`,
});

export const video = style({
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  border: 0,
});

export const quote = style({
  margin: "3rem auto 0",
  maxWidth: "48rem",
  padding: "2rem",
  borderLeft: `6px solid ${vars.color.primary}`,
  borderRadius: vars.radius.medium,
  background: vars.color.surface,
});

export const quoteText = style({
  margin: 0,
  fontFamily: vars.font.heading,
  fontSize: "clamp(1.25rem, 3vw, 1.5rem)",
  fontStyle: "italic",
  lineHeight: 1.45,
});

export const quoteAuthor = style({ marginTop: "1rem", color: vars.color.muted });

export const testimonials = style({ maxWidth: "40rem" });
