import type { StateInline, Token } from "markdown-it";
import { articleMarkdown } from "~/utils/markdown";

/**
 * What an article's body says, read by markdown-it as the public page is rendered: its
 * headings, its paragraphs and their text, and which lines are code. The editor's SEO score
 * reads it in the browser at every pause in the typing, the imports on the server, so that a
 * heading inside a code block, a setext heading or a checklist's box count the same for both
 * and for the page. Raw HTML is read as HTML: its tags are no words and its `<h1>` is a
 * heading, whichever way the body will be shown.
 */

export type TextBlock = {
  kind: "heading" | "paragraph" | "table" | "html";
  /** A heading's level, 1 to 6; 0 for any other block. */
  level: number;
  /** What a reader sees of it, images' alternative texts included. NFC. */
  text: string;
  /** The same without the images. NFC. */
  prose: string;
  /** Its source lines: the first, and the one after the last. */
  lines: readonly [number, number];
  /** The blocks it sits in, outermost first. */
  within: readonly Container[];
};

type Container = "box" | "list" | "quote";

export type MarkdownReading = {
  /** The body's lines, each line end made `\n`, as the blocks' `lines` count them. */
  lines: readonly string[];
  /** The blocks with text, in order; code blocks and rules have none. */
  blocks: readonly TextBlock[];
  /** The level of every heading in order, Markdown's and HTML tags' alike. */
  headingLevels: readonly number[];
  /** Whether each line belongs to a code block, fenced or indented. */
  code: readonly boolean[];
  /** What the parse learned of the whole body (its link references), for `textBreaks`. */
  env: object;
};

type StepsEnv = { steps?: { source: string; starts: number[] } };

const reader = articleMarkdown({ html: true });

// Where each of the inline parser's steps starts, at the paragraph's own level: a code span,
// a link, an image, an autolink or a tag is read in one step, plain text in others. It only
// records, so the reading is the one the renderer makes.
reader.inline.ruler.before("text", "text_steps", (state: StateInline, silent: boolean) => {
  const steps = (state.env as StepsEnv).steps;
  if (!silent && steps && state.level === 0 && state.src === steps.source)
    steps.starts.push(state.pos);
  return false;
});

const containers: Record<string, Container> = {
  container_meta_open: "box",
  bullet_list_open: "list",
  ordered_list_open: "list",
  blockquote_open: "quote",
};
const containerEnds = new Set([
  "container_meta_close",
  "bullet_list_close",
  "ordered_list_close",
  "blockquote_close",
]);

// The panel asks for the text, the headings and the reading time of one content in turn, and
// the import for several derivations of one body: the last reading serves them all.
let last: { content: string; reading: MarkdownReading } | null = null;

export function readMarkdown(content: string): MarkdownReading {
  if (last?.content === content) return last.reading;
  const reading = read(content);
  last = { content, reading };
  return reading;
}

function read(content: string): MarkdownReading {
  const source = content.replace(/\r\n?/g, "\n");
  const lines = source.split("\n");
  const env = {};
  const tokens = reader.parse(source, env);
  const blocks: TextBlock[] = [];
  const headingLevels: number[] = [];
  const code = lines.map(() => false);
  // Replaced, never changed: the blocks of one container share its list.
  let within: readonly Container[] = [];
  const add = (
    kind: TextBlock["kind"],
    level: number,
    at: [number, number] | null,
    text: string,
    prose = text,
  ) =>
    blocks.push({
      kind,
      level,
      text: text.normalize("NFC"),
      prose: prose.normalize("NFC"),
      lines: [at?.[0] ?? 0, at?.[1] ?? 0],
      within,
    });

  for (let i = 0; i < tokens.length; i += 1) {
    const token = tokens[i]!;
    const container = containers[token.type];
    if (container) within = [...within, container];
    else if (containerEnds.has(token.type)) within = within.slice(0, -1);
    else if (token.type === "fence" || token.type === "code_block") {
      const [first = 0, end = 0] = token.map ?? [];
      for (let line = first; line < end; line += 1) code[line] = true;
    } else if (token.type === "html_block") {
      addHtmlHeadings(token.content, headingLevels);
      add("html", 0, token.map, htmlText(token.content));
    } else if (token.type === "heading_open" || token.type === "paragraph_open") {
      const children = tokens[i + 1]?.children ?? [];
      const level = token.type === "heading_open" ? Number(token.tag.slice(1)) : 0;
      if (level > 0) headingLevels.push(level);
      for (const child of children)
        if (child.type === "html_inline") addHtmlHeadings(child.content, headingLevels);
      add(
        level > 0 ? "heading" : "paragraph",
        level,
        token.map,
        inlineText(children, true),
        inlineText(children, false),
      );
      i += 2;
    } else if (token.type === "table_open") {
      const cells: Token[][] = [];
      while (tokens[i + 1] && tokens[i]?.type !== "table_close") {
        i += 1;
        if (tokens[i]?.type === "inline") cells.push(tokens[i]!.children ?? []);
      }
      add(
        "table",
        0,
        token.map,
        cells.map((cell) => inlineText(cell, true)).join(" "),
        cells.map((cell) => inlineText(cell, false)).join(" "),
      );
    }
  }
  return { lines, blocks, headingLevels, code, env };
}

