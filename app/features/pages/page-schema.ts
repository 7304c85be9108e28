import * as z from "zod";
import { articleFieldMessages, articleLimits } from "~/features/articles/index";
import { publicationOf } from "~/features/articles/article-schema";
import { slugify, slugPattern } from "~/features/articles/slug";
import { objectSchema, plainText } from "~/features/pages/page-fields";
import { pageTypeDefs, type EditablePageType } from "~/features/pages/page-types";

/**
 * The staff form of a type of page content: the title, the address, the summary, the type's
 * fields under `fields`, the head, and the publication as an article's (status, 'Pubblica il',
 * 'Ritira il'). Whether the slug is free is the database's question, asked when saving.
 */

/** A page's address under its type's: segments of `slugPattern`, more than one only for a landing page. */
export const pagePathPattern = /^[a-z0-9]+(?:-[a-z0-9]+)*(?:\/[a-z0-9]+(?:-[a-z0-9]+)*)*$/;

export const pageSchemaMessages = {
  pathFormat:
    "Usa solo lettere minuscole, numeri e trattini, con / tra una parte e l'altra dell'indirizzo.",
} as const;

const publication = ({ status, publishAt, unpublishAt }: ReturnType<typeof publicationOf>) => ({
  status,
  publishAt,
  unpublishAt,
});

export function pageSchema(
  type: EditablePageType,
  { published = false, now = new Date() }: { published?: boolean; now?: Date } = {},
) {
  const def = pageTypeDefs[type];
  const nested = "nestedSlug" in def && def.nestedSlug === true;
  return z
    .object({
      title: plainText(articleLimits.title, { label: def.titleLabel, required: true }),
      slug: plainText(articleLimits.slug, { label: "Indirizzo" }),
      excerpt: plainText("excerpt" in def ? def.excerpt.max : 300, {
        label: "Sintesi",
        multiline: true,
      }),
      fields: objectSchema(def.fields),
      meta_title: plainText(articleLimits.metaTitle, { label: "Meta title" }),
      meta_description: plainText(articleLimits.metaDescription, {
        label: "Meta description",
        multiline: true,
      }),
      keywords: plainText(articleLimits.keywords, { label: "Parole chiave" }),
      noindex: z.boolean().default(false),
      position: z.coerce.number().int().min(0).max(10_000).optional(),
      status: z
        .enum(["draft", "scheduled", "published", "archived"], {
          error: articleFieldMessages.statusUnknown,
        })
        .default("draft"),
      publish_at: plainText(32, { label: "Pubblica il" }),
      unpublish_at: plainText(32, { label: "Ritira il" }),
      intent: z.enum(["draft", "publish", "save"]).default("save"),
      updated_at: z.coerce.number().int().nonnegative().optional(),
    })
    .transform((value, ctx) => {
      const problem = (path: string, message: string) =>
        ctx.addIssue({ code: "custom", path: [path], message });
      const schedule = publicationOf(value, published, now);
      for (const [field, message] of schedule.problems) problem(field, message);
      // A page that exists once keeps its address.
      if ("single" in def) return { ...value, slug: def.single.slug, ...publication(schedule) };
      const slug = value.slug || slugify(value.title);
      if (!slug) problem("slug", articleFieldMessages.slugMissing);
      else if (!(nested ? pagePathPattern : slugPattern).test(slug))
        problem("slug", nested ? pageSchemaMessages.pathFormat : articleFieldMessages.slugFormat);
      return { ...value, slug, ...publication(schedule) };
    });
}

export type PageInput = z.output<ReturnType<typeof pageSchema>>;

/** What the form opens with: the stored values as its fields are named. */
export type PageFormValues = {
  id: string;
  title: string;
  slug: string;
  excerpt: string;
  fields: Record<string, unknown>;
  meta_title: string;
  meta_description: string;
  keywords: string;
  noindex: "on" | "";
  position: string;
  status: "draft" | "scheduled" | "published" | "archived";
  publish_at: string;
  unpublish_at: string;
  updated_at: string;
};
