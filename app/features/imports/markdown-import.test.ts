import { describe, expect, it, test } from "vitest";
import {
  deriveImport,
  excerptFrom,
  importSlug,
  keywordsFrom,
  MARKDOWN_IMPORT_LIMITS,
  metaDescriptionFrom,
  metaTitleFrom,
  plainTextOf,
  readMarkdownFile,
  splitLongParagraphs,
} from "~/features/imports/markdown-import";

const x = (count: number) => "x".repeat(count);
// 18 characters, a sentence end at its 17th.
const unit = "Frase numero uno. ";

describe("readMarkdownFile", () => {
  it("takes the title from the first level-1 heading and leaves the rest as the body", () => {
    expect(
      readMarkdownFile(
        "file.md",
        "# Guida alla SEO\n\nIl primo paragrafo.\n\n## Sezione\n\nAltro.\n",
      ),
    ).toEqual({
      title: "Guida alla SEO",
      body: "Il primo paragrafo.\n\n## Sezione\n\nAltro.",
    });
  });

  it("skips an H2 that comes first and takes the H1 after it, keeping the H2 in the body", () => {
    expect(readMarkdownFile("file.md", "## Premessa\n\nTesto.\n\n# Titolo vero\n\nAltro.")).toEqual(
      {
        title: "Titolo vero",
        body: "## Premessa\n\nTesto.\n\nAltro.",
      },
    );
  });

  it("leaves one blank line where a heading stood between two blocks, even without blank lines around it", () => {
    expect(readMarkdownFile("file.md", "Prima.\n# Titolo\nDopo.").body).toBe("Prima.\n\nDopo.");
    expect(readMarkdownFile("file.md", "Prima.\n\n\n# Titolo\n\n\nDopo.").body).toBe(
      "Prima.\n\nDopo.",
    );
  });

  it("does not take a # line inside a code fence for the title", () => {
    const text =
      "```bash\n# installa le dipendenze\nnpm install\n```\n\n# Titolo dopo il codice\n\nTesto.";
    expect(readMarkdownFile("file.md", text)).toEqual({
      title: "Titolo dopo il codice",
      body: "```bash\n# installa le dipendenze\nnpm install\n```\n\nTesto.",
    });
    expect(readMarkdownFile("appunti.md", "~~~\n# commento\n~~~\n\nTesto.").title).toBe("appunti");
  });

  it("titles a file without an H1 after its name, without the .md extension in any case", () => {
    expect(readMarkdownFile("guida-seo.md", "## Solo un H2\n\nTesto.")).toEqual({
      title: "guida-seo",
      body: "## Solo un H2\n\nTesto.",
    });
    expect(readMarkdownFile(" Note di lavoro .MD", "Testo.").title).toBe("Note di lavoro");
    expect(readMarkdownFile("report.Md", "Testo.").title).toBe("report");
    expect(readMarkdownFile("archivio.md.txt", "Testo.").title).toBe("archivio.md.txt");
  });

  it("takes neither #hashtag nor an empty # for a heading", () => {
    expect(readMarkdownFile("file.md", "#hashtag\n\n#\n\n# Titolo").title).toBe("Titolo");
    expect(readMarkdownFile("file.md", "#hashtag\n\n#").title).toBe("file");
  });

  it("takes a setext heading for the title, as markdown-it reads it", () => {
    expect(readMarkdownFile("file.md", "Guida alla SEO\n==============\n\nTesto.")).toEqual({
      title: "Guida alla SEO",
      body: "Testo.",
    });
  });

  it("does not take a heading inside a quote, a list or a box for the title", () => {
    const text = "> # Citato\n\n- # In elenco\n\n::: nota\n# Nel riquadro\n:::\n\nTesto.";
    expect(readMarkdownFile("appunti.md", text)).toEqual({ title: "appunti", body: text });
  });

  it("reads entities and drops tags in the title", () => {
    expect(readMarkdownFile("file.md", "# Caff&egrave; e <em>web</em>\n\nTesto.").title).toBe(
      "Caffè e web",
    );
  });

  it("strips the title's inline Markdown and closing hashes", () => {
    const text = "#   **Guida** alla [SEO](https://esempio.it) `locale` e _social_ ##\n\nTesto.";
    expect(readMarkdownFile("file.md", text).title).toBe("Guida alla SEO locale e social");
  });

  it("drops a leading byte order mark and turns CRLF and CR line endings into LF", () => {
    expect(
      readMarkdownFile("file.md", "\uFEFF# Titolo\r\n\r\nRiga uno\r\nRiga due\rRiga tre\r\n"),
    ).toEqual({
      title: "Titolo",
      body: "Riga uno\nRiga due\nRiga tre",
    });
    expect(readMarkdownFile("senza-titolo.md", "\uFEFFTesto.\r\n")).toEqual({
      title: "senza-titolo",
      body: "Testo.",
    });
  });
});

