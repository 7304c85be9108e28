import sharp from "sharp";
import { describe, expect, test } from "vitest";
import { drawSvg, el, headingFace, textFace } from "~/utils/drawing.server";

const frame = { width: 1000, height: 240 };

/** A line of text in `face` on white, as SVG, with what satori could not draw. */
function line(text: string, face = headingFace, weight = 800) {
  return drawSvg(
    el(
      "div",
      { display: "flex", width: frame.width, height: frame.height, background: "#ffffff" },
      el(
        "div",
        { display: "flex", fontFamily: face, fontWeight: weight, fontSize: 72, color: "#000000" },
        text,
        { key: "title" },
      ),
    ),
    frame,
  );
}

const pixels = async (svg: string) => sharp(Buffer.from(svg)).removeAlpha().raw().toBuffer();

describe("drawing text", () => {
  test("Latin Extended, Greek, Cyrillic and emoji are each drawn with glyphs of their own", async () => {
    for (const [face, weight] of [
      [headingFace, 800],
      [textFace, 700],
    ] as const) {
      const drawn = await line("Łódź Ωμέγα Привет 🚀", face, weight);
      expect(drawn.missing).toEqual([]);
      // Missing glyphs are all the same box: other letters of the same scripts would look the
      // same as these.
      const other = await line("Żółć Ψυχήξ Мирок 🎉", face, weight);
      expect((await pixels(other.svg)).equals(await pixels(drawn.svg))).toBe(false);
    }
  });

  test("an emoji is drawn as its picture, in its colours", async () => {
    const { svg } = await line("🚀");
    const rgb = await pixels(svg);
    let blue = 0;
    for (let at = 0; at < rgb.length; at += 3)
      if (rgb[at + 2]! > rgb[at]! + 60 && rgb[at + 2]! > 150) blue += 1;
    expect(blue).toBeGreaterThan(200);
  });

  test("text in a script none of the faces has is reported as missing", async () => {
    expect((await line("Il blog مرحبا")).missing).toEqual(["مرحبا"]);
  });
});

describe("drawing off the main thread", () => {
  test("while drawings are laid out, the main thread stays free", async () => {
    await line("Una prima immagine");
    let done = false;
    const drawings = Promise.all(
      Array.from({ length: 6 }, (_, n) => line(`Un titolo numero ${n} da disegnare`)),
    ).finally(() => (done = true));
    // The loop's turns while the drawings are laid out. Laid out on this thread, satori would
    // hold the loop for each drawing (tens of milliseconds each) and let hardly a turn through;
    // handed to a thread, the loop turns thousands of times. Turns, not the loop's
    // utilization: that rises with whatever else keeps the machine busy.
    let turns = 0;
    while (!done) {
      await new Promise((resolve) => setImmediate(resolve));
      turns += 1;
    }
    await drawings;
    expect(turns).toBeGreaterThan(50);
  });
});
