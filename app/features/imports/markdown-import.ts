import { folded, isKeywordStopword } from "../../../db/search-text";
import { slugify } from "~/features/articles/slug";
import { withoutMarkup } from "~/features/articles/without-markup";
import {
  opensParagraph,
  readMarkdown,
  textBreaks,
  type MarkdownReading,
  type TextBlock,
} from "~/utils/markdown-reading";

/**
 * What the Markdown import derives from a `.md` file: title, body, excerpt, meta title, meta
 * description and keywords, and the body with its long paragraphs split. Pure, so the same
 * rules serve as the fallback of the whole import and can run anywhere.
 */

export const MARKDOWN_IMPORT_LIMITS = {
  metaDescription: 150,
  metaTitle: 60,
  metaTitleCut: 57,
  paragraph: 300,
  keywords: 5,
  excerpt: 160,
} as const;

export type ImportedArticle = {
  title: string;
  content: string;
  excerpt: string;
  metaTitle: string;
  metaDescription: string;
  keywords: string;
};

const ellipsis = "...";
const fallbackSlug = "articolo";

/** The imported article's address: its title's slug, or a generic name when the title leaves nothing of it. */
export const importSlug = (title: string) => slugify(title) || fallbackSlug;

/** Every field of an imported article from the file alone, without any service. */
export function deriveImport(fileName: string, text: string): ImportedArticle {
  const { title, body } = readMarkdownFile(fileName, text);
  const plain = plainTextOf(body);
  return {
    title,
    content: splitLongParagraphs(body),
    excerpt: excerptOfPlain(proseOf(body, { headings: false }), plain),
    metaTitle: metaTitleFrom(title),
    metaDescription: metaDescriptionOfPlain(plain),
    keywords: keywordsOfPlain(plain),
  };
}

/**
 * The title is the first level-1 heading of the file itself (not of a list, a quote or a box),
 * which then leaves the body: the page shows the title as its own h1. A file without one is
 * titled after its name.
 */
export function readMarkdownFile(fileName: string, text: string): { title: string; body: string } {
  const { lines, blocks } = readMarkdown(text.replace(/^\uFEFF/, ""));
  for (const block of blocks) {
    if (block.level !== 1 || block.within.length > 0) continue;
    const title = oneLine(block.prose).trim();
    // `#` alone is an empty heading, not a title.
    if (title === "") continue;
    // The heading's place becomes one blank line: the blocks on either side stay apart, once.
    const before = dropBlankLines(lines.slice(0, block.lines[0]).reverse()).reverse();
    const after = dropBlankLines(lines.slice(block.lines[1]));
    const body =
      before.length > 0 && after.length > 0 ? [...before, "", ...after] : [...before, ...after];
    return { title, body: body.join("\n").trim() };
  }
  return { title: fileName.replace(/\.md$/i, "").trim(), body: lines.join("\n").trim() };
}

/**
 * The prose a reader sees: the SEO panel's plain text without the images' alternative texts.
 * Paragraphs are separated by one blank line and headings are paragraphs of their own, so
 * that a heading never runs into the text below it.
 */
export function plainTextOf(markdown: string): string {
  return proseOf(markdown, { headings: true });
}

/**
 * The first 150 characters of the body's text with an ellipsis. A text that fits whole is
 * given as it is: an ellipsis would promise more than there is.
 */
export function metaDescriptionFrom(body: string): string {
  return metaDescriptionOfPlain(plainTextOf(body));
}

/**
 * The first two sentences longer than 10 characters, within 160 characters. Headings are not
 * sentences, and a paragraph's end also ends one: "Introduzione" above the first paragraph
 * neither counts nor runs into it. Without such a sentence, the beginning of the text.
 */
export function excerptFrom(body: string): string {
  return withoutMarkup(excerptOfPlain(proseOf(body, { headings: false }), plainTextOf(body)));
}

/** The 5 commonest words longer than 4 letters that say what the text is about, as the `keywords` field. */
export function keywordsFrom(body: string): string {
  return keywordsOfPlain(plainTextOf(body));
}