describe("plainTextOf", () => {
  test.each([
    [
      "drops fenced code blocks whole",
      "Prima.\n\n```js\nconst a = 1;\n```\n\nDopo.",
      "Prima.\n\nDopo.",
    ],
    ["drops an unclosed fence down to the end", "Testo.\n\n~~~\ncodice senza fine", "Testo."],
    [
      "keeps a heading's text as a paragraph of its own",
      "## Sezione ##\nTesto sotto.",
      "Sezione\n\nTesto sotto.",
    ],
    [
      "keeps a setext heading's text as a paragraph of its own",
      "Titolo\n======\nTesto.",
      "Titolo\n\nTesto.",
    ],
    [
      "drops emphasis markers",
      "**grassetto**, _corsivo_, ~~barrato~~",
      "grassetto, corsivo, barrato",
    ],
    ["keeps inline code without its backticks", "usa `npm install` ora", "usa npm install ora"],
    [
      "keeps a link's text and drops its address",
      "vedi [il sito](https://esempio.it) oggi",
      "vedi il sito oggi",
    ],
    ["drops images, alt text included", "prima ![logo](logo.png) dopo", "prima dopo"],
    [
      "does not break a paragraph where a line held only an image",
      "Riga uno\n![foto](a.jpg)\nRiga due",
      "Riga uno Riga due",
    ],
    ["drops HTML tags", "<p>Testo <strong>forte</strong></p>", "Testo forte"],
    ["drops quote markers", "> Citazione\n> su due righe", "Citazione su due righe"],
    [
      "drops list and checklist markers",
      "- uno\n* due\n+ tre\n1. quattro\n- [ ] cinque\n- [x] sei",
      "uno due tre quattro cinque sei",
    ],
    [
      "drops table pipes and the separator row",
      "| Nome | Ruolo |\n| --- | :---: |\n| Anna | SEO |",
      "Nome Ruolo Anna SEO",
    ],
    [
      "drops horizontal rules",
      "Sopra.\n\n---\n\nSotto.\n\n***\n\n_ _ _\n\nFine.",
      "Sopra.\n\nSotto.\n\nFine.",
    ],
    ["drops indented code", "Testo.\n\n    codice indentato\n\nDopo.", "Testo.\n\nDopo."],
    [
      "drops ::: box lines and keeps their text",
      "::: nota\nDentro il riquadro.\n:::",
      "Dentro il riquadro.",
    ],
    [
      "joins a paragraph's lines with a space and separates paragraphs with one blank line",
      "  Riga uno\nriga due  \n\n\n\nSecondo\t  paragrafo\r\n",
      "Riga uno riga due\n\nSecondo paragrafo",
    ],
  ])("%s", (_name, markdown, expected) => {
    expect(plainTextOf(markdown)).toBe(expected);
  });
});

describe("metaDescriptionFrom", () => {
  it.each([
    [149, x(149)],
    [150, x(150)],
    [151, `${x(150)}...`],
  ])("gives a %i-character text whole only up to 150 characters", (length, expected) => {
    expect(metaDescriptionFrom(x(length))).toBe(expected);
  });

  it("cuts at character 150 exactly, mid-word, and trims whitespace before the ellipsis", () => {
    expect(metaDescriptionFrom(`${x(140)} abcdefghijklmnop`)).toBe(`${x(140)} abcdefghi...`);
    expect(metaDescriptionFrom(`${x(149)} ${x(10)}`)).toBe(`${x(149)}...`);
  });

  it("is computed on the text without Markdown, on one line", () => {
    expect(
      metaDescriptionFrom(
        "## Sezione\n\nUn **testo** con [link](https://esempio.it).\n\n```\ncodice\n```",
      ),
    ).toBe("Sezione Un testo con link.");
  });

  it("counts an emoji as one character", () => {
    expect(metaDescriptionFrom(`${x(149)}🚀`)).toBe(`${x(149)}🚀`);
    expect(metaDescriptionFrom(`${x(149)}🚀y`)).toBe(`${x(149)}🚀...`);
  });

  it("is empty for a body without text", () => {
    expect(metaDescriptionFrom("```\nsolo codice\n```")).toBe("");
  });
});

