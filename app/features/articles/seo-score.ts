import { seoSuggestions as suggest } from "~/features/articles/content/seo-panel";

/**
 * The article editor's SEO score (0–100) with its suggestions, readability and reading time.
 * Pure: the server and the browser, which recomputes it at every keystroke, get the same numbers.
 */

export type SeoInput = {
  title: string;
  metaTitle: string;
  metaDescription: string;
  content: string;
  keywords: string;
};
export type SeoBand = "good" | "medium" | "poor";
export type SeoCheckId = "title" | "metaDescription" | "words" | "h1" | "h2" | "keywords";
export type SeoCheck = { id: SeoCheckId; points: number; max: number };
export type SeoReport = {
  score: number;
  band: SeoBand;
  checks: SeoCheck[];
  suggestions: string[];
  titleLength: number;
  metaDescriptionLength: number;
  words: number;
  h1: number;
  h2: number;
  /** Percent of the text's words that belong to a keyword, unrounded. */
  keywordDensity: number;
  keywords: { keyword: string; occurrences: number; density: number }[];
};
export type GulpeaseBand = "veryEasy" | "easy" | "difficult" | "veryDifficult";

const titleRange = { min: 25, max: 60 };
const metaDescriptionRange = { min: 120, max: 160 };
const fullWords = 300;
const partialWords = 150;
const idealDensity = { min: 1, max: 3 };

export function seoScore(article: SeoInput): SeoReport {
  // Search engines show the meta title; a blank one leaves the page with its title.
  const titleLength = characters(article.metaTitle.trim() ? article.metaTitle : article.title);
  const metaDescriptionLength = characters(article.metaDescription);
  // Headings are counted in the content only: the page's title is a field of its own.
  const { text, h1, h2 } = readContent(article.content);
  const words = countWords(text);
  const keywords = keywordOccurrences(text, article.keywords);
  // Several keywords add up: the density is the share of the text made of any of them.
  const keywordWords = keywords.reduce((sum, { occurrences, size }) => sum + occurrences * size, 0);
  const keywordDensity = percentOf(keywordWords, words);

  const checks: SeoCheck[] = [
    { id: "title", points: lengthPoints(titleLength, titleRange), max: 20 },
    {
      id: "metaDescription",
      points: lengthPoints(metaDescriptionLength, metaDescriptionRange),
      max: 20,
    },
    { id: "words", points: words >= fullWords ? 20 : words >= partialWords ? 10 : 0, max: 20 },
    { id: "h1", points: h1 === 1 ? 20 : h1 > 1 ? 10 : 0, max: 20 },
    { id: "h2", points: h2 > 0 ? 10 : 0, max: 10 },
    // Below the ideal 1% the text only gets a hint; past 3% it reads as keyword stuffing.
    {
      id: "keywords",
      points: keywordDensity > 0 && keywordDensity <= idealDensity.max ? 10 : 0,
      max: 10,
    },
  ];
  const suggestions = [
    lengthAdvice(
      titleLength,
      titleRange,
      suggest.titleMissing,
      suggest.titleTooShort,
      suggest.titleTooLong,
    ),
    lengthAdvice(
      metaDescriptionLength,
      metaDescriptionRange,
      suggest.metaDescriptionMissing,
      suggest.metaDescriptionTooShort,
      suggest.metaDescriptionTooLong,
    ),
    words < fullWords ? suggest.tooFewWords(words) : null,
    h1 === 0 ? suggest.h1Missing : h1 > 1 ? suggest.h1TooMany(h1) : null,
    h2 === 0 ? suggest.h2Missing : null,
    keywordAdvice(keywords.length, keywordDensity),
  ].filter((suggestion) => suggestion !== null);
  const score = checks.reduce((sum, check) => sum + check.points, 0);

  return {
    score,
    band: seoBand(score),
    checks,
    suggestions,
    titleLength,
    metaDescriptionLength,
    words,
    h1,
    h2,
    keywordDensity,
    keywords: keywords.map(({ keyword, occurrences, size }) => ({
      keyword,
      occurrences,
      density: percentOf(occurrences * size, words),
    })),
  };
}

