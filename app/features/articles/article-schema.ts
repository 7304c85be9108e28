import * as z from "zod";
import {
  articleFieldMessages as m,
  editorCategories,
  importCategories,
} from "~/features/articles/content/admin-articles";
import { imageAltText } from "~/features/articles/content/article-images";
import { sampleArticles } from "~/features/articles/content/sample-articles";
import { slugify, slugPattern } from "~/features/articles/slug";
import { withoutMarkup } from "~/features/articles/without-markup";
import { romeTimeToMoment } from "~/utils/rome-time";

export const articleLimits = {
  title: 200,
  slug: 200,
  excerpt: 300,
  content: 1_000_000,
  metaTitle: 200,
  metaDescription: 320,
  keywords: 500,
  featuredImageUrl: 2048,
  imageAlt: 250,
} as const;

export const articleStatusValues = ["draft", "scheduled", "published", "archived"] as const;
/** The buttons that save the article. */
export const articleIntents = ["draft", "publish", "save"] as const;
/**
 * The editor's other buttons: each re-renders the form with its result and saves nothing,
 * so every part of the editor works as a plain form post.
 */
export const editorIntents = [
  "write",
  "preview",
  "apply-template",
  "replace-template",
  "insert-section",
  "generate-image",
] as const;
export type EditorIntent = (typeof editorIntents)[number];

/** Every category an article may hold: the editor's, the importers', the samples'. */
export const knownCategories: ReadonlySet<string> = new Set([
  ...editorCategories,
  ...importCategories,
  ...sampleArticles.map((article) => article.category),
]);

// Text fields keep line breaks and tabs where they are multi-line; other control characters
// only come from forged posts.
const oneLine = /[\p{Cc}\p{Zl}\p{Zp}]/u;
const controlInText = /[^\P{Cc}\t\n\r]/u;

// Browsers post a textarea's line breaks as CRLF; the article keeps one kind, as typed in
// any other editor, so a stored text is the same whichever way it arrived.
const unixLines = (value: string) => value.replace(/\r\n?/g, "\n");

const text = (max: number, tooLong: string, multiline = false, missing?: string) =>
  z
    .string(missing ? { error: missing } : undefined)
    .refine((value) => !(multiline ? controlInText : oneLine).test(value), {
      error: m.controlCharacters,
      abort: true,
    })
    .trim()
    .transform(unixLines)
    // A refinement, not a piped string: Conform turns "" into undefined at every string of a
    // pipe, so a field of spaces would fail there with zod's own English message.
    .refine((value) => value.length <= max, tooLong);

// Conform turns an empty field into undefined: an optional field left empty is stored as "".
const optional = (schema: z.ZodType<string>) => schema.optional().transform((value) => value ?? "");

/** The title, excerpt and body rules: the article form's, and the quick import's. */
export const articleTitle = text(articleLimits.title, m.titleTooLong, false, m.titleMissing).pipe(
  // A title of spaces reaches this string empty, which Conform has turned into undefined.
  z.string({ error: m.titleMissing }).min(1, m.titleMissing),
);
/** Plain text (see `withoutMarkup`): tags typed, pasted or sent by the sheet are taken out. */
export const articleExcerpt = optional(
  text(articleLimits.excerpt, m.excerptTooLong, true),
).transform(withoutMarkup);
export const articleContent = z
  .string()
  .transform(unixLines)
  .pipe(z.string().max(articleLimits.content, m.contentTooLong))
  .refine((value) => !controlInText.test(value), m.controlCharacters);

const imageUrl = optional(text(articleLimits.featuredImageUrl, m.imageUrl)).refine(
  (value) => value === "" || /^https?:\/\/[^\s/]+/i.test(value) || /^\/(?!\/)\S*$/.test(value),
  m.imageUrl,
);

/**
 * An image's alternative text, one line. Left empty it is undefined: an import and a form
 * that says nothing leave the image's text as it is (see `describeCover`).
 */
export const imageAlt = text(articleLimits.imageAlt, imageAltText.tooLong).optional();

/** The media page's field: there the text is what is asked, so it cannot be left empty. */
export const requiredImageAlt = text(
  articleLimits.imageAlt,
  imageAltText.tooLong,
  false,
  imageAltText.missingOnMediaPage,
).pipe(
  // Spaces alone reach this string empty, which Conform has turned into undefined.
  z.string({ error: imageAltText.missingOnMediaPage }).min(1, imageAltText.missingOnMediaPage),
);

type ScheduleContext = {
  /** The edited article is published: it keeps its date, and 'Pubblica il' is not asked. */
  published?: boolean;
  now?: Date;
};

/**
 * The article form (new and edit). `currentCategory` is the edited article's own category,
 * kept even when no list names it. An empty slug is made from the title and an empty meta
 * title copies it; whether the slug is free is the database's question, asked afterwards.
 * Publishing with a future 'Pubblica il' (Italian time) schedules the article instead; a
 * past one is refused, as is scheduling without one. 'Ritira il' archives a scheduled or
 * published article at its time, which must be to come and after the publication. Saved as a
 * draft or archived, an article keeps no planned time.
 */
