import fs from "node:fs";
import path from "node:path";
import { asc, desc, eq } from "drizzle-orm";
import { uploadedImages, users } from "../../../db/schema";
import { imageUses, type ImageUse } from "~/features/articles/image-usage.server";
import { announceImageDescribed, describeImage } from "~/features/articles/uploaded-images.server";
import { db } from "~/utils/db.server";
import { getEnv } from "~/utils/env.server";
import { logger } from "~/utils/logger.server";

/** One uploaded image as the media page shows it, with where it is used. */
export type MediaImage = {
  name: string;
  width: number;
  height: number;
  bytes: number;
  alt: string | null;
  createdAt: Date;
  uploader: string | null;
  /** The smallest JPEG made from it, for a thumbnail; null until its sizes are made. */
  thumbnail: { name: string; width: number; height: number } | null;
  sizes: number | null;
  uses: ImageUse[];
};

const selection = {
  name: uploadedImages.name,
  width: uploadedImages.width,
  height: uploadedImages.height,
  bytes: uploadedImages.bytes,
  alt: uploadedImages.alt,
  derivatives: uploadedImages.derivatives,
  createdAt: uploadedImages.createdAt,
  uploaderName: users.name,
  uploaderEmail: users.email,
};

const query = () =>
  db
    .select(selection)
    .from(uploadedImages)
    .leftJoin(users, eq(users.id, uploadedImages.uploadedBy))
    .$dynamic();

type Row = NonNullable<ReturnType<ReturnType<typeof query>["get"]>>;

function mediaImageOf(row: Row, uses: Map<string, ImageUse[]>): MediaImage {
  const jpegs = (row.derivatives ?? [])
    .filter((size) => size.format === "jpeg")
    .sort((a, b) => a.width - b.width);
  const smallest = jpegs[0];
  return {
    name: row.name,
    width: row.width,
    height: row.height,
    bytes: row.bytes,
    alt: row.alt,
    createdAt: row.createdAt,
    uploader: row.uploaderName || row.uploaderEmail || null,
    thumbnail: smallest
      ? { name: smallest.name, width: smallest.width, height: smallest.height }
      : null,
    sizes: row.derivatives ? row.derivatives.length : null,
    uses: uses.get(row.name) ?? [],
  };
}

/** Every recorded upload, newest first, with where each is used (see `imageUses`). */
export function listMediaImages() {
  const uses = imageUses();
  return query()
    .orderBy(desc(uploadedImages.createdAt), asc(uploadedImages.name))
    .all()
    .map((row) => mediaImageOf(row, uses));
}

/** One recorded upload by its stored name; null when there is none. */
export function findMediaImage(name: string) {
  const row = query().where(eq(uploadedImages.name, name)).get();
  return row ? mediaImageOf(row, imageUses()) : null;
}

/** Gives a recorded image its alternative text; false when there is no such image. */
export function setImageAlt(name: string, alt: string) {
  const result = db.transaction(
    (tx) => {
      const found = tx
        .select({ name: uploadedImages.name })
        .from(uploadedImages)
        .where(eq(uploadedImages.name, name))
        .get();
      return found ? { changed: describeImage(tx, name, alt) } : null;
    },
    { behavior: "immediate" },
  );
  if (result?.changed) announceImageDescribed(name);
  return result !== null;
}

export type RemoveOutcome =
  { outcome: "removed" } | { outcome: "missing" } | { outcome: "in-use"; uses: ImageUse[] };

/**
 * Deletes an image no article uses, with its smaller sizes. Whether it is used is decided in
 * the transaction that removes its record, so no save can start using it in between; the
 * files go once that has committed. A file that cannot be removed is left to the clean-up of
 * unused uploads, which finds it unrecorded and unused.
 */
export async function removeMediaImage(name: string): Promise<RemoveOutcome> {
  const removed = db.transaction(
    (tx): RemoveOutcome & { files?: string[] } => {
      const row = tx
        .select({ derivatives: uploadedImages.derivatives })
        .from(uploadedImages)
        .where(eq(uploadedImages.name, name))
        .get();
      if (!row) return { outcome: "missing" };
      const uses = imageUses(tx).get(name) ?? [];
      if (uses.length > 0) return { outcome: "in-use", uses };
      tx.delete(uploadedImages).where(eq(uploadedImages.name, name)).run();
      return {
        outcome: "removed",
        files: [name, ...(row.derivatives ?? []).map((size) => size.name)],
      };
    },
    { behavior: "immediate" },
  );
  if (removed.outcome !== "removed") return removed;
  const dir = getEnv().UPLOADS_DIR;
  await Promise.all(
    (removed.files ?? []).map((file) =>
      fs.promises.rm(path.join(dir, file), { force: true }).catch((error: unknown) => {
        logger.error({ err: error }, `File ${file} non rimosso:`);
      }),
    ),
  );
  return { outcome: "removed" };
}
