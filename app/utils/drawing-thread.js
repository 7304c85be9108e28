// @ts-check
// A drawing thread (decision 0245): lays out the boxes it is sent with satori, in the faces it
// was started with, and answers with the SVG. Plain JavaScript outside both bundles, so that
// the server's build, Vitest and the image run this one file as it is; started by
// `drawing-threads.server.ts`, which finds it from the project's folder.
import fs from "node:fs";
import path from "node:path";
import { parentPort, workerData } from "node:worker_threads";
import satori from "satori";

/**
 * @typedef {{ name: string; weight: 700 | 800; file: string }} FontFile
 * @typedef {{ fonts: FontFile[]; emojiDir: string }} Setup
 * @typedef {{ tree: unknown; width: number; height: number; measured: string }} Job
 */

const setup = /** @type {Setup} */ (workerData);

/** @type {import("satori").Font[] | undefined} */
let fonts;
const loadFonts = () =>
  (fonts ??= setup.fonts.map(({ name, weight, file }) => ({
    name,
    weight,
    style: /** @type {const} */ ("normal"),
    data: fs.readFileSync(file),
  })));

const zeroWidthJoiner = "\u200d";
const emojiVariation = /\ufe0f/g;

/** @type {Map<string, string | null>} */
const emojiImages = new Map();

/**
 * An emoji as an image, from Twemoji's files: named by its code points in hexadecimal, without
 * the emoji variation selector unless the sequence joins several (Twemoji's own rule).
 * @param {string} emoji
 */
function emojiImage(emoji) {
  if (!emojiImages.has(emoji)) {
    const points = emoji.includes(zeroWidthJoiner) ? emoji : emoji.replace(emojiVariation, "");
    const name = [...points].map((point) => point.codePointAt(0)?.toString(16)).join("-");
    const file = path.join(setup.emojiDir, `${name}.svg`);
    const svg = fs.existsSync(file) ? fs.readFileSync(file) : null;
    emojiImages.set(emoji, svg && `data:image/svg+xml;base64,${svg.toString("base64")}`);
  }
  return emojiImages.get(emoji) ?? null;
}

/** @param {Job} job */
async function draw({ tree, width, height, measured }) {
  let measuredHeight = 0;
  /** @type {string[]} */
  const missing = [];
  const svg = await satori(/** @type {import("react").ReactNode} */ (tree), {
    width,
    height,
    fonts: loadFonts(),
    // Satori asks only for what no face has: an emoji's picture, or text in a script none of
    // the faces covers, which is drawn as missing glyphs and reported.
    loadAdditionalAsset: async (code, segment) => {
      const image = code === "emoji" ? emojiImage(segment) : null;
      if (image) return image;
      missing.push(segment);
      return [];
    },
    onNodeDetected: (node) => {
      if (node.key === measured) measuredHeight = node.height;
    },
  });
  return { svg, measuredHeight, missing };
}

parentPort?.on("message", (/** @type {Job} */ job) => {
  draw(job).then(
    (drawn) => parentPort?.postMessage({ drawn }),
    (/** @type {unknown} */ error) =>
      parentPort?.postMessage({ error: error instanceof Error ? error.message : String(error) }),
  );
});