export function seoBand(score: number): SeoBand {
  return score >= 80 ? "good" : score >= 60 ? "medium" : "poor";
}

/**
 * The Gulpease index of the content's text (0–100, higher is easier), or null without words:
 * 89 + (300 × sentences − 10 × letters) / words.
 */
export function gulpease(content: string) {
  const { words, letters, sentences } = textCounts(plainText(content));
  if (words === 0) return null;
  const index = 89 + (300 * sentences - 10 * letters) / words;
  return Math.round(Math.min(100, Math.max(0, index)));
}

/** The standard bands for a reader with a high-school diploma. */
export function gulpeaseBand(index: number): GulpeaseBand {
  return index >= 80
    ? "veryEasy"
    : index >= 60
      ? "easy"
      : index >= 40
        ? "difficult"
        : "veryDifficult";
}

/** 200 words a minute, rounded up, never below 1: the public article page's rule. */
export const minutesForWords = (words: number) => Math.max(1, Math.ceil(words / 200));

export function readingMinutes(content: string) {
  return minutesForWords(countWords(plainText(content)));
}

/**
 * The words a reader sees in the content (Markdown or HTML): no fenced code, tags, link
 * targets, `:::` lines or markup characters. NFC, so a decomposed accent matches a composed one.
 */
export function plainText(content: string) {
  return readContent(content).text;
}

/**
 * Runs of letters and digits. Apostrophes and hyphens split words, as in Yoast's Italian
 * tokenizer: "l'articolo" is 2 words. A combining mark belongs to the word it follows.
 */
export function countWords(text: string) {
  return textCounts(text).words;
}

// Code points after trimming: an emoji is one character, not its two UTF-16 units.
function characters(text: string) {
  return Array.from(text.trim()).length;
}

function lengthPoints(length: number, range: { min: number; max: number }) {
  return length >= range.min && length <= range.max ? 20 : length > 0 ? 10 : 0;
}

function lengthAdvice(
  length: number,
  range: { min: number; max: number },
  missing: string,
  tooShort: (length: number) => string,
  tooLong: (length: number) => string,
) {
  if (length === 0) return missing;
  if (length < range.min) return tooShort(length);
  return length > range.max ? tooLong(length) : null;
}

function keywordAdvice(keywords: number, density: number) {
  if (keywords === 0) return suggest.keywordsMissing;
  if (density === 0) return suggest.keywordsNotInText(keywords);
  if (density < idealDensity.min) return suggest.keywordDensityLow(density);
  return density > idealDensity.max ? suggest.keywordDensityHigh(density) : null;
}

function percentOf(part: number, whole: number) {
  // No words, no density. Multiplying first keeps a share of exactly 3/100 at exactly 3, inside the cap.
  return whole === 0 ? 0 : (part * 100) / whole;
}

const wordSeparators = /[^\p{L}\p{M}\p{N}]+/gu;

/** The text's words, lowercased, each between single spaces: ` parole chiave `. */
function wordSequence(text: string) {
  return ` ${text.toLowerCase().replace(wordSeparators, " ").trim()} `;
}

/**
 * Each keyword of the comma-separated field (trimmed, lowercased, blanks and repeats dropped),
 * with its occurrences in the text: its words in a row, whatever the punctuation between them,
 * in any case but with the same accents ("perche" is not "perché").
 */
