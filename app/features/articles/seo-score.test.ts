import { describe, expect, it } from "vitest";
import { seoSuggestions as suggest } from "~/features/articles/content/seo-panel";
import {
  countWords,
  gulpease,
  gulpeaseBand,
  plainText,
  readingMinutes,
  seoBand,
  seoScore,
  type SeoInput,
} from "~/features/articles/seo-score";

const times = (count: number, word: string) => Array<string>(count).fill(word);
const filler = (count: number) => times(count, "parola").join(" ");

/** An H1, an H2 (2 words) and `lead`, filled up to `total` words. */
const page = (lead: string[], total: number) =>
  `# Guida\n\n## Metodo\n\n${[...lead, filler(total - 2 - lead.length)].join(" ")}`;

/** An article that scores 100 with no suggestions: 400 words, "seo" at 2%. */
const perfect: SeoInput = {
  title: "Guida pratica alla SEO per le imprese",
  metaTitle: "",
  metaDescription: "d".repeat(140),
  content: page(times(8, "seo"), 400),
  keywords: "seo",
};

const score = (changes: Partial<SeoInput>) => seoScore({ ...perfect, ...changes });

describe("seoScore", () => {
  it("gives 100 and no suggestions to an article that meets every criterion", () => {
    const report = seoScore(perfect);
    expect(report).toMatchObject({
      score: 100,
      band: "good",
      suggestions: [],
      words: 400,
      h1: 1,
      h2: 1,
    });
    expect(report.checks.map(({ id, max }) => [id, max])).toEqual([
      ["title", 20],
      ["metaDescription", 20],
      ["words", 20],
      ["h1", 20],
      ["h2", 10],
      ["keywords", 10],
    ]);
  });

  it("gives 0 to an empty article and suggests everything, in the panel's order", () => {
    const report = seoScore({
      title: "",
      metaTitle: "",
      metaDescription: "",
      content: "",
      keywords: "",
    });
    expect(report).toMatchObject({
      score: 0,
      band: "poor",
      words: 0,
      keywordDensity: 0,
      keywords: [],
    });
    expect(report.suggestions).toEqual([
      suggest.titleMissing,
      suggest.metaDescriptionMissing,
      suggest.tooFewWords(0),
      suggest.h1Missing,
      suggest.h2Missing,
      suggest.keywordsMissing,
    ]);
  });

  it.each([
    { length: 0, expected: 0, suggestion: suggest.titleMissing },
    { length: 1, expected: 10, suggestion: suggest.titleTooShort(1) },
    { length: 24, expected: 10, suggestion: suggest.titleTooShort(24) },
    { length: 25, expected: 20, suggestion: null },
    { length: 60, expected: 20, suggestion: null },
    { length: 61, expected: 10, suggestion: suggest.titleTooLong(61) },
  ])("title of $length characters: $expected points", ({ length, expected, suggestion }) => {
    const report = score({ title: "t".repeat(length) });
    expect(report.titleLength).toBe(length);
    expect(report.checks[0]).toEqual({ id: "title", points: expected, max: 20 });
    expect(report.suggestions).toEqual(suggestion ? [suggestion] : []);
  });

  it.each([
    {
      case: "a meta title is scored instead of the title",
      title: "t".repeat(10),
      metaTitle: "m".repeat(30),
      length: 30,
    },
    {
      case: "a blank meta title leaves the title",
      title: "t".repeat(30),
      metaTitle: "   ",
      length: 30,
    },
    {
      case: "spaces around do not count",
      title: `  ${"t".repeat(24)}  `,
      metaTitle: "",
      length: 24,
    },
    { case: "a title of spaces is missing", title: "     ", metaTitle: "", length: 0 },
    {
      case: "an emoji or an accent is one character",
      title: "🙂è".repeat(13),
      metaTitle: "",
      length: 26,
    },
  ])("title length: $case", ({ title, metaTitle, length }) => {
    expect(score({ title, metaTitle }).titleLength).toBe(length);
  });

  it.each([
    { length: 0, expected: 0, suggestion: suggest.metaDescriptionMissing },
    { length: 1, expected: 10, suggestion: suggest.metaDescriptionTooShort(1) },
    { length: 119, expected: 10, suggestion: suggest.metaDescriptionTooShort(119) },
    { length: 120, expected: 20, suggestion: null },
    { length: 160, expected: 20, suggestion: null },
    { length: 161, expected: 10, suggestion: suggest.metaDescriptionTooLong(161) },
  ])(
    "meta description of $length characters: $expected points",
    ({ length, expected, suggestion }) => {
      const report = score({ metaDescription: ` ${"d".repeat(length)} ` });
      expect(report.metaDescriptionLength).toBe(length);
      expect(report.checks[1]).toEqual({ id: "metaDescription", points: expected, max: 20 });
      expect(report.suggestions).toEqual(suggestion ? [suggestion] : []);
    },
  );

  it.each([
    { words: 149, expected: 0 },
    { words: 150, expected: 10 },
    { words: 299, expected: 10 },
    { words: 300, expected: 20 },
  ])("$words words: $expected points", ({ words, expected }) => {
    // 2% of keywords whatever the length, so only the word count changes.
    const report = score({ content: page(times(Math.round(words / 50), "seo"), words) });
    expect(report.words).toBe(words);
    expect(report.checks[2]).toEqual({ id: "words", points: expected, max: 20 });
    expect(report.suggestions).toEqual(words < 300 ? [suggest.tooFewWords(words)] : []);
  });

  /** `headings` before a 400-word body with "seo" at about 2%. */
  const withHeadings = (headings: string) =>
    `${headings}\n\n${[...times(8, "seo"), filler(392)].join(" ")}`;

  it.each([
    { case: "none (the page title is not in the content)", headings: "## Metodo", h1: 0, h2: 1 },
    { case: "one in Markdown", headings: "# Guida\n\n## Metodo", h1: 1, h2: 1 },
    { case: "two in Markdown", headings: "# Guida\n\n# Altro\n\n## Metodo", h1: 2, h2: 1 },
    { case: "HTML tags", headings: '<h1>Guida</h1>\n<h2 id="metodo">Metodo</h2>', h1: 1, h2: 1 },
    {
      case: "HTML tags in capitals, with attributes",
      headings: '<H1 class="x">Guida</H1><H2>Metodo</H2>',
      h1: 1,
      h2: 1,
    },
    {
      case: "HTML and Markdown together",
      headings: "<h1>Guida</h1>\n\n# Altro\n\n## Metodo",
      h1: 2,
      h2: 1,
    },
    {
      case: "a `#` inside a fence",
      headings: "```md\n# Non è un titolo\n<h1>Neanche</h1>\n```\n# Guida\n## Metodo",
      h1: 1,
      h2: 1,
    },
    {
      case: "a `#` inside a tilde fence",
      headings: "~~~\n# Codice\n## Codice\n~~~\n# Guida",
      h1: 1,
      h2: 0,
    },
    {
      case: "a fence closed only by a run as long",
      headings: "````\n```\n# Dentro\n````\n# Guida\n## Metodo",
      h1: 1,
      h2: 1,
    },
    {
      case: "backticks with a backtick after them are no fence",
      headings: "```js``` qui\n# Guida\n## Metodo",
      h1: 1,
      h2: 1,
    },
    { case: "a #hashtag", headings: "#hashtag\n\n##metodo\n\n## Metodo", h1: 0, h2: 1 },
    {
      case: "`<h1>` in inline code",
      headings: "Usa `<h1>` e ``<h2> `codice` `` per i titoli.\n\n## Metodo",
      h1: 0,
      h2: 1,
    },
    {
      case: "an unmatched backtick does not hide a tag",
      headings: "Un ` apice e <h1>Guida</h1>\n## Metodo",
      h1: 1,
      h2: 1,
    },
    { case: "up to 3 leading spaces", headings: "   # Guida\n   ## Metodo", h1: 1, h2: 1 },
    { case: "4 leading spaces", headings: "    # Codice\n## Metodo", h1: 0, h2: 1 },
    { case: "closing hashes", headings: "# Guida #\n## Metodo ##", h1: 1, h2: 1 },
    { case: "an empty heading", headings: "#\n## Metodo", h1: 1, h2: 1 },
    { case: "a tab after the hashes", headings: "#\tGuida\n##\tMetodo", h1: 1, h2: 1 },
    {
      case: "other tags starting with h",
      headings: "<header><hr><h3>Altro</h3></header>\n\n# Guida",
      h1: 1,
      h2: 0,
    },
    {
      // The HTML block runs to the blank line: the page shows the `#` line as text.
      case: "a `#` line inside an HTML block",
      headings: "<header><hr><h3>Altro</h3></header>\n# Non è un titolo\n\n## Metodo",
      h1: 0,
      h2: 1,
    },
    { case: "setext headings", headings: "Guida\n=====\n\nMetodo\n------", h1: 1, h2: 1 },
    {
      case: "headings in a quote and in a list",
      headings: "> # Guida\n\n- ## Metodo",
      h1: 1,
      h2: 1,
    },
    {
      case: "deeper headings",
      headings: "### Tre\n####### Sette\n# Guida\n## Metodo",
      h1: 1,
      h2: 1,
    },
  ])("H1 and H2: $case", ({ headings, h1, h2 }) => {
    const report = score({ content: withHeadings(headings) });
    expect([report.h1, report.h2]).toEqual([h1, h2]);
    expect(report.checks[3]?.points).toBe(h1 === 1 ? 20 : h1 > 1 ? 10 : 0);
    expect(report.checks[4]?.points).toBe(h2 > 0 ? 10 : 0);
    expect(report.suggestions).toEqual([
      ...(h1 === 0 ? [suggest.h1Missing] : h1 > 1 ? [suggest.h1TooMany(h1)] : []),
      ...(h2 === 0 ? [suggest.h2Missing] : []),
    ]);
  });

  it("reads an unclosed fence as code down to the end of the content", () => {
    const report = score({
      content: `${perfect.content}\n\n\`\`\`\n# Guida\n## Metodo\ntre parole qui`,
    });
    expect([report.h1, report.h2, report.words]).toEqual([1, 1, 400]);
  });

  it.each([
    {
      case: "none given",
      keywords: "",
      lead: [],
      expected: 0,
      density: 0,
      suggestion: suggest.keywordsMissing,
    },
    {
      case: "only commas and spaces",
      keywords: " , ,",
      lead: [],
      expected: 0,
      density: 0,
      suggestion: suggest.keywordsMissing,
    },
    {
      case: "one not in the text",
      keywords: "marketing",
      lead: [],
      expected: 0,
      density: 0,
      suggestion: suggest.keywordsNotInText(1),
    },
    {
      case: "two not in the text",
      keywords: "marketing, social",
      lead: [],
      expected: 0,
      density: 0,
      suggestion: suggest.keywordsNotInText(2),
    },
    {
      case: "below 1%",
      keywords: "seo",
      lead: times(2, "seo"),
      expected: 10,
      density: 0.5,
      suggestion: suggest.keywordDensityLow(0.5),
    },
    {
      case: "exactly 1%",
      keywords: "seo",
      lead: times(4, "seo"),
      expected: 10,
      density: 1,
      suggestion: null,
    },
    {
      case: "exactly 3%",
      keywords: "seo",
      lead: times(12, "seo"),
      expected: 10,
      density: 3,
      suggestion: null,
    },
    {
      case: "just above 3%",
      keywords: "seo",
      lead: times(13, "seo"),
      expected: 0,
      density: 3.25,
      suggestion: suggest.keywordDensityHigh(3.25),
    },
    {
      case: "two keywords, summed",
      keywords: "seo, marketing",
      lead: [...times(3, "seo"), ...times(3, "marketing")],
      expected: 10,
      density: 1.5,
      suggestion: null,
    },
    {
      case: "repeats of one keyword count once",
      keywords: "SEO, seo , Seo,",
      lead: times(12, "seo"),
      expected: 10,
      density: 3,
      suggestion: null,
    },
  ])("keywords: $case", ({ keywords, lead, expected, density, suggestion }) => {
    const report = score({ keywords, content: page(lead, 400) });
    expect(report.keywordDensity).toBe(density);
    expect(report.checks[5]).toEqual({ id: "keywords", points: expected, max: 10 });
    expect(report.suggestions).toEqual(suggestion ? [suggestion] : []);
  });

  it("lists each keyword with its occurrences and its share of the text", () => {
    const report = score({
      keywords: "seo, marketing",
      content: page([...times(3, "seo"), ...times(5, "marketing")], 400),
    });
    expect(report.keywords).toEqual([
      { keyword: "seo", occurrences: 3, density: 0.75 },
      { keyword: "marketing", occurrences: 5, density: 1.25 },
    ]);
    expect(report.keywordDensity).toBe(2);
  });

  it.each([
    {
      case: "its words in a row",
      text: "le parole chiave e altre parole e chiave",
      keyword: "parole chiave",
      occurrences: 1,
    },
    {
      case: "whatever the case",
      text: "Parole Chiave e PAROLE CHIAVE",
      keyword: "parole CHIAVE",
      occurrences: 2,
    },
    {
      case: "across punctuation",
      text: "le parole, chiave; le parole\nchiave",
      keyword: "parole chiave",
      occurrences: 2,
    },
    {
      case: "a hyphenated keyword",
      text: "e-commerce ed e commerce",
      keyword: "E-commerce",
      occurrences: 2,
    },
    {
      case: "not inside longer words",
      text: "seoul e seo-friendly",
      keyword: "seo",
      occurrences: 1,
    },
    { case: "accents matter", text: "perché e perche", keyword: "perché", occurrences: 1 },
    {
      case: "a composed accent matches a decomposed one",
      text: "perche\u0301",
      keyword: "perché",
      occurrences: 1,
    },
    { case: "without reusing words", text: "ciao ciao ciao", keyword: "ciao ciao", occurrences: 1 },
    {
      case: "a keyword without letters never occurs",
      text: "il 100% e oltre",
      keyword: "%",
      occurrences: 0,
    },
  ])("a keyword occurs as $case", ({ text, keyword, occurrences }) => {
    expect(score({ keywords: keyword, content: text }).keywords[0]?.occurrences).toBe(occurrences);
  });

  it("multiplies a multi-word keyword's occurrences by its words", () => {
    const report = score({
      keywords: "parole chiave",
      content: page(["parole", "chiave", "parole", "chiave"], 200),
    });
    expect(report.keywords).toEqual([{ keyword: "parole chiave", occurrences: 2, density: 2 }]);
  });

  it("gives a density of 0 to a text without words", () => {
    const report = score({ content: "```\nseo\n```", keywords: "seo" });
    expect(report).toMatchObject({
      words: 0,
      keywordDensity: 0,
      keywords: [{ keyword: "seo", occurrences: 0, density: 0 }],
    });
    expect(report.suggestions).toContain(suggest.keywordsNotInText(1));
  });

  it("keeps the panel's numbers on a 20,000-word article", () => {
    const sentence = "La comunicazione digitale aiuta le imprese del territorio a crescere.";
    const paragraphs = Array.from({ length: 200 }, (_, index) => {
      const prefix = index === 0 ? "# " : index % 10 === 0 ? "## " : "";
      return prefix + Array(10).fill(sentence).join("\n");
    });
    const content = paragraphs.join("\n\n");
    expect(content.length).toBeGreaterThan(130_000);

    const report = score({ content, keywords: "territorio, imprese del territorio" });
    expect(report).toMatchObject({
      words: 20_000,
      h1: 1,
      h2: 19,
      keywordDensity: 40,
      score: 90,
      band: "good",
    });
    expect(report.keywords).toEqual([
      { keyword: "territorio", occurrences: 2000, density: 10 },
      { keyword: "imprese del territorio", occurrences: 2000, density: 30 },
    ]);
    // 59 letters and one sentence every 10 words: 89 + (300 × 2000 − 10 × 118,000) / 20,000.
    expect(gulpease(content)).toBe(60);
    expect(readingMinutes(content)).toBe(100);
  });
});

