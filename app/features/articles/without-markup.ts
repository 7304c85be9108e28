// Comments, whole script and style elements (their content is code, not words), then any
// tag; a `<` not followed by a letter (`< 2 minuti`) is text and stays.
const markup =
  /<!--[\s\S]*?(?:-->|$)|<(script|style)\b[\s\S]*?(?:<\/\1\s*>|$)|<\/?[a-z!?][^>]*(?:>|$)/gi;

/**
 * A field that is plain text wherever it is shown (an excerpt: cards, the meta description,
 * the feed) with any HTML typed or pasted into it taken out, so it never shows as code nor
 * reaches a feed reader as markup. Text without tags comes back as it was.
 */
export function withoutMarkup(text: string) {
  if (!/<[a-z!?/]/i.test(text)) return text;
  return text
    .replace(markup, " ")
    .replace(/[ \t]{2,}/g, " ")
    .replace(/^[ \t]+|[ \t]+$/gm, "")
    .trim();
}
