import { describe, expect, test } from "vitest";
import { articleSections, articleTemplates } from "~/features/articles/content/article-templates";
import {
  appendBlock,
  changedRange,
  formatSelection,
  insertBlock,
  type FormatAction,
  type TextState,
} from "./markdown-edit";

// The cases write the selection inside the text: « where it starts, » where it ends, «» for a caret.
function parse(marked: string): TextState {
  const start = marked.indexOf("«");
  const end = marked.indexOf("»") - 1;
  return { value: marked.replace("«", "").replace("»", ""), start, end };
}

function show({ value, start, end }: TextState) {
  return `${value.slice(0, start)}«${value.slice(start, end)}»${value.slice(end)}`;
}

const apply = (action: FormatAction, marked: string) =>
  show(formatSelection(parse(marked), action));

type Case = [name: string, before: string, after: string];

function cases(action: FormatAction, rows: Case[]) {
  describe(action, () => {
    test.each(rows)("%s", (_name, before, after) => {
      expect(apply(action, before)).toBe(after);
    });
  });
}

cases("bold", [
  [
    "an empty selection writes a placeholder, selected",
    "Testo «» qui",
    "Testo **«testo in grassetto»** qui",
  ],
  ["a word is wrapped and stays selected", "Un «titolo» forte", "Un **«titolo»** forte"],
  [
    "the space a double click takes stays outside the markers",
    "Un «titolo »forte",
    "Un **«titolo»** forte",
  ],
  [
    "a selection of spaces only gets the placeholder after them",
    "a« »b",
    "a **«testo in grassetto»**b",
  ],
  ["several lines are wrapped as one", "«prima\nseconda»", "**«prima\nseconda»**"],
  ["markers just outside the selection are removed", "Un **«titolo»** forte", "Un «titolo» forte"],
  [
    "markers at the ends of the selection are removed",
    "Un «**titolo**» forte",
    "Un «titolo» forte",
  ],
  ["an empty pair around the caret is removed", "a **«»** b", "a «» b"],
  ["italic inside is kept and wrapped", "«_parola_»", "**«_parola_»**"],
]);

cases("italic", [
  ["an empty selection writes a placeholder", "«»", "_«testo in corsivo»_"],
  ["a word is wrapped", "molto «bello»", "molto _«bello»_"],
  ["applied again it goes away", "molto _«bello»_", "molto «bello»"],
  ["bold is not mistaken for italic", "**«forte»**", "**_«forte»_**"],
]);

cases("code", [
  ["an empty selection writes a placeholder", "Usa «»", "Usa `«codice»`"],
  ["a word is wrapped", "il file «robots.txt»", "il file `«robots.txt»`"],
  ["applied again it goes away", "il file `«robots.txt»`", "il file «robots.txt»"],
  ["a span with backticks gets a longer run", "«a`b»", "``«a`b»``"],
  ["a backtick at an end gets a space inside the run", "«`a»", "`` «`a» ``"],
  [
    "several lines become a fenced block with blank lines around",
    "Prima\n«uno\ndue»\nDopo",
    "Prima\n\n```\n«uno\ndue»\n```\n\nDopo",
  ],
  ["a fenced block selected loses its fences", "«```\nuno\n```»", "«uno»"],
  ["a fence inside gets a longer fence", "«a\n```»", "````\n«a\n```»\n````"],
]);

cases("link", [
  [
    "an empty selection writes the link text, selected",
    "Vedi «»",
    "Vedi [«testo del link»](https://)",
  ],
  [
    "the selected words become the text, the address is selected",
    "Vedi «la guida».",
    "Vedi [la guida](«https://»).",
  ],
  [
    "a selected address becomes the target",
    "«https://example.com/a»",
    "[«testo del link»](https://example.com/a)",
  ],
]);