it.each([
  { score: 0, band: "poor" },
  { score: 59, band: "poor" },
  { score: 60, band: "medium" },
  { score: 79, band: "medium" },
  { score: 80, band: "good" },
  { score: 100, band: "good" },
])("a score of $score is $band", ({ score, band }) => {
  expect(seoBand(score)).toBe(band);
});

describe("plainText", () => {
  it.each([
    {
      case: "fenced code goes whole",
      content: "Prima\n```js\nconst x = 1;\n```\nDopo\n~~~\nancora codice",
      text: "Prima Dopo",
    },
    {
      case: "HTML tags go, keeping words apart",
      content: "<p>Fine</p><p>Inizio <strong>forte</strong></p>",
      text: "Fine Inizio forte",
    },
    {
      case: "a tag over several lines",
      content: '<img\n  src="a.png"\n  alt="foto">Testo',
      text: "Testo",
    },
    { case: "comparisons are no tags", content: "se a < b e c > d", text: "se a < b e c > d" },
    {
      case: "link targets go, link texts stay",
      content: "Leggi [la guida](https://example.com/guida) oggi",
      text: "Leggi la guida oggi",
    },
    {
      case: "an image keeps its alt",
      content: "![Logo dell'agenzia](/logo.png) qui",
      text: "Logo dell'agenzia qui",
    },
    {
      case: "heading, list and quote markers go",
      content: "# Titolo #\n- uno\n* due\n3. tre\n> citazione\n> - [x] fatto\n## Fine",
      text: "Titolo uno due tre citazione fatto Fine",
    },
    {
      case: "emphasis markers go",
      content: "**forte**, _corsivo_ e ~~via~~",
      text: "forte, corsivo e via",
    },
    { case: "container lines go", content: "::: nota Attenzione\nTesto\n:::", text: "Testo" },
    {
      case: "entities are the characters they stand for",
      content: "Uno&nbsp;due &amp; tre&#8217;quattro, perch&eacute;",
      text: "Uno due & tre’quattro, perché",
    },
    { case: "indented code goes whole", content: "Testo\n\n    codice indentato", text: "Testo" },
    {
      case: "a checklist's boxes and a box's name go",
      content: "::: suggerimento Da sapere\n- [ ] uno\n- [x] due\n:::",
      text: "uno due",
    },
    {
      case: "Windows line ends",
      content: "# Titolo\r\n\r\n```\r\ncodice\r\n```\r\nTesto",
      text: "Titolo Testo",
    },
    { case: "accents are composed", content: "perche\u0301", text: "perché" },
  ])("$case", ({ content, text }) => {
    expect(plainText(content).replace(/\s+/g, " ").trim()).toBe(text);
  });
});

