import { italianStopWords } from "~/features/imports/content/italian-stop-words";
import { plainText } from "~/features/articles/seo-score";
import { slugify } from "~/features/articles/slug";
import { withoutMarkup } from "~/features/articles/without-markup";

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
 * The title is the first `# ` heading outside code, which then leaves the body: the page shows
 * the title as its own h1. A file without one is titled after its name.
 */
export function readMarkdownFile(fileName: string, text: string): { title: string; body: string } {
  const lines = normalise(text.replace(/^\uFEFF/, "")).split("\n");
  const code = codeLines(lines);
  for (let i = 0; i < lines.length; i += 1) {
    if (code[i]) continue;
    const heading = h1Text(lines[i]!);
    // `#` alone is an empty heading, not a title.
    if (heading === null || heading === "") continue;
    // The heading's place becomes one blank line: the blocks on either side stay apart, once.
    const before = dropBlankLines(lines.slice(0, i).reverse()).reverse();
    const after = dropBlankLines(lines.slice(i + 1));
    const body =
      before.length > 0 && after.length > 0 ? [...before, "", ...after] : [...before, ...after];
    return { title: heading, body: body.join("\n").trim() };
  }
  return { title: fileName.replace(/\.md$/i, "").trim(), body: lines.join("\n").trim() };
}

/**
 * The prose a reader sees: no code blocks, images, rules or table pipes, on top of what the
 * SEO panel's `plainText` already leaves out. Paragraphs are separated by one blank line and
 * headings are paragraphs of their own, so that a heading never runs into the text below it.
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
 * again and again until each part fits or cannot be split. Only paragraphs are split: headings,
 * lists, tables, quotes, HTML, rules, `:::` boxes and code come out as they went in.
 */
export function splitLongParagraphs(markdown: string): string {
  const lines = normalise(markdown).split("\n");
  const code = codeLines(lines);
  const result: string[] = [];
  let block: string[] = [];
  const flush = () => {
    if (block.length === 0) return;
    result.push(isProse(block) ? splitParagraph(block.join("\n")).join("\n\n") : block.join("\n"));
    block = [];
  };
  lines.forEach((line, i) => {
    if (code[i] || line.trim() === "") {
      flush();
      result.push(line);
    } else {
      block.push(line);
    }
  });
  flush();
  return result.join("\n");
}

/** The lines from the first one that is not blank. */
function dropBlankLines(lines: string[]) {
  const first = lines.findIndex((line) => line.trim() !== "");
  return first === -1 ? [] : lines.slice(first);
}

function normalise(text: string) {
  return text.replace(/\r\n?/g, "\n");
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
    if (characterCount(match) <= 4 || italianStopWords.has(match)) continue;
    counts.set(match, (counts.get(match) ?? 0) + 1);
  }
  return Array.from(counts)
    .sort(([, a], [, b]) => b - a)
    .slice(0, MARKDOWN_IMPORT_LIMITS.keywords)
    .map(([word]) => word)
    .join(", ");
}

function proseOf(markdown: string, { headings }: { headings: boolean }) {
  const lines = normalise(markdown).split("\n");
  const code = codeLines(lines);
  const kept: string[] = [];
  // Where the lines of the paragraph being read went: a `===` or `---` under them makes them a heading.
  let paragraph: number[] = [];
  lines.forEach((line, i) => {
    const above = paragraph;
    paragraph = [];
    // A code block is a block of its own: what stood before and after it are not one paragraph.
    if (code[i]) {
      kept.push("");
      return;
    }
    if (isSetextUnderline(line) && above.length > 0) {
      if (!headings) for (const at of above) kept[at] = "";
      kept.push("");
      return;
    }
    if (isRule(line) || isSetextUnderline(line)) {
      kept.push("");
      return;
    }
    if (isTableSeparator(line)) return;
    const withoutImages = line.replace(imagePattern, "");
    // A line that held only an image leaves no gap inside its paragraph.
    if (withoutImages.trim() === "" && line.trim() !== "") {
      paragraph = above;
      return;
    }
    const text = withoutImages.replaceAll("|", " ");
    if (atxHeading.test(text)) {
      kept.push("", headings ? text : "", "");
      return;
    }
    if (text.trim() !== "" && !startsBlock(line)) {
      above.push(kept.length);
      paragraph = above;
    }
    kept.push(text);
  });
  return plainText(kept.join("\n"))
    .replace(/`+/g, "")
    .split(/\n[ \t]*\n/)
    .map((block) => block.replace(/\s+/g, " ").trim())
    .filter(Boolean)
    .join("\n\n");
}

// The same fences as the SEO panel's `plainText`: up to 3 spaces, then 3 or more ` or ~.
const fence = /^ {0,3}(`{3,}|~{3,})/;

/** Which lines belong to a fenced code block, fences included; an unclosed one runs to the end. */
function codeLines(lines: string[]) {
  let openFence: string | null = null;
  return lines.map((line) => {
    const [whole = "", marker] = fence.exec(line) ?? [];
    if (openFence !== null) {
      if (
        marker &&
        marker[0] === openFence[0] &&
        marker.length >= openFence.length &&
        line.slice(whole.length).trim() === ""
      ) {
        openFence = null;
      }
      return true;
    }
    // A backtick in the info string makes the line inline code, not a fence.
    if (marker && !(marker.startsWith("`") && line.includes("`", whole.length))) {
      openFence = marker;
      return true;
    }
    return false;
  });
}

const atxHeading = /^ {0,3}#{1,6}(?:[ \t]|$)/;
const h1Pattern = /^ {0,3}#(?:[ \t]+(.*))?$/;
const closingHashes = /(?:^|[ \t])#+[ \t]*$/;
// Brackets and parentheses cannot nest inside: an unclosed one stops at the next, not the end of a long line.
const imagePattern = /!\[[^[\]]*\]\([^()]*\)/g;
const linkPattern = /\[([^[\]]*)\]\([^()]*\)/g;

/** The text of a level-1 ATX heading with its inline markup removed, or null for any other line. */
function h1Text(line: string) {
  const match = h1Pattern.exec(line);
  if (!match) return null;
  return (match[1] ?? "")
    .replace(closingHashes, "")
    .replace(imagePattern, "")
    .replace(linkPattern, "$1")
    .replace(/[*_`]+|~~/g, "")
    .replace(/\s+/g, " ")
    .trim();
}

