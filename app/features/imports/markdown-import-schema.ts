import * as z from "zod";
import {
  markdownImportCategories,
  markdownImportProblems as p,
  MAX_MARKDOWN_BYTES,
} from "~/features/imports/content/markdown-import";

const categories: ReadonlySet<string> = new Set(markdownImportCategories);

/**
 * The Markdown import's form, in the browser and on the server. Whether the bytes are UTF-8
 * text is the server's question, asked after this one.
 */
export const markdownImportSchema = z.object({
  // A form posted with no file chosen still sends the field: a file without name or bytes.
  file: z.preprocess(
    (value) => (value instanceof File && value.name === "" && value.size === 0 ? undefined : value),
    z
      .instanceof(File, { error: p.missing.description })
      .refine((file) => /\.md$/i.test(file.name), { error: p.format.description, abort: true })
      .refine((file) => file.size > 0, { error: p.empty.description, abort: true })
      .refine((file) => file.size <= MAX_MARKDOWN_BYTES, p.tooLarge.description),
  ),
  category: z
    .string({ error: p.missing.description })
    .refine((category) => categories.has(category), p.category.description),
});
