import crypto from "node:crypto";
import sharp from "sharp";
import { encoders, type SizeFormat } from "~/features/articles/image-pipeline.server";
import { palettes } from "~/styles/theme.css";
import {
  drawSvg,
  el,
  headingFace,
  textFace,
  type DrawingNode,
  type Style,
} from "~/utils/drawing.server";

/**
 * The cover drawn for an article without an image of its own (decision 0211): its title in
 * the heading face and its category on the brand's colours, in a composition picked from its
 * slug, so a list of them is varied and one article always gets the same.
 */

/** The blog's cover box, 16:9. */
export const coverSize = { width: 1200, height: 675 } as const;

/** The frame a cover is drawn in: the blog's box, or a social card's. */
export type Frame = { width: number; height: number };

export const coverTitleMaxLines = 4;

/** What a generated cover shows. */
export type CoverSubject = { slug: string; title: string; category: string };

const brand = palettes.light;
const night = palettes.dark;

/**
 * The colour schemes: a background (a gradient between two close tones), large shapes in a
 * third, the title's ink, a decorative accent kept away from all text, and the category's
 * pill. The ink keeps at least 4.5:1 against both tones and the shapes, the pill's text
 * against the pill (checked by a test).
 */
export const coverSchemes = [
  {
    background: [brand.primary, "#9a2019"],
    shape: "#86190f",
    ink: "#ffffff",
    accent: night.primary,
    pill: { background: "#ffffff", ink: brand.primary },
  },
  {
    background: ["#7a0a05", "#5c0803"],
    shape: "#93150e",
    ink: brand.surface,
    accent: night.primary,
    pill: { background: night.primary, ink: brand.text },
  },
  {
    background: [brand.surface, "#fdebe2"],
    shape: "#f9d9cc",
    ink: brand.text,
    accent: brand.primary,
    pill: { background: brand.primary, ink: brand.onPrimary },
  },
  {
    background: [brand.surfaceAlt, "#ece4da"],
    shape: "#e2d6c8",
    ink: "#7a0a05",
    accent: brand.primary,
    pill: { background: brand.text, ink: brand.surface },
  },
  {
    background: [brand.text, "#2a2320"],
    shape: "#3a302c",
    ink: night.text,
    accent: night.primary,
    pill: { background: night.primary, ink: brand.text },
  },
] as const;

type Scheme = (typeof coverSchemes)[number];

/** The slug's hash as numbers: the same slug, the same choices. */
function seedOf(slug: string) {
  const bytes = crypto.createHash("sha256").update(slug).digest();
  let at = 0;
  return {
    pick: <T>(items: readonly T[]): T => items[bytes[at++ % bytes.length]! % items.length]!,
    /** A number from `min` to `max`, whole. */
    between: (min: number, max: number) =>
      min + Math.round((bytes[at++ % bytes.length]! / 255) * (max - min)),
  };
}

type Seed = ReturnType<typeof seedOf>;
type Place = { top: boolean; right: boolean };

const box = (style: Style) => el("div", { display: "flex", position: "absolute", ...style });

const edge = (place: Place, offset: number) => ({
  [place.top ? "top" : "bottom"]: offset,
  [place.right ? "right" : "left"]: offset,
});

/** Large shapes in the scheme's shape tone: they may pass under the text. */
const layouts: ((seed: Seed, scheme: Scheme, far: Place) => DrawingNode[])[] = [
  // A large disc leaving the frame, and a smaller one.
  (seed, scheme, far) => {
    const size = seed.between(560, 820);
    const small = seed.between(140, 240);
    return [
      box({
        width: size,
        height: size,
        borderRadius: size,
        background: scheme.shape,
        ...edge(far, -seed.between(size / 4, size / 2)),
      }),
      box({
        width: small,
        height: small,
        borderRadius: small,
        background: scheme.shape,
        ...edge({ top: !far.top, right: far.right }, -small / 3),
      }),
    ];
  },
  // Bands across the frame at an angle.
  (seed, scheme) => {
    const angle = seed.pick([-32, -22, -12, 12, 22, 32]);
    const width = seed.between(180, 300);
    const left = seed.between(500, 820);
    return [0, 1].map((band) =>
      box({
        width: band ? width / 3 : width,
        height: 1400,
        top: -360,
        left: left + band * (width + 60),
        background: scheme.shape,
        transform: `rotate(${angle}deg)`,
      }),
    );
  },
  // Rings from a corner.
  (seed, scheme, far) => {
    const step = seed.between(90, 130);
    return [5, 4, 3, 2].map((ring) =>
      box({
        width: ring * step * 2,
        height: ring * step * 2,
        borderRadius: ring * step * 2,
        border: `${seed.between(24, 40)}px solid ${scheme.shape}`,
        ...edge(far, -ring * step),
      }),
    );
  },
  // Rounded blocks stepping across.
  (seed, scheme, far) =>
    [0, 1, 2].map((block) => {
      const size = seed.between(220, 340);
      return box({
        width: size,
        height: size,
        borderRadius: seed.between(24, 72),
        background: scheme.shape,
        transform: `rotate(${seed.between(-20, 20)}deg)`,
        ...edge(far, -size / 3 + block * seed.between(150, 210)),
      });
    }),
];

