import os from "node:os";
import path from "node:path";
import { createRequire } from "node:module";
import { drawingThreads, type ThreadSetup } from "~/utils/drawing-threads.server";
import { singleton } from "~/utils/singleton.server";
import { logger } from "~/utils/logger.server";

/**
 * What the drawn images (social cards, generated covers) share: the site's faces as satori
 * reads them, and a small tree of boxes turned into SVG whose text is already outlines, laid
 * out in a drawing thread so that the server keeps answering meanwhile.
 */

const require = createRequire(import.meta.url);

/**
 * The site's faces as static WOFF files: satori reads WOFF but not the WOFF2 variable files
 * the pages load, so the same families come from their non-variable packages. Satori takes one
 * file per family and weight, so each subset is a family of its own and a face is a stack of
 * them, like a CSS `font-family`: Latin, Latin Extended (`Ł`, `ő`...), then Manrope's Greek and
 * Cyrillic, which the brand's faces do not have (decision 0246). Never the system's fonts.
 */
const face = (name: string, weight: 700 | 800, prefix: string, subsets: string[]) =>
  subsets.map((subset) => ({
    name: `${name} ${subset}`,
    weight,
    file: `${prefix}-${subset}-${weight}-normal.woff`,
  }));

const otherScripts = (weight: 700 | 800) =>
  face("Manrope", weight, "@fontsource/manrope/files/manrope", [
    "greek",
    "cyrillic",
    "cyrillic-ext",
  ]);

const heading = [
  ...face("Bricolage Grotesque", 800, "@fontsource/bricolage-grotesque/files/bricolage-grotesque", [
    "latin",
    "latin-ext",
  ]),
  ...otherScripts(800),
];
const text = [
  ...face(
    "Atkinson Hyperlegible Next",
    700,
    "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next",
    ["latin", "latin-ext"],
  ),
  ...otherScripts(700),
];

const stack = (files: { name: string }[]) => files.map(({ name }) => name).join(", ");

/** The headings' face (800), as a `fontFamily`. */
export const headingFace = stack(heading);
/** The text's face (700), as a `fontFamily`. */
export const textFace = stack(text);

/** The faces' files and the emoji's folder, found when the first thread starts. */
const setup = (): ThreadSetup => ({
  // Manrope's files appear in both stacks: one entry each is enough.
  fonts: [...heading, ...text]
    .filter((font, index, all) => all.findIndex((other) => other.file === font.file) === index)
    .map((font) => ({ ...font, file: require.resolve(font.file) })),
  emojiDir: path.dirname(require.resolve("@twemoji/svg/1f600.svg")),
});

/**
 * Drawings at once: one for every core but the one the server answers on, each with a thread
 * of its own (on two cores, one: measured better than two, decision 0245).
 */
export const drawingsAtOnce = Math.max(1, os.availableParallelism() - 1);

// Threads end after a minute without drawings, which come in bursts (a new list's covers, a
// crawler's cards).
const threads = () =>
  singleton("drawing-threads", () =>
    drawingThreads({ setup: setup(), size: drawingsAtOnce, idleMs: 60_000 }),
  );

export type Style = Record<string, string | number>;
export type DrawingNode = { type: string; key: string | null; props: Record<string, unknown> };

/** A box of the drawing, as React would make it, without React's runtime. */
export function el(
  type: string,
  style: Style,
  children?: unknown,
  { key = null, ...props }: { key?: string | null; [prop: string]: unknown } = {},
): DrawingNode {
  return { type, key, props: { ...props, style, children } };
}

/**
 * The drawing as SVG, the height of the box keyed `measured` (a title, to count its lines),
 * and the text no face could draw (reported, and drawn as missing glyphs).
 */
export async function drawSvg(
  tree: DrawingNode,
  size: { width: number; height: number },
  measured = "title",
) {
  const drawing = await threads().draw({ tree, ...size, measured });
  if (drawing.missing.length > 0)
    logger.warn(`Caratteri senza glifo in un'immagine disegnata: ${drawing.missing.join(" ")}`);
  return drawing;
}
