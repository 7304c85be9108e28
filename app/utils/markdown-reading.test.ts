import { describe, expect, it } from "vitest";
import { opensParagraph, readMarkdown, textBreaks } from "~/utils/markdown-reading";

describe("readMarkdown", () => {
  it("reads the blocks with their text, lines and containers, and which lines are code", () => {
    const reading = readMarkdown(
      [
        "Titolo",
        "======",
        "",
        "Un ![logo](logo.png) e [un link](https://esempio.it) con `codice`.",
        "",
        "::: nota",
        "- [x] fatto",
        ":::",
        "",
        "```",
        "# non è un titolo",
        "```",
        "",
        "| A | B |",
        "| - | - |",
        "| 1 | 2 |",
        "",
        "<h2>Fine</h2>",
      ].join("\r\n"),
    );
    expect(reading.blocks).toEqual([
      { kind: "heading", level: 1, text: "Titolo", prose: "Titolo", lines: [0, 2], within: [] },
      {
        kind: "paragraph",
        level: 0,
        text: "Un logo e un link con codice.",
        prose: "Un  e un link con codice.",
        lines: [3, 4],
        within: [],
      },
      {
        kind: "paragraph",
        level: 0,
        text: " fatto",
        prose: " fatto",
        lines: [6, 7],
        within: ["box", "list"],
      },
      { kind: "table", level: 0, text: "A B 1 2", prose: "A B 1 2", lines: [13, 16], within: [] },
      { kind: "html", level: 0, text: " Fine ", prose: " Fine ", lines: [17, 18], within: [] },
    ]);
    expect(reading.headingLevels).toEqual([1, 2]);
    expect(reading.code.flatMap((code, line) => (code ? [line] : []))).toEqual([9, 10, 11]);
  });

  it("gives the same reading for the same content", () => {
    expect(readMarkdown("# Uno")).toBe(readMarkdown("# Uno"));
  });
});

describe("textBreaks", () => {
  const breaksOf = (markdown: string) => {
    const reading = readMarkdown(markdown);
    return [...textBreaks(reading, reading.blocks[0]!)].map((at) => markdown.slice(0, at));
  };

  it("finds the spaces and line ends of the text, none inside code, links, images or tags", () => {
    expect(breaksOf("a `b c` [d e](f) ![g h](i) <j k='l'> m\nn")).toEqual([
      "a",
      "a `b c`",
      "a `b c` [d e](f)",
      "a `b c` [d e](f) ![g h](i)",
      "a `b c` [d e](f) ![g h](i) <j k='l'>",
      "a `b c` [d e](f) ![g h](i) <j k='l'> m",
    ]);
  });

  it("counts from the paragraph's first line as written, leading spaces included", () => {
    expect(breaksOf("  a b")).toEqual(["  a"]);
  });
});

describe("opensParagraph", () => {
  it.each([
    ["Testo", true],
    ["<b>Nota</b> testo", true],
    ["1. voce", false],
    ["- voce", false],
    ["# Titolo", false],
    ["> citazione", false],
    ["| a |\n| - |", false],
  ])("%j: %s", (text, expected) => {
    expect(opensParagraph(text)).toBe(expected);
  });
});
