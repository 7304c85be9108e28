import crypto from "node:crypto";
import path from "node:path";
import { and, eq } from "drizzle-orm";
import { articles } from "../../../db/schema";
import { extensions, type SizeFormat } from "~/features/articles/image-pipeline.server";
import { storedFile } from "~/features/articles/uploads.server";
import {
  coverSize,
  renderCover,
  type CoverSubject,
} from "~/features/articles/cover-drawing.server";
import type { BlogImage } from "~/features/articles/blog-image";
import { db } from "~/utils/db.server";
import {
  drawnImageAnswer,
  drawnImageRefusal,
  drawnImageUnavailable,
} from "~/utils/drawn-image-answers.server";
import { getEnv } from "~/utils/env.server";
import { keptDrawing } from "~/utils/kept-drawings.server";
import { logger } from "~/utils/logger.server";

/**
 * The covers drawn for articles without an image of their own (decision 0211): named by what
 * they show, drawn on their first ask and kept on disk, in the widths and formats of an
 * uploaded image's sizes.
 */

/** Bumped whenever the drawing changes: it is in every cover's address and file name. */
export const coverDrawingVersion = "2";

export const coverWidths = [480, 800, 1200] as const;
// No AVIF: on a drawing of flat colours it saves a few kilobytes over WebP, and costs five to
// ten times the time to encode on each first view.
const formats = ["webp", "jpeg"] as const satisfies readonly SizeFormat[];
const types = { webp: "image/webp", jpeg: "image/jpeg" } as const;

/**
 * Whether the article shows an image chosen for it (an upload, the image service's, an
 * address typed by staff) rather than nothing or a placeholder drawn here, which are the only
 * SVG files among the uploads: staff uploads are raster only (decision 0207).
 */
export function hasOwnImage(featuredImageUrl: string | null) {
  if (!featuredImageUrl) return false;
  return !storedFile(featuredImageUrl)?.endsWith(".svg");
}

/** What a cover's addresses and files are named by: everything it shows. */
export function coverKey(subject: CoverSubject) {
  const shown = [coverDrawingVersion, subject.slug, subject.title, subject.category];
  return crypto.createHash("sha256").update(JSON.stringify(shown)).digest("hex").slice(0, 24);
}

/** `/copertine/<slug>/<width>.<ext>?v=<key>` */
export function coverAddress(subject: CoverSubject, width: number, format: SizeFormat) {
  return `/copertine/${encodeURIComponent(subject.slug)}/${width}.${extensions[format]}?v=${coverKey(subject)}`;
}

/** The article's generated cover as the blog shows a cover: every width in two formats. */
export function generatedCoverImage(subject: CoverSubject): BlogImage {
  const srcSet = (format: SizeFormat) =>
    coverWidths.map((width) => `${coverAddress(subject, width, format)} ${width}w`).join(", ");
  return {
    src: coverAddress(subject, coverSize.width, "jpeg"),
    ...coverSize,
    alt: subject.title,
    srcSets: { webp: srcSet("webp"), jpeg: srcSet("jpeg") },
  };
}

// Files come only from articles' own titles (an address must name an article), so the folder
// grows with the blog and its edits; the oldest go first past this many (about 1,600 covers
// in all six files).
const keptFiles = 10_000;
const coversDir = () => path.join(getEnv().DATA_DIR, "covers");

/** A cover's bytes: read from `<data>/covers/<key>-<width>.<ext>`, or drawn once and kept. */
export function coverImage(
  subject: CoverSubject,
  width: number,
  format: SizeFormat,
  dir = coversDir(),
) {
  return keptDrawing(
    dir,
    `${coverKey(subject)}-${width}.${extensions[format]}`,
    async () => ({ bytes: (await renderCover(subject, width, format)).bytes, keep: true }),
    keptFiles,
  );
}

const fileOf = (file: string) => {
  const match = /^(\d+)\.(webp|jpg)$/.exec(file);
  const width = Number(match?.[1]);
  if (!match || !(coverWidths as readonly number[]).includes(width)) return null;
  const format = formats.find((candidate) => extensions[candidate] === match[2])!;
  return { width, format };
};

/**
 * /copertine/{slug}/{width}.{ext}?v={key}: an article's cover. Under its current key any
 * article's (a draft's preview shows one too; the key cannot be guessed without its title);
 * under another, a published article's current cover; otherwise not found.
 */
export async function coverAnswer(slug: string, file: string, version: string | null) {
  const wanted = fileOf(file);
  if (!wanted) return drawnImageRefusal(404, "Immagine non trovata");
  let article: (CoverSubject & { status: string }) | undefined;
  try {
    article = db
      .select({
        slug: articles.slug,
        title: articles.title,
        category: articles.category,
        status: articles.status,
      })
      .from(articles)
      .where(and(eq(articles.language, "it"), eq(articles.slug, slug)))
      .get();
  } catch (error) {
    logger.error({ err: error }, `Errore nel caricamento dell'articolo ${slug} per la copertina:`);
    return drawnImageUnavailable();
  }
  const current = article !== undefined && version === coverKey(article);
  if (!article || (!current && article.status !== "published"))
    return drawnImageRefusal(404, "Immagine non trovata");
  const { bytes } = await coverImage(article, wanted.width, wanted.format);
  return drawnImageAnswer(bytes, types[wanted.format], current);
}
