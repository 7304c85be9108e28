import fs from "node:fs";
import path from "node:path";
import { eq, like, or, sql } from "drizzle-orm";
import { articles, uploadRenames, uploadedImages } from "../../../db/schema";
import { db, staffWriteWait, writeWhenUnlocked } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import {
  imageRecord,
  isStoredImageName,
  storedImageNames,
  writeCleanImage,
} from "~/features/articles/uploads.server";

/**
 * The one-time rewrite of the images uploaded before uploads were cleaned (decision 0212):
 * each becomes a clean copy under a new name, the articles showing it show the new one, its
 * old address answers 301 to the new one, and the old file, metadata and all, is removed.
 * Restartable: an image is done in one transaction, and its old file removed after; a stop
 * in between leaves a renamed file that the next run removes.
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

async function rewriteOne(name: string) {
  const bytes = await fs.promises.readFile(uploadsPath(name));
  const written = await writeCleanImage(bytes);
  if (!written.ok) {
    console.error(`Immagine caricata ${name} non riscritta (${written.problem}): resta com'è`);
    return false;
  }
  const { image } = written;
  await writeWhenUnlocked(
    () =>
      db.transaction(
        (tx) => {
          tx.insert(uploadedImages).values(imageRecord(image, null)).run();
          tx.insert(uploadRenames).values({ oldName: name, newName: image.name }).run();
          repointArticles(tx, addressOf(name), image);
        },
        { behavior: "immediate" },
      ),
    staffWriteWait,
  );
  await fs.promises.rm(uploadsPath(name), { force: true });
  emitDomainEvent("imageStored", { name: image.name });
  return true;
}

/**
 * Rewrites every stored image written before `before` that has no record (an upload from
 * before the cleaning), until none is left or `signal` asks to stop; how many were
 * rewritten. An upload this process is writing has a later time, so it is never taken for
 * an old one. An image that cannot be decoded is left as it is, and said.
 */
export async function rewriteLegacyUploads(signal?: AbortSignal, before = new Date()) {
  let rewritten = 0;
  for (const name of await storedImageNames()) {
    if (signal?.aborted) break;
    if (isRecorded(name)) continue;
    if (renameOf(name) !== null) {
      // Rewritten by a run that stopped before removing the old file.
      await fs.promises.rm(uploadsPath(name), { force: true });
      continue;
    }
    const written = await fs.promises.stat(uploadsPath(name)).catch(() => null);
    if (!written || written.mtime >= before) continue;
    if (await rewriteOne(name)) rewritten += 1;
  }
  if (rewritten > 0) emitDomainEvent("uploadsRenamed", { count: rewritten });
  return rewritten;
}

/** Where an old upload's address now leads, or null when it was never renamed. */
export function renamedUploadAddress(name: string) {
  if (!isStoredImageName(name)) return null;
  const renamed = renameOf(name);
  return renamed === null ? null : addressOf(renamed);
}