/** A title longer than 60 characters becomes its first 57 and an ellipsis: 60 in all, what search results show. */
export function metaTitleFrom(title: string): string {
  const { metaTitle, metaTitleCut } = MARKDOWN_IMPORT_LIMITS;
  return characterCount(title) <= metaTitle ? title : truncate(title, metaTitleCut);
}

/**
 * The body with every prose paragraph longer than 300 characters split in two near its middle,
 * again and again until each part fits or cannot be split. Only paragraphs set apart by blank
 * lines or code are split, in the body itself or in a `:::` box: headings, lists, tables,
 * quotes, HTML, rules and code come out as they went in, and so does a paragraph written
 * against a list or a heading, as its author laid them out.
 */
export function splitLongParagraphs(markdown: string): string {
  const reading = readMarkdown(markdown);
  const { lines, code } = reading;
  const apart = (line: number) =>
    lines[line] === undefined || code[line] || lines[line].trim() === "";
  const result: string[] = [];
  let next = 0;
  for (const block of reading.blocks) {
    const [first, end] = block.lines;
    if (
      block.kind !== "paragraph" ||
      !block.within.every((container) => container === "box") ||
      !apart(first - 1) ||
      !apart(end)
    )
      continue;
    const paragraph = lines.slice(first, end).join("\n");
    if (!longerThan(paragraph, 0, paragraph.length, MARKDOWN_IMPORT_LIMITS.paragraph)) continue;
    for (; next < first; next += 1) result.push(lines[next]!);
    result.push(splitParagraph(paragraph, reading, block).join("\n\n"));
    next = end;
  }
  for (; next < lines.length; next += 1) result.push(lines[next]!);
  return result.join("\n");
}

/** The lines from the first one that is not blank. */
function dropBlankLines(lines: string[]) {
  const first = lines.findIndex((line) => line.trim() !== "");
  return first === -1 ? [] : lines.slice(first);
}

/**
 * Cut to `limit` characters (code points: an emoji is one, not its two UTF-16 units), with an
 * ellipsis only when something was cut. Only the characters kept are looked at.
 */
function truncate(text: string, limit: number) {
  let count = 0;
  let end = 0;
  for (const character of text) {
    if (count === limit) return `${text.slice(0, end).trimEnd()}${ellipsis}`;
    count += 1;
    end += character.length;
  }
  return text;
}

// Characters are code points: a low surrogate is the second half of one.
function characterCount(text: string) {
  let count = 0;
  for (let i = 0; i < text.length; i += 1) if (!isLowSurrogate(text.charCodeAt(i))) count += 1;
  return count;
}

// A meta description and an excerpt are one line each.
function oneLine(plain: string) {
  return plain.replace(/\s+/g, " ");
}

function metaDescriptionOfPlain(plain: string) {
  return truncate(oneLine(plain), MARKDOWN_IMPORT_LIMITS.metaDescription);
}

function excerptOfPlain(withoutHeadings: string, plain: string) {
  const sentences = withoutHeadings
    .split("\n\n")
    .flatMap((paragraph) => paragraph.split(/(?<=[.!?])\s+/))
    .map((sentence) => sentence.trim())
    .filter((sentence) => characterCount(sentence) > 10)
    .slice(0, 2);
  return truncate(
    sentences.length > 0 ? sentences.join(" ") : oneLine(plain),
    MARKDOWN_IMPORT_LIMITS.excerpt,
  );
}

function keywordsOfPlain(plain: string) {
  // Insertion order is first appearance, and the sort is stable: equal counts keep that order.
  const counts = new Map<string, number>();
  for (const [match] of plain.toLowerCase().matchAll(/[\p{L}\p{M}]+/gu)) {
    if (characterCount(match) > 4) counts.set(match, (counts.get(match) ?? 0) + 1);
  }
  // Each distinct word is looked up once.
  return Array.from(counts)
    .filter(([word]) => !isKeywordStopword(folded(word)))
    .sort(([, a], [, b]) => b - a)
    .slice(0, MARKDOWN_IMPORT_LIMITS.keywords)
    .map(([word]) => word)
    .join(", ");
}