cases("heading2", [
  ["a caret on an empty line gets the prefix to type after", "«»", "## «»"],
  ["a caret keeps its place in the text", "Tit«»olo", "## Tit«»olo"],
  [
    "a word's whole line becomes the heading, selected",
    "Un «titolo» qui\naltro",
    "«## Un titolo qui»\naltro",
  ],
  ["every line touched is a heading", "a«b\nc»d", "«## ab\n## cd»"],
  ["a smaller heading is replaced, not stacked", "«### Titolo»", "«## Titolo»"],
  ["a caret in the old prefix goes after the new one", "«»### Titolo", "## «»Titolo"],
  ["applied again it goes away", "«## Titolo»", "«Titolo»"],
  [
    "a selection ending at the start of a line leaves that line alone",
    "«uno\n»due",
    "«## uno»\ndue",
  ],
  ["only the touched lines change", "prima\n«seconda»\nterza", "prima\n«## seconda»\nterza"],
]);

cases("heading3", [
  ["a line becomes a heading", "«Titolo»", "«### Titolo»"],
  ["a larger heading is replaced", "«## Titolo»", "«### Titolo»"],
  ["a caret after the text stays after it", "## Titolo«»", "### Titolo«»"],
]);

cases("bulletList", [
  ["a caret on an empty line gets the marker", "«»", "- «»"],
  ["several lines become items, blank lines stay blank", "«uno\n\ndue»", "«- uno\n\n- due»"],
  ["numbered items become bullets", "«1. uno\n2. due»", "«- uno\n- due»"],
  ["indentation is kept", "«uno\n  due»", "«- uno\n  - due»"],
  ["applied again they go away", "«- uno\n- due»", "«uno\ndue»"],
  ["a checklist is not taken for a bullet list", "«- [ ] uno»", "«- uno»"],
]);

cases("numberedList", [
  ["each line gets its own number", "«uno\ndue\ntre»", "«1. uno\n2. due\n3. tre»"],
  ["blank lines are not counted", "«uno\n\ndue»", "«1. uno\n\n2. due»"],
  ["bullets become numbers", "«- uno\n- due»", "«1. uno\n2. due»"],
  ["applied again they go away", "«1. uno\n2. due»", "«uno\ndue»"],
  ["a caret moves with the text", "uno«»", "1. uno«»"],
  ["a caret in a bullet's marker goes after the number", "-«» uno", "1. «»uno"],
  ["a caret in nested text keeps the indentation before the number", "  «»uno", "  1. «»uno"],
]);

cases("checklist", [
  ["a line becomes a task", "«Comprare il dominio»", "«- [ ] Comprare il dominio»"],
  ["bullets become tasks", "«- uno\n- due»", "«- [ ] uno\n- [ ] due»"],
  ["applied again, done or not, they go away", "«- [x] uno\n- [ ] due»", "«uno\ndue»"],
]);

cases("quote", [
  ["a line becomes a quote", "«Parole»", "«> Parole»"],
  ["a blank line inside stays in the quote", "«uno\n\ndue»", "«> uno\n>\n> due»"],
  ["a blank line at the end stays out of it", "«uno\n\n»due", "«> uno\n»\ndue"],
  ["applied again it goes away", "«> uno\n>\n> due»", "«uno\n\ndue»"],
]);

cases("table", [
  [
    "in an empty text, the first header cell is selected",
    "«»",
    "| «Colonna 1» | Colonna 2 |\n| --- | --- |\n| Valore | Valore |\n| Valore | Valore |",
  ],
  [
    "after a paragraph it gets a blank line before and after",
    "Testo«»\nAltro",
    "Testo\n\n| «Colonna 1» | Colonna 2 |\n| --- | --- |\n| Valore | Valore |\n| Valore | Valore |\n\nAltro",
  ],
  [
    "a selection is kept and the table goes after it",
    "«Testo»",
    "Testo\n\n| «Colonna 1» | Colonna 2 |\n| --- | --- |\n| Valore | Valore |\n| Valore | Valore |",
  ],
]);

