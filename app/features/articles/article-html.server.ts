import { DomUtils, parseDocument } from "htmlparser2";
import MarkdownIt, { type RendererRule } from "markdown-it";
import sanitizeHtml from "sanitize-html";
import { withResponsiveImages } from "~/features/articles/body-images.server";
import { articleMarkdown } from "~/utils/markdown";
import { countWords } from "~/features/articles/seo-score";
import { slugify, slugPattern } from "~/features/articles/slug";

/**
 * An article's stored `content` becomes the HTML of its page here: HTML as it is when it has
 * tags, Markdown otherwise; either way through the same heading rules and the same
 * allow-list sanitizer, last, so nothing a renderer or an author produced skips it.
 */

/** The `::: nome` containers of the Markdown path ("meta blocks") and the label each shows. */
const metaBlocks = {
  nota: "Nota",
  suggerimento: "Suggerimento",
  importante: "Importante",
  attenzione: "Attenzione",
} as const;
type MetaBlock = keyof typeof metaBlocks;

const isMetaBlock = (name: string): name is MetaBlock => Object.hasOwn(metaBlocks, name);

/** The players the CSP's frame-src allows, and the only frames an article may embed. */
const videoEmbeds = [
  { origin: "https://www.youtube-nocookie.com", path: "/embed/" },
  { origin: "https://player.vimeo.com", path: "/video/" },
];

const markdown = createMarkdown();

// Only for telling HTML from Markdown: markdown-it's own parse knows that `<https://…>` is an
// autolink and that `<div>` inside backticks is code, which a pattern would not.
const htmlDetector = new MarkdownIt({ html: true });

/**
 * How a body will be rendered: HTML as it is when it holds any tag, Markdown otherwise.
 * `firstTag` is the tag that decided it, so an author can find a stray one.
 */
export type BodyFormat = { kind: "markdown" } | { kind: "html"; firstTag: string };

/**
 * The one place the rule is decided: the renderer and every notice telling an author how a
 * body will be shown ask this function, so the two cannot disagree.
 */
export function bodyFormat(content: string): BodyFormat {
  for (const token of htmlDetector.parse(content, {})) {
    if (token.type === "html_block") return { kind: "html", firstTag: shownTag(token.content) };
    const inline = token.children?.find((child) => child.type === "html_inline");
    if (inline) return { kind: "html", firstTag: shownTag(inline.content) };
  }
  return { kind: "markdown" };
}

const TAG_SHOWN_LENGTH = 60;

/** An HTML block's opening tag, or an inline tag, on one line and cut to a readable length. */
function shownTag(html: string) {
  const start = html.trim();
  const end = start.indexOf(">");
  const tag = (end === -1 ? start : start.slice(0, end + 1)).replace(/\s+/g, " ");
  const points = Array.from(tag);
  return points.length > TAG_SHOWN_LENGTH
    ? `${points.slice(0, TAG_SHOWN_LENGTH - 1).join("")}…`
    : tag;
}

/**
 * The article's body as safe HTML. Pure and uncached: pages use `articleBodyHtml`. A caller
 * that also shows the body's format passes the one it worked out, so the body is parsed once.
 */
export function renderArticleBody(
  content: string,
  options: { title: string; format?: BodyFormat },
) {
  const html =
    (options.format ?? bodyFormat(content)).kind === "html" ? content : markdown.render(content);
  return sanitize(arrangeHeadings(html, options.title)).trim();
}

type CachedBody = { html: string; minutes: number };
const cacheLimit = 300;
const cache = new Map<string, CachedBody>();

/**
 * The body of one saved version of an article, rendered on its first view and kept in memory:
 * a save changes `updatedAt`, so a stale entry is never read again and ages out of the cache.
 */
export function articleBodyHtml(article: ArticleVersion) {
  // Applied on every read: an image's sizes are made after the version is saved.
  return withResponsiveImages(cachedBody(article).html);
}

/**
 * 'N min di lettura' of one saved version, from the same cache as its body: 200 words a
 * minute, rounded up, never below 1, counted on the rendered text.
 */
export function articleReadingMinutes(article: ArticleVersion) {
  return cachedBody(article).minutes;
}

type ArticleVersion = { id: string; updatedAt: Date | string; title: string; content: string };

