import { eq } from "drizzle-orm";
import * as z from "zod";
import { articles, importJobs } from "../../../db/schema";
import { importFailures, importSteps } from "~/features/imports/content/markdown-import";
import { seoMetadata, tidyText } from "~/features/imports/ai-text.server";
import { bodyFormat } from "~/features/articles/article-html.server";
import { createArticle } from "~/features/articles/articles.server";
import { db, insertedRow, isDatabaseBusy } from "~/utils/db.server";
import { coverPrompt, generateImage } from "~/features/articles/image-generation.server";
import {
  excerptFrom,
  importSlug,
  keywordsFrom,
  metaDescriptionFrom,
  metaTitleFrom,
  readMarkdownFile,
  splitLongParagraphs,
} from "~/features/imports/markdown-import";
import { plainText } from "~/features/articles/seo-score";
import { singleton } from "~/utils/singleton.server";
import { withoutMarkup } from "~/features/articles/without-markup";
import { discardUpload } from "~/features/articles/uploads.server";
import { logger } from "~/utils/logger.server";

export const IMPORT_STEP_COUNT = importSteps.length;

/** What the finished steps produced: enough to carry on after the last one. */
const progressSchema = z.object({
  title: z.string().optional(),
  content: z.string().optional(),
  seo: z
    .object({
      excerpt: z.string(),
      metaTitle: z.string(),
      metaDescription: z.string(),
      keywords: z.string(),
    })
    .optional(),
  image: z.object({ url: z.string(), placeholder: z.boolean() }).optional(),
});
type Progress = z.infer<typeof progressSchema>;

type Job = typeof importJobs.$inferSelect;

/** A reason to stop an import that the progress page tells as it is. */
class ImportFailure extends Error {}

function required<T>(value: T | undefined): T {
  if (value === undefined) throw new Error("An import step ran before the one it needs");
  return value;
}

/** Runs step `step` (1 to 4) of `job`, returning the progress with its result. */
async function runStep(
  step: number,
  job: Job,
  progress: Progress,
  stop: AbortSignal,
): Promise<Progress> {
  switch (step) {
    case 1: {
      const { title, body } = readMarkdownFile(job.fileName, job.source);
      if (plainText(body).trim() === "") throw new ImportFailure(importFailures.noText);
      return { title, content: body };
    }
    case 2: {
      const content = required(progress.content);
      return {
        ...progress,
        content: splitLongParagraphs((await tidyText(content, { stop })) ?? content),
      };
    }
    case 3: {
      const title = required(progress.title);
      const content = required(progress.content);
      const seo = (await seoMetadata(title, content, { stop })) ?? {
        excerpt: excerptFrom(content),
        metaTitle: metaTitleFrom(title),
        metaDescription: metaDescriptionFrom(content),
        keywords: keywordsFrom(content),
      };
      return { ...progress, seo };
    }
    default: {
      const title = required(progress.title);
      const image = await generateImage(coverPrompt(title), { placeholderText: title, stop });
      return { ...progress, image: { url: image.url, placeholder: image.placeholder } };
    }
  }
}

/** The last step: the article, published, and the job's end, in one transaction. */
async function publish(job: Job, progress: Progress) {
  const title = required(progress.title);
  const seo = required(progress.seo);
  const result = await createArticle(
    {
      title,
      slug: importSlug(title),
      // The text model's excerpt is text like any other.
      excerpt: withoutMarkup(seo.excerpt),
      content: required(progress.content),
      category: job.category,
      meta_title: seo.metaTitle,
      meta_description: seo.metaDescription,
      keywords: seo.keywords,
      status: "published",
      featured_image_url: progress.image?.url ?? "",
    },
    job.createdBy,
    new Date(),
    {
      freeSlug: true,
      saving: {
        source: "markdown-import",
        author: job.createdBy === null ? { kind: "site" } : { kind: "user", id: job.createdBy },
      },
      alongside: (tx, articleId) =>
        tx
          .update(importJobs)
          .set({
            status: "done",
            stepsDone: IMPORT_STEP_COUNT,
            articleId,
            source: "",
            progress: null,
            updatedAt: new Date(),
          })
          .where(eq(importJobs.id, job.id))
          .run(),
    },
  );
  if (result.outcome !== "saved")
    throw new Error(`The imported article was not created (${result.outcome})`);
}

