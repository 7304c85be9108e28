import { editorText } from "~/features/articles/content/article-templates";

/** A text and its selection (`start === end` is a caret), as a textarea holds them. */
export type TextState = { value: string; start: number; end: number };

export type FormatAction =
  | "heading2"
  | "heading3"
  | "bold"
  | "italic"
  | "link"
  | "bulletList"
  | "numberedList"
  | "checklist"
  | "quote"
  | "code"
  | "table"
  | "rule";

const placeholders = editorText.placeholders;

/**
 * The text after a toolbar action, with the selection the author goes on from: what was
 * selected stays selected, and a placeholder that asks to be typed over comes selected.
 */
export function formatSelection(state: TextState, action: FormatAction): TextState {
  switch (action) {
    case "bold":
      return toggleInline(state, "**", placeholders.bold);
    case "italic":
      return toggleInline(state, "_", placeholders.italic);
    case "code":
      return code(state);
    case "link":
      return link(state);
    case "table":
      return table(state);
    case "rule":
      return insertBlock(state, "---");
    default:
      return prefixLines(state, lineFormats[action]);
  }
}

/** A block put where the caret is, in place of any selection, on lines of its own; the caret ends after it. */
export function insertBlock(state: TextState, block: string): TextState {
  const { value, at } = placeBlock(state.value, state.start, state.end, block);
  const caret = at + block.length;
  return { value, start: caret, end: caret };
}

/** A block added at the end of a text, one blank line after it: how a form without JavaScript adds a section. */
export function appendBlock(value: string, block: string) {
  const text = value.trimEnd();
  return text === "" ? block : `${text}\n\n${block}`;
}

/**
 * The one stretch of `before` that `after` replaces, as `[start, end)` and the text put there:
 * writing only that keeps the browser's undo step small and the rest of the text untouched.
 */
export function changedRange(before: string, after: string) {
  const limit = Math.min(before.length, after.length);
  let start = 0;
  while (start < limit && before.charCodeAt(start) === after.charCodeAt(start)) start += 1;
  let tail = 0;
  while (
    tail < limit - start &&
    before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)
  ) {
    tail += 1;
  }
  // Never between the two halves of an emoji: a selection there would split the character.
  if (start > 0 && isHighSurrogate(before.charCodeAt(start - 1))) start -= 1;
  if (tail > 0 && isHighSurrogate(before.charCodeAt(before.length - tail - 1))) tail -= 1;
  return { start, end: before.length - tail, text: after.slice(start, after.length - tail) };
}

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;

/**
 * The selection without the spaces at its ends: a double click often takes the space after a
 * word, and `**parola **` is no bold in Markdown. A selection of spaces only becomes a caret after them.
 */
function trimmedSelection({ value, start, end }: TextState) {
  const selected = value.slice(start, end);
  const lead = selected.length - selected.trimStart().length;
  if (lead === selected.length) return { start: end, end };
  const trail = selected.length - selected.trimEnd().length;
  return { start: start + lead, end: end - trail };
}

function replace(value: string, start: number, end: number, text: string) {
  return value.slice(0, start) + text + value.slice(end);
}

/** Wraps the selection in `marker`, or takes the markers away when they are already there, just outside it or as its ends. */
function toggleInline(state: TextState, marker: string, placeholder: string): TextState {
  const { value } = state;
  const { start, end } = trimmedSelection(state);
  const size = marker.length;
  if (start >= size && value.endsWith(marker, start) && value.startsWith(marker, end)) {
    const unwrapped = replace(replace(value, end, end + size, ""), start - size, start, "");
    return { value: unwrapped, start: start - size, end: end - size };
  }
  const selected = value.slice(start, end);
  if (selected.length > 2 * size && selected.startsWith(marker) && selected.endsWith(marker)) {
    const inner = selected.slice(size, -size);
    return { value: replace(value, start, end, inner), start, end: start + inner.length };
  }
  const text = selected || placeholder;
  return {
    value: replace(value, start, end, marker + text + marker),
    start: start + size,
    end: start + size + text.length,
  };
}

