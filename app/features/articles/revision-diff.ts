import { diffLines, diffWordsWithSpace } from "diff";
import { articleFormLabels as l, revisionDiffText as t } from "./content/admin-articles";
import type { ArticleVersion } from "./revision-store";
import { articleStatusLabels } from "~/features/staff/content/admin";
import { formatMoment } from "~/utils/format";

/**
 * What changed between two versions of an article, for the revisions page: the body by word,
 * the other fields side by side. Pure, so the loader computes it and the page only draws it.
 */

export type WordPart = { kind: "same" | "added" | "removed"; text: string };

export type BodyBlock =
  /** An unchanged paragraph kept beside a change, so the change reads in its place. */
  | { kind: "same"; text: string }
  /** Unchanged paragraphs left out between changes. */
  | { kind: "skipped"; paragraphs: number }
  /**
   * One or more consecutive paragraphs that changed: wholly added, wholly removed, or edited
   * (the words of the old and the new text interleaved).
   */
  | { kind: "change"; change: "added" | "removed" | "edited"; parts: WordPart[] };

export type BodyDiff = {
  /** Empty when the two bodies read the same. */
  blocks: BodyBlock[];
  wordsAdded: number;
  wordsRemoved: number;
};

/** Unchanged paragraphs shown before and after each change. */
const contextParagraphs = 1;

// A word diff costs about the square of the edits it finds. A passage that changed more than
// a third of its words (a word replaced is two edits, out and in) was rewritten rather than
// revised: its words interleaved would read as a patchwork, so it is shown whole, removed and
// then added, and the search stops there. Two versions of a 20,000-word article far apart,
// with most paragraphs rewritten, then take well under 100 ms.
const maxWordEdits = (before: string, after: string) =>
  Math.min(300, Math.ceil((countWords(before) + countWords(after)) / 3));

// Finding that out costs the most on the passages that turn out rewritten: two versions far
// apart may differ in every paragraph. A passage keeping under a fifth of its pairs of
// adjacent words was rewritten, which a count tells at once; short ones are diffed anyway.
const minSharedPairs = 0.2;
const pairsFrom = 40;

const tokenPattern = /[\p{L}\p{N}]+|[^\s\p{L}\p{N}]/gu;

function sharedPairs(before: string, after: string): number {
  const a = before.match(tokenPattern) ?? [];
  const b = after.match(tokenPattern) ?? [];
  const pairs = new Map<string, number>();
  for (let i = 1; i < a.length; i += 1) {
    const pair = `${a[i - 1]} ${a[i]}`;
    pairs.set(pair, (pairs.get(pair) ?? 0) + 1);
  }
  let shared = 0;
  for (let i = 1; i < b.length; i += 1) {
    const pair = `${b[i - 1]} ${b[i]}`;
    const left = pairs.get(pair);
    if (left) {
      shared += 1;
      pairs.set(pair, left - 1);
    }
  }
  return (2 * shared) / Math.max(1, a.length - 1 + b.length - 1);
}

const lineBreak = /\r?\n/;

const withFinalBreak = (text: string) => (text === "" || text.endsWith("\n") ? text : `${text}\n`);

function linesOf(value: string): string[] {
  const lines = value.split(lineBreak);
  if (lines.at(-1) === "") lines.pop();
  return lines;
}

/** A block's text without the blank lines around it: they only separate paragraphs. */
function blockText(lines: readonly string[]): string {
  return lines
    .join("\n")
    .replace(/^(?:[ \t]*\n)+/, "")
    .trimEnd();
}

const wordPattern = /[\p{L}\p{N}]+/gu;

function countWords(text: string): number {
  return text.match(wordPattern)?.length ?? 0;
}

type Change = Extract<BodyBlock, { kind: "change" }>;

const whole = (change: "added" | "removed", text: string): Change => ({
  kind: "change",
  change,
  parts: [{ kind: change, text }],
});

function rewritten(before: string, after: string): Change[] {
  const edits = maxWordEdits(before, after);
  const changes =
    edits >= pairsFrom && sharedPairs(before, after) < minSharedPairs
      ? undefined
      : diffWordsWithSpace(before, after, { maxEditLength: edits });
  if (!changes) return [whole("removed", before), whole("added", after)];
  const parts = changes.map((change): WordPart => ({
    kind: change.added ? "added" : change.removed ? "removed" : "same",
    text: change.value,
  }));
  return [{ kind: "change", change: "edited", parts }];
}

type Row = { kind: "same"; text: string } | Change;