describe("metaTitleFrom", () => {
  it("keeps a title of up to 60 characters", () => {
    expect(metaTitleFrom(x(59))).toBe(x(59));
    expect(metaTitleFrom(x(60))).toBe(x(60));
  });

  it("cuts a 61-character title to its first 57 characters and an ellipsis", () => {
    const title = `${x(57)}abcd`;
    expect(metaTitleFrom(title)).toBe(`${x(57)}...`);
    expect(Array.from(metaTitleFrom(title))).toHaveLength(MARKDOWN_IMPORT_LIMITS.metaTitle);
  });

  it("trims the cut before the ellipsis and counts an emoji as one character", () => {
    expect(metaTitleFrom(`${x(56)} ${x(10)}`)).toBe(`${x(56)}...`);
    expect(metaTitleFrom(`${"🚀".repeat(60)}`)).toBe("🚀".repeat(60));
  });
});

describe("excerptFrom", () => {
  it("skips sentences of 10 characters and takes the first two of 11 or more", () => {
    // "Dieci car." is 10 characters, "Undici car." 11.
    expect(excerptFrom("Dieci car. Undici car. Ok. Seconda frase lunga! Terza frase lunga?")).toBe(
      "Undici car. Seconda frase lunga!",
    );
  });

  it("splits sentences at . ! ? followed by whitespace, keeping their punctuation", () => {
    expect(excerptFrom("Costa 3.5 euro al mese, IVA inclusa! Davvero?\nSì, proprio così.")).toBe(
      "Costa 3.5 euro al mese, IVA inclusa! Sì, proprio così.",
    );
  });

  it("takes one sentence when only one is long enough", () => {
    expect(excerptFrom("Breve. Una sola frase lunga.")).toBe("Una sola frase lunga.");
  });

  it("skips headings and ends a sentence at the end of a paragraph", () => {
    const body =
      "## Introduzione\n\nIl testo comincia qui\n\nE continua nel secondo paragrafo. Terza frase.";
    expect(excerptFrom(body)).toBe("Il testo comincia qui E continua nel secondo paragrafo.");
  });

  it("keeps two sentences of 160 characters together and cuts 161 to 160 with an ellipsis", () => {
    const first = `${x(79)}.`;
    expect(excerptFrom(`${first} ${x(78)}. Terza frase.`)).toBe(`${first} ${x(78)}.`);
    expect(excerptFrom(`${first} ${x(79)}. Terza frase.`)).toBe(`${first} ${x(79)}...`);
  });

  it("trims the cut before the ellipsis", () => {
    expect(excerptFrom(`${x(159)} ${x(20)}.`)).toBe(`${x(159)}...`);
  });

  it("falls back on the first 160 characters of the text when no sentence is long enough", () => {
    expect(excerptFrom("## Sezione\n\nBreve. Corto. Ok.")).toBe("Sezione Breve. Corto. Ok.");
    const body = "Frase a. ".repeat(30);
    expect(excerptFrom(body)).toBe(`${body.slice(0, 160).trimEnd()}...`);
  });

  it("is empty for a body without text", () => {
    expect(excerptFrom("")).toBe("");
  });
});

describe("keywordsFrom", () => {
  it("gives exactly the 5 most frequent words, most frequent first, comma-separated", () => {
    const body =
      "marketing ".repeat(6) +
      "social ".repeat(5) +
      "brand ".repeat(4) +
      "campagna ".repeat(3) +
      "clienti ".repeat(2) +
      "video";
    expect(keywordsFrom(body)).toBe("marketing, social, brand, campagna, clienti");
  });

  it("counts words of 5 letters and never words of 4", () => {
    expect(keywordsFrom("dati dati dati sito sito brand")).toBe("brand");
  });

  it("leaves out common verbs and stop words", () => {
    const body =
      "Essere sono stato stata abbiamo hanno fatto fare possono potrebbe dovrebbe viene vengono " +
      "della delle questo queste anche perché quando molto sempre ancora mentre senza tutti altri nostro strategia";
    expect(keywordsFrom(body)).toBe("strategia");
    expect(keywordsFrom("Furono stavano facevano avrebbero Perché PERCHE strategia")).toBe(
      "strategia",
    );
  });

  it("breaks ties by first appearance", () => {
    expect(keywordsFrom("zebra alpha gamma alpha zebra delta")).toBe("zebra, alpha, gamma, delta");
  });

  it("lowercases and keeps accents, telling an accented word from its plain spelling", () => {
    expect(keywordsFrom("Qualità QUALITÀ qualità città Città qualita")).toBe(
      "qualità, città, qualita",
    );
  });

  it("splits words at apostrophes, digits and punctuation", () => {
    expect(keywordsFrom("dell'articolo, l'articolo; covid19-pandemia")).toBe(
      "articolo, covid, pandemia",
    );
  });

  it("counts only the prose: not code, link addresses or image alt text", () => {
    const body =
      "```\nfunction function function\n```\n\n[agenzia](https://esempio.com/pubblicita) ![fotografia](foto.jpg)";
    expect(keywordsFrom(body)).toBe("agenzia");
  });

  it("is empty when no word qualifies", () => {
    expect(keywordsFrom("Il sito è qui.")).toBe("");
  });
});