/** The accent: small, in the corner the text never reaches. */
const accents: ((seed: Seed, scheme: Scheme, corner: Place) => DrawingNode)[] = [
  // A grid of dots.
  (seed, scheme, corner) => {
    const columns = seed.between(4, 6);
    const dots = Array.from({ length: columns * 3 }, () =>
      el("div", {
        width: 14,
        height: 14,
        borderRadius: 14,
        background: scheme.accent,
        margin: 10,
      }),
    );
    return el(
      "div",
      {
        display: "flex",
        flexWrap: "wrap",
        position: "absolute",
        width: columns * 34,
        ...edge(corner, 48),
      },
      dots,
    );
  },
  // A ring.
  (seed, scheme, corner) => {
    const size = seed.between(110, 170);
    return box({
      width: size,
      height: size,
      borderRadius: size,
      border: `14px solid ${scheme.accent}`,
      ...edge(corner, 48),
    });
  },
  // A short bar.
  (seed, scheme, corner) =>
    box({
      width: seed.between(120, 200),
      height: 18,
      borderRadius: 9,
      background: scheme.accent,
      ...edge(corner, 64),
    }),
];

const padX = 80;
const padY = 64;
const titleLineHeight = 1.1;

/** Shorter titles are set larger. */
const titleSizeOf = (title: string) => (title.length <= 40 ? 84 : title.length <= 80 ? 70 : 60);

function tree(cover: CoverSubject, frame: Frame): DrawingNode {
  const seed = seedOf(cover.slug);
  const scheme = seed.pick(coverSchemes);
  const titleBelow = seed.pick([true, false]);
  const shapesRight = seed.pick([true, false]);
  // The shapes gather at the side away from the text's start; the accent sits in the half the
  // title leaves empty, on the shapes' side.
  const far: Place = { top: titleBelow, right: shapesRight };
  const accentCorner: Place = { top: titleBelow, right: true };
  const angle = seed.between(100, 170);
  const titleSize = titleSizeOf(cover.title);
  const pill = el(
    "div",
    {
      display: "flex",
      alignSelf: "flex-start",
      padding: "10px 24px",
      borderRadius: 999,
      background: scheme.pill.background,
      color: scheme.pill.ink,
      fontFamily: textFace,
      fontWeight: 700,
      fontSize: 30,
    },
    cover.category,
  );
  const title = el(
    "div",
    {
      display: "block",
      width: 940,
      fontFamily: headingFace,
      fontWeight: 800,
      fontSize: titleSize,
      lineHeight: titleLineHeight,
      color: scheme.ink,
      lineClamp: coverTitleMaxLines,
      overflow: "hidden",
    },
    cover.title,
    { key: "title" },
  );
  const text = el(
    "div",
    {
      display: "flex",
      flexDirection: "column",
      justifyContent: titleBelow ? "space-between" : "flex-start",
      gap: 36,
      position: "absolute",
      top: padY,
      left: padX,
      width: frame.width - 2 * padX,
      height: frame.height - 2 * padY,
    },
    [pill, title],
  );
  return el(
    "div",
    {
      display: "flex",
      position: "relative",
      overflow: "hidden",
      width: frame.width,
      height: frame.height,
      background: `linear-gradient(${angle}deg, ${scheme.background[0]}, ${scheme.background[1]})`,
    },
    [
      ...seed.pick(layouts)(seed, scheme, far),
      seed.pick(accents)(seed, scheme, accentCorner),
      text,
    ],
  );
}

/** The cover as SVG (text as outlines) in `frame`, and how many lines its title took. */
export async function coverSvg(cover: CoverSubject, frame: Frame = coverSize) {
  const { svg, measuredHeight } = await drawSvg(tree(cover, frame), frame);
  const lineHeight = titleSizeOf(cover.title) * titleLineHeight;
  return { svg, titleLines: Math.round(measuredHeight / lineHeight) };
}

/** The cover `width` pixels wide (16:9) in `format`. */
export async function renderCover(cover: CoverSubject, width: number, format: SizeFormat) {
  const { svg, titleLines } = await coverSvg(cover);
  const image = sharp(Buffer.from(svg), { density: (72 * width) / coverSize.width });
  const bytes = await encoders[format](image).toBuffer();
  return { bytes, titleLines };
}