function keywordOccurrences(text: string, field: string) {
  const keywords = new Set(
    field
      .split(",")
      .map((keyword) => keyword.normalize("NFC").trim().toLowerCase())
      .filter(Boolean),
  );
  if (keywords.size === 0) return [];
  const sequence = wordSequence(text);
  return Array.from(keywords, (keyword) => {
    const needle = wordSequence(keyword);
    const inner = needle.trim();
    const size = inner ? inner.split(" ").length : 0;
    let occurrences = 0;
    let at = size > 0 ? sequence.indexOf(needle) : -1;
    while (at !== -1) {
      occurrences += 1;
      // An occurrence does not lend its words to the next: "ciao ciao ciao" holds "ciao ciao"
      // once, so the density stays a share of the text.
      at = sequence.indexOf(needle, at + needle.length - 1);
    }
    return { keyword, occurrences, size };
  });
}

const fence = /^ {0,3}(`{3,}|~{3,})/;
const atxHeading = /^ {0,3}(#{1,6})(?:[ \t]|$)/;
const containerLine = /^ {0,3}:::/;
const htmlHeading = /<h([12])(?=[\s/>]|$)/gi;
// Quote and list markers (nested too), then a heading's hashes or a checklist's box. Every part
// is optional: the match cannot fail, so it is never retried further along the line.
const blockMarkers =
  /^(?:[ \t]*(?:>|(?:[-*+]|\d{1,9}[.)])(?=[ \t]|$)))*[ \t]*(?:(#{1,6})(?=[ \t]|$)|\[[ xX]\](?=[ \t]))?/;
const closingHashes = /(?:^|[ \t])#+[ \t]*$/;
// An entity (`&nbsp;`, `&egrave;`) becomes a space: words stay counted right without a table of names.
const entity = /&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);/gi;
// Emphasis and link brackets; an image's `!` goes with its bracket, or it would end a sentence.
const markup = /!?\[|\]|[*_]+|~~/g;

/** One pass over the content's lines: its plain text and its H1 and H2 headings. */
function readContent(content: string) {
  const kept: string[] = [];
  let h1 = 0;
  let h2 = 0;
  let openFence: string | null = null;
  for (const line of content.split(/\r\n?|\n/)) {
    // Code blocks are neither prose nor headings, down to their closing fence or the end.
    if (openFence !== null) {
      if (closesFence(line, openFence)) openFence = null;
      continue;
    }
    const [whole = "", marker] = fence.exec(line) ?? [];
    // A backtick in the info string makes the line inline code, not a fence.
    if (marker && !(marker.startsWith("`") && line.includes("`", whole.length))) {
      openFence = marker;
      continue;
    }
    // `::: nota` and its closing `:::` frame a block; they are not its text.
    if (containerLine.test(line)) continue;
    // `#` must be followed by a space, a tab or the end of the line: `#hashtag` is text.
    const level = atxHeading.exec(line)?.[1]?.length;
    if (level === 1) h1 += 1;
    else if (level === 2) h2 += 1;
    if (line.includes("<")) {
      // `<h1>` written inside backticks is shown as code, not as a heading.
      for (const [, htmlLevel] of withoutCodeSpans(line).matchAll(htmlHeading)) {
        if (htmlLevel === "1") h1 += 1;
        else h2 += 1;
      }
    }
    kept.push(withoutBlockMarkers(line));
  }
  const text = dropLinkTargets(dropTags(kept.join("\n")).replace(entity, " ")).replace(markup, "");
  return { text: text.normalize("NFC"), h1, h2 };
}

/** A run of the opening's character, at least as long, and nothing after it. */
function closesFence(line: string, opening: string) {
  const [whole = "", marker = ""] = fence.exec(line) ?? [];
  return (
    marker[0] === opening[0] &&
    marker.length >= opening.length &&
    line.slice(whole.length).trim() === ""
  );
}

function withoutBlockMarkers(line: string) {
  const [markers = "", headingHashes] = blockMarkers.exec(line) ?? [];
  const rest = line.slice(markers.length);
  return headingHashes ? rest.replace(closingHashes, "") : rest;
}