describe("countWords", () => {
  it.each([
    ["", 0],
    ["  \n ", 0],
    ["Ciao, mondo!", 2],
    ["l'articolo", 2],
    ["l’articolo", 2],
    ["e-commerce", 2],
    ["perché città", 2],
    ["2025 anno", 2],
    ["3.5", 2],
    ["🙂 ciao 🙂", 1],
    ["perche\u0301", 1],
    ["Москва и 東京", 3],
  ])("%j has %i words", (text, words) => {
    expect(countWords(text)).toBe(words);
  });
});

describe("gulpease", () => {
  it.each([
    {
      // 6 words, 56 letters, 1 sentence: 89 + (300 − 560) / 6 = 45.67.
      case: "one long sentence",
      content: "La comunicazione istituzionale richiede competenze specifiche.",
      index: 46,
    },
    {
      // 12 words, 97 letters, 3 sentences ("..." and "?!" end one each, the last ends with the
      // text): 89 + (900 − 970) / 12 = 83.17.
      case: "several terminators and the end of the text",
      content:
        "Le amministrazioni comunali investono nella comunicazione digitale... Funzionerà davvero?! Dipende dall'obiettivo",
      index: 83,
    },
    {
      // 9 words, 55 letters, 1 sentence: the point of 3.5 ends none. 89 + (300 − 550) / 9 = 61.22.
      case: "a decimal point",
      content: "La percentuale raggiunge 3.5 punti nelle amministrazioni comunali.",
      index: 61,
    },
    { case: "clamped at 100", content: "Sì. No. Sì.", index: 100 },
    {
      case: "clamped at 0",
      content: "Precipitevolissimevolmente precipitevolissimevolmente.",
      index: 0,
    },
    { case: "no words", content: "", index: null },
    { case: "code only", content: "```\ncodice\n```", index: null },
  ])("$case: $index", ({ content, index }) => {
    expect(gulpease(content)).toBe(index);
  });

  it.each([
    { index: 100, band: "veryEasy" },
    { index: 80, band: "veryEasy" },
    { index: 79, band: "easy" },
    { index: 60, band: "easy" },
    { index: 59, band: "difficult" },
    { index: 40, band: "difficult" },
    { index: 39, band: "veryDifficult" },
    { index: 0, band: "veryDifficult" },
  ])("an index of $index is $band", ({ index, band }) => {
    expect(gulpeaseBand(index)).toBe(band);
  });
});

