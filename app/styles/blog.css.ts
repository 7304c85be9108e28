import { globalStyle, style } from "@vanilla-extract/css";
import { callToAction, card as pageCard, grid } from "~/styles/page.css";
export { chip, hero, lead, intro } from "~/styles/page.css";
import { vars } from "~/styles/theme.css";
import { transition } from "~/styles/transition";

const wide = "screen and (min-width: 48rem)";

export const chips = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.5rem",
  listStyle: "none",
  padding: 0,
  margin: "0 0 2rem",
});

export const cards = style([
  grid,
  // auto-fill keeps a lone card (one article in a category) card-sized instead of stretched.
  { gap: "1.5rem", gridTemplateColumns: "repeat(auto-fill, minmax(18rem, 1fr))" },
]);

// The cover runs to the card's edges; the text has its own padding.
export const card = style([pageCard, { height: "100%", overflow: "hidden", padding: 0 }]);

/** Every cover in the same 16:9 box, whatever size the picture is. */
export const cover = style({
  display: "block",
  width: "100%",
  height: "auto",
  aspectRatio: "16 / 9",
  objectFit: "cover",
  background: vars.color.surfaceAlt,
  transition: transition(["transform"], "medium"),
});

// An uploaded photo's box: the cover's shape, its blurred preview under the photo until the
// photo has loaded (the preview is a `data:` image: no inline style is allowed).
export const coverFrame = style({ position: "relative", overflow: "hidden" });

const fill = {
  position: "absolute",
  inset: 0,
  width: "100%",
  height: "100%",
  objectFit: "cover",
} as const;

export const coverPreview = style({ ...fill, filter: "blur(12px)", transform: "scale(1.1)" });

export const coverImage = style({ ...fill, display: "block" });

// Under the pointer the cover leans in a little, inside the card's rounded frame.
globalStyle(`${card}:has(a:hover) ${cover}`, { transform: "scale(1.03)" });

export const cardBody = style({
  display: "flex",
  flexDirection: "column",
  gap: "0.5rem",
  padding: "1.25rem",
  flex: 1,
});

export const category = style({
  color: vars.color.primary,
  fontWeight: 700,
  fontSize: "0.875rem",
  textTransform: "uppercase",
  letterSpacing: "0.04em",
  margin: 0,
});

// On an article's page the category leads to its page, in the category's own colour.
globalStyle(`${category} a`, { color: "inherit" });

export const cardTitle = style({ fontSize: "1.25rem", margin: 0 });

export const byline = style({ color: vars.color.muted, fontSize: "0.9375rem", margin: 0 });

export const readMore = style({ marginTop: "auto", paddingTop: "0.5rem", fontWeight: 700 });

export const notice = style({
  padding: "1rem 1.25rem",
  borderRadius: vars.radius.medium,
  border: `1px solid ${vars.color.danger}`,
  background: vars.color.surface,
  marginBottom: "1.5rem",
});

export const noticeTitle = style({ color: vars.color.danger, fontWeight: 700, margin: 0 });

export const pagination = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "space-between",
  alignItems: "center",
  gap: "1rem",
  marginTop: "2.5rem",
});

export const contact = style([callToAction, { marginTop: vars.space[8] }]);

/** One column for the title, the cover and the text, whose measure is about 65 characters. */
export const article = style({ maxWidth: "34rem", marginInline: "auto" });

/** On the article's narrow column the page title's full size would run to five lines. */
export const articleTitle = style({ fontSize: vars.text.h2, margin: 0 });

export const articleHeader = style({ display: "grid", gap: "0.75rem", marginBottom: "2rem" });

export const articleExcerpt = style({
  fontSize: vars.text.lead,
  lineHeight: 1.5,
  color: vars.color.muted,
  margin: 0,
});

export const articleCover = style([
  cover,
  { borderRadius: vars.radius.medium, marginBottom: "2rem" },
]);

export const draftBanner = style({
  padding: "0.75rem 1rem",
  borderRadius: vars.radius.medium,
  border: `2px solid ${vars.color.primary}`,
  background: vars.color.surface,
  marginBottom: "1.5rem",
});

export const facts = style({
  display: "flex",
  flexWrap: "wrap",
  gap: "0.25rem 1rem",
  color: vars.color.muted,
  margin: 0,
  "@media": { [wide]: { fontSize: "1.0625rem" } },
});
