// Vitest runs in Node, where turndown parses HTML with its bundled domino instead of the
// browser's DOMParser; the rules only read tag names and style attributes, which both give alike.
import { expect, test } from "vitest";
import { googleDocsHtml, googleDocsMarkdown, wordHtml } from "../../../tests/fixtures/pasted-html";
import { htmlToMarkdown } from "./html-to-markdown";
import { parseDocument } from "../imports/quick-import";

test("a Google Docs document keeps its headings, emphasis, link and list, without the wrapper's bold", () => {
  expect(htmlToMarkdown(googleDocsHtml)).toBe(googleDocsMarkdown);
});

test("a Word document loses its head, styles and script; styled spans become emphasis", () => {
  expect(htmlToMarkdown(wordHtml)).toBe(
    [
      "# Un caso di Social Media",
      "",
      "Testo con **grassetto**, _corsivo_, **_tutti e due_** e **un tag b**.",
      "",
      "Testo normale senza enfasi.",
    ].join("\n"),
  );
});

test("bold and italic spans keep the spaces around them outside the markers", () => {
  expect(htmlToMarkdown('<p>uno<span style="font-weight:bold"> due </span>tre</p>')).toBe(
    "uno **due** tre",
  );
  expect(htmlToMarkdown('<p><span style="FONT-STYLE: Italic">obliquo</span></p>')).toBe(
    "_obliquo_",
  );
  expect(htmlToMarkdown('<p><span style="font-weight: 600 !important">seicento</span></p>')).toBe(
    "**seicento**",
  );
  expect(htmlToMarkdown('<p><span style="font-weight:500">cinquecento</span></p>')).toBe(
    "cinquecento",
  );
});

test("a <strong> is bold unless its own style says otherwise", () => {
  expect(htmlToMarkdown("<p><strong>forte</strong></p>")).toBe("**forte**");
  expect(htmlToMarkdown('<p><strong style="font-weight:400">normale</strong></p>')).toBe("normale");
});

test("code blocks are fenced, rules are dashes", () => {
  expect(htmlToMarkdown("<pre><code>const a = 1;</code></pre><hr><p>fine</p>")).toBe(
    "```\nconst a = 1;\n```\n\n---\n\nfine",
  );
});

test("the converted document gives the title without its heading marker", () => {
  expect(parseDocument(htmlToMarkdown(googleDocsHtml))).toMatchObject({
    title: "Strategie di Branding per il 2026",
    content:
      "Un testo con **parole forti**, un _corsivo_ e [un collegamento](https://example.com/guida).\n\n## Primi passi\n\n-   Primo punto\n\n-   Secondo punto",
  });
});