describe("readingMinutes", () => {
  it.each([
    { words: 0, minutes: 1 },
    { words: 1, minutes: 1 },
    { words: 200, minutes: 1 },
    { words: 201, minutes: 2 },
    { words: 400, minutes: 2 },
    { words: 401, minutes: 3 },
  ])("$words words: $minutes min", ({ words, minutes }) => {
    expect(readingMinutes(filler(words))).toBe(minutes);
  });

  it("does not count code", () => {
    expect(readingMinutes(`${filler(200)}\n\n\`\`\`\nuna parola\n\`\`\``)).toBe(1);
  });
});

describe("the suggestions' numbers", () => {
  it.each([
    { text: suggest.titleTooShort(1), part: "(1 carattere)" },
    { text: suggest.metaDescriptionTooShort(119), part: "(119 caratteri)" },
    { text: suggest.tooFewWords(1), part: "(1 parola)" },
    { text: suggest.keywordDensityLow(0.5), part: "(0,5%)" },
    { text: suggest.keywordDensityLow(0.005), part: "(0,005%)" },
    { text: suggest.keywordDensityHigh(3.25), part: "(3,25%)" },
    { text: suggest.keywordDensityHigh(100 / 7), part: "(14,29%)" },
  ])("$part", ({ text, part }) => {
    expect(text).toContain(part);
  });
});
