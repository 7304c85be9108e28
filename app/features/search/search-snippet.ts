/** A piece of text, marked when it is a word the query found. */
export type Segment = { text: string; hit: boolean };

const wordPattern = /[\p{L}\p{N}]+/gu;

type Word = { start: number; end: number; hit: boolean };

/** A text with its words and whether the query found each: read once, shown as needed. */
export type ReadText = { text: string; words: Word[] };

/** Reads `text`'s words; `isHit` is given each word as written. */
export function readText(text: string, isHit: (word: string) => boolean): ReadText {
  const words: Word[] = [];
  for (const match of text.matchAll(wordPattern))
    words.push({ start: match.index, end: match.index + match[0].length, hit: isHit(match[0]) });
  return { text, words };
}

function segmentsOf({ text, words }: ReadText, from: number, to: number): Segment[] {
  const segments: Segment[] = [];
  let at = from;
  for (const word of words) {
    if (!word.hit || word.start < from || word.end > to) continue;
    if (word.start > at) segments.push({ text: text.slice(at, word.start), hit: false });
    segments.push({ text: text.slice(word.start, word.end), hit: true });
    at = word.end;
  }
  if (at < to) segments.push({ text: text.slice(at, to), hit: false });
  return segments;
}

/** All of the text, its found words marked: a result's title. */
export function highlighted(read: ReadText): Segment[] {
  return segmentsOf(read, 0, read.text.length);
}

/** How many found words the text holds. */
export const hitCount = (read: ReadText) => read.words.filter((word) => word.hit).length;

/**
 * The `length` words of the text that hold the most found words (the first such stretch),
 * marked, with `…` where the text goes on; its beginning when it holds none.
 */
export function snippetOf(read: ReadText, length = 30): Segment[] {
  const { text, words } = read;
  if (words.length === 0) return [];
  let best = 0;
  let bestHits = -1;
  let hits = 0;
  for (let end = 0; end < words.length; end++) {
    if (words[end]!.hit) hits++;
    const start = end - length + 1;
    if (start > 0 && words[start - 1]!.hit) hits--;
    if (end >= Math.min(length, words.length) - 1 && hits > bestHits) {
      bestHits = hits;
      best = Math.max(0, start);
    }
  }
  // Opening two words before the first found one reads better, while the text goes on.
  const firstHit = words.slice(best, best + length).findIndex((word) => word.hit);
  const start = Math.max(best, Math.min(best + firstHit - 2, words.length - length));
  const last = Math.min(words.length, start + length) - 1;
  const from = start === 0 ? 0 : words[start]!.start;
  const to = last === words.length - 1 ? text.length : words[last]!.end;
  const segments = segmentsOf(read, from, to);
  if (from > 0) segments.unshift({ text: "… ", hit: false });
  if (to < text.length) segments.push({ text: " …", hit: false });
  return segments;
}
