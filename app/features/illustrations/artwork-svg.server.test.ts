import { describe, expect, test } from "vitest";
import type { ArtworkMotif } from "~/features/illustrations/content/image-entry";
import { images } from "~/features/illustrations/content/images";
import { heroImages } from "~/features/illustrations/content/images-heroes";
import { escapeXml } from "~/utils/xml";
import { drawArtwork } from "~/features/illustrations/artwork-svg.server";

/** Tags open and close in order, attributes are quoted, and no bare & or < is left in text. */
function wellFormedness(svg: string) {
  const stack: string[] = [];
  const problems: string[] = [];
  const tokens = svg.split(/(<[^>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (!token.startsWith("<")) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(token) || token.includes(">"))
        problems.push(`testo non escapato: ${token}`);
      continue;
    }
    const match = /^<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!match) {
      problems.push(`tag non valido: ${token}`);
      continue;
    }
    const [, closing, name = "", attributes = "", selfClosing] = match;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(attributes))
      problems.push(`attributo non escapato: ${token}`);
    const names = [...attributes.matchAll(/\s([\w:-]+)=/g)].map(([, attribute]) => attribute);
    if (new Set(names).size !== names.length) problems.push(`attributo ripetuto: ${token}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`chiusura inattesa: ${token}`);
    } else if (!selfClosing) stack.push(name);
  }
  if (stack.length) problems.push(`tag non chiusi: ${stack.join(", ")}`);
  return problems;
}

const palette = [
  "#b3261e",
  "#7a1712",
  "#ff9c8f",
  "#ffd9cf",
  "#fff7f2",
  "#f4efe9",
  "#57534e",
  "#1c1917",
];

const motifs: ArtworkMotif[] = [
  "packaging",
  "stand",
  "social",
  "event",
  "store",
  "chart",
  "portrait",
  "territory",
  "strategy",
  "campaign",
  "expo",
];
const sample = (motif: ArtworkMotif, id = `prova-${motif}`) => ({
  id,
  width: 800,
  height: 1000,
  motif,
});

describe("artwork", () => {
  test.each(motifs)(
    "the %s motif is one well-formed SVG document of the requested size",
    (motif) => {
      const svg = drawArtwork(sample(motif));
      expect(
        svg.startsWith(
          '<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">',
        ),
      ).toBe(true);
      expect(svg.endsWith("</svg>")).toBe(true);
      expect(wellFormedness(svg)).toEqual([]);
      expect(svg).not.toMatch(/NaN|undefined|Infinity/);
    },
  );

  test("every slot of the manifest, the heroes included, draws well-formed, at its size and light", () => {
    expect(heroImages.map(({ id, width, height }) => ({ id, width, height }))).toEqual([
      { id: "home-hero", width: 1200, height: 1000 },
      { id: "servizio-politica-hero", width: 1200, height: 1000 },
      { id: "servizio-stand-hero", width: 1200, height: 1000 },
    ]);
    for (const hero of heroImages) expect(images, hero.id).toContainEqual(hero);
    for (const entry of images) {
      const svg = drawArtwork(entry);
      const { width, height } = entry;
      expect(
        svg.startsWith(
          `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">`,
        ),
        entry.id,
      ).toBe(true);
      expect(wellFormedness(svg), entry.id).toEqual([]);
      expect(svg, entry.id).not.toMatch(/NaN|undefined|Infinity/);
      expect(svg.length, entry.id).toBeLessThan(8_000);
    }
  });

  test("a drawing has no text, fonts, images or filters: shapes only", () => {
    for (const entry of images) {
      const svg = drawArtwork(entry);
      expect(svg, entry.id).not.toMatch(
        /<(text|tspan|image|filter|style|foreignObject|font)\b|font-family|href=/,
      );
    }
  });

  test("a drawing paints with the brand palette only, on a background of its own", () => {
    for (const entry of images) {
      const svg = drawArtwork(entry);
      const colours = new Set(
        [...svg.matchAll(/#[0-9a-fA-F]{3,8}\b/g)].map(([colour]) => colour.toLowerCase()),
      );
      expect(
        [...colours].filter((colour) => !palette.includes(colour)),
        entry.id,
      ).toEqual([]);
      expect(svg, entry.id).toMatch(
        new RegExp(
          `^<svg [^>]*><defs>.*?</defs><rect width="${entry.width}" height="${entry.height}" fill="url\\(#`,
        ),
      );
    }
  });

  test("ids are valid, unique, prefixed with the slot and every reference points to one", () => {
    for (const entry of images) {
      const svg = drawArtwork(entry);
      const ids = [...svg.matchAll(/\sid="([^"]*)"/g)].map(([, id]) => id ?? "");
      expect(ids.length, entry.id).toBeGreaterThan(0);
      expect(new Set(ids).size, entry.id).toBe(ids.length);
      for (const id of ids) expect(id, entry.id).toMatch(new RegExp(`^[A-Za-z][\\w-]*${entry.id}`));
      for (const [, reference] of svg.matchAll(/url\(#([^)]*)\)/g))
        expect(ids, entry.id).toContain(reference);
    }
    const [one, other] = [drawArtwork(sample("chart", "uno")), drawArtwork(sample("chart", "due"))];
    expect(one.match(/\sid="([^"]*)"/)?.[1]).not.toBe(other.match(/\sid="([^"]*)"/)?.[1]);
  });

  test("an id with characters an XML id cannot hold still gives a valid one", () => {
    const svg = drawArtwork(sample("portrait", `1 caso/"strano"&<x>`));
    expect(wellFormedness(svg)).toEqual([]);
    expect(svg).toMatch(/\sid="[A-Za-z][\w-]*"/);
  });

  test("escapeXml escapes the five XML characters", () => {
    expect(escapeXml(`<a href="x">&'</a>`)).toBe(
      "&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;",
    );
  });

  test("the same slot always draws the same picture, and different slots differ", () => {
    for (const entry of images)
      expect(drawArtwork(entry), entry.id).toBe(drawArtwork({ ...entry }));
    const entry = sample("packaging");
    expect(drawArtwork({ ...entry, id: "un-altro-id" })).not.toBe(drawArtwork(entry));
    // Apart from the id inside, two slots draw different pictures.
    const pictures = new Set(images.map((image) => drawArtwork(image).replaceAll(image.id, "")));
    expect(pictures.size).toBe(images.length);
  });
});
