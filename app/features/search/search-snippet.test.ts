import { expect, test } from "vitest";
import { highlighted, readText, snippetOf } from "~/features/search/search-snippet";

const isHit = (word: string) => ["cane", "gatto"].includes(word.toLowerCase());
const shown = (segments: { text: string; hit: boolean }[]) =>
  segments.map((segment) => (segment.hit ? `[${segment.text}]` : segment.text)).join("");

test("a short text is whole, its found words marked", () => {
  expect(shown(snippetOf(readText("Il cane e il Gatto.", isHit)))).toBe("Il [cane] e il [Gatto].");
});

test("a long text: the stretch with the most found words, with ellipses", () => {
  const filler = (n: number) => Array.from({ length: n }, (_, i) => `parola${i}`).join(" ");
  const text = `${filler(40)} un cane ${filler(5)} un gatto e un cane ${filler(40)}`;
  const snippet = shown(snippetOf(readText(text, isHit), 12));
  expect(snippet).toBe(
    "… un [cane] parola0 parola1 parola2 parola3 parola4 un [gatto] e un [cane] …",
  );
});

test("no found word: the text's beginning", () => {
  expect(shown(snippetOf(readText("uno due tre quattro", isHit), 2))).toBe("uno due …");
  expect(snippetOf(readText("", isHit))).toEqual([]);
});

test("markup in a title stays text to be escaped", () => {
  expect(highlighted(readText("<b>cane</b>", isHit))).toEqual([
    { text: "<b>", hit: false },
    { text: "cane", hit: true },
    { text: "</b>", hit: false },
  ]);
});
