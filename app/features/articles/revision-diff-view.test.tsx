import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, test } from "vitest";
import { bodyDiff, fieldChanges } from "./revision-diff";
import { diffTints } from "./revision-diff.css";
import { BodyDiff, FieldChanges } from "./revision-diff-view";
import { palettes } from "~/styles/theme.css";

const text = (html: string) => html.replace(/<[^>]+>/g, "");

describe("BodyDiff", () => {
  test("marks added and removed words for the eye and for screen readers", () => {
    const html = renderToStaticMarkup(
      <BodyDiff
        diff={bodyDiff("Il gatto dorme.\n\nSecondo.\n", "Il cane dorme.\n\nSecondo.\n\nTerzo.\n")}
      />,
    );
    expect(html).toMatch(/<del[^>]*>.*gatto.*<\/del>/);
    expect(html).toMatch(/<ins[^>]*>.*cane.*<\/ins>/);
    expect(html).toMatch(/<ins[^>]*>.*Terzo\..*<\/ins>/);
    expect(text(html)).toContain(
      "Il [inizio testo tolto] gatto [fine testo tolto][inizio aggiunta] cane [fine aggiunta] dorme.",
    );
    expect(text(html)).toContain("2 parole aggiunte, 1 parola tolta");
    // The glyphs are for the eye: screen readers have the words.
    expect(html).toContain('<span aria-hidden="true" class="');
    expect(text(html)).toContain("+[inizio aggiunta] Terzo. [fine aggiunta]");
  });

  test("tells how many unchanged paragraphs it leaves out", () => {
    const paragraphs = Array.from({ length: 14 }, (_, i) => `Paragrafo ${i + 1}.`);
    const html = renderToStaticMarkup(
      <BodyDiff diff={bodyDiff(paragraphs.join("\n\n"), [...paragraphs, "Nuovo."].join("\n\n"))} />,
    );
    expect(text(html)).toContain("… 13 paragrafi invariati …");
  });

  test("says so when the text is the same", () => {
    expect(renderToStaticMarkup(<BodyDiff diff={bodyDiff("Uguale.", "Uguale.")} />)).toBe(
      "<p>Il testo è lo stesso nelle due versioni.</p>",
    );
  });
});

describe("FieldChanges", () => {
  test("a table of each changed field, before and after", () => {
    const changes = fieldChanges(
      { title: "Vecchio", status: "draft", excerpt: null },
      { title: "Nuovo", status: "published", excerpt: "Un estratto" },
    );
    const html = renderToStaticMarkup(
      <FieldChanges changes={changes} beforeName="revisione 3" afterName="revisione 7" />,
    );
    expect(html).toContain("Campi modificati</caption>");
    expect(html).toMatch(/<th scope="col"[^>]*>Campo<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Prima \(revisione 3\)<\/th>/);
    expect(html).toMatch(/<th scope="col"[^>]*>Dopo \(revisione 7\)<\/th>/);
    expect(text(html)).toContain("TitoloVecchioNuovo");
    expect(text(html)).toContain("StatoBozzaPubblicato");
    expect(text(html)).toContain("Estratto—nessun valoreUn estratto");
  });
});

// WCAG 2.x relative luminance and contrast ratio, as in tests/unit/contrast.test.ts.
function luminance(hex: string) {
  const [r, g, b] = [1, 3, 5]
    .map((i) => parseInt(hex.slice(i, i + 2), 16) / 255)
    .map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4)) as [
    number,
    number,
    number,
  ];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string) {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

test.each([
  ["light", 4.5],
  ["dark", 4.5],
  ["lightHighContrast", 7],
  ["darkHighContrast", 7],
] as const)("the %s theme's text reads on the added and removed tints", (theme, minimum) => {
  for (const tint of Object.values(diffTints[theme]))
    expect(contrast(palettes[theme].text, tint)).toBeGreaterThanOrEqual(minimum);
});
