import { describe, expect, it } from "vitest";
import { altFromFileName, isFormattedHtml, markdownImage } from "./editor-paste";

describe("altFromFileName", () => {
  it("turns a descriptive file name into words", () => {
    expect(altFromFileName("scrivania-della_redazione.png")).toBe("Scrivania della redazione");
  });

  it("gives nothing for a camera's name", () => {
    expect(altFromFileName("IMG_0001.jpg")).toBe("");
    expect(altFromFileName("DSC01234.JPG")).toBe("");
    expect(altFromFileName("image.png")).toBe("");
  });
});

describe("markdownImage", () => {
  it("escapes brackets and folds line breaks in the text", () => {
    expect(markdownImage(" Un [grafico]\ncon i dati ", "/uploads/a.png")).toBe(
      "![Un \\[grafico\\] con i dati](/uploads/a.png)",
    );
  });
});

describe("isFormattedHtml", () => {
  it("takes a Google Docs copy with bold spans and a list", () => {
    expect(
      isFormattedHtml(
        '<b style="font-weight:normal" id="docs-internal-guid-1"><p><span style="font-weight:700">Uno</span></p></b>',
      ),
    ).toBe(true);
    expect(isFormattedHtml("<ul><li>voce</li></ul>")).toBe(true);
  });

  it("leaves a code editor's coloured text as plain text", () => {
    expect(
      isFormattedHtml(
        '<div style="color: #d4d4d4;"><div><span style="color: #569cd6;">## Titolo</span></div></div>',
      ),
    ).toBe(false);
  });
});
