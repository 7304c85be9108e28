/**
 * Following the editor's scroll in the preview beside it. The Markdown's headings and the
 * preview's are the same in the same order, so the place in the text is a heading and how far
 * past it, and the preview shows the same heading the same share of the way into its section.
 */

/** The 1-based numbers of the lines that are ATX headings (`## …`), fenced code apart. */
export function headingLines(text: string) {
  const lines: number[] = [];
  let fence: string | null = null;
  let number = 0;
  for (const line of text.split("\n")) {
    number += 1;
    const marker = /^ {0,3}(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker && (fence === null || (marker[0] === fence[0] && marker.length >= fence.length))) {
      fence = fence === null ? marker : null;
      continue;
    }
    if (fence === null && /^ {0,3}#{1,6}(?:[ \t]|$)/.test(line)) lines.push(number);
  }
  return lines;
}

export type TextPlace = { section: number; fraction: number };

/**
 * Where line `line` (fractional: part of a wrapped line) falls: in the section after heading
 * `section` (-1: before the first), `fraction` of the way to the next one or to the end.
 */
export function placeOfLine(
  headings: readonly number[],
  line: number,
  lastLine: number,
): TextPlace {
  let section = -1;
  while (section + 1 < headings.length && (headings[section + 1] ?? Infinity) <= line) section += 1;
  const from = section < 0 ? 1 : (headings[section] ?? 1);
  const to = headings[section + 1] ?? lastLine + 1;
  const fraction = to > from ? Math.min(1, Math.max(0, (line - from) / (to - from))) : 0;
  return { section, fraction };
}

/**
 * The preview's scroll position for a place: `offsets` are its headings' tops, `start` where
 * its body begins and `end` where it ends, all in its scrolling box's coordinates.
 */
export function previewTop(
  place: TextPlace,
  offsets: readonly number[],
  start: number,
  end: number,
) {
  const from = place.section < 0 ? 0 : (offsets[place.section] ?? start);
  const to = offsets[place.section + 1] ?? end;
  return from + place.fraction * Math.max(0, to - from);
}