const longestBacktickRun = (text: string) =>
  Math.max(0, ...(text.match(/`+/g) ?? []).map((run) => run.length));

/** Inline code on one line, a fenced block over several. */
function code(state: TextState): TextState {
  const { start, end } = trimmedSelection(state);
  const selected = state.value.slice(start, end);
  if (selected.includes("\n")) return toggleFence(state);
  if (!selected.includes("`") || /^`[^`]+`$/.test(selected))
    return toggleInline(state, "`", placeholders.code);
  // A code span holding backticks needs a longer run around it, and a space where it starts or ends with one.
  const marker = "`".repeat(longestBacktickRun(selected) + 1);
  const pad = selected.startsWith("`") || selected.endsWith("`") ? " " : "";
  const open = marker + pad;
  const value = replace(state.value, start, end, open + selected + pad + marker);
  return { value, start: start + open.length, end: start + open.length + selected.length };
}

function toggleFence(state: TextState): TextState {
  const { from, to } = lineRange(state);
  const lines = state.value.slice(from, to).split("\n");
  if (lines.length >= 2 && /^```/.test(lines[0] ?? "") && /^```\s*$/.test(lines.at(-1) ?? "")) {
    const inner = lines.slice(1, -1).join("\n");
    return { value: replace(state.value, from, to, inner), start: from, end: from + inner.length };
  }
  const inner = lines.join("\n");
  const fence = "`".repeat(Math.max(3, longestBacktickRun(inner) + 1));
  const { value, at } = placeBlock(state.value, from, to, `${fence}\n${inner}\n${fence}`);
  const start = at + fence.length + 1;
  return { value, start, end: start + inner.length };
}

const isAddress = (text: string) => /^https?:\/\/\S+$/i.test(text);

/** The selected words become the link's text and the address is left to type; a selected address becomes the link's target. */
function link(state: TextState): TextState {
  const { start, end } = trimmedSelection(state);
  const selected = state.value.slice(start, end);
  if (selected === "" || isAddress(selected)) {
    const text = placeholders.linkText;
    const value = replace(
      state.value,
      start,
      end,
      `[${text}](${selected || placeholders.linkUrl})`,
    );
    return { value, start: start + 1, end: start + 1 + text.length };
  }
  const value = replace(state.value, start, end, `[${selected}](${placeholders.linkUrl})`);
  const url = start + selected.length + 3;
  return { value, start: url, end: url + placeholders.linkUrl.length };
}

/** A two-column table after the selection, its first header cell selected to be typed over. */
function table(state: TextState): TextState {
  const [first, second] = placeholders.tableHeaders;
  const cell = placeholders.tableCell;
  const row = `| ${cell} | ${cell} |`;
  const block = [`| ${first} | ${second} |`, "| --- | --- |", row, row].join("\n");
  const { value, at } = placeBlock(state.value, state.end, state.end, block);
  return { value, start: at + 2, end: at + 2 + first.length };
}

/** Puts `block` in place of `[from, to)` with a blank line between it and any text around it. */
function placeBlock(text: string, from: number, to: number, block: string) {
  const lead = from === 0 ? "" : "\n".repeat(2 - lineBreaksBeside(text, from, -1));
  const trail = to === text.length ? "" : "\n".repeat(2 - lineBreaksBeside(text, to, 1));
  return { value: replace(text, from, to, lead + block + trail), at: from + lead.length };
}

/** How many of the two characters before (-1) or after (1) `at` are line breaks, counting from `at`. */
function lineBreaksBeside(text: string, at: number, direction: -1 | 1) {
  let count = 0;
  while (count < 2 && text[direction < 0 ? at - 1 - count : at + count] === "\n") count += 1;
  return count;
}

/**
 * The whole lines a selection touches. A selection that ends at the very start of a line (as
 * dragging over whole lines leaves it) does not take that line in.
 */
function lineRange({ value, start, end }: TextState) {
  const from = start === 0 ? 0 : value.lastIndexOf("\n", start - 1) + 1;
  const last = end > start && value[end - 1] === "\n" ? end - 1 : end;
  const next = value.indexOf("\n", last);
  return { from, to: next === -1 ? value.length : next };
}

type LineFormat = {
  /** The line already has this format. */
  has: (line: string) => boolean;
  /** The line without any prefix of this family: another heading level, another kind of list item. */
  strip: (line: string) => string;
  /** The line, already stripped, with the prefix; `n` counts the formatted lines from 0. */
  add: (line: string, n: number) => string;
  /** A blank line between formatted ones gets this, so a quote stays one quote. */
  blank?: string;
};

const headingPrefix = /^#{1,6}(?:[ \t]+|$)/;
const listPrefix =
  /^([ \t]*)(?:[-*+][ \t]+\[[ xX]\](?:[ \t]+|$)|[-*+](?:[ \t]+|$)|\d{1,9}[.)](?:[ \t]+|$))/;

function heading(level: number): LineFormat {
  const prefix = `${"#".repeat(level)} `;
  return {
    has: (line) => new RegExp(`^#{${level}}(?:[ \\t]|$)`).test(line),
    strip: (line) => line.replace(headingPrefix, ""),
    add: (line) => prefix + line,
  };
}

/** A list item's marker, put after the line's indentation so nested items stay nested. */
function listItem(has: RegExp, marker: (n: number) => string): LineFormat {
  return {
    has: (line) => has.test(line),
    strip: (line) => line.replace(listPrefix, "$1"),
    add: (line, n) => line.replace(/^[ \t]*/, (indent) => indent + marker(n)),
  };
}

const lineFormats: Record<
  Exclude<FormatAction, "bold" | "italic" | "code" | "link" | "table" | "rule">,
  LineFormat
> = {
  heading2: heading(2),
  heading3: heading(3),
  bulletList: listItem(/^[ \t]*[-*+](?:[ \t]+|$)(?!\[[ xX]\](?:[ \t]|$))/, () => "- "),
  numberedList: listItem(/^[ \t]*\d{1,9}[.)](?:[ \t]|$)/, (n) => `${n + 1}. `),
  checklist: listItem(/^[ \t]*[-*+][ \t]+\[[ xX]\](?:[ \t]|$)/, () => "- [ ] "),
  quote: {
    has: (line) => line.startsWith(">"),
    strip: (line) => line.replace(/^> ?/, ""),
    add: (line) => `> ${line}`,
    blank: ">",
  },
};

