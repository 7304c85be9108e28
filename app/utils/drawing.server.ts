import fs from "node:fs";
import { createRequire } from "node:module";
import satori, { type Font } from "satori";
import type { ReactNode } from "react";

/**
 * What the drawn images (social cards, generated covers) share: the site's faces as satori
 * reads them, and a small tree of boxes turned into SVG whose text is already outlines.
 */

const require = createRequire(import.meta.url);

export const headingFace = "Bricolage Grotesque";
export const textFace = "Atkinson Hyperlegible Next";

/**
 * The site's faces as static WOFF files: satori reads WOFF but not the WOFF2 variable files
 * the pages load, so the same families come from their non-variable packages, Latin and
 * Latin Extended (`Ł`, `ő`...) as two fonts of one family. Never the system's fonts.
 */
const fontFiles: { name: string; weight: 700 | 800; file: string }[] = [
  [headingFace, 800, "@fontsource/bricolage-grotesque/files/bricolage-grotesque"],
  [textFace, 700, "@fontsource/atkinson-hyperlegible-next/files/atkinson-hyperlegible-next"],
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
 * The drawing as SVG and the height of the box keyed `measured` (a title, to count its
 * lines).
 */
export async function drawSvg(
  tree: DrawingNode,
  size: { width: number; height: number },
  measured = "title",
) {
  let height = 0;
  const svg = await satori(tree as unknown as ReactNode, {
    ...size,
    fonts: loadFonts(),
    onNodeDetected: (node) => {
      if (node.key === measured) height = node.height;
    },
  });
  return { svg, measuredHeight: height };
}