function proseOf(markdown: string, { headings }: { headings: boolean }) {
  const paragraphs: string[][] = [];
  let previous: TextBlock | undefined;
  for (const block of readMarkdown(markdown).blocks) {
    // Blocks written one right under the other read on as one paragraph (a tight list, a
    // table's rows); a heading stands alone.
    const joined =
      previous?.level === 0 && block.level === 0 && previous.lines[1] === block.lines[0];
    previous = block;
    if (!joined) paragraphs.push([]);
    if (block.level === 0 || headings) paragraphs.at(-1)?.push(block.prose);
  }
  return paragraphs
    .map((parts) => parts.join(" ").replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

/**
 * The paragraph in parts of at most 300 characters, as far as sentence ends and spaces allow.
 * The parts are ranges of the one string until the end: a long paragraph is not copied at
 * every halving.
 */
function splitParagraph(paragraph: string, reading: MarkdownReading, block: TextBlock) {
  const breaks = textBreaks(reading, block);
  const parts: string[] = [];
  const split = (start: number, end: number) => {
    const at = longerThan(paragraph, start, end, MARKDOWN_IMPORT_LIMITS.paragraph)
      ? breakPoint(paragraph, start, end, breaks)
      : null;
    if (at === null) {
      parts.push(paragraph.slice(start, end));
      return;
    }
    let firstEnd = at;
    while (isBreakSpace(paragraph.charCodeAt(firstEnd - 1))) firstEnd -= 1;
    let secondStart = at;
    while (isBreakSpace(paragraph.charCodeAt(secondStart))) secondStart += 1;
    split(start, firstEnd);
    split(secondStart, end);
  };
  // Trailing spaces end no paragraph in Markdown, and would leave an empty last part.
  let end = paragraph.length;
  while (isBreakSpace(paragraph.charCodeAt(end - 1))) end -= 1;
  if (!longerThan(paragraph, 0, end, MARKDOWN_IMPORT_LIMITS.paragraph)) return [paragraph];
  split(0, end);
  return parts;
}

/** Whether the range holds more than `limit` characters; it stops counting there. */
function longerThan(text: string, start: number, end: number, limit: number) {
  if (end - start <= limit) return false;
  let count = 0;
  for (let i = start; i < end; i += 1) {
    if (!isLowSurrogate(text.charCodeAt(i))) count += 1;
    if (count > limit) return true;
  }
  return false;
}

function isLowSurrogate(code: number) {
  return code >= 0xdc00 && code <= 0xdfff;
}

// A no-break space is there to keep two words together.
function isBreakSpace(code: number) {
  return code === 32 || code === 9 || code === 10;
}

function isSentenceEnd(code: number) {
  return code === 46 || code === 33 || code === 63;
}

/**
 * Where to split the range: at the space after the sentence end closest to its middle, else at
 * the space closest to it, the earlier one on a tie. Only at a space of the text itself (not in
 * a code span, a link, an image or a tag), and never where the second half would read as a
 * list item, heading or quote.
 */
function breakPoint(paragraph: string, start: number, end: number, breaks: Set<number>) {
  const usable = (at: number) =>
    at > start && breaks.has(at) && opensParagraph(restOf(paragraph, at));
  const afterSentence = (at: number) => isSentenceEnd(paragraph.charCodeAt(at - 1)) && usable(at);
  const middle = (start + end) / 2;
  return closest(start, end, middle, afterSentence) ?? closest(start, end, middle, usable);
}

/** The position in the range nearest to `middle` that passes `test`, walking outwards from it. */
function closest(start: number, end: number, middle: number, test: (at: number) => boolean) {
  let left = Math.floor(middle);
  let right = left + 1;
  while (left >= start || right < end) {
    const takeLeft = left >= start && (right >= end || middle - left <= right - middle);
    const at = takeLeft ? left : right;
    if (test(at)) return at;
    if (takeLeft) left -= 1;
    else right += 1;
  }
  return null;
}

/**
 * What the second half would open with, up to 200 characters: its first line or two tell a
 * block's opening, while reading to the end of a long paragraph at every halving would cost
 * its length.
 */
function restOf(paragraph: string, at: number) {
  let start = at;
  while (isBreakSpace(paragraph.charCodeAt(start))) start += 1;
  return paragraph.slice(start, start + 200);
}
