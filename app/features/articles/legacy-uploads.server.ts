import crypto from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { eq, gt, like, or, sql } from "drizzle-orm";
import { articles, uploadRenames, uploadedImages } from "../../../db/schema";
import { db, staffWriteWait, writeWhenUnlocked } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import {
  imageRecord,
  isStoredImageName,
  stemOf,
  storedImageNames,
  writeCleanImage,
} from "~/features/articles/uploads.server";
import { logger } from "~/utils/logger.server";

/**
 * The one-time rewrite of the images uploaded before uploads were cleaned (decision 0241):
 * each becomes a clean copy under a new name, the articles showing it show the new one, and
 * its old address answers 301 to the new one. The old file, metadata and all, is never served
 * again but stays on disk while a backup from before the rewrite may be restored (the
 * retention removes it after BACKUP_KEEP_DAYS): the database such a backup holds shows it.
 * The new name comes from the old file's bytes, so a rewrite repeated after a rollback finds
 * the clean copy the first one wrote, and records it again instead of writing another.
 * Restartable: an image is done in one transaction.
 */

const uploadsPath = (name: string) => path.join(getEnv().UPLOADS_DIR, name);
const addressOf = (name: string) => `/uploads/${name}`;

function isRecorded(name: string) {
  return Boolean(
    db
      .select({ name: uploadedImages.name })
      .from(uploadedImages)
      .where(eq(uploadedImages.name, name))
      .get(),
  );
}

function renameOf(name: string) {
  return (
    db
      .select({ newName: uploadRenames.newName })
      .from(uploadRenames)
      .where(eq(uploadRenames.oldName, name))
      .get()?.newName ?? null
  );
}

/** Every article showing `from` (as its cover or in its body) shows `to` instead. */
function repointArticles(
  tx: Parameters<Parameters<typeof db.transaction>[0]>[0],
  from: string,
  to: { url: string; width: number; height: number },
) {
  const showing = tx
    .select({ id: articles.id, cover: articles.featuredImageUrl, content: articles.content })
    .from(articles)
    .where(or(eq(articles.featuredImageUrl, from), like(articles.content, `%${from}%`)))
    .all();
  for (const article of showing) {
    const cover = article.cover === from;
    tx.update(articles)
      .set({
        content: article.content.split(from).join(to.url),
        // A new version for the pages' caches; an editor open on the old one is told so.
        updatedAt: sql`${articles.updatedAt} + 1`,
        ...(cover
          ? {
              featuredImageUrl: to.url,
              featuredImageWidth: to.width,
              featuredImageHeight: to.height,
            }
          : {}),
      })
      .where(eq(articles.id, article.id))
      .run();
  }
  return showing.length;
}

/** The clean copy's name, from the old file's bytes: the same old file, the same new name. */
const cleanStemOf = (bytes: Uint8Array) =>
  crypto.createHash("sha256").update("upload-riscritto\0").update(bytes).digest("hex").slice(0, 32);

/** `written` for a new clean copy, `kept` for one an earlier rewrite left; null when not rewritten. */
async function rewriteOne(name: string) {
  const bytes = await fs.promises.readFile(uploadsPath(name));
  const written = await writeCleanImage(bytes, cleanStemOf(bytes));
  if (!written.ok) {
    logger.error(`Immagine caricata ${name} non riscritta (${written.problem}): resta com'è`);
    return null;
  }
  const { image } = written;
  await writeWhenUnlocked(
    () =>
      db.transaction(
        (tx) => {
          // Two old files with the same bytes share one clean copy.
          tx.insert(uploadedImages).values(imageRecord(image, null)).onConflictDoNothing().run();
          tx.insert(uploadRenames).values({ oldName: name, newName: image.name }).run();
          repointArticles(tx, addressOf(name), image);
        },
        { behavior: "immediate" },
      ),
    staffWriteWait,
  );
  emitDomainEvent("imageStored", { name: image.name });
  return image.kept ? "kept" : "written";
}

/**
 * Rewrites every stored image written before `before` that has no record and no rename (an
 * upload from before the cleaning), until none is left or `signal` asks to stop: how many got
 * a new clean copy, and how many found the one an earlier rewrite wrote (a rollback undid its
 * records, not its files). An upload this process is writing has a later time, so it is never
 * taken for an old one. An image that cannot be decoded is left as it is, and said.
 */
export async function rewriteLegacyUploads(signal?: AbortSignal, before = new Date()) {
  const unrecorded: string[] = [];
  for (const name of await storedImageNames()) {
    if (isRecorded(name) || renameOf(name) !== null) continue;
    const stat = await fs.promises.stat(uploadsPath(name)).catch(() => null);
    if (stat && stat.mtime < before) unrecorded.push(name);
  }
  // After a rollback the clean copies an earlier rewrite wrote are unrecorded too: each is
  // named after the bytes of an old file among them, and is recorded with that file.
  const cleanCopies = new Set<string>();
  for (const name of unrecorded)
    cleanCopies.add(cleanStemOf(await fs.promises.readFile(uploadsPath(name))));
  const done = { written: 0, kept: 0 };
  for (const name of unrecorded) {
    if (signal?.aborted) break;
    if (cleanCopies.has(stemOf(name))) continue;
    const outcome = await rewriteOne(name);
    if (outcome) done[outcome] += 1;
  }
  if (done.written + done.kept > 0)
    emitDomainEvent("uploadsRenamed", { count: done.written + done.kept });
  return done;
}

/**
 * The old files of the uploads rewritten after `since`: kept on disk for a backup from before
 * the rewrite, whose database shows them (see `unusedUploads`).
 */
export function originalsRenamedAfter(since: Date) {
  return db
    .select({ name: uploadRenames.oldName })
    .from(uploadRenames)
    .where(gt(uploadRenames.createdAt, since))
    .all()
    .map((row) => row.name);
}

/** Where an old upload's address now leads, or null when it was never renamed. */
export function renamedUploadAddress(name: string) {
  if (!isStoredImageName(name)) return null;
  const renamed = renameOf(name);
  return renamed === null ? null : addressOf(renamed);
}
