import * as z from "zod";
import { articleFieldMessages as m } from "~/features/articles/content/admin-articles";
import {
  quickImportCategories,
  quickImportMessages as q,
} from "~/features/imports/content/quick-import";
import { parseDocument } from "~/features/imports/quick-import";
import { articleContent, articleExcerpt, articleTitle } from "~/features/articles/article-schema";
import { slugify } from "~/features/articles/slug";

/** The buttons that save the imported article. */
export const quickImportSaveIntents = ["draft", "publish"] as const;
/** The other buttons: each shows the form again, with its result, and saves nothing. */
export const quickImportViewIntents = ["extract", "preview", "hide"] as const;
export type QuickImportViewIntent = (typeof quickImportViewIntents)[number];

/** The messages that mean a required field is missing: the alert then lists the required fields. */
export const missingFieldMessages: readonly string[] = [
  m.titleMissing,
  q.contentMissing,
  m.categoryMissing,
];

/**
 * The quick import's form, as saved: the body is the document's lines after the title
 * line (its problems are told next to the document), the title, excerpt and category are
 * the fields as edited. The article's address comes from the title, so a title without a
 * letter or digit is refused; whether the address is free is the database's question.
 */
export const quickImportSchema = z
  .object({
    document: z
      .string({ error: q.contentMissing })
      .transform((text) => parseDocument(text).content)
      // Conform turns an empty string into undefined at every string of a pipe: a document
      // without content fails here, with its message.
      .pipe(z.string({ error: q.contentMissing }))
      .pipe(articleContent),
    title: articleTitle,
    excerpt: articleExcerpt,
    category: z.enum(quickImportCategories, {
      error: (issue) => (issue.input === undefined ? m.categoryMissing : m.categoryUnknown),
    }),
    intent: z.enum(quickImportSaveIntents),
  })
  .transform(({ document, title, excerpt, category, intent }, ctx) => {
    const slug = slugify(title);
    if (!slug) ctx.addIssue({ code: "custom", path: ["title"], message: q.titleWithoutSlug });
    return {
      title,
      excerpt,
      category,
      intent,
      content: document,
      slug,
      status: intent === "publish" ? "published" : "draft",
    } as const;
  });

export type QuickImportInput = z.output<typeof quickImportSchema>;
