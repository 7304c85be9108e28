import {
  quickImportCategories,
  type QuickImportCategory,
} from "~/features/imports/content/quick-import";

/** The excerpt is the content's start, this long. */
export const EXCERPT_LENGTH = 160;
/** The preview shows this much of the body. */
export const PREVIEW_LENGTH = 500;
/** A category named within this many non-empty lines is preselected. */
const CATEGORY_LINES = 5;

const lineBreak = /\r\n?|\n/;
const isBlank = (line: string) => line.trim() === "";

// A pasted Google Docs or Word document arrives as Markdown, its title usually as
// `# Titolo`: the ATX marker (one to six `#` and the spaces after them) is markup, not part
// of the title, so the title line loses it. A `#hashtag`, with no space, stays.
const headingMarker = /^#{1,6}[ \t]+/;

/**
 * The first `count` characters of `text` and '...' when it is longer. Characters are code
 * points, so an emoji is never cut in half; the loop stops there, whatever the text's length.
 */
function cut(text: string, count: number) {
  let end = 0;
  let points = 0;
  for (const point of text) {
    if (points === count) return `${text.slice(0, end)}...`;
    end += point.length;
    points += 1;
  }
  return text;
}

/**
 * A pasted document as an article: the first non-empty line is the title; the other lines,
 * empty ones dropped, each kept as it is, form the content, one blank line between them; the
 * excerpt is the content's first 160 characters, with '...' when there is more.
 */
export function parseDocument(text: string) {
  const [titleLine = "", ...rest] = text.split(lineBreak).filter((line) => !isBlank(line));
  const content = rest.join("\n\n").trim();
  return {
    title: titleLine.trim().replace(headingMarker, "").trim(),
    content,
    excerpt: cut(content, EXCERPT_LENGTH),
  };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

// Whole words, any case, the words of a name separated by any spaces on one line.
const categoryPatterns = quickImportCategories.map((category) => ({
  category,
  pattern: new RegExp(
    `(?<![\\p{L}\\p{N}])${category.split(" ").map(escapeRegExp).join("[^\\S\\n]+")}(?![\\p{L}\\p{N}])`,
    "iu",
  ),
}));

/**
 * The quick-import category the document names in its first five non-empty lines, the one
 * named first when there are several; "" when it names none.
 */
export function categoryNamedIn(text: string): QuickImportCategory | "" {
  const head = text
    .split(lineBreak)
    .filter((line) => !isBlank(line))
    .slice(0, CATEGORY_LINES)
    .join("\n");
  let found: QuickImportCategory | "" = "";
  let foundAt = Infinity;
  for (const { category, pattern } of categoryPatterns) {
    const match = pattern.exec(head);
    if (match && match.index < foundAt) {
      found = category;
      foundAt = match.index;
    }
  }
  return found;
}

/** What the document fills in: title, excerpt and the category it names ("" for none). */
export function extractFields(text: string) {
  const { title, excerpt } = parseDocument(text);
  return { title, excerpt, category: categoryNamedIn(text) };
}

/** The start of the body the preview shows: 500 characters, with '...' when there is more. */
export function previewBody(content: string) {
  return cut(content, PREVIEW_LENGTH);
}