/** An inline run's text: code spans without their backticks, links without their targets. */
function inlineText(children: Token[], images: boolean): string {
  let text = "";
  for (const child of children) {
    if (child.type === "text" || child.type === "code_inline") text += child.content;
    else if (child.type === "softbreak" || child.type === "hardbreak") text += "\n";
    // A tag keeps the words on either side of it apart, as the page's text nodes are.
    else if (child.type === "html_inline") text += " ";
    else if (child.type === "image" && images) text += inlineText(child.children ?? [], true);
  }
  return text;
}

const htmlHeading = /<h([1-6])(?=[\s/>]|$)/gi;

function addHtmlHeadings(html: string, levels: number[]) {
  if (!html.includes("<")) return;
  for (const [, level] of html.matchAll(htmlHeading)) levels.push(Number(level));
}

function isTagStart(code: number) {
  // A letter, `/` or `!` after `<`: `a < b` stays text.
  return (code >= 65 && code <= 90) || (code >= 97 && code <= 122) || code === 47 || code === 33;
}

/**
 * An HTML block's text: tags and comments become a space, which keeps `fine</p><p>inizio`
 * two words, and entities their characters. A scan rather than a pattern: an unclosed `<`
 * ends the search instead of being retried.
 */
function htmlText(html: string) {
  let result = "";
  let from = 0;
  for (let open = html.indexOf("<"); open !== -1; open = html.indexOf("<", open + 1)) {
    if (!isTagStart(html.charCodeAt(open + 1))) continue;
    const close = html.indexOf(">", open);
    if (close === -1) break;
    result += `${html.slice(from, open)} `;
    from = close + 1;
    open = close;
  }
  return reader.utils.unescapeAll(result + html.slice(from));
}

// A step that starts with one of these reads a code span, a link, an image, an autolink, a
// tag or a backslash's line break whole; any other is text.
const wholeSteps = new Set(["`", "[", "!", "<", "\\"]);

/**
 * Where a paragraph may be cut without breaking anything markdown-it reads in it: the offsets,
 * in the source of its lines joined by `\n`, of the spaces, tabs and line ends of its plain
 * text. Never inside a code span, a link, an image, an autolink or a tag.
 */
export function textBreaks(reading: MarkdownReading, block: TextBlock): Set<number> {
  const source = reading.lines.slice(block.lines[0], block.lines[1]).join("\n");
  // markdown-it reads a paragraph's lines trimmed.
  const content = source.trim();
  const offset = source.length - source.trimStart().length;
  const steps = { source: content, starts: [] as number[] };
  reader.parseInline(content, { ...reading.env, steps } satisfies StepsEnv);
  const breaks = new Set<number>();
  steps.starts.forEach((start, index) => {
    if (wholeSteps.has(content[start]!)) return;
    const end = steps.starts[index + 1] ?? content.length;
    for (let at = start; at < end; at += 1) {
      const code = content.charCodeAt(at);
      if (code === 32 || code === 9 || code === 10) breaks.add(offset + at);
    }
  });
  return breaks;
}

/** Whether text placed after a blank line reads as a paragraph, not as a list, heading or quote. */
export function opensParagraph(text: string) {
  return reader.parse(text, {})[0]?.type === "paragraph_open";
}