/** The line without its code spans: a run of backticks up to the next run just as long. */
function withoutCodeSpans(line: string) {
  if (!line.includes("`")) return line;
  const runs = Array.from(line.matchAll(/`+/g), (run) => ({
    start: run.index,
    end: run.index + run[0].length,
  }));
  let result = "";
  let from = 0;
  for (let i = 0; i < runs.length; i += 1) {
    const open = runs[i]!;
    let close = i + 1;
    while (close < runs.length && runs[close]!.end - runs[close]!.start !== open.end - open.start)
      close += 1;
    // A run without its partner is a literal backtick.
    if (close === runs.length) continue;
    result += line.slice(from, open.start);
    from = runs[close]!.end;
    i = close;
  }
  return result + line.slice(from);
}

function isTagStart(code: number) {
  // A letter, `/` or `!` after `<`: `a < b` stays text.
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 47 || code === 33;
}

/**
 * Tags, comments and autolinks become a space, which keeps `fine</p><p>inizio` two words. A
 * scan rather than a pattern: an unclosed `<` ends the search instead of being retried.
 */
function dropTags(text: string) {
  let result = "";
  let from = 0;
  for (let open = text.indexOf("<"); open !== -1; open = text.indexOf("<", open + 1)) {
    if (!isTagStart(text.charCodeAt(open + 1))) continue;
    const close = text.indexOf(">", open);
    if (close === -1) break;
    result += `${text.slice(from, open)} `;
    from = close + 1;
    open = close;
  }
  return result + text.slice(from);
}

/** `[testo](url)` and `![alt](src)` keep their text; the address is no word of the article. */
function dropLinkTargets(text: string) {
  let result = "";
  let from = 0;
  for (let open = text.indexOf("]("); open !== -1; open = text.indexOf("](", from)) {
    const close = text.indexOf(")", open + 2);
    if (close === -1) break;
    result += text.slice(from, open + 1);
    from = close + 1;
  }
  return result + text.slice(from);
}

const OTHER = 0;
const LETTER = 1;
const DIGIT_OR_MARK = 2;
const STOP = 3;

function classify(codePoint: number) {
  const char = String.fromCodePoint(codePoint);
  if (/\p{L}/u.test(char)) return LETTER;
  if (/[\p{M}\p{N}]/u.test(char)) return DIGIT_OR_MARK;
  return /[.!?…]/u.test(char) ? STOP : OTHER;
}

// The counting loop looks every character up; Unicode classes are tested once per character seen.
const asciiKinds = Uint8Array.from({ length: 128 }, (_, code) => classify(code));
const otherKinds = new Map<number, number>();

function kindOf(codePoint: number) {
  if (codePoint < 128) return asciiKinds[codePoint]!;
  let kind = otherKinds.get(codePoint);
  if (kind === undefined) {
    kind = classify(codePoint);
    otherKinds.set(codePoint, kind);
  }
  return kind;
}

/**
 * Words, letters and sentences in one pass, without a string per word. A sentence ends at a
 * run of `.`, `!`, `?` or `…` ("?!" and "..." end one) or at the end of the text, and needs a
 * word.
 */
function textCounts(text: string) {
  let words = 0;
  let letters = 0;
  let sentences = 0;
  let inWord = false;
  let sentenceHasWords = false;
  let stopPending = false;
  for (let i = 0; i < text.length; i += 1) {
    const codePoint = text.codePointAt(i)!;
    if (codePoint > 0xffff) i += 1;
    const kind = kindOf(codePoint);
    if (kind === LETTER || kind === DIGIT_OR_MARK) {
      // A stop followed by a letter or digit is inside "3.5" or "www.sito.it", not a sentence's end.
      stopPending = false;
      if (!inWord) {
        words += 1;
        inWord = true;
        sentenceHasWords = true;
      }
      if (kind === LETTER) letters += 1;
      continue;
    }
    inWord = false;
    if (kind === STOP) {
      stopPending = sentenceHasWords;
    } else if (stopPending) {
      sentences += 1;
      sentenceHasWords = false;
      stopPending = false;
    }
  }
  return { words, letters, sentences: sentenceHasWords ? sentences + 1 : sentences };
}