function cachedBody(article: ArticleVersion) {
  const version =
    article.updatedAt instanceof Date ? article.updatedAt.toISOString() : article.updatedAt;
  const key = `${article.id}\u0000${version}`;
  const cached = cache.get(key);
  if (cached) {
    // A Map keeps insertion order: moving a hit to the end makes the first key the least recent.
    cache.delete(key);
    cache.set(key, cached);
    return cached;
  }
  const html = renderArticleBody(article.content, { title: article.title });
  const entry = { html, minutes: minutesFor(html) };
  cache.set(key, entry);
  if (cache.size > cacheLimit) cache.delete(cache.keys().next().value as string);
  return entry;
}

function minutesFor(html: string) {
  const text = DomUtils.filter((node) => node.type === "text", parseDocument(html).children)
    .map((node) => DomUtils.textContent(node))
    .join(" ");
  // Words as the editor's SEO panel counts them, so its reading time is the page's.
  return Math.max(1, Math.ceil(countWords(text) / 200));
}

function createMarkdown() {
  // Raw HTML stays off: content with tags never reaches this renderer, and text that only
  // looks like a tag is shown as text.
  const md = articleMarkdown({ html: false });

  // The plugin labels a checkbox through an id and `for`; wrapping the checkbox in its label
  // names it without ids, which could collide with the headings' ids.
  md.core.ruler.after("task_list", "task_list_implicit_label", (state) => {
    for (const token of state.tokens) {
      const [checkbox, label] = token.children ?? [];
      if (checkbox?.type !== "checkbox_input" || label?.type !== "label_open" || !token.children)
        continue;
      checkbox.attrs = checkbox.attrs?.filter(([name]) => name !== "id") ?? null;
      label.attrs = label.attrs?.filter(([name]) => name !== "for") ?? null;
      token.children.splice(0, 2, label, checkbox);
    }
  });

  const metaBlock: RendererRule = (tokens, index) => {
    const token = tokens[index];
    if (token?.nesting !== 1) return "</aside>\n";
    const [first = "", ...words] = token.info.trim().split(/\s+/);
    const name = first.toLowerCase();
    const known = isMetaBlock(name);
    const kind: MetaBlock = known ? name : "nota";
    const label = (known ? words.join(" ") : "") || metaBlocks[kind];
    return `<aside class="meta-block meta-${kind}" role="note">\n<p class="meta-label">${md.utils.escapeHtml(label)}</p>\n`;
  };
  md.renderer.rules.container_meta_open = metaBlock;
  md.renderer.rules.container_meta_close = metaBlock;

  // markdown-it aligns table cells with a style attribute, which the sanitizer removes.
  md.core.ruler.push("table_align_class", (state) => {
    for (const token of state.tokens) {
      if (token.type !== "th_open" && token.type !== "td_open") continue;
      const align = token.attrGet("style")?.match(/^text-align:(left|center|right)$/)?.[1];
      if (!align) continue;
      token.attrs = token.attrs?.filter(([name]) => name !== "style") ?? null;
      token.attrSet("class", `align-${align}`);
    }
  });

  return md;
}

/**
 * The page's h1 is the title, so a first heading that repeats it goes and any other h1
 * becomes an h2; every heading gets an id to link to, unique in the article. An author's id
 * stays when it looks like a slug, the form that cannot shadow the page's own names.
 */
function arrangeHeadings(html: string, title: string) {
  const document = parseDocument(html);
  const headings = DomUtils.findAll((element) => /^h[1-6]$/.test(element.name), document.children);
  const [first] = headings;
  if (first && slugify(title) && slugify(DomUtils.textContent(first)) === slugify(title)) {
    DomUtils.removeElement(first);
    headings.shift();
  }
  const used = new Set<string>();
  for (const heading of headings) {
    if (heading.name === "h1") heading.name = "h2";
    const own = heading.attribs.id ?? "";
    const base = slugPattern.test(own) ? own : slugify(DomUtils.textContent(heading)) || "sezione";
    let id = base;
    for (let n = 2; used.has(id); n += 1) id = `${base}-${n}`;
    used.add(id);
    heading.attribs = { ...heading.attribs, id };
  }
  return DomUtils.getOuterHTML(document, { encodeEntities: "utf8" });
}