function isRule(line: string) {
  return /^ {0,3}([-*_])(?:[ \t]*\1){2,}[ \t]*$/.test(line);
}

function isSetextUnderline(line: string) {
  return /^ {0,3}(?:=+|-+)[ \t]*$/.test(line);
}

/** `|---|:--:|`, or `--- | ---` without the outer pipes: a table's header line. */
function isTableSeparator(line: string) {
  return /^[ \t]*[|:\- \t]+$/.test(line) && line.includes("|") && line.includes("-");
}

/** A line that opens a block of its own, or belongs to one, rather than continuing prose. */
function startsBlock(line: string) {
  return (
    atxHeading.test(line) ||
    /^[ \t]*(?:[-*+]|\d{1,9}[.)])(?:[ \t]|$)/.test(line) ||
    /^[ \t]*>/.test(line) ||
    /^[ \t]*\|/.test(line) ||
    /^[ \t]*<[a-zA-Z/!?]/.test(line) ||
    /^ {0,3}:::/.test(line) ||
    isRule(line) ||
    isSetextUnderline(line) ||
    isTableSeparator(line)
  );
}

/**
 * A block of text lines is a paragraph when none of its lines starts another kind of block.
 * An indented first line is left alone too: it may continue a list item or be indented code.
 */
function isProse(block: string[]) {
  return !/^[ \t]/.test(block[0]!) && !block.some(startsBlock);
}

/**
 * The paragraph in parts of at most 300 characters, as far as sentence ends and spaces allow.
 * The parts are ranges of the one string until the end: a long paragraph is not copied at
 * every halving.
 */
function splitParagraph(paragraph: string) {
  const spans = protectedSpans(paragraph);
  const parts: string[] = [];
  const split = (start: number, end: number) => {
    const at = longerThan(paragraph, start, end, MARKDOWN_IMPORT_LIMITS.paragraph)
      ? breakPoint(paragraph, start, end, spans)
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

/** Code spans, links, images and tags, which a split would break: ascending and disjoint. */
function protectedSpans(paragraph: string) {
  return Array.from(
    paragraph.matchAll(/(`+)[^`]*\1|!?\[[^[\]]*\]\([^()]*\)|<[a-zA-Z/!][^<>]*>/g),
    (match) => ({
      start: match.index,
      end: match.index + match[0].length,
    }),
  );
}

/**
 * Where to split the range: at the space after the sentence end closest to its middle, else at
 * the space closest to it, the earlier one on a tie. Never inside a protected span, and never
 * where the second half would read as a list item, heading or quote.
 */
function breakPoint(paragraph: string, start: number, end: number, spans: Span[]) {
  const usable = (at: number) => !insideSpan(spans, at) && !startsBlock(restOfLine(paragraph, at));
  const afterSentence = (at: number) =>
    isBreakSpace(paragraph.charCodeAt(at)) &&
    at > start &&
    isSentenceEnd(paragraph.charCodeAt(at - 1)) &&
    usable(at);
  const space = (at: number) => isBreakSpace(paragraph.charCodeAt(at)) && at > start && usable(at);
  const middle = (start + end) / 2;
  return closest(start, end, middle, afterSentence) ?? closest(start, end, middle, space);
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

type Span = { start: number; end: number };

/** Whether `at` falls strictly inside one of the ascending, disjoint spans. */
function insideSpan(spans: Span[], at: number) {
  let low = 0;
  let high = spans.length - 1;
  while (low <= high) {
    const mid = (low + high) >> 1;
    const span = spans[mid]!;
    if (at <= span.start) high = mid - 1;
    else if (at >= span.end) low = mid + 1;
    else return true;
  }
  return false;
}

/**
 * The start of the line the second half would open with: enough to tell a block's opening.
 * A cut-off line can only look like a rule or table row wrongly, which costs a split point,
 * while reading to the end of a one-line paragraph at every halving would cost its length.
 */
function restOfLine(paragraph: string, at: number) {
  let start = at;
  while (isBreakSpace(paragraph.charCodeAt(start))) start += 1;
  let end = start;
  while (end < paragraph.length && end - start < 200 && paragraph.charCodeAt(end) !== 10) end += 1;
  return paragraph.slice(start, end);
}
