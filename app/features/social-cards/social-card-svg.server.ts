import fs from "node:fs";
import path from "node:path";
import { palettes } from "~/styles/theme.css";
import { drawSvg, el, headingFace, textFace, type DrawingNode } from "~/utils/drawing.server";
import { site } from "~/utils/site";

export const cardWidth = 1200;
export const cardHeight = 630;
export const titleMaxLines = 3;

/** What a card shows: an article's title over its cover, or a page's title. */
export type SocialCard =
  | { kind: "article"; title: string; category: string; siteName: string }
  | { kind: "page"; title: string; siteName: string };

let logo: string | undefined;
function logoDataUrl() {
  logo ??= `data:image/svg+xml;base64,${fs.readFileSync(path.resolve("public", site.logo.slice(1))).toString("base64")}`;
  return logo;
}

const brand = palettes.light;
const heading = headingFace;
const text = textFace;
const padX = 72;
const padY = 60;
const titleSize = 68;
const titleLineHeight = 1.12;

function tree(card: SocialCard, onPhoto: boolean): DrawingNode {
  const badge =
    card.kind === "article"
      ? el(
          "div",
          {
            display: "flex",
            alignSelf: "flex-start",
            padding: "8px 20px",
            borderRadius: 999,
            background: onPhoto ? brand.primary : brand.surface,
            color: onPhoto ? brand.onPrimary : brand.primary,
            fontFamily: text,
            fontWeight: 700,
            fontSize: 28,
          },
          card.category,
        )
      : el("div", { display: "flex" });
  const title = el(
    "div",
    {
      display: "block",
      width: cardWidth - 2 * padX,
      fontFamily: heading,
      fontWeight: 800,
      fontSize: titleSize,
      lineHeight: titleLineHeight,
      color: "#ffffff",
      lineClamp: titleMaxLines,
      overflow: "hidden",
    },
    card.title,
    { key: "title" },
  );
  const footer = el("div", { display: "flex", alignItems: "center", gap: 20 }, [
    el("img", { width: 64, height: 64, borderRadius: 14 }, undefined, {
      src: logoDataUrl(),
      width: 64,
      height: 64,
    }),
    el(
      "div",
      { display: "flex", fontFamily: heading, fontWeight: 800, fontSize: 34, color: "#ffffff" },
      card.siteName,
    ),
  ]);
  return el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: "space-between",
      // Satori sizes the content box: the padding is added to these.
      width: cardWidth - 2 * padX,
      height: cardHeight - 2 * padY,
      padding: `${padY}px ${padX}px`,
      // A photo below is darkened most where the title and the name sit, so white text stays
      // legible on any picture; without one, the brand's red, deepened towards a corner.
      background: onPhoto
        ? "linear-gradient(180deg, rgba(0,0,0,0.45), rgba(0,0,0,0.7) 45%, rgba(0,0,0,0.8))"
        : `linear-gradient(135deg, ${brand.primary}, #7a0a05)`,
    },
    [badge, title, footer],
  );
}

/**
 * The card's drawing as SVG with the text as outlines (nothing left for a renderer to look
 * up), and how many lines the title took.
 */
export async function socialCardSvg(card: SocialCard, onPhoto: boolean) {
  const { svg, measuredHeight } = await drawSvg(tree(card, onPhoto), {
    width: cardWidth,
    height: cardHeight,
  });
  return { svg, titleLines: Math.round(measuredHeight / (titleSize * titleLineHeight)) };
}