const alignClasses = ["align-left", "align-center", "align-right"];

const sanitizeOptions: sanitizeHtml.IOptions = {
  allowedTags: [
    "h2",
    "h3",
    "h4",
    "h5",
    "h6",
    "p",
    "br",
    "hr",
    "blockquote",
    "pre",
    "code",
    "kbd",
    "samp",
    "strong",
    "b",
    "em",
    "i",
    "u",
    "s",
    "del",
    "ins",
    "mark",
    "small",
    "sub",
    "sup",
    "abbr",
    "cite",
    "q",
    "ul",
    "ol",
    "li",
    "dl",
    "dt",
    "dd",
    "a",
    "img",
    "figure",
    "figcaption",
    "aside",
    "label",
    "input",
    "table",
    "caption",
    "thead",
    "tbody",
    "tfoot",
    "tr",
    "th",
    "td",
    "iframe",
  ],
  // Whatever the browser reads as raw text goes whole: its content is no text of the article.
  nonTextTags: [
    "script",
    "style",
    "textarea",
    "option",
    "xmp",
    "noscript",
    "noembed",
    "noframes",
    "iframe",
    "title",
  ],
  allowedAttributes: {
    a: ["href", "title", "rel"],
    img: ["src", "alt", "title", "width", "height", "loading", "decoding"],
    iframe: ["src", "title", "width", "height", "loading", "allowfullscreen"],
    input: ["type", "class", "checked", "disabled"],
    label: ["class"],
    aside: ["class", "role"],
    p: ["class"],
    ul: ["class"],
    li: ["class"],
    ol: ["start"],
    code: ["class"],
    th: ["class", "colspan", "rowspan", "scope"],
    td: ["class", "colspan", "rowspan"],
    abbr: ["title"],
    ...Object.fromEntries(["h2", "h3", "h4", "h5", "h6"].map((tag) => [tag, ["id"]])),
  },
  allowedClasses: {
    aside: ["meta-block", ...Object.keys(metaBlocks).map((kind) => `meta-${kind}`)],
    p: ["meta-label"],
    ul: ["task-list-container"],
    li: ["task-list-item"],
    label: ["task-list-item-label"],
    input: ["task-list-item-checkbox"],
    code: ["language-*"],
    th: alignClasses,
    td: alignClasses,
  },
  allowedSchemes: ["http", "https", "mailto", "tel"],
  allowedSchemesByTag: { img: ["http", "https"], iframe: ["https"] },
  allowedSchemesAppliedToAttributes: ["href", "src", "cite"],
  allowProtocolRelative: false,
  allowedIframeHostnames: videoEmbeds.map(({ origin }) => new URL(origin).hostname),
  transformTags: {
    a(tagName, attribs) {
      const { rel: _authorsRel, ...rest } = attribs;
      return {
        tagName,
        attribs: isExternal(rest.href) ? { ...rest, rel: "noopener noreferrer" } : rest,
      };
    },
    img: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, loading: "lazy", decoding: "async" },
    }),
    iframe: (tagName, attribs) => ({
      tagName,
      attribs: { ...attribs, title: attribs.title?.trim() || "Video incorporato", loading: "lazy" },
    }),
    aside: (tagName, attribs) => ({ tagName, attribs: { ...attribs, role: "note" } }),
    input: (tagName, attribs) => ({ tagName, attribs: { ...attribs, disabled: "" } }),
  },
  exclusiveFilter(frame) {
    if (frame.tag === "iframe") return !isVideoEmbed(frame.attribs.src);
    // The one input an article has is a checklist's checkbox, and it cannot be changed.
    if (frame.tag === "input")
      return frame.attribs.type !== "checkbox" || frame.attribs.class !== "task-list-item-checkbox";
    return false;
  },
};

function sanitize(html: string) {
  return sanitizeHtml(html, sanitizeOptions);
}

function isExternal(href: string | undefined) {
  return /^https?:\/\//i.test(href?.trim() ?? "");
}

function isVideoEmbed(src: string | undefined) {
  if (!src) return false;
  try {
    const url = new URL(src);
    return videoEmbeds.some(
      ({ origin, path }) => url.origin === origin && url.pathname.startsWith(path) && !url.username,
    );
  } catch {
    return false;
  }
}
