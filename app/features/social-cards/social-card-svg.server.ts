import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import satori, { type Font } from "satori";
import type { ReactNode } from "react";
import { palettes } from "~/styles/theme.css";
import { site } from "~/utils/site";

export const cardWidth = 1200;
export const cardHeight = 630;
export const titleMaxLines = 3;

/** What a card shows: an article's title over its cover, or a page's title. */
export type SocialCard =
  | { kind: "article"; title: string; category: string; siteName: string }
  | { kind: "page"; title: string; siteName: string };

const require = createRequire(import.meta.url);

/**
 * The site's faces as static WOFF files: satori reads WOFF but not the WOFF2 variable files
 * the pages load, so the same families come from their non-variable packages, Latin and
 * Latin Extended (`Ł`, `ő`...) as two fonts of one family. Never the system's fonts.
 */
const fontFiles: { name: string; weight: 700 | 800; file: string }[] = [
  ["Bricolage Grotesque", 800, "@fontsource/bricolage-grotesque/files/bricolage-grotesque"],
  [
    "Atkinson Hyperlegible Next",
    700,
    "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next",
  ],
].flatMap(([name, weight, prefix]) =>
  ["latin", "latin-ext"].map((subset) => ({
    name: name as string,
    weight: weight as 700 | 800,
    file: `${prefix}-${subset}-${weight}-normal.woff`,
  })),
);

let fonts: Font[] | undefined;
function loadFonts(): Font[] {
  fonts ??= fontFiles.map(({ name, weight, file }) => ({
    name,
    weight,
    style: "normal",
    data: fs.readFileSync(require.resolve(file)),
  }));
  return fonts;
}

let logo: string | undefined;
function logoDataUrl() {
  logo ??= `data:image/svg+xml;base64,${fs.readFileSync(path.resolve("public", site.logo.slice(1))).toString("base64")}`;
  return logo;
}

type Style = Record<string, string | number>;
type Node = { type: string; key: string | null; props: Record<string, unknown> };

function el(
  type: string,
  style: Style,
  children?: unknown,
  { key = null, ...props }: { key?: string | null; [prop: string]: unknown } = {},
): Node {
  return { type, key, props: { ...props, style, children } };
}

const brand = palettes.light;
const heading = "Bricolage Grotesque";
const text = "Atkinson Hyperlegible Next";
const padX = 72;
const padY = 60;
const titleSize = 68;
const titleLineHeight = 1.12;

function tree(card: SocialCard, onPhoto: boolean): Node {
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
  let titleHeight = 0;
  const svg = await satori(tree(card, onPhoto) as unknown as ReactNode, {
    width: cardWidth,
    height: cardHeight,
    fonts: loadFonts(),
    onNodeDetected: (node) => {
      if (node.key === "title") titleHeight = node.height;
    },
  });
  return { svg, titleLines: Math.round(titleHeight / (titleSize * titleLineHeight)) };
}
