/**
 * An image's alternative text to start from: its file name without the extension, the
 * dashes and underscores as spaces. A camera's name (IMG_0001, DSC01234) says nothing of
 * the picture and gives nothing.
 */
export function altFromFileName(name: string) {
  const words = name
    .replace(/\.[a-z0-9]{1,5}$/i, "")
    .replace(/[-_.]+/g, " ")
    .replace(/\s+/g, " ")
    .trim();
  if (/^(?:img|dsc|dscn|dcim|pxl|photo|image|screenshot)?\s?\d*$/i.test(words)) return "";
  return words.charAt(0).toUpperCase() + words.slice(1);
}

/** `![alt](url)`, with the brackets and line breaks of the text made harmless. */
export function markdownImage(alt: string, url: string) {
  const text = alt
    .replace(/\s+/g, " ")
    .trim()
    .replace(/[[\]\\]/g, (char) => `\\${char}`);
  return `![${text}](${url})`;
}

// What a document's copy carries and a code editor's does not: structure and emphasis.
const structure = /<(?:b|strong|i|em|u|s|h[1-6]|ul|ol|li|a|table|blockquote|img|sup|sub)\b/i;
const styledEmphasis = /font-weight\s*:\s*(?:bold|[6-9]00)|font-style\s*:\s*italic/i;

/**
 * Whether pasted HTML is a formatted document (Google Docs, Word, a web page) to convert to
 * Markdown. A copy from a code editor or a terminal is HTML too, but only coloured text: its
 * plain text is what was meant.
 */
export const isFormattedHtml = (html: string) => structure.test(html) || styledEmphasis.test(html);