describe("splitLongParagraphs", () => {
  const paragraph300 = `${unit.repeat(16)}Ultima frase`;
  const paragraph301 = `${unit.repeat(16)}Ultima frase.`;

  it("leaves a paragraph of 300 characters alone", () => {
    expect(paragraph300).toHaveLength(300);
    expect(splitLongParagraphs(`Prima.\n\n${paragraph300}\n\nDopo.`)).toBe(
      `Prima.\n\n${paragraph300}\n\nDopo.`,
    );
  });

  it("splits a paragraph of 301 characters at the sentence end closest to its middle", () => {
    expect(paragraph301).toHaveLength(301);
    expect(splitLongParagraphs(paragraph301)).toBe(
      `${unit.repeat(8).trimEnd()}\n\n${unit.repeat(8)}Ultima frase.`,
    );
  });

  it("splits at the space closest to the middle when there is no sentence end", () => {
    const paragraph = `${"parola ".repeat(42)}parolaa`;
    expect(paragraph).toHaveLength(301);
    expect(splitLongParagraphs(paragraph)).toBe(
      `${"parola ".repeat(22).trimEnd()}\n\n${"parola ".repeat(20)}parolaa`,
    );
  });

  it("leaves a long paragraph without spaces alone", () => {
    expect(splitLongParagraphs(x(400))).toBe(x(400));
  });

  it("splits again until no part is longer than 300 characters, losing no word", () => {
    const paragraph = unit.repeat(60).trim();
    const parts = splitLongParagraphs(paragraph).split("\n\n");
    expect(parts.length).toBeGreaterThan(3);
    for (const part of parts)
      expect(part.length).toBeLessThanOrEqual(MARKDOWN_IMPORT_LIMITS.paragraph);
    expect(parts.join(" ")).toBe(paragraph);
  });

  it("joins a paragraph's own lines as they were and splits at a line break too", () => {
    const paragraph = `${unit.repeat(8).trimEnd()}\n${unit.repeat(8)}Ultima frase.`;
    expect(splitLongParagraphs(paragraph)).toBe(
      `${unit.repeat(8).trimEnd()}\n\n${unit.repeat(8)}Ultima frase.`,
    );
  });

  it.each([
    ["a fenced code block", `\`\`\`\n${paragraph301}\n\n${paragraph301}\n\`\`\``],
    ["a list", `- ${paragraph301}\n- ${paragraph301}\n\n1. ${paragraph301}`],
    ["a table", `| Colonna |\n| --- |\n| ${paragraph301} |`],
    ["a quote", `> ${paragraph301}`],
    ["a heading", `## ${paragraph301}`],
    ["an HTML block", `<div>\n${paragraph301}\n</div>`],
    ["a ::: box without blank lines", `::: nota\n${paragraph301}\n:::`],
    ["an indented block", `    ${paragraph301}`],
    ["a paragraph holding a list", `${paragraph301}\n- voce`],
    ["a paragraph right under a heading", `## Titolo\n${paragraph301}`],
  ])("never touches %s", (_name, markdown) => {
    expect(splitLongParagraphs(markdown)).toBe(markdown);
  });

  it("splits the paragraphs around a code block and leaves the block as it was", () => {
    const code = `\`\`\`\n${paragraph301}\n\`\`\``;
    const split = `${unit.repeat(8).trimEnd()}\n\n${unit.repeat(8)}Ultima frase.`;
    expect(splitLongParagraphs(`${paragraph301}\n${code}\n${paragraph301}`)).toBe(
      `${split}\n${code}\n${split}`,
    );
  });

  it("never breaks a link or inline code, and never lets the second half start a list", () => {
    const link = "[Leggi la guida. Poi torna qui](https://esempio.it/guida)";
    const withLink = `${unit.repeat(7)}${link} ${unit.repeat(8).trim()}`;
    expect(splitLongParagraphs(withLink)).toContain(link);
    const withCode = `${"parola ".repeat(20)}\`codice con molti spazi dentro\` ${"parola ".repeat(20).trim()}`;
    expect(splitLongParagraphs(withCode)).toContain("`codice con molti spazi dentro`");
    const withNumber = `${unit.repeat(8)}1. ${unit.repeat(8).trim()}`;
    for (const part of splitLongParagraphs(withNumber).split("\n\n"))
      expect(part).not.toMatch(/^\d+\. /);
  });

  it("never breaks a reference link, which markdown-it reads with its definition", () => {
    const link = "[Leggi la guida. Poi torna qui][guida]";
    const body = `${unit.repeat(7)}${link} ${unit.repeat(8).trim()}\n\n[guida]: https://esempio.it`;
    expect(splitLongParagraphs(body)).toContain(link);
  });

  it("splits a paragraph that opens with an inline tag, and one in a box set apart by blank lines", () => {
    const split = `${unit.repeat(8).trimEnd()}\n\n${unit.repeat(8)}Ultima frase.`;
    expect(splitLongParagraphs(`<b>Nota</b> ${paragraph301}`)).toBe(
      `<b>Nota</b> ${unit.repeat(8).trimEnd()}\n\n${unit.repeat(8)}Ultima frase.`,
    );
    expect(splitLongParagraphs(`::: nota\n\n${paragraph301}\n\n:::`)).toBe(
      `::: nota\n\n${split}\n\n:::`,
    );
  });

  it("turns CRLF into LF and changes nothing else in a body without long paragraphs", () => {
    expect(splitLongParagraphs("## Titolo\r\n\r\nTesto.\r\n\r\n- voce\r\n")).toBe(
      "## Titolo\n\nTesto.\n\n- voce\n",
    );
  });
});

