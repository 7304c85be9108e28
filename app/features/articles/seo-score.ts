import { seoSuggestions as suggest } from "~/features/articles/content/seo-panel";
import { readMarkdown } from "~/utils/markdown-reading";

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
 * The words a reader sees in the content (Markdown or HTML), as markdown-it reads it: no code
 * blocks, tags, link targets, `:::` lines or markup; images by their alternative text. NFC, so
 * a decomposed accent matches a composed one.
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

/** The content's plain text and its H1 and H2 headings, Markdown's and HTML's. */
function readContent(content: string) {
  const { blocks, headingLevels } = readMarkdown(content);
  return {
    text: blocks.map((block) => block.text).join("\n"),
    h1: headingLevels.filter((level) => level === 1).length,
    h2: headingLevels.filter((level) => level === 2).length,
  };
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