/** The body's changes by paragraph, then by word inside each paragraph that was rewritten. */
export function bodyDiff(before: string, after: string): BodyDiff {
  if (before === after) return { blocks: [], wordsAdded: 0, wordsRemoved: 0 };
  // Lines first: the body's paragraphs are its lines, so the costly word diff only runs on
  // the few paragraphs that changed, not on the whole article. A last line without its line
  // break is the same paragraph as one with it.
  const changes = diffLines(withFinalBreak(before), withFinalBreak(after));
  const rows: Row[] = [];
  let wordsAdded = 0;
  let wordsRemoved = 0;
  for (let i = 0; i < changes.length; i += 1) {
    const change = changes[i]!;
    if (!change.added && !change.removed) {
      for (const line of linesOf(change.value))
        if (line.trim() !== "") rows.push({ kind: "same", text: line });
      continue;
    }
    // A removal and an addition side by side are one passage rewritten.
    const next = changes[i + 1];
    const pair = next && (change.removed ? next.added : next.removed) ? next : undefined;
    if (pair) i += 1;
    const [removedChange, addedChange] = change.removed ? [change, pair] : [pair, change];
    const removed = removedChange ? blockText(linesOf(removedChange.value)) : "";
    const added = addedChange ? blockText(linesOf(addedChange.value)) : "";
    // A change of blank lines alone moves no text: nothing a reader would see.
    if (removed === "" && added === "") continue;
    const blocks =
      removed === ""
        ? [whole("added", added)]
        : added === ""
          ? [whole("removed", removed)]
          : rewritten(removed, added);
    for (const block of blocks) {
      for (const part of block.parts) {
        if (part.kind === "added") wordsAdded += countWords(part.text);
        if (part.kind === "removed") wordsRemoved += countWords(part.text);
      }
      rows.push(block);
    }
  }
  return { blocks: collapse(rows), wordsAdded, wordsRemoved };
}

/** Keeps the unchanged paragraphs next to a change and counts the rest as skipped. */
function collapse(rows: readonly Row[]): BodyBlock[] {
  if (!rows.some((row) => row.kind === "change")) return [];
  const blocks: BodyBlock[] = [];
  let run: string[] = [];
  const flush = (changeBefore: boolean, changeAfter: boolean) => {
    const head = changeBefore ? run.slice(0, contextParagraphs) : [];
    const tail = changeAfter
      ? run.slice(Math.max(head.length, run.length - contextParagraphs))
      : [];
    const hidden = run.length - head.length - tail.length;
    // Leaving out a single paragraph would take as much room as showing it.
    if (hidden === 1 && changeBefore && changeAfter) {
      for (const text of run) blocks.push({ kind: "same", text });
    } else {
      for (const text of head) blocks.push({ kind: "same", text });
      if (hidden > 0) blocks.push({ kind: "skipped", paragraphs: hidden });
      for (const text of tail) blocks.push({ kind: "same", text });
    }
    run = [];
  };
  let seenChange = false;
  for (const row of rows) {
    if (row.kind === "same") {
      run.push(row.text);
      continue;
    }
    flush(seenChange, true);
    blocks.push(row);
    seenChange = true;
  }
  flush(true, false);
  return blocks;
}

export type FieldChange = {
  /** The field's key in `ArticleVersion["fields"]`. */
  field: string;
  label: string;
  before: string;
  after: string;
};

type Fields = ArticleVersion["fields"];
type Value = Fields[string] | undefined;

export const text = (value: Value) =>
  value === null || value === undefined || value === "" ? t.empty : String(value);

export const moment = (value: Value) =>
  typeof value === "number" ? formatMoment(new Date(value)) : text(value);

export const status = (value: Value) =>
  typeof value === "string" && value in articleStatusLabels
    ? articleStatusLabels[value as keyof typeof articleStatusLabels]
    : text(value);

// The editor's order. The image's width and height follow its address, and the author is
// shown by the revisions list: neither is a row of its own.
export type ShownField = { field: string; label: string; format: (value: Value) => string };

const shownFields: ShownField[] = [
  { field: "title", label: l.title, format: text },
  { field: "slug", label: l.slug, format: text },
  { field: "category", label: l.category, format: text },
  { field: "status", label: l.status, format: status },
  { field: "publishedAt", label: l.publishAt, format: moment },
  { field: "unpublishAt", label: l.unpublishAt, format: moment },
  { field: "excerpt", label: l.excerpt, format: text },
  { field: "metaTitle", label: l.metaTitle, format: text },
  { field: "metaDescription", label: l.metaDescription, format: text },
  { field: "keywords", label: l.keywords, format: text },
  { field: "featuredImageUrl", label: l.featuredImageUrl, format: text },
];

// An empty text and no value read the same to people.
const same = (a: Value, b: Value) => (a ?? "") === (b ?? "");

/** The fields that differ, in the editor's order, each value as people read it. */
export function fieldChanges(
  before: Fields,
  after: Fields,
  shown: readonly ShownField[] = shownFields,
): FieldChange[] {
  return shown
    .filter(({ field }) => !same(before[field], after[field]))
    .map(({ field, label, format }) => ({
      field,
      label,
      before: format(before[field]),
      after: format(after[field]),
    }));
}