describe("importSlug", () => {
  it("is the title's slug, or 'articolo' when slugify leaves nothing of the title", () => {
    expect(importSlug("Guida alla SEO")).toBe("guida-alla-seo");
    expect(importSlug("!!!")).toBe("articolo");
  });
});

describe("deriveImport", () => {
  it("derives every field of the article from the file", () => {
    const text = [
      "\uFEFF# Strategie di **marketing** per il 2025: una guida completa alle campagne locali",
      "",
      "## Introduzione",
      "",
      "Le campagne locali funzionano quando il messaggio è chiaro. Una campagna ben fatta parte dai clienti.",
      "",
      unit.repeat(16) + "Ultima frase.",
      "",
      "```",
      "campagna campagna campagna",
      "```",
      "",
      "- clienti fedeli",
      "- campagne mirate",
    ].join("\r\n");
    const article = deriveImport("bozza.md", text);
    expect(article).toEqual({
      title: "Strategie di marketing per il 2025: una guida completa alle campagne locali",
      content: [
        "## Introduzione",
        "",
        "Le campagne locali funzionano quando il messaggio è chiaro. Una campagna ben fatta parte dai clienti.",
        "",
        unit.repeat(8).trimEnd(),
        "",
        unit.repeat(8) + "Ultima frase.",
        "",
        "```",
        "campagna campagna campagna",
        "```",
        "",
        "- clienti fedeli",
        "- campagne mirate",
      ].join("\n"),
      excerpt:
        "Le campagne locali funzionano quando il messaggio è chiaro. Una campagna ben fatta parte dai clienti.",
      metaTitle: "Strategie di marketing per il 2025: una guida completa al...",
      metaDescription:
        "Introduzione Le campagne locali funzionano quando il messaggio è chiaro. Una campagna ben fatta parte dai clienti. Frase numero uno. Frase numero uno....",
      // "introduzione", "locali", "funzionano"… appear once each: the first of them comes fifth.
      keywords: "frase, numero, campagne, clienti, introduzione",
    });
  });

  it("derives a Markdown file of about 1 MB", () => {
    const section = [
      "## Una sezione dell'articolo",
      "",
      unit.repeat(40).trim(),
      "",
      "- una voce dell'elenco con **grassetto** e [un link](https://esempio.it/pagina)",
      "- [ ] una voce da spuntare",
      "",
      "| Canale | Budget |",
      "| --- | ---: |",
      "| Social | 1.000 € |",
      "",
      "```ts",
      "const campagna = { canale: 'social' };",
      "```",
      "",
      `${"parola ".repeat(200)}senza punti`,
      "",
    ].join("\n");
    const text = `# Un file molto lungo\n\n${section.repeat(Math.ceil(1_000_000 / section.length))}`;
    expect(text.length).toBeGreaterThan(1_000_000);
    const article = deriveImport("lungo.md", text);
    expect(article.title).toBe("Un file molto lungo");
    expect(article.keywords.split(", ")).toHaveLength(MARKDOWN_IMPORT_LIMITS.keywords);
    expect(article.content.length).toBeGreaterThan(1_000_000);
  });
});