/**
 * Gives every line the selection touches the format, or takes it away when they all have it
 * already. Blank lines are left alone unless nothing else is selected: a caret on an empty
 * line gets the prefix to type after.
 */
function prefixLines(state: TextState, format: LineFormat): TextState {
  const { from, to } = lineRange(state);
  const lines = state.value.slice(from, to).split("\n");
  const filled = lines.flatMap((line, index) => (line.trim() === "" ? [] : [index]));
  const first = filled[0] ?? 0;
  const last = filled.at(-1) ?? lines.length - 1;
  const targets = filled.length ? filled.map((index) => lines[index] ?? "") : lines;
  const remove = targets.every(format.has);
  let n = 0;
  const formatted = lines.map((line, index) => {
    if (remove) return format.strip(line);
    if (filled.length && line.trim() === "")
      return format.blank && index > first && index < last ? format.blank : line;
    return format.add(format.strip(line), n++);
  });
  const block = formatted.join("\n");
  const value = replace(state.value, from, to, block);
  if (state.start !== state.end) return { value, start: from, end: from + block.length };
  // A caret touches one line only. It keeps its place in the line's text; one that was in the
  // old prefix goes to the end of the new one.
  const line = lines[0] ?? "";
  const text = format.strip(line).trimStart().length;
  const column = Math.max(state.start - from - (line.length - text), 0);
  const caret = from + block.length - text + column;
  return { value, start: caret, end: caret };
}
