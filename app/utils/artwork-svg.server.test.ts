import { describe, expect, test } from "vitest";
import type { ArtworkMotif } from "~/content/image-entry";
import { images } from "~/content/images";
import { drawArtwork, escapeXml, wrapLabel } from "~/utils/artwork-svg.server";

/** Tags open and close in order, attributes are quoted, and no bare & or < is left in text. */
function wellFormedness(svg: string) {
  const stack: string[] = [];
  const problems: string[] = [];
  const tokens = svg.split(/(<[^>]*>)/).filter(Boolean);
  for (const token of tokens) {
    if (!token.startsWith("<")) {
      if (/&(?!(amp|lt|gt|quot|apos);)/.test(token) || token.includes(">")) problems.push(`testo non escapato: ${token}`);
      continue;
    }
    const match = /^<(\/?)([a-zA-Z][\w:-]*)((?:\s+[\w:-]+="[^"<]*")*)\s*(\/?)>$/.exec(token);
    if (!match) {
      problems.push(`tag non valido: ${token}`);
      continue;
    }
    const [, closing, name = "", attributes = "", selfClosing] = match;
    if (/&(?!(amp|lt|gt|quot|apos);)/.test(attributes)) problems.push(`attributo non escapato: ${token}`);
    if (closing) {
      if (stack.pop() !== name) problems.push(`chiusura inattesa: ${token}`);
    } else if (!selfClosing) stack.push(name);
  }
  if (stack.length) problems.push(`tag non chiusi: ${stack.join(", ")}`);
  return problems;
}

const motifs: ArtworkMotif[] = ["packaging", "stand", "social", "event", "store", "chart", "portrait", "territory"];
const sample = (motif: ArtworkMotif, label = "Prova") => ({ id: `prova-${motif}`, width: 800, height: 1000, motif, label });

describe("artwork", () => {
  test.each(motifs)("the %s motif is one well-formed SVG document of the requested size", (motif) => {
    const svg = drawArtwork(sample(motif));
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" width="800" height="1000" viewBox="0 0 800 1000">')).toBe(true);
    expect(svg.endsWith("</svg>")).toBe(true);
    expect(wellFormedness(svg)).toEqual([]);
    expect(svg).not.toMatch(/NaN|undefined|Infinity/);
  });

  test("every slot of the manifest draws well-formed and light", () => {
    for (const entry of images) {
      const svg = drawArtwork(entry);
      expect(wellFormedness(svg), entry.id).toEqual([]);
      expect(svg.length, entry.id).toBeLessThan(8_000);
    }
  });

  test("the caption is escaped", () => {
    const svg = drawArtwork(sample("chart", `Olio & <Sale> "d'oro"`));
    expect(svg).toContain("Olio &amp; &lt;Sale&gt; &quot;d&apos;oro&quot;");
    expect(svg).not.toContain("<Sale>");
    expect(wellFormedness(svg)).toEqual([]);
    expect(escapeXml(`<a href="x">&'</a>`)).toBe("&lt;a href=&quot;x&quot;&gt;&amp;&apos;&lt;/a&gt;");
  });

  test("the same slot always draws the same picture, and different slots differ", () => {
    const entry = sample("packaging");
    expect(drawArtwork(entry)).toBe(drawArtwork({ ...entry }));
    expect(drawArtwork({ ...entry, id: "un-altro-id" })).not.toBe(drawArtwork(entry));
    const drawings = new Set(images.map((image) => drawArtwork(image)));
    expect(drawings.size).toBe(images.length);
  });

  test("long captions wrap on two lines at most and end with an ellipsis when cut", () => {
    expect(wrapLabel("Giornata di prevenzione", 30)).toEqual(["Giornata di prevenzione"]);
    expect(wrapLabel("Giornata di prevenzione", 12)).toEqual(["Giornata di", "prevenzione"]);
    const cut = wrapLabel("una due tre quattro cinque sei sette otto", 10);
    expect(cut).toHaveLength(2);
    expect(cut[1]?.endsWith("…")).toBe(true);
    expect(cut[1]?.length).toBeLessThanOrEqual(10);
    const svg = drawArtwork(sample("event", "Un titolo davvero molto lungo che non entra in una riga sola dell'immagine"));
    expect(svg.match(/<text /g)).toHaveLength(2);
  });
});
