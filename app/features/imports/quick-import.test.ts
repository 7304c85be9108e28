import { describe, expect, test } from "vitest";
import { importCategories } from "~/features/articles/content/admin-articles";
import { quickImportCategories } from "~/features/imports/content/quick-import";
import { categoryNamedIn, extractFields, parseDocument, previewBody } from "./quick-import";

describe("parseDocument", () => {
  test("the first non-empty line is the title; the others, empty ones dropped, are the content", () => {
    const text =
      "\n\n   \nIl mio titolo\n\nPrimo paragrafo.\n\n\n  \nSecondo paragrafo.\nTerza riga.\n\n";
    expect(parseDocument(text)).toEqual({
      title: "Il mio titolo",
      content: "Primo paragrafo.\n\nSecondo paragrafo.\n\nTerza riga.",
      excerpt: "Primo paragrafo.\n\nSecondo paragrafo.\n\nTerza riga.",
    });
  });

  test("Windows and old Mac line breaks split lines too", () => {
    expect(parseDocument("Titolo\r\n\r\nUno\r\nDue\rTre")).toMatchObject({
      title: "Titolo",
      content: "Uno\n\nDue\n\nTre",
    });
  });

  test("title and content are trimmed; lines inside the content keep their indentation", () => {
    expect(
      parseDocument("   Titolo con spazi   \n   prima riga\n  - voce annidata  \nfine   "),
    ).toMatchObject({
      title: "Titolo con spazi",
      content: "prima riga\n\n  - voce annidata  \n\nfine",
    });
  });

  test.each([
    ["# Titolo", "Titolo"],
    ["###### Titolo di sesto livello", "Titolo di sesto livello"],
    ["##   Spazi dopo il segno", "Spazi dopo il segno"],
    ["  # Rientrato", "Rientrato"],
    ["#hashtag nel titolo", "#hashtag nel titolo"],
    ["####### Sette segni", "####### Sette segni"],
    ["Il #1 della lista", "Il #1 della lista"],
  ])("the title line %j gives the title %j", (line, title) => {
    expect(parseDocument(`${line}\nTesto.`).title).toBe(title);
  });

  test("only the title line loses its heading marker: headings in the content stay Markdown", () => {
    expect(parseDocument("# Titolo\n## Sezione\nTesto.").content).toBe("## Sezione\n\nTesto.");
  });

  test("a document of one line has a title and no content; an empty one has neither", () => {
    expect(parseDocument("Solo il titolo\n\n")).toEqual({
      title: "Solo il titolo",
      content: "",
      excerpt: "",
    });
    expect(parseDocument(" \n\t\n")).toEqual({ title: "", content: "", excerpt: "" });
  });

  test("the excerpt is the content up to 160 characters, then its first 160 and '...'", () => {
    const exactly160 = "a".repeat(160);
    expect(parseDocument(`Titolo\n${exactly160}`).excerpt).toBe(exactly160);
    const excerpt = parseDocument(`Titolo\n${"b".repeat(161)}`).excerpt;
    expect(excerpt).toBe(`${"b".repeat(160)}...`);
    expect(excerpt).toHaveLength(163);
  });

  test("the excerpt counts the blank lines that join the content", () => {
    const first = "c".repeat(150);
    const { excerpt } = parseDocument(`Titolo\n${first}\n${"d".repeat(20)}`);
    expect(excerpt).toBe(`${first}\n\n${"d".repeat(8)}...`);
  });

  test("characters are code points: an emoji at the cut is kept whole", () => {
    const { excerpt } = parseDocument(`Titolo\n${"e".repeat(159)}😀😀`);
    expect(excerpt).toBe(`${"e".repeat(159)}😀...`);
  });
});

describe("previewBody", () => {
  test("500 characters are shown whole; 501 become the first 500 and '...'", () => {
    expect(previewBody("x".repeat(500))).toBe("x".repeat(500));
    expect(previewBody("y".repeat(501))).toBe(`${"y".repeat(500)}...`);
    expect(previewBody("")).toBe("");
  });
});

describe("categoryNamedIn", () => {
  test("a category named in the first lines is found, whatever its case", () => {
    expect(categoryNamedIn("Guida al branding\nTesto.")).toBe("Branding");
    expect(categoryNamedIn("Titolo\n\nCategoria: SOCIAL MEDIA\nTesto.")).toBe("Social Media");
    expect(categoryNamedIn("# Un case study: la cantina\nTesto.")).toBe("Case Study");
  });

  test("only whole words count", () => {
    expect(categoryNamedIn("Rebranding in corso\nTesto.")).toBe("");
    expect(categoryNamedIn("Brandingtools e altro\nTesto.")).toBe("");
    expect(categoryNamedIn("Il **branding** spiegato\nTesto.")).toBe("Branding");
  });

  test("the words of a name may be split by several spaces, not by a line break", () => {
    expect(categoryNamedIn("Digital   Culture oggi")).toBe("Digital Culture");
    expect(categoryNamedIn("Digital\nCulture")).toBe("");
  });

  test("the fifth non-empty line counts, the sixth does not; empty lines are not counted", () => {
    const lines = ["Titolo", "due", "", "tre", "  ", "quattro"];
    expect(categoryNamedIn([...lines, "Media Literacy per tutti"].join("\n"))).toBe(
      "Media Literacy",
    );
    expect(categoryNamedIn([...lines, "cinque", "Media Literacy per tutti"].join("\n"))).toBe("");
  });

  test("of several categories, the one named first", () => {
    expect(categoryNamedIn("Social Media e Branding")).toBe("Social Media");
    expect(categoryNamedIn("Titolo\nBusiness Strategy\nMarketing Strategy")).toBe(
      "Business Strategy",
    );
    expect(categoryNamedIn("Content Marketing Strategy")).toBe("Content Marketing");
  });

  test("categories of the editor that are not the quick import's are not picked", () => {
    expect(categoryNamedIn("SEO e Analytics\nTesto.")).toBe("");
  });
});

test("extractFields fills title, excerpt and the named category", () => {
  expect(extractFields("# Digital Culture nel 2026\nIl testo.")).toEqual({
    title: "Digital Culture nel 2026",
    excerpt: "Il testo.",
    category: "Digital Culture",
  });
});

test("the quick import's eight categories are categories an article may hold", () => {
  expect(quickImportCategories).toHaveLength(8);
  for (const category of quickImportCategories) expect(importCategories).toContain(category);
});
