import MarkdownIt, { type PluginWithParams } from "markdown-it";
import container from "markdown-it-container";
import { tasklist } from "@mdit/plugin-tasklist";

/**
 * The Markdown an article is written in: the public page's renderer and every reading of a
 * body (the SEO score, the imports) start from this parser, so they find the same headings,
 * checklists and `::: nota` boxes. Only raw HTML differs: the renderer never sees a body
 * with tags, while a reading must tell a tag from text.
 */
export function articleMarkdown({ html }: { html: boolean }) {
  const md = new MarkdownIt({ html, linkify: true });
  md.use(tasklist, { disabled: true, label: true });
  // Any name opens a box: an unknown one is shown as a note. The plugin's published types
  // describe markdown-it's CommonJS build, not the one imported here.
  md.use(container as unknown as PluginWithParams, "meta", { validate: () => true });
  return md;
}
