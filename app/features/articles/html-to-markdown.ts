import TurndownService from "turndown";

/** The value of `property` in an element's own `style` attribute, lowercase; "" when it sets none. */
function inlineStyle(node: HTMLElement, property: string) {
  for (const declaration of (node.getAttribute("style") ?? "").split(";")) {
    const colon = declaration.indexOf(":");
    if (colon > 0 && declaration.slice(0, colon).trim().toLowerCase() === property) {
      return declaration
        .slice(colon + 1)
        .replace(/!important/i, "")
        .trim()
        .toLowerCase();
    }
  }
  return "";
}

const weightOf = (node: HTMLElement) => inlineStyle(node, "font-weight");
const isBoldWeight = (weight: string) =>
  weight === "bold" || weight === "bolder" || Number(weight) >= 600;
const isNormalWeight = (weight: string) =>
  weight === "normal" || weight === "lighter" || (weight !== "" && Number(weight) < 600);
const isItalic = (node: HTMLElement) =>
  ["italic", "oblique"].includes(inlineStyle(node, "font-style"));

function isInsideHeading(node: HTMLElement) {
  for (let parent = node.parentElement; parent; parent = parent.parentElement) {
    if (/^H[1-6]$/.test(parent.nodeName)) return true;
  }
  return false;
}

/** Bold that means emphasis: a heading's weight is the heading's, not the words'. */
const isEmphasisBold = (node: HTMLElement) =>
  isBoldWeight(weightOf(node)) && !isInsideHeading(node);

/** The converter, built on the first paste: the server imports this module and never converts. */
let converter: TurndownService | null = null;

function makeConverter() {
  const service = new TurndownService({
    headingStyle: "atx",
    bulletListMarker: "-",
    emDelimiter: "_",
    strongDelimiter: "**",
    codeBlockStyle: "fenced",
    hr: "---",
  });

  // Clipboard HTML carries the source's head: its text is no part of the document.
  service.remove(["style", "script", "meta", "title"]);

  // Google Docs wraps the whole copied document in `<b style="font-weight:normal"
  // id="docs-internal-guid-…">`: a bold tag its own style makes normal text.
  service.addRule("boldTagMadeNormal", {
    filter: (node) =>
      (node.nodeName === "B" || node.nodeName === "STRONG") && isNormalWeight(weightOf(node)),
    replacement: (content) => content,
  });

  // Google Docs and Word write bold and italic as styles of spans, not as <b> and <i>.
  service.addRule("styledSpan", {
    filter: (node) => node.nodeName === "SPAN" && (isEmphasisBold(node) || isItalic(node)),
    replacement: (content, node, options) => {
      const italic = isItalic(node)
        ? `${options.emDelimiter}${content}${options.emDelimiter}`
        : content;
      return isEmphasisBold(node)
        ? `${options.strongDelimiter}${italic}${options.strongDelimiter}`
        : italic;
    },
  });
  return service;
}

/**
 * Pasted HTML (Google Docs, Word, a web page) as Markdown. Line breaks between blocks and
 * the paragraphs inside list items leave lines of spaces and runs of empty lines: they
 * become one empty line, as someone writing the Markdown would leave.
 */
export function htmlToMarkdown(html: string) {
  converter ??= makeConverter();
  return converter
    .turndown(html)
    .replace(/^[ \t]+$/gm, "")
    .replace(/\n{3,}/g, "\n\n");
}
