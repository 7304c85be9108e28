import fs from "node:fs";
import path from "node:path";
import { asc, eq, isNull } from "drizzle-orm";
import { uploadedImages, type ImageDerivative } from "../../../db/schema";
import { makeDerivatives } from "~/features/articles/image-pipeline.server";
import { db, staffWriteWait, writeWhenUnlocked } from "~/utils/db.server";
import { emitDomainEvent } from "~/utils/domain-events.server";
import { getEnv } from "~/utils/env.server";
import { stemOf } from "~/features/articles/uploads.server";
import { writeThroughTemporaryFile } from "~/utils/temporary-files.server";
import { logger } from "~/utils/logger.server";

/**
 * The smaller sizes of the uploaded images, made in the background (decision 0208): one
 * image at a time, oldest first, each recorded when all its files are written. A stop
 * between two files leaves the image without sizes, and the next run makes them again.
 */

async function writeDerivedFile(name: string, bytes: Buffer) {
  const dir = getEnv().UPLOADS_DIR;
  const target = path.join(dir, name);
  // The same name is the same bytes: a file a stopped run already wrote is kept.
  if (fs.existsSync(target)) return;
  await writeThroughTemporaryFile(dir, name, async (temporary) => {
    await fs.promises.writeFile(temporary, bytes, { flag: "wx" });
    await fs.promises.chmod(temporary, 0o644);
  });
}

async function deriveImage(name: string, width: number): Promise<ImageDerivative[]> {
  let clean: Buffer;
  try {
    clean = await fs.promises.readFile(path.join(getEnv().UPLOADS_DIR, name));
  } catch {
    // The file is gone (removed by hand, not restored): nothing to make, nothing to wait for.
    return [];
  }
  try {
    return await makeDerivatives(stemOf(name), clean, width, writeDerivedFile);
  } catch (error) {
    // The clean copy is shown as it is; trying again would fail the same way.
    logger.error({ err: error }, `Formati ridotti di ${name} non creati:`);
    return [];
  }
}

/**
 * Makes the sizes of every image recorded without them, until none is left or `signal` asks
 * to stop; how many images were done.
 */
export async function derivePendingImages(signal?: AbortSignal) {
  let done = 0;
  while (!signal?.aborted) {
    const next = db
      .select({ name: uploadedImages.name, width: uploadedImages.width })
      .from(uploadedImages)
      .where(isNull(uploadedImages.derivatives))
      .orderBy(asc(uploadedImages.createdAt))
      .limit(1)
      .get();
    if (!next) break;
    const derivatives = await deriveImage(next.name, next.width);
    await writeWhenUnlocked(
      () =>
        db
          .update(uploadedImages)
          .set({ derivatives })
          .where(eq(uploadedImages.name, next.name))
          .run(),
      staffWriteWait,
    );
    emitDomainEvent("imageDerived", { name: next.name });
    done += 1;
  }
  return done;
}