export function articleSchema(
  currentCategory?: string,
  { published = false, now = new Date() }: ScheduleContext = {},
) {
  return z
    .object({
      title: articleTitle,
      slug: optional(text(articleLimits.slug, m.slugTooLong)),
      excerpt: articleExcerpt,
      content: optional(articleContent),
      category: z
        .string({ error: m.categoryMissing })
        .refine(
          (value) => knownCategories.has(value) || value === currentCategory,
          m.categoryUnknown,
        ),
      meta_title: optional(text(articleLimits.metaTitle, m.metaTitleTooLong)),
      meta_description: optional(
        text(articleLimits.metaDescription, m.metaDescriptionTooLong, true),
      ),
      keywords: optional(text(articleLimits.keywords, m.keywordsTooLong)),
      featured_image_url: imageUrl,
      featured_image_alt: imageAlt,
      status: z.enum(articleStatusValues, { error: m.statusUnknown }).default("draft"),
      updated_at: z.coerce.number().int().nonnegative().optional(),
      // The image the form was opened with: a save that did not change it leaves the stored
      // one alone, which a cover generated after publishing may have filled meanwhile.
      featured_image_initial: optional(z.string().max(articleLimits.featuredImageUrl)),
      publish_at: optional(z.string().max(32)),
      unpublish_at: optional(z.string().max(32)),
      intent: z.enum(articleIntents).default("save"),
    })
    .superRefine(
      (value, ctx) => {
        const schedule = scheduleOf(wantedStatus(value), value, published, now);
        for (const [field, message] of schedule.problems)
          ctx.addIssue({ code: "custom", path: [field], message });
      },
      // Checked even when other fields are refused, so every message shows at once; the
      // values are then as posted, which `wantedStatus` and `scheduleOf` take as they come.
      { when: (payload) => typeof payload.value === "object" && payload.value !== null },
    )
    .transform((value, ctx) => {
      const slug = value.slug || slugify(value.title);
      if (!slug)
        ctx.addIssue({
          code: "custom",
          path: ["slug"],
          message: m.slugMissing,
        });
      else if (!slugPattern.test(slug))
        ctx.addIssue({ code: "custom", path: ["slug"], message: m.slugFormat });
      // A schedule with a problem was refused above, and a refused value is not transformed.
      const { status, publishAt, unpublishAt } = scheduleOf(
        wantedStatus(value),
        value,
        published,
        now,
      );
      return {
        ...value,
        slug,
        status,
        publishAt,
        unpublishAt,
        meta_title: value.meta_title || value.title,
      } as const;
    });
}

type ArticleStatus = (typeof articleStatusValues)[number];

/**
 * The publication a save of any kind of content asks for, by the button pressed ('Salva
 * bozza', 'Pubblica', 'Salva' with the status chosen) and the times typed: the status it
 * leaves, when a scheduled one goes out, when it is withdrawn, and what is wrong with them.
 */
export const publicationOf = (
  value: { intent?: unknown; status?: unknown; publish_at?: unknown; unpublish_at?: unknown },
  published: boolean,
  now: Date,
) => scheduleOf(wantedStatus(value), value, published, now);

/** The status the pressed button asks for: 'Salva' keeps the select's. */
function wantedStatus(value: { intent?: unknown; status?: unknown }): ArticleStatus {
  if (value.intent === "draft") return "draft";
  if (value.intent === "publish") return "published";
  return articleStatusValues.find((status) => status === value.status) ?? "draft";
}

type Schedule = {
  status: ArticleStatus;
  publishAt: Date | null;
  unpublishAt: Date | null;
  problems: ["publish_at" | "unpublish_at", string][];
};

/** A typed Italian time as a moment: null when empty, a message when it is not one. */
function momentOf(typed: unknown): Date | null | { problem: string } {
  if (typed === undefined || typed === "") return null;
  const time = typeof typed === "string" ? romeTimeToMoment(typed) : { kind: "invalid" as const };
  if (time.kind === "invalid") return { problem: m.publishAtInvalid };
  if (time.kind === "nonexistent") return { problem: m.publishAtNonexistent };
  return time.moment;
}

/**
 * The status a save leaves; for a scheduled article, when it is to be published; for a
 * scheduled or published one, when it is to be archived; and what is wrong with the times.
 */
function scheduleOf(
  wanted: ArticleStatus,
  typed: { publish_at?: unknown; unpublish_at?: unknown },
  published: boolean,
  now: Date,
): Schedule {
  const problems: Schedule["problems"] = [];
  // A published article keeps its date: there is nothing left to schedule.
  let status: ArticleStatus = published && wanted === "scheduled" ? "published" : wanted;
  let publishAt: Date | null = null;
  if ((status === "published" || status === "scheduled") && !published) {
    const time = momentOf(typed.publish_at);
    if (time === null) {
      if (status === "scheduled") problems.push(["publish_at", m.publishAtMissing]);
    } else if (!(time instanceof Date)) problems.push(["publish_at", time.problem]);
    else if (time.getTime() <= now.getTime()) problems.push(["publish_at", m.publishAtPast]);
    else {
      status = "scheduled";
      publishAt = time;
    }
  }
  let unpublishAt: Date | null = null;
  if (status === "published" || status === "scheduled") {
    const time = momentOf(typed.unpublish_at);
    if (time === null) unpublishAt = null;
    else if (!(time instanceof Date)) problems.push(["unpublish_at", time.problem]);
    else if (time.getTime() <= now.getTime()) problems.push(["unpublish_at", m.unpublishAtPast]);
    else if (publishAt && time.getTime() <= publishAt.getTime())
      problems.push(["unpublish_at", m.unpublishAtBeforePublish]);
    else unpublishAt = time;
  }
  return { status, publishAt, unpublishAt, problems };
}

export type ArticleInput = z.output<ReturnType<typeof articleSchema>>;