/** Ends `job` as failed, telling why; whatever the steps stored goes. */
async function fail(job: Job, progress: Progress, error: unknown) {
  let message: string | null = null;
  if (error instanceof ImportFailure) message = error.message;
  else if (isDatabaseBusy(error)) message = importFailures.databaseBusy;
  else logger.error({ err: error }, `Import di «${job.fileName}» non riuscito:`);
  if (progress.image) await discardUpload(progress.image.url);
  db.update(importJobs)
    .set({ status: "failed", error: message, source: "", progress: null, updatedAt: new Date() })
    .where(eq(importJobs.id, job.id))
    .run();
}

async function runJob(id: string, stop: AbortSignal) {
  const job = db.select().from(importJobs).where(eq(importJobs.id, id)).get();
  if (!job || job.status !== "running") return;
  const stored = progressSchema.safeParse(job.progress ?? {});
  // A progress this version cannot read: the import starts over, which writes nothing twice.
  let progress: Progress = stored.success ? stored.data : {};
  let step = stored.success ? job.stepsDone + 1 : 1;
  try {
    for (; step < IMPORT_STEP_COUNT; step += 1) {
      stop.throwIfAborted();
      progress = await runStep(step, job, progress, stop);
      db.update(importJobs)
        .set({
          stepsDone: step,
          progress,
          placeholderImage: progress.image?.placeholder ?? false,
          updatedAt: new Date(),
        })
        .where(eq(importJobs.id, job.id))
        .run();
    }
    stop.throwIfAborted();
    await publish(job, progress);
  } catch (error) {
    // A stopping server leaves the job running: the next start carries on from its last step.
    if (stop.aborted) return;
    await fail(job, progress, error);
  }
}

// Shared through globalThis: the routes start imports, the Express entry stops them.
const runningImports = () =>
  singleton("markdown-imports", () => new Map<AbortController, Promise<void>>());

function runInBackground(id: string) {
  const controller = new AbortController();
  const running = runningImports();
  const work = runJob(id, controller.signal)
    .catch((error: unknown) => logger.error({ err: error }, `Import ${id} interrotto:`))
    .finally(() => running.delete(controller));
  running.set(controller, work);
  return work;
}

export type NewImport = { fileName: string; category: string; source: string; userId: string };

/** Records an import and starts it at once, in the background; its id names its progress page. */
export function startMarkdownImport(input: NewImport) {
  const { id } = insertedRow(
    db
      .insert(importJobs)
      .values({
        fileName: input.fileName,
        category: input.category,
        source: input.source,
        createdBy: input.userId,
      })
      .returning({ id: importJobs.id })
      .all(),
  );
  void runInBackground(id);
  return id;
}

/** Carries on the imports a stopped server left running. */
export function resumeMarkdownImports() {
  const waiting = db
    .select({ id: importJobs.id })
    .from(importJobs)
    .where(eq(importJobs.status, "running"))
    .all();
  for (const { id } of waiting) void runInBackground(id);
  return waiting.length;
}

/** Stops the imports in flight; settles once none of them writes any more. */
export async function stopMarkdownImports() {
  const running = runningImports();
  for (const controller of running.keys()) controller.abort();
  await Promise.all(running.values());
}

/**
 * What the progress page shows of import `id`; null when there is none. Once the article
 * exists, how its body is shown too: a file with one tag is published as HTML.
 */
export function importJobView(id: string) {
  const job = db
    .select({
      id: importJobs.id,
      fileName: importJobs.fileName,
      category: importJobs.category,
      status: importJobs.status,
      stepsDone: importJobs.stepsDone,
      placeholderImage: importJobs.placeholderImage,
      error: importJobs.error,
      articleId: importJobs.articleId,
      articleSlug: articles.slug,
      articleContent: articles.content,
    })
    .from(importJobs)
    .leftJoin(articles, eq(articles.id, importJobs.articleId))
    .where(eq(importJobs.id, id))
    .get();
  if (!job) return null;
  const { articleContent, ...view } = job;
  return { ...view, bodyFormat: articleContent === null ? null : bodyFormat(articleContent) };
}