cases("rule", [
  ["at the start, the text follows after a blank line", "«»Testo", "---«»\n\nTesto"],
  ["in the middle of a line it splits it", "Prima «»dopo", "Prima \n\n---«»\n\ndopo"],
  ["at the end it only needs the blank line before", "Testo\n«»", "Testo\n\n---«»"],
  ["a selection is replaced", "uno\n\n«via»\n\ndue", "uno\n\n---«»\n\ndue"],
]);

describe("insertBlock", () => {
  const block = "## Sezione\n\nTesto";
  test.each<Case>([
    ["into an empty text, alone", "«»", `${block}«»`],
    ["at the start, a blank line after", "«»Dopo", `${block}«»\n\nDopo`],
    ["at the end, a blank line before", "Prima«»", `Prima\n\n${block}«»`],
    ["at the end after a line break, one more", "Prima\n«»", `Prima\n\n${block}«»`],
    [
      "between paragraphs already apart, no more blank lines",
      "Prima\n\n«»\n\nDopo",
      `Prima\n\n${block}«»\n\nDopo`,
    ],
    ["in the middle of a line it splits it", "Pri«»ma", `Pri\n\n${block}«»\n\nma`],
    ["in place of a selection", "Prima «via» dopo", `Prima \n\n${block}«»\n\n dopo`],
  ])("%s", (_name, before, after) => {
    expect(show(insertBlock(parse(before), block))).toBe(after);
  });
});

describe("appendBlock", () => {
  test.each([
    ["an empty text gets the block alone", "", "B"],
    ["a text of blank lines gets the block alone", "\n\n  \n", "B"],
    ["a text gets one blank line, then the block", "Testo", "Testo\n\nB"],
    ["trailing blank lines are not doubled", "Testo\n\n\n", "Testo\n\nB"],
  ])("%s", (_name, value, expected) => {
    expect(appendBlock(value, "B")).toBe(expected);
  });
});

describe("changedRange", () => {
  test.each([
    ["an insertion", "abc", "aXbc", { start: 1, end: 1, text: "X" }],
    ["a deletion", "aXbc", "abc", { start: 1, end: 2, text: "" }],
    ["a replacement", "a bold c", "a **bold** c", { start: 2, end: 6, text: "**bold**" }],
    ["no change", "abc", "abc", { start: 3, end: 3, text: "" }],
    ["repeated characters do not overlap", "aa", "aaa", { start: 2, end: 2, text: "a" }],
    ["an emoji changed is replaced whole", "a😀b", "a😃b", { start: 1, end: 3, text: "😃" }],
    [
      "an emoji's shared half at the end is kept whole",
      "x😀",
      "y😀",
      { start: 0, end: 1, text: "y" },
    ],
    [
      "an emoji added next to one sharing its first half leaves no half alone",
      "😀",
      "😃😀",
      { start: 0, end: 2, text: "😃😀" },
    ],
  ])("%s", (_name, before, after, expected) => {
    expect(changedRange(before, after)).toEqual(expected);
  });

  test("writing the range turns the old text into the new", () => {
    const before = "## Titolo\n\ntesto";
    const after = formatSelection({ value: before, start: 0, end: 9 }, "heading3").value;
    const { start, end, text } = changedRange(before, after);
    expect(before.slice(0, start) + text + before.slice(end)).toBe(after);
  });
});

describe("the blocks the editor inserts", () => {
  test.each([...articleTemplates, ...articleSections])(
    "$id starts and ends with text, so the spacing is the inserter's",
    ({ content }) => {
      expect(content).toBe(content.trim());
    },
  );

  test.each(articleTemplates)(
    "the $id template has no h1 and ends asking to get in touch",
    ({ content }) => {
      expect(content).not.toMatch(/^# /m);
      expect(content.split("\n").at(-1)).toContain("](/contatti)");
    },
  );

  test("a section added twice is two blocks one blank line apart", () => {
    const block = articleSections[0].content;
    expect(appendBlock(appendBlock("", block), block)).toBe(`${block}\n\n${block}`);
  });
});
